import { saveDraft } from '../machines/draft-storage';
import { typedValues } from './typed-values';

/**
 * When the page's code cannot be loaded (the connection dropped, a deploy replaced a file), the
 * page stays readable as HTML, but the form cannot send. A notice, rendered hidden and translated
 * in every page (load-failure-notice), says so and offers a reload that keeps what was typed: a
 * browser keeps a failed module import for the life of the document (decision 0018). Plain DOM,
 * no React: the boot script, the one script there when the rest failed, shows it.
 */
export const loadFailureId = 'load-failure';
/**
 * Marks a form submitted before the app could send it (src/boot.ts; ContactForm sends it): while
 * one is held, the notice says the message has not been sent (load-failure-notice.css.ts).
 */
export const heldAttribute = 'data-held';

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
