import { beforeEach, describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createClientI18n } from '../../src/i18n/client';
import type { SiteLanguage } from '../../src/data/languages';
import { commonTexts, localeFile, siteResources } from '../unit/locale-files';
import { renderRoute, stubUnbundledFetch, type RouteResult } from './render';

// Issue 5 item 2 with the language pages (docs/decisions/0017): the header's switcher links to
// the same page in each language. Through the real App and the browser i18n instance
// (createClientI18n), as src/main.tsx starts them: in the language of the URL. A click navigates
// in place; the app then follows the URL, so `<html lang>`, the texts and the stored choice change
// through its own handlers, not a copy of them.

const lngs = ['en', 'ja', 'my'] as const;
const root = document.documentElement;
const aboutTitle = (lng: SiteLanguage) => localeFile<{ title: string }>(lng, 'about').title;

beforeEach(() => {
  localStorage.clear();
  root.removeAttribute('lang');
  delete root.dataset.lineHeight;
  document.title = '';
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  stubUnbundledFetch();
});

/** The page at `path`, with the app started in that page's language, as main.tsx does. */
async function visit(path: string, lng: SiteLanguage): Promise<RouteResult> {
  const i18n = await createClientI18n({ lng, resources: siteResources });
  return renderRoute(path, { i18n });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A name in any of the three languages: after a switch the group and the nav are renamed. */
const anyOf = (pick: (texts: ReturnType<typeof commonTexts>) => string) =>
  new RegExp(`^(?:${lngs.map((lng) => escapeRegExp(pick(commonTexts(lng)))).join('|')})$`);
const switcher = () => screen.getByRole('group', { name: anyOf((t) => t.language.label) });
const option = (name: string) => within(switcher()).getByRole('link', { name });
const nav = () => screen.getByRole('navigation', { name: anyOf((t) => t.nav.label) });
const current = () =>
  within(switcher())
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'true')
    .map((link) => link.getAttribute('aria-label'));

describe('language switcher', () => {
  test('is a group named by language.label with a link to this page in each language', async () => {
    await visit('/about', 'en');
    const group = screen.getByRole('group', { name: commonTexts('en').language.label });
    expect(nav()).toContainElement(group);
    const links = within(group).getAllByRole('link');
    expect(
      links.map((link) =>
        ['aria-label', 'href', 'hreflang', 'lang'].map((name) => link.getAttribute(name)).join(' '),
      ),
    ).toEqual([
      'English /about?lng=en en en',
      '日本語 /ja/about ja ja',
      'မြန်မာဘာသာ /my/about my my',
    ]);
    expect(current()).toEqual(['English']);
  });

  test('on /ja/about the 日本語 link is the current one and the others lead to /about', async () => {
    await visit('/ja/about', 'ja');
    expect(current()).toEqual(['日本語']);
    expect(option('English')).toHaveAttribute('href', '/about?lng=en');
    expect(option('မြန်မာဘာသာ')).toHaveAttribute('href', '/my/about');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(aboutTitle('ja'));
  });

  test('the keyboard reaches the links with Tab, and Enter follows one', async () => {
    const { user, pathname } = await visit('/about', 'en');
    const japanese = option('日本語');

    for (let presses = 0; document.activeElement !== japanese && presses < 30; presses++) {
      await user.tab();
    }
    expect(japanese).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(root.lang).toBe('ja'));
    expect(pathname()).toBe('/ja/about');
  });
});
