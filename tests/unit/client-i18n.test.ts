import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createClientI18n, LazyHttpBackend } from '../../src/i18n/client';
import { baseOptions, localesPath } from '../../src/i18n/config';

// The browser's i18next instance starts in the language the page was prerendered in, so hydration
// matches whatever the browser or a stored choice says (the boot script has already moved them).
// A language change in the running app (<html lang>, the stored choice): tests/e2e/languages.spec.ts.

const resources = {
  en: { common: { nav: { home: 'Home' } } },
  ja: { common: { nav: { home: 'ホーム' } } },
  my: { common: { nav: { home: 'ပင်မ' } } },
};

const root = document.documentElement;

function browserLanguages(...languages: string[]): void {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0]!);
}

beforeEach(() => {
  localStorage.clear();
  root.removeAttribute('lang');
  vi.stubGlobal('fetch', async () => new Response('{}', { status: 404 }));
});

afterEach(() => vi.unstubAllGlobals());

test.each([
  ['en', 'a Japanese browser with a stored Burmese choice', ['ja-JP', 'ja'], 'my', 'Home'],
  ['ja', 'an English browser', ['en-US'], null, 'ホーム'],
  ['my', 'a Japanese browser with a stored English choice', ['ja'], 'en', 'ပင်မ'],
])('on a page in %s, %s still reads the page language', async (lng, _, browser, stored, home) => {
  browserLanguages(...browser);
  if (stored) localStorage.setItem('i18nextLng', stored);
  const i18n = await createClientI18n({ lng, resources });
  expect(i18n.language).toBe(lng);
  expect(i18n.t('nav.home')).toBe(home);
  expect(root.lang).toBe(lng);
});

// The i18next backend that fetches i18next-http-backend on the first read: with the texts of the
// page embedded, an English first visit never needs it; when a read comes, it behaves as the
// real backend does (GET /locales/{lng}/{ns}.json; up to 5 retries, from 350 ms doubling).

async function createI18n(fetch: typeof globalThis.fetch) {
  vi.stubGlobal('fetch', fetch);
  const instance = i18next.createInstance().use(LazyHttpBackend);
  await instance.init({
    ...baseOptions,
    lng: 'en',
    ns: ['common'],
    resources: { en: { common: { loading: 'Loading…' } } },
    partialBundledLanguages: true,
    retryTimeout: 1,
    backend: { loadPath: localesPath },
  });
  return instance;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('LazyHttpBackend', () => {
  test('embedded texts need no request; another namespace is read from /locales/{lng}/{ns}.json', async () => {
    const fetch = vi.fn(async () => json({ title: 'About Us' }));
    const i18n = await createI18n(fetch);
    expect(i18n.t('loading')).toBe('Loading…');
    expect(fetch).not.toHaveBeenCalled();
    await i18n.loadNamespaces('about');
    expect(i18n.t('about:title')).toBe('About Us');
    expect(fetch.mock.calls.map((call) => String((call as unknown[])[0]))).toEqual([
      '/locales/en/about.json',
    ]);
  });

  test('a 5xx answer is retried, as the real backend asks i18next to', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json({}, 503))
      .mockResolvedValueOnce(json({ title: 'About Us' }));
    const i18n = await createI18n(fetch);
    await i18n.loadNamespaces('about');
    await vi.waitFor(() => expect(i18n.t('about:title')).toBe('About Us'));
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
