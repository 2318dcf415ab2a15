import { contactFields, type ContactValues } from './contact-form-fields';

// The contact form's draft, so a reload or a trip elsewhere loses nothing typed (decision 0006). In
// sessionStorage: gone when the tab closes, so a shared computer keeps no message for the next
// person. Where storage is blocked, full or tampered with, these do nothing and say nothing.
export const draftKey = 'contact-form-draft';

/** Far above the longest valid message, below any quota; a larger draft is not written, never clipped. */
export const maxDraftChars = 100_000;

/** What `act` returns, or undefined where it throws (storage blocked, full or missing). */
export function quietly<T>(act: () => T): T | undefined {
  try {
    return act();
  } catch {
    return undefined;
  }
}

// The getter throws where the browser blocks site data; the prerenderer has no storage at all.
const inSession = <T>(act: (storage: Storage) => T) => quietly(() => act(sessionStorage));

export function nonEmptyFields(source: object): Partial<ContactValues> | undefined {
  const fields = contactFields.map((field) => [field, (source as ContactValues)[field]] as const);
  const draft = fields.filter(([, value]) => typeof value === 'string' && value !== '');
  return draft.length > 0 ? Object.fromEntries(draft) : undefined;
}

/** The saved draft's non-empty fields, exactly as typed, or undefined when there is none. */
export const loadDraft = () =>
  inSession((storage) => {
    const raw = storage.getItem(draftKey) ?? '';
    return raw.length > maxDraftChars ? undefined : nonEmptyFields(Object(JSON.parse(raw)));
  });

export const clearDraft = () => inSession((storage) => storage.removeItem(draftKey));

/** Saves the form's fields and nothing else (never the honeypot); an empty form leaves no draft. */
export function saveDraft(values: Partial<ContactValues>): void {
  const draft = nonEmptyFields(values);
  if (!draft) return clearDraft();
  // JSON escapes lone surrogates, so whatever was typed survives the round trip.
  const raw = JSON.stringify(draft);
  if (raw.length <= maxDraftChars) inSession((storage) => storage.setItem(draftKey, raw));
}
