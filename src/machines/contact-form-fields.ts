import table from '../data/contact-form-fields.json' with { type: 'json' };

/**
 * The contact form's fields, one entry each in ../data/contact-form-fields.json: validation, error
 * keys, draft, e-mail parameters and inputs all come from it. Every field is required. `max` bounds
 * what can be pasted into an e-mail (RFC 5321: 254 for an address); `pattern` is loose on purpose,
 * the mail server being the real judge.
 */
export type FieldSpec = { max: number; autoComplete: string } & Partial<{
  pattern: string;
  type: string;
  hint: boolean;
  multiline: boolean;
}>;

export type ContactField = keyof typeof table;
export type ContactValues = Record<ContactField, string>;
export const contactFormFields: Readonly<Record<ContactField, FieldSpec>> = table;
export const contactFields = Object.keys(table) as ContactField[];

export const emptyContactValues = Object.fromEntries(
  contactFields.map((field) => [field, '']),
) as ContactValues;

export type ErrorKey = `contactForm.errors.${ContactField}${'Required' | 'TooLong' | 'Invalid'}`;
export type FieldErrors = Partial<Record<ContactField, ErrorKey>>;

// Nonsense on purpose: autofill fills names it recognises (`website`…), dropping a real message.
export const honeypotName = 'zq7k';

// Blank reports "required", over-long "too long" (on the raw value, as typed), then the format.
export function validateField(field: ContactField, value: string): ErrorKey | undefined {
  const { max, pattern } = contactFormFields[field];
  const trimmed = value.trim();
  const problem =
    trimmed === ''
      ? 'Required'
      : value.length > max
        ? 'TooLong'
        : pattern && !new RegExp(pattern).test(trimmed)
          ? 'Invalid'
          : undefined;
  return problem && `contactForm.errors.${field}${problem}`;
}

export function validateContact(values: ContactValues): FieldErrors {
  const errors = contactFields.map((field) => [field, validateField(field, values[field])]);
  return Object.fromEntries(errors.filter(([, error]) => error));
}

/** The e-mail's template parameters: each field trimmed (validation judged it so), nothing else. */
export const emailParams = (values: ContactValues) =>
  Object.fromEntries(contactFields.map((field) => [field, values[field].trim()])) as ContactValues;
