import { beforeEach, describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createTestI18n, renderRoute } from './render';
import { commonTexts, siteResources } from '../unit/locale-files';

const firm = 'Lotus Bridge Legal';

const mainLinks = [
  { name: 'Home', path: '/' },
  { name: 'About Us', path: '/about' },
  { name: 'Expertise', path: '/expertise' },
  { name: 'Professionals', path: '/professionals' },
  { name: 'Publication', path: '/publication' },
  { name: 'Contact', path: '/contact' },
];

function mainNav(name = 'Main') {
  return screen.getByRole('navigation', { name });
}

/** The six route links of the navigation (the language switcher's links sit beside them). */
function routeLinks(navName?: string) {
  return within(within(mainNav(navName)).getByRole('list')).getAllByRole('link');
}

function menuToggle() {
  return screen.getByRole('button', { name: 'Menu' });
}

beforeEach(() => {
  document.title = '';
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

describe('main navigation', () => {
  test('lists the six main links in order inside the Main navigation landmark', () => {
    renderRoute('/');
    const links = routeLinks();
    expect(links.map((link) => link.textContent)).toEqual(mainLinks.map((l) => l.name));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(mainLinks.map((l) => l.path));
  });

  test.each(mainLinks)(
    'only the $name link is marked as the current page on $path',
    ({ name, path }) => {
      renderRoute(path);
      const links = routeLinks();
      const current = links.filter((link) => link.getAttribute('aria-current') === 'page');
      expect(current.map((link) => link.textContent)).toEqual([name]);
    },
  );

  test('Home is not marked current on /about', () => {
    renderRoute('/about');
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(within(mainNav()).getByRole('link', { name: 'About Us' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('on a Japanese page the links stay in Japanese, and the current one is marked', () => {
    renderRoute('/ja/about', { i18n: createTestI18n('ja', siteResources) });
    const links = routeLinks(commonTexts('ja').nav.label);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      mainLinks.map((l) => (l.path === '/' ? '/ja/' : `/ja${l.path}`)),
    );
    const current = links.filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([commonTexts('ja').nav.about]);
    expect(screen.getByRole('link', { name: new RegExp(firm) })).toHaveAttribute('href', '/ja/');
  });

  test('a sub-page marks its section as current', () => {
    renderRoute('/expertise/general-corporate');
    expect(within(mainNav()).getByRole('link', { name: 'Expertise' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
    );
  });
});

// Opening and closing the menu: tests/model/mobile-menu.test.tsx.
describe('mobile menu', () => {
  test('Escape returns focus to the Menu toggle', async () => {
    const { user } = renderRoute('/');
    await user.click(menuToggle());
    within(mainNav()).getByRole('link', { name: 'Expertise' }).focus();

    await user.keyboard('{Escape}');

    expect(menuToggle()).toHaveFocus();
  });
});

describe('route change', () => {
  test('the first load neither scrolls nor moves focus', () => {
    renderRoute('/about');
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(document.body).toHaveFocus();
  });
});
