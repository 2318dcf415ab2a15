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

/**
 * Shows the saved draft in the page's contact forms as soon as the boot script runs, before the
 * visitor can type into them: in each field that is empty and not the one being typed into. The
 * app then adopts what the fields show (contact-form), so a draft never lands in a field the
 * visitor has started to fill, where their typing would be glued to it.
 */
export function showDraft(forms: Iterable<HTMLFormElement>, draft: Partial<ContactValues>): void {
  for (const form of forms) {
    for (const field of contactFields) {
      const control = form.elements.namedItem(field);
      const saved = draft[field];
      if (
        (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) &&
        saved !== undefined &&
        control.value === '' &&
        control !== document.activeElement
      )
        control.value = saved;
    }
  }
}
