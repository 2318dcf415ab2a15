import { beforeEach, describe, expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import { loadContent } from '../../scripts/content/load.ts';
import { languages, localizePath } from '../../src/data/languages';
import { professionals } from '../../src/data/professionals';
import { pagePaths } from '../../src/data/routes';
import { serviceIds } from '../../src/data/services';
import { applyDocumentLanguage } from '../../src/i18n/client';
import { createStaticI18n } from '../../src/i18n/server';
import { siteResources } from '../unit/locale-files';
import { renderRoute } from './render';

const root = document.documentElement;

beforeEach(() => {
  root.removeAttribute('lang');
  root.removeAttribute('dir');
});

test.each([['my', 'ltr'], ['en', 'ltr'], ...['ar', 'he', 'fa', 'ur'].map((lng) => [lng, 'rtl'])])(
  "'%s' is laid out %s",
  (lng, dir) => {
    const i18n = createStaticI18n('en', siteResources);
    applyDocumentLanguage(i18n, 'ar');
    applyDocumentLanguage(i18n, lng!);
    expect(root.lang).toBe(lng);
    expect(root.dir).toBe(dir);
  },
);

// A text that i18next could not find comes back as its key ('nav.about',
// 'privacy.sections.security.heading'); an unfilled value stays as '{{name}}'.
const keyPath = /^[A-Za-z][\w-]*(\.[\w-]+)+$/;

function leftovers(): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    texts.push(node.textContent?.trim() ?? '');
  }
  for (const element of document.body.querySelectorAll('[alt], [aria-label]')) {
    texts.push(element.getAttribute('alt') ?? '', element.getAttribute('aria-label') ?? '');
  }
  return texts.filter((text) => keyPath.test(text) || text.includes('{{'));
}

/** Every page the site builds, and the three kinds of page that are not there. */
const routes = [
  ...pagePaths({ services: serviceIds, professionals: professionals.map(({ id }) => id) }),
  '/expertise/xyz',
  '/professionals/nobody',
  '/no-such-page',
];

describe('translations', () => {
  test('the leftover detector recognises a raw key and an unfilled value', () => {
    document.body.innerHTML =
      '<p>nav.about</p><p>Hello {{name}}</p><img alt="hero.imageAlt"><p>info@firm.example</p>';
    expect(leftovers()).toEqual(['nav.about', 'Hello {{name}}', 'hero.imageAlt']);
    document.body.innerHTML = '';
  });

  test.each(routes)('%s renders no raw key path and no unfilled placeholder', (path) => {
    renderRoute(path);
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe('');
    expect(leftovers()).toEqual([]);
  });

  test("a language without its own texts ('my') falls back to English instead of showing keys", () => {
    renderRoute('/about', { i18n: createStaticI18n('my', { en: siteResources.en! }) });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('About Us');
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveTextContent('Expertise');
    expect(leftovers()).toEqual([]);
  });
});

const { firm } = loadContent();
test.each(languages.map(({ code }) => code))(
  '%s: the footer names the firm and its office as content/firm.json writes them in that language, English where it gives no form',
  (lng) => {
    renderRoute(localizePath(lng, '/about'));
    const footer = screen.getByRole('contentinfo');
    const [own, en] = [firm!.texts[lng]!, firm!.texts.en!];
    expect(footer).toHaveTextContent(own.name || en.name);
    expect(footer).toHaveTextContent(own.address?.street || en.address!.street!);
    expect(footer).toHaveTextContent(own.address?.country || en.address!.country!);
  },
);
