/**
 * The one script every page names. First it moves the visitor to the page in their language
 * when this is not it (spec §9's detection, docs/decisions/0017). The prerendered HTML is complete
 * and readable on its own, so the application (React, router, i18next, the machines: about
 * 120 KB) starts only after the page has loaded and painted: on a slow phone the text and the hero
 * image get the bandwidth first, and no script runs before the largest paint (decision 0008).
 * It starts a second later still, once the device has settled (decision 0016). Until then the
 * page works as HTML: links, the language links, the menu (a popover) and the FAQ answers
 * (`<details>`), which the app adopts as the visitor left them; and the visitor's saved draft is
 * in the form at once, put there by this script. A visitor who touches, clicks, types or tabs
 * earlier starts the app at once, and loses nothing by acting early:
 * - a form submitted before the app took over is held, never sent natively (a GET would put the
 *   message in the URL and reload the page), and submitted again once the app is there; so is a
 *   form in a part of the page that hydrates later (the home page's contact form, decision 0010);
 * - whatever the fields show when the app takes over is adopted exactly and saved as the draft
 *   (ContactForm).
 * If the app's code, or a deferred part's, cannot be loaded, the visitor is told, and offered a
 * reload that keeps what they typed (src/views/load-failure.ts, decision 0011).
 */
import { cacheLanguage, detectionSteps } from './i18n/language-hint';
import { detection } from './i18n/detection';
import { localizePath, splitLanguage } from './data/languages';
import { loadDraft } from './machines/draft-storage';
import { showLoadFailure } from './views/load-failure';
import { showDraft } from './views/typed-values';

const earlyInteractions = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
/** The app starts at the latest this long after this script ran, even if `load` never comes. */
const latestStartMs = 3000;
/**
 * For a visitor who has not acted and has nothing waiting for the app, it starts this long after
 * `load` and the frame that follows it. For about 600 ms after a long page's first paint, Chromium
 * keeps the device busy on its own (a phone's overlay scrollbar is shown, then faded frame by
 * frame): the app's evaluation and hydration, run then, took two to four times their CPU time
 * (decision 0016).
 */
const quietStartMs = 1000;

let heldForm: HTMLFormElement | null = null;
let started = false;
/** The page is being replaced by the same page in the visitor's language: no app here. */
let leaving = false;
/** The app, or a part of the page that holds a form, could not be loaded: held means not sent. */
let failed = false;

/**
 * Listens last (bubbling, on window): a form the app has hydrated prevents the native submit
 * itself; any other submit is held.
 */
function holdSubmit(event: SubmitEvent): void {
  if (event.defaultPrevented) return;
  event.preventDefault();
  if (event.target instanceof HTMLFormElement) heldForm = event.target;
  if (failed) showLoadFailure(true);
  start();
}

function loadFailed(): void {
  failed = true;
  showLoadFailure(heldForm !== null);
}

/** Submits the held form again: handled by the app if its part has hydrated, else held again. */
function resubmit(): void {
  const form = heldForm;
  heldForm = null;
  if (form?.isConnected) form.requestSubmit();
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * `modulepreload` links a task. Each costs the main thread about 0.7 ms where DevTools watches the
 * network (Lighthouse does): the eleven of a first visit, added at once, were one task of 5–10 ms
 * of CPU, stretched to 25–50 ms on a busy CPU (decision 0014).
 */
const preloadsPerTask = 3;

/**
 * Fetches every step's files, the first step's first, and the page's own chunk's, named in the
 * page by the prerenderer: one after the other, each would be asked for only when the one before
 * had been evaluated, a round trip each (decision 0012). The steps find them fetched.
 */
function preloadModules(): void {
  const files = ['app-modules', 'page-modules'].flatMap(
    (name) =>
      document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.split(' ') ?? [],
  );
  const next = () => {
    for (const href of files.splice(0, preloadsPerTask)) {
      if (!href || document.querySelector(`link[href="${href}"]`)) continue;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    if (files.length > 0) setTimeout(next, 0);
  };
  setTimeout(next, 0);
}

function start(): void {
  if (started || leaving) return;
  started = true;
  for (const type of earlyInteractions) document.removeEventListener(type, start, true);
  void import('./boot-react')
    .then(nextTask)
    .then(() => import('./boot-libs'))
    .then(nextTask)
    .then(() => import('./main'))
    .then(async ({ hydrated, onSectionFailed, onSectionHydrated }) => {
      onSectionHydrated(resubmit);
      onSectionFailed(loadFailed);
      await hydrated;
      resubmit();
    }, loadFailed);
  preloadModules();
}

window.addEventListener('submit', holdSubmit);
for (const type of earlyInteractions) {
  document.addEventListener(type, start, { capture: true, passive: true });
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

// The visitor's saved draft is in the form before they can type into it.
const draft = loadDraft();
if (draft) showDraft(document.forms, draft);

// After `load` and the frame that follows it, so the largest paint has happened; then once the
// device has settled.
const afterLoad = () =>
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (!started && !leaving) setTimeout(start, quietStartMs);
    }, 0),
  );
if (document.readyState === 'complete') afterLoad();
else window.addEventListener('load', afterLoad, { once: true });
// Background tabs get no animation frames; a hanging image must not keep the app away.
setTimeout(start, latestStartMs);
