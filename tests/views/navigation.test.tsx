import { beforeEach, describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
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

describe('document title', () => {
  test.each([
    ['/', 'Home'],
    ['/about', 'About Us'],
    ['/expertise', 'Expertise'],
    ['/professionals', 'Professionals'],
    ['/publication', 'Publication'],
    ['/contact', 'Contact'],
  ])('%s is titled "%s - Lotus Bridge Legal"', async (path, page) => {
    renderRoute(path);
    await waitFor(() => expect(document.title).toBe(`${page} - ${firm}`));
  });

  test.each([
    '/terms',
    '/privacy-policy',
    '/expertise/general-corporate',
    '/professionals/KhinMyatNoe',
    '/no-such-page',
  ])('%s is titled with the firm name alone', async (path) => {
    document.title = 'stale';
    renderRoute(path);
    await waitFor(() => expect(document.title).toBe(firm));
  });

  test('the title follows client-side navigation', async () => {
    const { user } = renderRoute('/');
    await user.click(within(mainNav()).getByRole('link', { name: 'Professionals' }));
    expect(document.title).toBe(`Professionals - ${firm}`);
    await user.click(screen.getByRole('link', { name: 'Terms & Conditions' }));
    expect(document.title).toBe(firm);
  });
});

describe('route change', () => {
  test('the first load neither scrolls nor moves focus', () => {
    renderRoute('/about');
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(document.body).toHaveFocus();
  });

  test('navigating by a link scrolls to the top and focuses the new page heading', async () => {
    const { user } = renderRoute('/');
    await user.click(within(mainNav()).getByRole('link', { name: 'About Us' }));

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('About Us');
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  test('each further navigation scrolls to the top again', async () => {
    const { user } = renderRoute('/');
    await user.click(within(mainNav()).getByRole('link', { name: 'Expertise' }));
    await user.click(screen.getByRole('link', { name: /^General Corporate/ }));

    expect(screen.getByRole('heading', { level: 1, name: 'General Corporate' })).toHaveFocus();
    expect(window.scrollTo).toHaveBeenCalledTimes(2);
  });
});

describe('skip link', () => {
  test('"Skip to content" targets the main landmark', () => {
    renderRoute('/');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });
});

describe('footer', () => {
  function footer() {
    return screen.getByRole('contentinfo');
  }

  test('offers two e-mail addresses and one phone number', () => {
    renderRoute('/');
    const hrefs = within(footer())
      .getAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '');
    expect(hrefs.filter((href) => href.startsWith('mailto:'))).toHaveLength(2);
    expect(hrefs.filter((href) => href.startsWith('tel:'))).toHaveLength(1);
  });

  test('links to the Privacy Policy and the Terms & Conditions', async () => {
    const { user, pathname } = renderRoute('/');
    expect(within(footer()).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(within(footer()).getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms',
    );

    await user.click(within(footer()).getByRole('link', { name: 'Privacy Policy' }));
    expect(pathname()).toBe('/privacy-policy');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
  });

  test('shows the current year in the copyright', () => {
    renderRoute('/');
    expect(
      within(footer()).getByText(`© ${new Date().getFullYear()} ${firm}. All rights reserved.`),
    ).toBeInTheDocument();
  });

  test('opens the maps service and the designer site in a new tab without an opener', () => {
    renderRoute('/');
    const external = within(footer())
      .getAllByRole('link')
      .filter((link) => /^https?:/.test(link.getAttribute('href') ?? ''));
    expect(external.map((link) => new URL(link.getAttribute('href') ?? '').hostname)).toEqual([
      'www.google.com',
      'designer.example',
    ]);
    expect(external[0]).toHaveAccessibleName(/map/i);
    for (const link of external) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(expect.stringContaining('(opens in a new tab)'));
    }
  });
});
