import { beforeEach, describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { applyDocumentLanguage } from '../../src/i18n/client';
import { createTestI18n, renderRoute } from './render';

const root = document.documentElement;

beforeEach(() => {
  root.removeAttribute('lang');
  root.removeAttribute('dir');
  delete root.dataset.lineHeight;
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

describe('document language', () => {
  test("'my' switches to the alternative line height", () => {
    applyDocumentLanguage(createTestI18n(), 'my');
    expect(root.lang).toBe('my');
    expect(root.dataset.lineHeight).toBe('alternative');
    expect(root.dir).toBe('ltr');
  });

  test("'en' uses the default line height, left to right", () => {
    const i18n = createTestI18n();
    applyDocumentLanguage(i18n, 'my');
    applyDocumentLanguage(i18n, 'en');
    expect(root.lang).toBe('en');
    expect(root.dataset.lineHeight).toBe('default');
    expect(root.dir).toBe('ltr');
  });

  test.each(['ar', 'he', 'fa', 'ur'])("'%s' is laid out right to left", (lng) => {
    applyDocumentLanguage(createTestI18n(), lng);
    expect(root.lang).toBe(lng);
    expect(root.dir).toBe('rtl');
    expect(root.dataset.lineHeight).toBe('default');
  });
});

// A text that i18next could not find comes back as its key ('nav.about',
// 'privacy.sections.security.heading'); an unfilled value stays as '{{name}}'.
const keyPath = /^[A-Za-z][\w-]*(\.[\w-]+)+$/;

function leftovers(): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    if (keyPath.test(text) || text.includes('{{')) found.push(text);
  }
  for (const element of document.body.querySelectorAll('[alt], [aria-label]')) {
    for (const value of [element.getAttribute('alt'), element.getAttribute('aria-label')]) {
      if (value && (keyPath.test(value) || value.includes('{{'))) found.push(value);
    }
  }
  return found;
}

const routes = [
  '/',
  '/about',
  '/expertise',
  '/expertise/general-corporate',
  '/expertise/cross-border-transactions',
  '/expertise/foreign-direct-investment',
  '/expertise/mergers-and-acquisitions',
  '/expertise/regulatory-compliance',
  '/expertise/employment',
  '/expertise/dispute-resolution',
  '/expertise/xyz',
  '/professionals',
  '/professionals/KhinMyatNoe',
  '/professionals/ZawMinHtet',
  '/professionals/nobody',
  '/publication',
  '/contact',
  '/privacy-policy',
  '/terms',
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
    renderRoute('/about', { i18n: createTestI18n('my') });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('About Us');
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveTextContent('Expertise');
    expect(leftovers()).toEqual([]);
  });
});
