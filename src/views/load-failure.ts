import { saveDraft } from '../machines/draft-storage';
import { typedValues } from './typed-values';

/**
 * When the page's own code cannot be loaded (the connection dropped, a deploy replaced a file),
 * the prerendered page stays readable, but the menu, the language switch and the contact form
 * cannot work, and a message submitted meanwhile is held, not sent. The visitor is told so, and
 * offered a reload that keeps what they typed (decision 0018): a browser keeps a failed module
 * import for the life of the document, so only a new document can fetch the code again.
 *
 * The notice is rendered (hidden, translated) by LoadFailureNotice in every page; the boot script
 * shows it, because it is the one script that is there when the rest failed. No styles or
 * React here: this module is part of the boot script on every first visit.
 */
export const loadFailureIds = { notice: 'load-failure', notSent: 'load-failure-not-sent' } as const;

/** Keeps what was typed as the form's draft (restored by the form after the reload), reloads. */
function reloadKeepingDraft(): void {
  for (const form of document.forms) {
    const typed = typedValues(form);
    if (typed) saveDraft(typed);
  }
  window.location.reload();
}

/**
 * Shows the notice; `messageHeld`: a form was submitted that cannot be sent, so the notice says
 * the message has not been sent. Nothing is hidden again before the reload.
 */
export function showLoadFailure(messageHeld: boolean): void {
  const notice = document.getElementById(loadFailureIds.notice);
  if (!notice) return;
  notice.hidden = false;
  const notSent = document.getElementById(loadFailureIds.notSent);
  if (notSent && messageHeld) notSent.hidden = false;
  const reload = notice.querySelector('button');
  if (reload) reload.onclick = reloadKeepingDraft;
}
