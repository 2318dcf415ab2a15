import { contactFields, type ContactValues } from './machines/contact-form-fields';
import { nonEmptyFields, saveDraft } from './machines/contact-form-draft';

// The page as HTML, without the app (plain DOM, for the boot script). When the app's code cannot
// load, a hidden notice in every page says the form cannot send and offers a reload that keeps
// what was typed (a browser keeps a failed module import for the document's life).
export const loadFailureId = 'load-failure';
/** Marks a form submitted before the app could send it: ContactForm sends it once hydrated. */
export const heldAttribute = 'data-held';
// A submit button disabled in the HTML until the boot script runs: without JavaScript, Enter would
// post what was typed to a host that answers 405, and lose it.
export const needsScriptAttribute = 'data-needs-script';
/** Marks a part that changes without the visitor once the app runs: the app starts after `load`. */
export const liveAttribute = 'data-live';

/** Resolves when `element` comes within a screen height of the viewport. */
export function nearView(element: Element): Promise<void> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
  });
}

export function enableScriptButtons(root: ParentNode): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>(`[${needsScriptAttribute}]`))
    button.disabled = false;
}

function* fieldsOf(form: HTMLFormElement | null) {
  for (const field of contactFields) {
    const control = form?.elements.namedItem(field);
    if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)
      yield [field, control] as const;
  }
}

/** The forms that hold a contact field (a draft's), not the search form. */
export const contactForms = (forms: Iterable<HTMLFormElement>) =>
  [...forms].filter((form) => !fieldsOf(form).next().done);

/** The contact form's fields as typed before the app took over, or while it could not load. */
export const typedValues = (form: HTMLFormElement | null) =>
  nonEmptyFields(
    Object.fromEntries([...fieldsOf(form)].map(([field, control]) => [field, control.value])),
  );

// Before the visitor can type, in empty unfocused fields; the app adopts what the fields show.
export function showDraft(forms: Iterable<HTMLFormElement>, draft?: Partial<ContactValues>): void {
  for (const form of forms)
    for (const [field, control] of fieldsOf(form)) {
      const saved = draft?.[field];
      if (saved !== undefined && control.value === '' && control !== document.activeElement)
        control.value = saved;
    }
}

function reloadKeepingDraft(): void {
  for (const form of document.forms) {
    const typed = typedValues(form);
    if (typed) saveDraft(typed);
  }
  window.location.reload();
}

export function showLoadFailure(): void {
  const notice = document.getElementById(loadFailureId);
  if (!notice) return;
  notice.hidden = false;
  const reload = notice.querySelector('button');
  if (reload) reload.onclick = reloadKeepingDraft;
}
