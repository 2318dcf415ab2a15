import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createClientI18n, detectPreferredLanguage } from '../../src/i18n/client';
import { languageChecks } from '../../src/i18n/language-hint';

// The boot script starts the app at once when the language detector may switch the page to the
// visitor's language, and a second after `load` otherwise (decision 0016). languageChecks gives
// its guess, made before i18next has loaded: it must never miss a switch the detector makes
// (a Japanese visitor would read English a second longer), and should not start early for the
// many visitors whose language is the page's.

interface Visitor {
  browser: string[];
  query?: string;
  cookie?: string;
  stored?: string;
  session?: string;
}

function visit(page: string, visitor: Visitor): void {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(visitor.browser);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(visitor.browser[0] ?? '');
  history.replaceState(null, '', visitor.query ? `/about?lng=${visitor.query}` : '/about');
  if (visitor.cookie) document.cookie = `i18next=${visitor.cookie}; path=/`;
  if (visitor.stored) localStorage.setItem('i18nextLng', visitor.stored);
  if (visitor.session) sessionStorage.setItem('i18nextLng', visitor.session);
  document.documentElement.lang = page;
}

/** What the detector itself does on that page: whether it switches language. */
async function detectorSwitches(page: string): Promise<boolean> {
  const resources = {
    en: { common: { nav: { home: 'Home' } } },
    ja: { common: { nav: { home: 'ホーム' } } },
    my: { common: { nav: { home: 'ပင်မ' } } },
  };
  const i18n = await createClientI18n({ lng: page, resources });
  let switched = false;
  i18n.on('languageChanged', () => (switched = true));
  await detectPreferredLanguage(i18n);
  return switched;
}

/** The guess, reading every source the guess needs. */
function languageMayChange(page: string): boolean {
  const checks = languageChecks(page);
  for (;;) {
    const step = checks.next();
    if (step.done) return step.value;
  }
}

function forgetVisitor(): void {
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'i18next=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
}

beforeEach(() => {
  forgetVisitor();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 404 })),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  forgetVisitor();
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

const cases: [string, string, Visitor, boolean][] = [
  ['a browser in American English', 'en', { browser: ['en-US', 'en'] }, false],
  ['a browser in Japanese', 'en', { browser: ['ja-JP', 'ja', 'en-US'] }, true],
  ['a French browser that also reads Burmese', 'en', { browser: ['fr-FR', 'my'] }, true],
  ['a browser in a language the site lacks', 'en', { browser: ['fr-FR', 'de'] }, false],
  ['a stored choice of Japanese', 'en', { browser: ['en-US'], stored: 'ja' }, true],
  [
    'a stored choice of English in a Japanese browser',
    'en',
    { browser: ['ja'], stored: 'en' },
    false,
  ],
  ['?lng=my', 'en', { browser: ['en-US'], query: 'my' }, true],
  ['?lng= of a language the site lacks', 'en', { browser: ['en-GB'], query: 'fr' }, false],
  ['a cookie set to Japanese', 'en', { browser: ['en-US'], cookie: 'ja' }, true],
  ['a session choice of Burmese', 'en', { browser: ['en-US'], session: 'my' }, true],
  ['a browser in Japanese, on a Japanese page', 'ja', { browser: ['ja-JP'] }, false],
  ['a browser in English, on a Japanese page', 'ja', { browser: ['en-US'] }, true],
];

describe('before the app loads, the boot script knows whether the language may change', () => {
  test.each(cases)('%s, on a page in %s: %s', (_, page, visitor, expected) => {
    visit(page, visitor);
    expect(languageMayChange(page)).toBe(expected);
  });

  test.each(cases)('%s, on a page in %s: the detector agrees', async (_, page, visitor) => {
    visit(page, visitor);
    const guess = languageMayChange(page);
    expect(await detectorSwitches(page)).toBe(guess);
  });

  test('storage the browser blocks counts as a possible change: the app starts at once', () => {
    visit('en', { browser: ['en-US'] });
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(languageMayChange('en')).toBe(true);
  });

  test("it reads one source per step, in the detector's order, so no task waits on two", () => {
    visit('en', { browser: ['fr-FR', 'de'] });
    const cookie = vi.spyOn(document, 'cookie', 'get');
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const readsOf = (storage: Storage) =>
      getItem.mock.contexts.filter((it) => it === storage).length;
    const checks = languageChecks('en');
    const readsAfterEachStep: string[] = [];
    let step = checks.next();
    for (;;) {
      readsAfterEachStep.push(
        `cookie ${cookie.mock.calls.length}, local ${readsOf(localStorage)}, session ${readsOf(sessionStorage)}`,
      );
      if (step.done) break;
      step = checks.next();
    }
    expect(step.value).toBe(false);
    expect(readsAfterEachStep).toEqual([
      'cookie 0, local 0, session 0', // the query string
      'cookie 1, local 0, session 0',
      'cookie 1, local 1, session 0',
      'cookie 1, local 1, session 1',
      'cookie 1, local 1, session 1', // navigator.languages: nothing the site has
      'cookie 1, local 1, session 1', // the page's own lang
    ]);
  });
});
