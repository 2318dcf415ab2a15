import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import {
  baseOptions,
  cacheLanguage,
  detection,
  detectionSteps,
  supportedLngs,
} from '../../src/i18n/config';
import { splitLanguage } from '../../src/data/languages';

// The boot script picks the visitor's language before i18next has loaded (detectionSteps) and
// replaces i18next's browser language detector, so it must choose what that detector would with
// the site's options. Each case runs both, on the same URL and browser state.

interface Visitor {
  url: string;
  browser: string[];
  cookie?: string;
  stored?: string;
  session?: string;
  blocked?: true;
}

function visit(visitor: Visitor) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(visitor.browser);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(visitor.browser[0] ?? '');
  history.replaceState(null, '', visitor.url);
  if (visitor.cookie) document.cookie = `i18next=${visitor.cookie}; path=/`;
  if (visitor.stored) localStorage.setItem('i18nextLng', visitor.stored);
  if (visitor.session) sessionStorage.setItem('i18nextLng', visitor.session);
  if (visitor.blocked) blockStorage();
  // The prerendered page's own language: the one its path names.
  document.documentElement.lang = splitLanguage(location.pathname).lng;
}

function blockStorage() {
  const blocked = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  vi.spyOn(window, 'localStorage', 'get').mockImplementation(blocked);
  vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(blocked);
}

/** What the boot script decides, reading every source it needs; `afterStep` runs after each. */
async function bootScriptLanguage(afterStep: (next?: string) => void = () => {}) {
  const steps = detectionSteps();
  for (;;) {
    const step = await steps.next();
    afterStep(step.done ? undefined : step.value);
    if (step.done) return step.value;
  }
}

/** The detector learns once per page load whether storage works: a fresh copy, as on a new page. */
async function freshDetector() {
  const { default: Detector } = (await import(
    /* @vite-ignore */ `${import.meta.resolve('i18next-browser-languagedetector')}?blocked`
  )) as typeof import('i18next-browser-languagedetector');
  expect(Detector).not.toBe(LanguageDetector);
  return Detector;
}

/** What i18next itself decides with the site's options and no `lng`: it detects. */
function detectorLanguage(Detector = LanguageDetector) {
  const instance = i18next.createInstance();
  instance.use(Detector);
  void instance.init({
    ...baseOptions,
    detection,
    resources: Object.fromEntries(supportedLngs.map((lng) => [lng, { common: { lng } }])),
    initAsync: false,
  });
  return instance.resolvedLanguage;
}

function forgetVisitor() {
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'i18next=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
}

beforeEach(forgetVisitor);
afterEach(() => {
  vi.restoreAllMocks();
  forgetVisitor();
  history.replaceState(null, '', '/');
});

const cases: [string, Visitor, string][] = [
  ['an English browser on /about', { url: '/about', browser: ['en-US', 'en'] }, 'en'],
  ['a ja-JP browser on /about', { url: '/about', browser: ['ja-JP', 'ja', 'en-US'] }, 'ja'],
  ['a French browser that also reads Burmese', { url: '/', browser: ['fr-FR', 'my'] }, 'my'],
  ['a browser in languages the site lacks', { url: '/about', browser: ['fr-FR', 'de'] }, 'en'],
  ['an English browser on /ja/about', { url: '/ja/about', browser: ['en-US'] }, 'ja'],
  ['an English browser on the Burmese home /my/', { url: '/my/', browser: ['en-US'] }, 'my'],
  ['a stored ja on /about', { url: '/about', browser: ['en-US'], stored: 'ja' }, 'ja'],
  ['a stored en in a Japanese browser', { url: '/about', browser: ['ja'], stored: 'en' }, 'en'],
  ['a stored my on /ja/about', { url: '/ja/about', browser: ['en'], stored: 'my' }, 'ja'],
  ['/ja/about?lng=en', { url: '/ja/about?lng=en', browser: ['ja-JP'], stored: 'ja' }, 'en'],
  ['/about?lng=my', { url: '/about?lng=my', browser: ['en-US'] }, 'my'],
  ['?lng=fr, which the site lacks', { url: '/about?lng=fr', browser: ['ja-JP'] }, 'ja'],
  ['a cookie set to ja', { url: '/contact', browser: ['en-US'], cookie: 'ja' }, 'ja'],
  ['a session choice of my', { url: '/contact', browser: ['en-US'], session: 'my' }, 'my'],
  ['a cookie before storage', { url: '/', browser: ['en'], cookie: 'my', stored: 'ja' }, 'my'],
  [
    'blocked storage',
    { url: '/', browser: ['my'], stored: 'ja', session: 'ja', blocked: true },
    'my',
  ],
];

describe('the boot script detects the language i18next would', () => {
  test.each(cases)('%s: %s', async (_, visitor, expected) => {
    visit(visitor);
    const Detector = visitor.blocked ? await freshDetector() : LanguageDetector;
    expect(await bootScriptLanguage()).toBe(expected);
    expect(detectorLanguage(Detector)).toBe(expected);
  });

  test("it names each source before reading it, and reads one per step, in the detector's order, so no task waits on two", async () => {
    visit({ url: '/about', browser: ['fr-FR', 'de'] });
    const cookie = vi.spyOn(document, 'cookie', 'get');
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const readsOf = (storage: Storage) =>
      getItem.mock.contexts.filter((it) => it === storage).length;
    const named: string[] = [];
    const readsAfterEachStep: string[] = [];
    const language = await bootScriptLanguage((next) => {
      if (next) named.push(next);
      readsAfterEachStep.push(
        `cookie ${cookie.mock.calls.length}, local ${readsOf(localStorage)}, session ${readsOf(sessionStorage)}`,
      );
    });
    expect(language).toBe('en');
    // The boot script waits before the sources that are not the address (src/boot.ts).
    expect(named).toEqual(detection.order);
    expect(readsAfterEachStep).toEqual([
      'cookie 0, local 0, session 0', // nothing read yet
      'cookie 0, local 0, session 0', // the query string
      'cookie 0, local 0, session 0', // the path: /about names no language
      'cookie 1, local 0, session 0',
      'cookie 1, local 1, session 0',
      'cookie 1, local 1, session 1',
      'cookie 1, local 1, session 1', // navigator.languages: nothing the site has
      'cookie 1, local 1, session 1', // the page's own lang: en
    ]);
  });
});

test("where the browser has the Cookie Store API, the cookie is read through it: the first `document.cookie` of a browser's start holds the main thread until the cookie database is loaded", async () => {
  visit({ url: '/about', browser: ['en-US'] });
  const cookie = vi.spyOn(document, 'cookie', 'get');
  const cookies = new Map([[detection.lookupCookie, { value: 'my' }]]);
  vi.stubGlobal('cookieStore', { get: (name: string) => Promise.resolve(cookies.get(name)) });
  try {
    expect(await bootScriptLanguage()).toBe('my');
    expect(cookie).not.toHaveBeenCalled();
  } finally {
    vi.unstubAllGlobals();
  }
});

test('cacheLanguage does not throw when storage is blocked or full', () => {
  blockStorage();
  expect(() => cacheLanguage('my')).not.toThrow();
  vi.restoreAllMocks();
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });
  expect(() => cacheLanguage('my')).not.toThrow();
});
