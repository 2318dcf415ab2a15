import table from '../data/contact-form-fields.json' with { type: 'json' };

/**
 * The contact form's fields, one entry each in ../data/contact-form-fields.json: validation and
 * its error keys, the draft, the e-mail's template parameters and the rendered inputs all come
 * from it, so a new field is an entry there and its texts under `contactForm` in locales/.
 * Every field is required. `max` bounds what a visitor can paste into an e-mail (RFC 5321 caps an
 * address at 254 characters) and is the `{{max}}` of the error text; `pattern` is deliberately
 * loose, the mail server being the real judge. Results are translation keys: the view translates.
 */
export interface FieldSpec {
  max: number;
  pattern?: string;
  type?: string;
  autoComplete: string;
  hint?: boolean;
  multiline?: boolean;
}

export type ContactField = keyof typeof table;
export type ContactValues = Record<ContactField, string>;
export const contactFormFields: Readonly<Record<ContactField, FieldSpec>> = table;
export const contactFields = Object.keys(table) as ContactField[];

export const emptyContactValues = Object.fromEntries(
  contactFields.map((field) => [field, '']),
) as ContactValues;

export type ErrorKey = `contactForm.errors.${ContactField}${'Required' | 'TooLong' | 'Invalid'}`;
export type FieldErrors = Partial<Record<ContactField, ErrorKey>>;

/**
 * The honeypot's name: nonsense on purpose. Autofill and password managers fill fields they
 * recognise (`website`, `url`, `company`…), and a filled honeypot drops a real message as spam.
 */
export const honeypotName = 'zq7k';

/**
 * Order matters: a blank field reports "required", an over-long one "too long" (measured on the
 * raw value, since that is what the visitor typed), and only then is the format judged.
 */
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
  const errors: FieldErrors = {};
  for (const field of contactFields) {
    const error = validateField(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The e-mail's template parameters: each field trimmed (validation judged it so), nothing else. */
export const emailParams = (values: ContactValues) =>
  Object.fromEntries(contactFields.map((field) => [field, values[field].trim()])) as ContactValues;
