import { contactFields, type ContactValues } from '../machines/contact-fields';

/**
 * The contact form's fields as they are in the page: typed before the app took over (adopted by
 * the form when it hydrates), or while it could not load (kept as the draft before a reload).
 */
export function typedValues(form: HTMLFormElement | null): Partial<ContactValues> | undefined {
  const typed: Partial<ContactValues> = {};
  for (const field of contactFields) {
    const control = form?.elements.namedItem(field);
    if (
      (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) &&
      control.value !== ''
    )
      typed[field] = control.value;
  }
  return Object.keys(typed).length > 0 ? typed : undefined;
}
