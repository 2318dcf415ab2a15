import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createClientI18n, detectPreferredLanguage } from '../../src/i18n/client';

// After hydration Root runs detectPreferredLanguage (spec §9's order: querystring, cookie,
// localStorage, sessionStorage, navigator, htmlTag). Switching language re-renders every translated
// component at once, so it must happen only when the visitor's language shows other texts.

const resources = {
  en: { common: { nav: { home: 'Home' } } },
  ja: { common: { nav: { home: 'ホーム' } } },
};

function browserLanguages(...languages: string[]): void {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0]!);
}

async function englishPage() {
  const i18n = await createClientI18n({ lng: 'en', resources });
  const changes: string[] = [];
  i18n.on('languageChanged', (lng: string) => changes.push(lng));
  return { i18n, changes };
}

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 404 })),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('detecting the visitor language on an English page', () => {
  test.each([['en-US', 'en'], ['en-GB'], ['en']])(
    'a browser saying %s keeps English without a language change, and remembers en',
    async (...languages) => {
      browserLanguages(...languages);
      const { i18n, changes } = await englishPage();

      await detectPreferredLanguage(i18n);

      expect(changes).toEqual([]);
      expect(i18n.language).toBe('en');
      expect(i18n.t('nav.home')).toBe('Home');
      expect(localStorage.getItem('i18nextLng')).toBe('en');
    },
  );

  test('a browser saying ja-JP switches to Japanese', async () => {
    browserLanguages('ja-JP', 'ja', 'en-US');
    const { i18n, changes } = await englishPage();

    await detectPreferredLanguage(i18n);

    expect(changes).toHaveLength(1);
    expect(i18n.resolvedLanguage).toBe('ja');
    expect(i18n.t('nav.home')).toBe('ホーム');
    expect(document.documentElement.lang).toBe('ja');
  });

  test('a stored choice wins over the browser language', async () => {
    browserLanguages('en-US', 'en');
    localStorage.setItem('i18nextLng', 'ja');
    const { i18n } = await englishPage();

    await detectPreferredLanguage(i18n);

    expect(i18n.resolvedLanguage).toBe('ja');
  });
});
