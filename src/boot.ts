// The one script every page names (decision 0018); the page works as HTML. It moves the visitor to
// their language's page (0017), shows the saved draft, enables Send, holds a form submitted early
// (`data-held`), and imports the app after the frame that answers the visitor's first touch, key
// or focus. A page that changes by itself (`data-live`: a rotating hero, search results; HTML of an
// earlier year) starts it a second after `load` (a phone stays busy ~600 ms after a long page's
// first paint), at most 3 s after this ran.
import {
  addressSources,
  cacheLanguage,
  detection,
  detectionSteps,
  pageAddress,
} from './i18n/config';
import { siteLanguageOf, splitLanguage } from './data/languages';
import { loadDraft } from './machines/contact-form-draft';
import {
  contactForms,
  enableScriptButtons,
  heldAttribute,
  liveAttribute,
  nearView,
  showDraft,
  showLoadFailure,
} from './form-before-app';

let started = false;

// The language (decision 0017): the address's sources at once, the browser's stores (cookie,
// local and session storage) a second after `load`, or at the visitor's first act if sooner, 3 s
// after this ran at the latest. The first read of each store is a synchronous round trip to the
// browser: 10–40 ms of main thread while the browser is busy loading the page, under 2 ms a
// second after. One store per task; the address is read as this script runs.
let allowStores!: () => void;
const storesAllowed = new Promise<void>((resolve) => (allowStores = resolve));
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Resolves true when the page is in the visitor's language, false when it is being replaced. */
async function settleLanguage(): Promise<boolean> {
  const steps = detectionSteps();
  let step = await steps.next();
  while (!step.done) {
    if (!addressSources.includes(step.value)) {
      await storesAllowed;
      await nextTask();
    }
    step = await steps.next();
  }
  const lng = step.value;
  if (lng !== splitLanguage(location.pathname).lng) {
    cacheLanguage(lng);
    location.replace(pageAddress(lng, location));
    return false;
  }
  // Cached as the visitor leaves or hides the page, not as it loads (decision 0017): the page's
  // language then, the one detected or one the app switched to.
  const cacheShown = () => cacheLanguage(siteLanguageOf(document.documentElement.lang) ?? lng);
  window.addEventListener('pagehide', cacheShown);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') cacheShown();
  });
  if (new URLSearchParams(location.search).has(detection.lookupQuerystring))
    history.replaceState(history.state, '', pageAddress(lng, location));
  return true;
}

const language = settleLanguage();
window.addEventListener('load', () => setTimeout(allowStores, 1000));
// An image that never arrives must not keep the visitor from their language.
setTimeout(allowStores, 3000);

/** The app, once the page is known to stay: no page hydrates in one language, then leaves. */
function start(): void {
  if (started) return;
  started = true;
  allowStores();
  void language.then((stays) => stays && import('./main').catch(showLoadFailure));
}

/** Listens last: a form the app has hydrated prevents the native submit itself. */
function holdSubmit(event: SubmitEvent): void {
  if (event.defaultPrevented || !(event.target instanceof HTMLFormElement)) return;
  event.preventDefault();
  event.target.setAttribute(heldAttribute, '');
  start();
}

// Each read of storage in a task of its own, after this script's: a slow phone's main thread is
// never held long (decision 0018). The draft is read once a contact form (not the search form)
// comes within a screen of the view, at once for one in view: the first read of a storage as a
// page loads can hold the main thread 20 ms, which a reader who never nears a form need not pay.
const draftForms = contactForms(document.forms);
if (draftForms.length > 0)
  void Promise.race(draftForms.map(nearView)).then(() => showDraft(draftForms, loadDraft()));

/** Starts the app `ms` after the next frame. */
const afterFrame = (ms: number) => () => requestAnimationFrame(() => setTimeout(start, ms));

window.addEventListener('submit', holdSubmit);
// From here a submit is held for the app, so Send can be pressed before it has started.
enableScriptButtons(document);
// Once the browser has painted what a touch, key or focus did.
for (const type of ['pointerup', 'pointercancel', 'keydown', 'focusin'])
  document.addEventListener(type, afterFrame(0), { capture: true, passive: true, once: true });
// A reader who never acts never pays for the app, unless the page needs it to change by itself.
const thisYear = String(new Date().getFullYear());
if (
  document.querySelector(`[${liveAttribute}]`) ||
  document.documentElement.dataset.year !== thisYear
) {
  // A module script runs before `load`.
  window.addEventListener('load', afterFrame(1000));
  // Background tabs get no animation frames; a hanging image must not keep the app away.
  setTimeout(start, 3000);
}
