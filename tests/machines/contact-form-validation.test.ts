import { describe, expect, test } from 'vitest';
import {
  contactFields,
  emptyContactValues,
  maxLengths,
  sanitizeForSend,
  validateContact,
  validateField,
  type ContactValues,
} from '../../src/machines/contact-form-validation';

const valid: ContactValues = {
  name: 'Aung Aung',
  email: 'aung@example.com',
  phone: '+95 9 123 4567',
  message: 'Hello',
};

describe('required fields', () => {
  test('an empty form reports every required message', () => {
    expect(validateContact(emptyContactValues)).toEqual({
      name: 'contactForm.errors.nameRequired',
      email: 'contactForm.errors.emailRequired',
      phone: 'contactForm.errors.phoneRequired',
      message: 'contactForm.errors.messageRequired',
    });
  });

  test('values are trimmed for the required check', () => {
    expect(validateContact({ name: '   ', email: '\t', phone: ' \n ', message: '  ' })).toEqual({
      name: 'contactForm.errors.nameRequired',
      email: 'contactForm.errors.emailRequired',
      phone: 'contactForm.errors.phoneRequired',
      message: 'contactForm.errors.messageRequired',
    });
  });

  test('a complete form has no errors', () => {
    expect(validateContact(valid)).toEqual({});
  });

  test('surrounding spaces do not make a value invalid', () => {
    expect(
      validateContact({
        name: '  Aung ',
        email: ' aung@example.com ',
        phone: ' +95 9 123 4567 ',
        message: ' Hi ',
      }),
    ).toEqual({});
  });

  test('only the fields in error are reported', () => {
    expect(validateContact({ ...valid, phone: '' })).toEqual({
      phone: 'contactForm.errors.phoneRequired',
    });
  });
});

describe('email format: text, @, domain, dot, at least two letters', () => {
  test.each(['aung@example.com', 'a.b+c@mail.example.co', 'x@y.mm', 'UPPER@EXAMPLE.ORG'])(
    'accepts %s',
    (email) => {
      expect(validateField('email', email)).toBeUndefined();
    },
  );

  test.each([
    'aung',
    'aung@',
    '@example.com',
    'aung@example',
    'aung@example.c',
    'aung@example.c1',
    'aung@exa mple.com',
    'aung@@example.com',
    'aung example@example.com',
  ])('rejects %s as "Invalid email address"', (email) => {
    expect(validateField('email', email)).toBe('contactForm.errors.emailInvalid');
  });
});

describe('phone format: optional +, then at least 7 digits, spaces, hyphens or parentheses', () => {
  test.each([
    '1234567',
    '+1234567',
    '+95 9 123 4567',
    '(01) 234-567',
    '09-123-4567',
    '+(95) 1 234',
  ])('accepts %s', (phone) => {
    expect(validateField('phone', phone)).toBeUndefined();
  });

  test.each([
    ['123456', 'six characters'],
    ['+123456', 'a plus and six characters'],
    ['12345a7', 'a letter'],
    ['call me please', 'words'],
    ['++1234567', 'two plus signs'],
    ['123+4567', 'a plus in the middle'],
    ['123.456.789', 'dots'],
  ])('rejects %s (%s) as "Invalid phone number"', (phone) => {
    expect(validateField('phone', phone)).toBe('contactForm.errors.phoneInvalid');
  });

  test('the seven-character minimum counts the trimmed value', () => {
    expect(validateField('phone', '  123456  ')).toBe('contactForm.errors.phoneInvalid');
    expect(validateField('phone', '  1234567  ')).toBeUndefined();
  });
});

describe('length limits', () => {
  test('the limits are 100, 254, 30 and 5000 characters', () => {
    expect(maxLengths).toEqual({ name: 100, email: 254, phone: 30, message: 5000 });
  });

  const atLimit: ContactValues = {
    name: 'n'.repeat(100),
    email: `${'e'.repeat(240)}@example.com`.padStart(254, 'e'),
    phone: '1'.repeat(30),
    message: 'm'.repeat(5000),
  };

  test.each(contactFields)('%s at its limit is accepted', (field) => {
    expect(atLimit[field]).toHaveLength(maxLengths[field]);
    expect(validateField(field, atLimit[field])).toBeUndefined();
  });

  test.each([
    ['name', 'n'.repeat(101), 'contactForm.errors.nameTooLong'],
    ['email', `${'e'.repeat(243)}@example.com`, 'contactForm.errors.emailTooLong'],
    ['phone', '1'.repeat(31), 'contactForm.errors.phoneTooLong'],
    ['message', 'm'.repeat(5001), 'contactForm.errors.messageTooLong'],
  ] as const)('%s one character over its limit is too long', (field, value, key) => {
    expect(value).toHaveLength(maxLengths[field] + 1);
    expect(validateField(field, value)).toBe(key);
  });

  test('the limit is measured on the raw value, spaces included', () => {
    expect(validateField('name', ` ${'n'.repeat(100)}`)).toBe('contactForm.errors.nameTooLong');
  });

  test('too long is reported before a format problem', () => {
    expect(validateField('phone', 'x'.repeat(31))).toBe('contactForm.errors.phoneTooLong');
  });

  test('required is reported before too long', () => {
    expect(validateField('message', ' '.repeat(5001))).toBe('contactForm.errors.messageRequired');
  });
});

describe('sanitizeForSend', () => {
  test('sends trimmed values', () => {
    expect(
      sanitizeForSend({ name: ' Aung ', email: ' a@b.co', phone: '1234567 ', message: '\nHi\n' }),
    ).toEqual({ name: 'Aung', email: 'a@b.co', phone: '1234567', message: 'Hi' });
  });

  test('keeps inner line breaks of the message', () => {
    expect(sanitizeForSend({ ...valid, message: 'Line one\nLine two' }).message).toBe(
      'Line one\nLine two',
    );
  });
});
