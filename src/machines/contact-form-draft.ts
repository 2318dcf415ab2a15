import { contactFields, type ContactValues } from './contact-form-fields';

// The contact form's draft, so a reload or a trip elsewhere loses nothing typed (decision 0006). In
// sessionStorage: gone when the tab closes, so a shared computer keeps no message for the next
// person. Where storage is blocked, full or tampered with, these do nothing and say nothing.
export const draftKey = 'contact-form-draft';

/** Far above the longest valid message, below any quota; a larger draft is not written, never clipped. */
export const maxDraftChars = 100_000;

function draftStorage(): Storage | undefined {
  try {
    // The getter throws where the browser blocks site data; the prerenderer has no storage.
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}

function nonEmptyFields(source: Record<string, unknown>): Partial<ContactValues> {
  const draft: Partial<ContactValues> = {};
  for (const field of contactFields) {
    const value = source[field];
    if (typeof value === 'string' && value !== '') draft[field] = value;
  }
  return draft;
}

/** The saved draft's non-empty fields, exactly as typed, or undefined when there is none. */
export function loadDraft(): Partial<ContactValues> | undefined {
  try {
    const raw = draftStorage()?.getItem(draftKey);
    if (typeof raw !== 'string' || raw.length > maxDraftChars) return undefined;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    const draft = nonEmptyFields(parsed as Record<string, unknown>);
    return Object.keys(draft).length > 0 ? draft : undefined;
  } catch {
    return undefined;
  }
}

export function clearDraft(): void {
  try {
    draftStorage()?.removeItem(draftKey);
  } catch {
    // Blocked storage holds no draft to clear.
  }
}

/** Saves the form's fields and nothing else (never the honeypot); an empty form leaves no draft. */
export function saveDraft(values: Partial<ContactValues>): void {
  const draft = nonEmptyFields(values);
  if (Object.keys(draft).length === 0) return clearDraft();
  // JSON escapes lone surrogates, so whatever was typed survives the round trip.
  const raw = JSON.stringify(draft);
  if (raw.length > maxDraftChars) return;
  try {
    draftStorage()?.setItem(draftKey, raw);
  } catch {
    // Quota exceeded or storage blocked: the form keeps every value in memory regardless.
  }
}
