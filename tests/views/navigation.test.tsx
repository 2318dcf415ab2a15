import { expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createClientI18n } from '../../src/i18n/client';
import { mainRoutes, paths } from '../../src/data/routes';
import { serviceAliases, serviceIds } from '../../src/data/services';
import { localizePath } from '../../src/data/languages';
import { commonTexts, localeFile, siteResources } from '../unit/locale-files';
import { renderRoute } from './render';

// The header's links and the app's own routing, which Chromium checks only for a few pages
// (tests/e2e/shell.spec.ts, languages.spec.ts): opening and closing the menu is the model's
// (tests/model/mobile-menu.test.tsx).

const mainLinks = mainRoutes.map(({ path, navKey }) => ({
  path,
  name: commonTexts('en').nav[navKey],
}));

/** The main routes' links in the navigation (the language switcher's links sit beside them). */
function routeLinks(navName = 'Main') {
  const navigation = screen.getByRole('navigation', { name: navName });
  return within(within(navigation).getByRole('list')).getAllByRole('link');
}

const currentPage = (links: HTMLElement[]) =>
  links.filter((link) => link.getAttribute('aria-current') === 'page').map((l) => l.textContent);

test('the Main navigation lists the main links in order, the six the site must have among them, and the first load neither scrolls nor moves focus', () => {
  renderRoute('/about');
  const links = routeLinks().map((link) => [link.textContent!, link.getAttribute('href')]);
  expect(links).toEqual(mainLinks.map((l) => [l.name, l.path]));
  const required = {
    Home: '/',
    'About Us': '/about',
    Expertise: '/expertise',
    Professionals: '/professionals',
    Publication: '/publication',
    Contact: '/contact',
  };
  expect(links.filter(([name]) => name! in required)).toEqual(Object.entries(required));
  expect(window.scrollTo).not.toHaveBeenCalled();
  expect(document.body).toHaveFocus();
});

test.each([
  ...mainLinks.map(({ name, path }) => [path, name]),
  [paths.service(serviceIds[0]!), 'Expertise'],
])('on %s only the %s link is marked as the current page', (path, name) => {
  renderRoute(path!);
  expect(currentPage(routeLinks())).toEqual([name]);
});

test('on a Japanese page the links lead to Japanese pages, and the current one is marked', () => {
  renderRoute('/ja/about');
  const links = routeLinks(commonTexts('ja').nav.label);
  expect(links.map((link) => link.getAttribute('href'))).toEqual(
    mainLinks.map((l) => localizePath('ja', l.path)),
  );
  expect(currentPage(links)).toEqual([commonTexts('ja').nav.about]);
});

// The switcher's links (docs/decisions/0017), through the browser i18n instance, as src/start.tsx
// starts it. Following a link, by mouse or keyboard: tests/e2e/languages.spec.ts and a11y.spec.ts.
test('the language switcher is a group in the navigation, with a link to this page in each language', async () => {
  // A locale file it has not been given gets a 404, never the network.
  vi.stubGlobal('fetch', async () => new Response('not in this test', { status: 404 }));
  const i18n = await createClientI18n({ lng: 'en', resources: siteResources });
  renderRoute('/about', { i18n });
  const group = screen.getByRole('group', { name: commonTexts('en').language.label });
  expect(screen.getByRole('navigation', { name: 'Main' })).toContainElement(group);
  const links = within(group).getAllByRole('link');
  expect(
    links.map((link) =>
      ['aria-label', 'href', 'hreflang', 'lang', 'aria-current']
        .map((name) => String(link.getAttribute(name)))
        .join(' '),
    ),
  ).toEqual([
    'English /about?lng=en en en true',
    '日本語 /ja/about ja ja null',
    'မြန်မာဘာသာ /my/about my my null',
  ]);
});

// The host answers the old service ids with a 301 before the app runs (tests/e2e/pages.spec.ts),
// but an app without that host (npm run dev) or an in-app link still meets them.
const { items } = localeFile<{ items: Record<string, { name: string }> }>('en', 'services');
test.each(
  Object.entries(serviceAliases).map(([old, id]) => [
    paths.service(old),
    items[id]!.name,
    paths.service(id),
  ]),
)('%s lands on %s', (path, name, target) => {
  const { pathname } = renderRoute(path);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(name);
  expect(pathname()).toBe(target);
});
