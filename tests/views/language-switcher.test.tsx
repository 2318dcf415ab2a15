import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { i18n as I18n, Resource } from 'i18next';
import { createClientI18n, detectPreferredLanguage } from '../../src/i18n/client';
import { namespaces } from '../../src/i18n/config';
import { renderRoute, stubUnbundledFetch, type RouteResult } from './render';

// Issue 5 item 2: the header's switcher, through the real App and the browser i18n instance
// (createClientI18n), so `<html lang>` and the line height change through the app's own
// languageChanged handler, not a copy of it. Every language's texts are bundled from
// public/locales; a namespace file that does not exist yet is left out (the parity test in
// tests/unit/locales.test.ts reports it), and a request for it gets a 404 instead of the network.

const localesDir = join(import.meta.dirname, '..', '..', 'public', 'locales');
const lngs = ['en', 'ja', 'my'] as const;

type Texts = Record<string, unknown>;
const read = (lng: string, ns: string): Texts | undefined => {
  const file = join(localesDir, lng, `${ns}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Texts) : undefined;
};
const resources: Resource = Object.fromEntries(
  lngs.map((lng) => [
    lng,
    Object.fromEntries(namespaces.flatMap((ns) => (read(lng, ns) ? [[ns, read(lng, ns)!]] : []))),
  ]),
);
const common = (lng: string) =>
  read(lng, 'common') as {
    nav: Record<string, string> & { label: string; about: string; home: string };
    language: { label: string };
  };
const heroTitle = (lng: string) => (read(lng, 'home') as { hero: { title: string } }).hero.title;

const root = document.documentElement;
const firm = 'Lotus Bridge Legal';

beforeEach(() => {
  localStorage.clear();
  root.removeAttribute('lang');
  delete root.dataset.lineHeight;
  document.title = '';
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  stubUnbundledFetch();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderHome(): Promise<RouteResult> {
  const i18n: I18n = await createClientI18n({ lng: 'en', resources });
  // What Root does once hydrated: detect the visitor's language and start caching the choice.
  await detectPreferredLanguage(i18n);
  return renderRoute('/', { i18n });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The name in any of the three languages: after a switch, the group and the nav are renamed too. */
const anyLabel = (pick: (texts: ReturnType<typeof common>) => string) =>
  new RegExp(`^(?:${lngs.map((lng) => escapeRegExp(pick(common(lng)))).join('|')})$`);
const switcher = () => screen.getByRole('group', { name: anyLabel((t) => t.language.label) });
const option = (name: string) => within(switcher()).getByRole('button', { name });
const nav = () => screen.getByRole('navigation', { name: anyLabel((t) => t.nav.label) });
const pressed = () =>
  within(switcher())
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => button.getAttribute('aria-label'));

describe('language switcher', () => {
  test("is a group named 'Language' with English, 日本語 and မြန်မာဘာသာ; English is pressed", async () => {
    await renderHome();
    const buttons = within(switcher()).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'English',
      '日本語',
      'မြန်မာဘာသာ',
    ]);
    expect(option('English')).toHaveAttribute('aria-pressed', 'true');
    expect(option('日本語')).toHaveAttribute('aria-pressed', 'false');
    expect(option('မြန်မာဘာသာ')).toHaveAttribute('aria-pressed', 'false');
    // Each option is announced in its own language.
    expect(buttons.map((button) => button.getAttribute('lang'))).toEqual(['en', 'ja', 'my']);
  });

  test('clicking 日本語 switches the texts in place, presses it, sets <html lang="ja"> and remembers it', async () => {
    const { user } = await renderHome();
    const header = screen.getByRole('banner');
    expect(within(nav()).getByRole('link', { name: common('en').nav.about })).toBeInTheDocument();

    await user.click(option('日本語'));

    const ja = common('ja');
    await waitFor(() => expect(root.lang).toBe('ja'));
    expect(within(nav()).getByRole('link', { name: ja.nav.about })).toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: common('en').nav.about })).toBeNull();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(heroTitle('ja'));
    // Switched in place: the same header element, no new document.
    expect(screen.getByRole('banner')).toBe(header);
    expect(screen.getByRole('group', { name: ja.language.label })).toBeInTheDocument();
    expect(pressed()).toEqual(['日本語']);
    expect(root.dataset.lineHeight).toBe('default');
    expect(document.title).toBe(`${ja.nav.home} - ${firm}`);
    expect(localStorage.getItem('i18nextLng')).toBe('ja');
  });

  test("clicking မြန်မာ sets <html lang='my'> and the alternative line height; English resets it", async () => {
    const { user } = await renderHome();

    await user.click(option('မြန်မာဘာသာ'));

    const my = common('my');
    await waitFor(() => expect(root.lang).toBe('my'));
    expect(root.dataset.lineHeight).toBe('alternative');
    expect(within(nav()).getByRole('link', { name: my.nav.about })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(heroTitle('my'));
    expect(pressed()).toEqual(['မြန်မာဘာသာ']);
    expect(localStorage.getItem('i18nextLng')).toBe('my');

    expect(screen.getByRole('group', { name: my.language.label })).toBe(switcher());
    await user.click(option('English'));
    await waitFor(() => expect(root.lang).toBe('en'));
    expect(root.dataset.lineHeight).toBe('default');
    expect(within(nav()).getByRole('link', { name: common('en').nav.about })).toBeInTheDocument();
    expect(pressed()).toEqual(['English']);
  });

  test('the keyboard reaches the options with Tab; Enter and Space switch', async () => {
    const { user } = await renderHome();
    const japanese = option('日本語');

    for (let presses = 0; document.activeElement !== japanese && presses < 30; presses++) {
      await user.tab();
    }
    expect(japanese).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(root.lang).toBe('ja'));
    expect(pressed()).toEqual(['日本語']);

    await user.tab();
    const burmese = screen.getByRole('button', { name: 'မြန်မာဘာသာ' });
    expect(burmese).toHaveFocus();
    await user.keyboard(' ');
    await waitFor(() => expect(root.lang).toBe('my'));
    expect(pressed()).toEqual(['မြန်မာဘာသာ']);
    expect(root.dataset.lineHeight).toBe('alternative');
  });
});
