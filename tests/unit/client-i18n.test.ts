import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createClientI18n } from '../../src/i18n/client';

// The browser's i18next instance starts in the language the page was prerendered in, so hydration
// matches whatever the browser or a stored choice says (the boot script has already moved them).

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

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the client i18n instance', () => {
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

  test('a language change sets <html lang>, and is cached for the next visit', async () => {
    const i18n = await createClientI18n({ lng: 'ja', resources });

    await i18n.changeLanguage('my');

    expect(i18n.t('nav.home')).toBe('ပင်မ');
    expect(root.lang).toBe('my');
    expect(localStorage.getItem('i18nextLng')).toBe('my');
  });
});
