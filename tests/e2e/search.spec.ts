import type { Page } from '@playwright/test';
import { languages, localizePath } from '../../src/data/languages';
import { axeViolations, expect, localeText, test, waitForApp, SERVICE } from './fixtures';

// Pagefind's index of the built site: a service's name, typed in each language (Japanese and
// Burmese runs with no spaces between their words included), finds its page; `?q=` opens with
// the results.

/** The service's name as a visitor types it: without a bracketed abbreviation. */
const queryIn = (lng: string) => SERVICE.name(lng).replace(/\s*[(（][^)）]*[)）]/g, '');
const box = (page: Page) => page.getByRole('searchbox');
const results = (page: Page) => page.getByRole('main').getByRole('listitem');
const status = (page: Page) => page.getByRole('main').getByRole('status');

for (const { code: lng } of languages) {
  test(`typing a service's name on ${localizePath(lng, '/search')} finds its page, and the address keeps the query`, async ({
    page,
  }) => {
    await page.goto(localizePath(lng, '/search'));
    await waitForApp(page);
    await box(page).fill(queryIn(lng));
    const link = page.getByRole('link', { name: SERVICE.name(lng) });
    await expect(link).toHaveAttribute('href', localizePath(lng, SERVICE.path));
    await expect(results(page).filter({ has: link }).locator('mark').first()).toBeVisible();
    await expect(page).toHaveURL(
      new RegExp(`\\?q=${encodeURIComponent(queryIn(lng)).replace(/%20/g, '\\+')}$`),
    );
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SERVICE.name(lng));
  });
}

test('a linked result page (?q=) opens with its results; a query nothing matches says so; axe finds nothing', async ({
  page,
}) => {
  const query = queryIn('en');
  await page.goto(`/search?q=${encodeURIComponent(query)}`);
  await expect(results(page).first()).toBeVisible();
  await expect(box(page)).toHaveValue(query);
  await expect(status(page)).toContainText(`“${query}”`);
  expect(await axeViolations(page)).toEqual([]);

  await box(page).fill('xylophonequartz');
  await expect(status(page)).toHaveText(
    localeText('en', 'search:none', { query: 'xylophonequartz' }),
  );
  await expect(results(page)).toHaveCount(0);
  await box(page).fill('');
  await expect(page).toHaveURL(/\/search$/);
});

// Pagefind's script, or the search worker that loads it.
for (const [what, files] of [
  ['Pagefind', '**/pagefind/pagefind.js'],
  ['the search worker', '**/assets/search-worker-*'],
] as const)
  test(`when ${what} cannot load, the page says search is unavailable, and a search once it can finds`, async ({
    page,
    problems,
  }) => {
    let down = true;
    await page.route(files, (route) => (down ? route.fulfill({ status: 503 }) : route.fallback()));
    problems.allow(
      /pagefind\.js|search-worker/,
      /Failed to load resource/,
      /Failed to fetch dynamically imported module/,
    );
    const lng = languages[1]!.code;
    await page.goto(`${localizePath(lng, '/search')}?q=${encodeURIComponent(queryIn(lng))}`);
    await expect(status(page)).toHaveText(localeText(lng, 'search:failed'));
    down = false;
    await box(page).press('Enter');
    await expect(page.getByRole('link', { name: SERVICE.name(lng) })).toBeVisible();
  });
