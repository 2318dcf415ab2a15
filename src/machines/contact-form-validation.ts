/**
 * The contact form's validation rules, kept pure so the machine, the unit tests and any
 * future server check share one definition. Results are translation keys: the view translates.
 */
import { contactFields, type ContactField, type ContactValues } from './contact-fields';

export { contactFields, type ContactField, type ContactValues };

export const emptyContactValues: ContactValues = { name: '', email: '', phone: '', message: '' };

// The spec sets no limits; these bound what a visitor can paste into an e-mail (RFC 5321 caps an
// address at 254 characters).
export const maxLengths: Record<ContactField, number> = {
  name: 100,
  email: 254,
  phone: 30,
  message: 5000,
};

export type ErrorKey =
  | 'contactForm.errors.nameRequired'
  | 'contactForm.errors.nameTooLong'
  | 'contactForm.errors.emailRequired'
  | 'contactForm.errors.emailInvalid'
  | 'contactForm.errors.emailTooLong'
  | 'contactForm.errors.phoneRequired'
  | 'contactForm.errors.phoneInvalid'
  | 'contactForm.errors.phoneTooLong'
  | 'contactForm.errors.messageRequired'
  | 'contactForm.errors.messageTooLong';

export type FieldErrors = Partial<Record<ContactField, ErrorKey>>;

interface FieldRule {
  required: ErrorKey;
  tooLong: ErrorKey;
  format?: { pattern: RegExp; message: ErrorKey };
}

const rules: Record<ContactField, FieldRule> = {
  name: {
    required: 'contactForm.errors.nameRequired',
    tooLong: 'contactForm.errors.nameTooLong',
  },
  email: {
    required: 'contactForm.errors.emailRequired',
    tooLong: 'contactForm.errors.emailTooLong',
    // Deliberately loose (text, @, domain, dot, two or more letters); the mail server
    // is the real judge of deliverability.
    format: {
      pattern: /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/,
      message: 'contactForm.errors.emailInvalid',
    },
  },
  phone: {
    required: 'contactForm.errors.phoneRequired',
    tooLong: 'contactForm.errors.phoneTooLong',
    format: { pattern: /^\+?[\d\s()-]{7,}$/, message: 'contactForm.errors.phoneInvalid' },
  },
  message: {
    required: 'contactForm.errors.messageRequired',
    tooLong: 'contactForm.errors.messageTooLong',
  },
};

/**
 * Order matters: a blank field reports "required", an over-long one "too long" (measured on the
 * raw value, since that is what the visitor typed), and only then is the format judged.
 */
export function validateField(field: ContactField, value: string): ErrorKey | undefined {
  const rule = rules[field];
  const trimmed = value.trim();
  if (trimmed === '') {
    return rule.required;
  }
  if (value.length > maxLengths[field]) {
    return rule.tooLong;
  }
  if (rule.format && !rule.format.pattern.test(trimmed)) {
    return rule.format.message;
  }
  return undefined;
}

export function validateContact(values: ContactValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of contactFields) {
    const error = validateField(field, values[field]);
    if (error) {
      errors[field] = error;
    }
  }
  return errors;
}

/** Validation judges trimmed values, so trimmed values are what the e-mail carries. */
export function sanitizeForSend(values: ContactValues): ContactValues {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    message: values.message.trim(),
  };
}
