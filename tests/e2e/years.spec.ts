import type { Page } from '@playwright/test';
import { languages, localizePath, type SiteLanguage } from '../../src/data/languages';
import { professionals } from '../../src/data/professionals';
import type { Professional } from '../../src/data/professional';
import { paths } from '../../src/data/routes';
import { site } from '../../src/data/site';
import { localDigits } from '../../src/i18n/local-digits';
import { expect, expectHydrated, localeText, test, waitForApp, watchHydration } from './fixtures';

// A page prerendered in one year and opened in the next hydrates without a mismatch, then shows
// the copyright and years of experience of the day of the visit, in the language's own digits, as
// are the home page's figures and the postcode.

/** What a page in `lng` says in `year`. */
function expected(lng: SiteLanguage, year: number) {
  return {
    copyright: localeText(lng, 'common:footer.copyright', { year }),
    statsLabel: localeText(lng, 'home:stats.label'),
    yearsLabel: localeText(lng, 'home:stats.years'),
    years: localDigits(lng, year - site.foundedYear),
    experience: (person: Professional) =>
      localeText(lng, 'professionals:labels.yearsExperience_other', {
        count: year - person.startYear,
      }),
  };
}

const person = professionals[0]!;

/** The pages that show a year, with their language and the people whose experience they show. */
type Shown = { path: string; lng: SiteLanguage; people: readonly Professional[]; stats: boolean };
const pages: Shown[] = [
  { path: paths.home, lng: 'en', people: professionals, stats: true },
  { path: paths.professionals, lng: 'en', people: professionals, stats: false },
  { path: paths.profile(person.id), lng: 'en', people: [person], stats: false },
  ...languages.slice(1).map(({ code }) => ({
    path: localizePath(code, paths.home),
    lng: code,
    people: professionals,
    stats: true,
  })),
];

async function expectYearShown(page: Page, lng: SiteLanguage, year: number, shown: Shown) {
  const want = expected(lng, year);
  await expect(
    page.getByRole('contentinfo').getByText(want.copyright, { exact: true }),
  ).toBeVisible();
  for (const someone of shown.people)
    await expect(page.getByText(want.experience(someone), { exact: true })).toBeVisible();
  if (!shown.stats) return;
  const stats = page.getByLabel(want.statsLabel);
  const stat = stats
    .locator('div')
    .filter({ has: page.getByText(want.yearsLabel, { exact: true }) });
  await expect(stat.locator('dd')).toHaveText(want.years);
  await expect(stats.locator('dd')).toHaveCount(4);
  const address = page.getByRole('contentinfo').locator('address');
  await expect(address).toContainText(localDigits(lng, site.address.postalCode));
  const digits = localDigits(lng, '0123456789');
  const otherDigit = new RegExp(`[\\p{Nd}--[${digits}]]`, 'v');
  for (const text of [
    ...(await stats.locator('dd').allTextContents()),
    await address.innerText(),
  ]) {
    expect(text, 'in its own digits').toMatch(new RegExp(`[${digits}]`));
    expect(text, 'no digit of another system').not.toMatch(otherDigit);
  }
}

test('pages opened in the year they were built show what their HTML shows; opened on 1 January of the next, they hydrate cleanly and show that year', async ({
  page,
}) => {
  test.slow();
  // The year the site was built in, as its prerendered HTML says it.
  const html = await (await page.request.get('/')).text();
  const built = Number(new RegExp(`© (\\d{4}) ${site.firmName}`).exec(html)?.[1]);
  expect(built, 'the prerendered copyright line').toBeGreaterThan(2000);
  const hydrationTrouble = watchHydration(page);

  for (const shown of pages) {
    await test.step(shown.path, async () => {
      await page.clock.setFixedTime(new Date(built, 11, 31, 23, 59));
      await page.goto(shown.path);
      await expectYearShown(page, shown.lng, built, shown);
      await waitForApp(page);
      // The footer is hydrated last: any mismatch has been reported by then.
      await expectHydrated(page.getByRole('contentinfo'));
      await expectYearShown(page, shown.lng, built, shown);

      await page.clock.setFixedTime(new Date(built + 1, 0, 1, 9));
      await page.goto(shown.path);
      await expect(page.getByRole('contentinfo')).toContainText(
        expected(shown.lng, built).copyright,
      );
      // HTML of an earlier year starts the app by itself, with no act, to show this year.
      await waitForApp(page, { act: false });
      await expectYearShown(page, shown.lng, built + 1, shown);
      await expectHydrated(page.getByRole('contentinfo'));
      expect(hydrationTrouble()).toEqual([]);
    });
  }
});
