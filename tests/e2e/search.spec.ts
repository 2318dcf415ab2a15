import type { Page } from '@playwright/test';
import { localizePath, type SiteLanguage } from '../../src/data/languages';
import { paths } from '../../src/data/routes';
import { axeViolations, expect, localeText, test, waitForApp } from './fixtures';

// Pagefind's index of the built site: a query in each language finds its page, Japanese and
// Burmese words inside longer runs of text included; `?q=` opens with the results.

const fdi = 'foreign-direct-investment';
const serviceName = (lng: SiteLanguage, id: string) => localeText(lng, `services:items.${id}.name`);
const box = (page: Page) => page.getByRole('searchbox');
const results = (page: Page) => page.getByRole('main').getByRole('listitem');
const status = (page: Page) => page.getByRole('main').getByRole('status');

const searches: { lng: SiteLanguage; query: string; why: string }[] = [
  { lng: 'en', query: 'investment commission', why: 'two English words' },
  { lng: 'ja', query: '外国直接投資', why: 'a Japanese compound' },
  // Inside the run မြန်မာနိုင်ငံရင်းနှီးမြှုပ်နှံမှုကော်မရှင်၏: found once the build spaces its words.
  { lng: 'my', query: 'ကော်မရှင်', why: 'a Burmese word with no space around it' },
];

for (const { lng, query, why } of searches) {
  test(`typing ${why} (${query}) on ${localizePath(lng, '/search')} finds the FDI page, and the address keeps the query`, async ({
    page,
  }) => {
    await page.goto(localizePath(lng, '/search'));
    await waitForApp(page);
    await box(page).fill(query);
    const link = page.getByRole('link', { name: serviceName(lng, fdi) });
    await expect(link).toHaveAttribute('href', localizePath(lng, paths.service(fdi)));
    await expect(results(page).filter({ has: link }).locator('mark').first()).toBeVisible();
    await expect(page).toHaveURL(
      new RegExp(`\\?q=${encodeURIComponent(query).replace(/%20/g, '\\+')}$`),
    );
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(serviceName(lng, fdi));
  });
}

test('a linked result page (?q=) opens with its results; a query nothing matches says so; axe finds nothing', async ({
  page,
}) => {
  await page.goto('/search?q=arbitration');
  await expect(results(page).first()).toBeVisible();
  await expect(box(page)).toHaveValue('arbitration');
  await expect(status(page)).toContainText('“arbitration”');
  expect(await axeViolations(page)).toEqual([]);

  await box(page).fill('xylophonequartz');
  await expect(status(page)).toHaveText(
    localeText('en', 'search:none', { query: 'xylophonequartz' }),
  );
  await expect(results(page)).toHaveCount(0);
  await page.getByRole('searchbox').fill('');
  await expect(page).toHaveURL(/\/search$/);
});

test('when Pagefind cannot load, the page says search is unavailable', async ({
  page,
  problems,
}) => {
  await page.route('**/pagefind/pagefind.js', (route) => route.fulfill({ status: 503 }));
  problems.allow(
    /pagefind\.js/,
    /Failed to load resource/,
    /Failed to fetch dynamically imported module/,
  );
  await page.goto('/ja/search?q=仲裁');
  await expect(status(page)).toHaveText(localeText('ja', 'search:failed'));
});
