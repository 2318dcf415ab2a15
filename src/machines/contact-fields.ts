/**
 * The contact form's four fields. On their own, without the validation rules, because the boot
 * script needs their names on every page (to keep what was typed when the app cannot load) and
 * should not carry the rules to every first visit.
 */
export const contactFields = ['name', 'email', 'phone', 'message'] as const;
export type ContactField = (typeof contactFields)[number];

export type ContactValues = Record<ContactField, string>;

/**
 * The honeypot's name: nonsense on purpose. Autofill and password managers fill fields they
 * recognise (`website`, `url`, `company`…), and a filled honeypot drops a real message as spam.
 */
export const honeypotName = 'zq7k';
