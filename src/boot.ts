/**
 * The one script every page names (docs/decisions/0018).
 *
 * 1. It moves the visitor to the page in their language when this is not it (spec §9's
 *    detection, decision 0017), and shows their saved draft in the contact form before they can
 *    type into it.
 * 2. The prerendered page works as HTML: links, the language links, the menu (a popover) and the
 *    FAQ answers (`<details>`). The app, which adopts them as the visitor left them, starts with
 *    one dynamic import (Vite preloads its files together) a second after `load` and the frame
 *    after it, once the phone has settled, or at once when the visitor touches, types or tabs.
 * 3. A contact form submitted before the app took over is held, never sent natively (the message
 *    would be lost in a reload), and sent once the app, or the part of the page that holds the
 *    form (the home page's), is there. If their code cannot be loaded, the visitor
 *    is told, and offered a reload that keeps what they typed (src/views/load-failure.ts).
 */
import { cacheLanguage, detectionSteps } from './i18n/language-hint';
import { detection } from './i18n/detection';
import { localizePath, splitLanguage } from './data/languages';
import { loadDraft } from './machines/draft-storage';
import { showLoadFailure } from './views/load-failure';
import { showDraft } from './views/typed-values';

const earlyInteractions = ['pointerdown', 'keydown', 'focusin'] as const;
/**
 * After `load` and the frame that follows it. For about 600 ms after a long page's first paint,
 * Chromium keeps a phone busy on its own (its overlay scrollbar is shown, then faded frame by
 * frame): the app's evaluation and hydration, run then, took two to four times their CPU time.
 */
const quietStartMs = 1000;
/** The app starts at the latest this long after this script ran, even if `load` never comes. */
const latestStartMs = 3000;

let started = false;
/** The page is being replaced by the same page in the visitor's language: no app here. */
let leaving = false;
let heldForm: HTMLFormElement | null = null;
/** The app, or the part of the page that holds a form, could not be loaded. */
let failed = false;

function start(): void {
  if (started || leaving) return;
  started = true;
  void import('./main').then(async ({ hydrated, onSectionFailed, onSectionHydrated }) => {
    onSectionHydrated(resubmit);
    onSectionFailed(loadFailed);
    await hydrated;
    resubmit();
  }, loadFailed);
}

/** Listens last: a form the app has hydrated prevents the native submit itself. */
function holdSubmit(event: SubmitEvent): void {
  if (event.defaultPrevented) return;
  event.preventDefault();
  if (event.target instanceof HTMLFormElement) heldForm = event.target;
  if (failed) showLoadFailure(true);
  start();
}

/** Submits the held form again: sent if its part of the page has hydrated, else held again. */
function resubmit(): void {
  const form = heldForm;
  heldForm = null;
  if (form?.isConnected) form.requestSubmit();
}

function loadFailed(): void {
  failed = true;
  showLoadFailure(heldForm !== null);
}

/**
 * Detects the visitor's language, one source per task (detectionSteps), and caches it (spec §9).
 * Another language than the page's: the same page in that language replaces this one, with no
 * history entry. The page's own, asked for by `?lng=`: the parameter has done its work and leaves
 * the address, which stays the page's canonical one.
 */
function followLanguage(): void {
  const steps = detectionSteps();
  const step = () => {
    const next = steps.next();
    if (!next.done) {
      setTimeout(step, 0);
      return;
    }
    cacheLanguage(next.value);
    const url = new URL(location.href);
    const { lng, path } = splitLanguage(url.pathname);
    if (next.value !== lng) {
      leaving = true;
      location.replace(`${localizePath(next.value, path)}${url.search}${url.hash}`);
    } else if (url.searchParams.has(detection.lookupQuerystring)) {
      url.searchParams.delete(detection.lookupQuerystring);
      history.replaceState(history.state, '', url);
    }
  };
  step();
}

followLanguage();
const draft = loadDraft();
if (draft) showDraft(document.forms, draft);

window.addEventListener('submit', holdSubmit);
for (const type of earlyInteractions) {
  document.addEventListener(type, start, { capture: true, passive: true, once: true });
}
const afterLoad = () => requestAnimationFrame(() => setTimeout(start, quietStartMs));
if (document.readyState === 'complete') afterLoad();
else window.addEventListener('load', afterLoad, { once: true });
// Background tabs get no animation frames; a hanging image must not keep the app away.
setTimeout(start, latestStartMs);
