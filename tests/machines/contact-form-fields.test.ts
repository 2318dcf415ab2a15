// @vitest-environment node
// The form's rules by example, one table per rule; contact-form.test.ts shows the machine applies
// them to random and hostile values.
import { describe, expect, test } from 'vitest';
import {
  contactFields,
  emptyContactValues,
  contactFormFields,
  emailParams,
  validateContact,
  validateField,
  type ContactField,
} from '../../src/machines/contact-form-fields';
import { ofLength, validContact } from '../model/contact-form-plan';

const required = Object.fromEntries(
  contactFields.map((field) => [field, `contactForm.errors.${field}Required`]),
);

test.each([
  ['an empty form', emptyContactValues, required],
  ['spaces only (trimmed)', { name: '   ', email: '\t', phone: ' \n ', message: '  ' }, required],
  ['a complete form', validContact, {}],
  [
    'surrounding spaces',
    { name: '  Aung ', email: ' aung@example.com ', phone: ' +95 9 123 4567 ', message: ' Hi ' },
    {},
  ],
  ['one empty field', { ...validContact, phone: '' }, { phone: required.phone }],
])('required fields: %s', (_, values, errors) => {
  expect(validateContact(values)).toEqual(errors);
});

describe.each([
  [
    'email: text, @, domain, dot, at least two letters',
    'email',
    ['aung@example.com', 'a.b+c@mail.example.co', 'x@y.mm', 'UPPER@EXAMPLE.ORG'],
    [
      'aung',
      'aung@',
      '@example.com',
      'aung@example',
      'aung@example.c',
      'aung@example.c1',
      'aung@exa mple.com',
      'aung@@example.com',
      'aung example@example.com',
    ],
  ],
  [
    'phone: optional +, then at least 7 digits, spaces, hyphens or parentheses, trimmed',
    'phone',
    [
      '1234567',
      '  1234567  ',
      '+1234567',
      '+95 9 123 4567',
      '(01) 234-567',
      '09-123-4567',
      '+(95) 1 234',
    ],
    [
      '123456',
      '+123456',
      '  123456  ',
      '12345a7',
      'call me please',
      '++1234567',
      '123+4567',
      '123.456.789',
    ],
  ],
] as const)('format of %s', (_, field, accepted, rejected) => {
  test.each(accepted)('accepts %s', (value) => {
    expect(validateField(field, value)).toBeUndefined();
  });
  test.each(rejected)('rejects %s', (value) => {
    expect(validateField(field, value)).toBe(`contactForm.errors.${field}Invalid`);
  });
});

const max = (field: ContactField) => contactFormFields[field].max;
describe(`length limits: ${max('name')}, ${max('email')}, ${max('phone')} and ${max('message')} characters`, () => {
  test.each(contactFields)('%s is accepted at its limit, too long one character over', (field) => {
    expect(validateField(field, ofLength[field](max(field)))).toBeUndefined();
    expect(validateField(field, ofLength[field](max(field) + 1))).toBe(
      `contactForm.errors.${field}TooLong`,
    );
  });

  test.each([
    [
      'the limit counts the raw value, spaces included',
      'name',
      ` ${'n'.repeat(max('name'))}`,
      'TooLong',
    ],
    ['too long comes before a format problem', 'phone', 'x'.repeat(max('phone') + 1), 'TooLong'],
    ['required comes before too long', 'message', ' '.repeat(max('message') + 1), 'Required'],
  ] as const)('%s', (_, field: ContactField, value, error) => {
    expect(validateField(field, value)).toBe(`contactForm.errors.${field}${error}`);
  });
});

test('emailParams trims each value and keeps the inner line breaks of the message', () => {
  const typed = { name: ' Aung ', email: ' a@b.co', phone: '1234567 ', message: '\nHi\nyou\n' };
  const sent = { name: 'Aung', email: 'a@b.co', phone: '1234567', message: 'Hi\nyou' };
  expect(emailParams(typed)).toEqual(sent);
});
