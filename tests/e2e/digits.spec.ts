import { loadContent } from '../../scripts/content/load.ts';
import { PORTS, ROOT } from '../../scripts/env.ts';
import { languages, localizePath, numberingSystems } from '../../src/data/languages';
import { professionals } from '../../src/data/professionals';
import { articlePath } from '../../src/data/articles';
import { paths } from '../../src/data/routes';
import { site } from '../../src/data/site';
import { localDigits } from '../../src/i18n/local-digits';
import { draftsContent } from './drafts-content.mjs';
import { expect, localeText, test } from './fixtures';

// A language writes every number the code puts on a page in its own digits, as its texts do:
// the home page's figures, the address's postcode, the copyright year, years of experience, and
// the markers of an ordered list.
type Article = { slug: string; texts: Record<string, { body: string } | undefined> };
const { articles } = loadContent(draftsContent(ROOT), { drafts: true }) as { articles: Article[] };
const draftsSite = `http://127.0.0.1:${PORTS.e2eDrafts}`;
const person = professionals[0]!;

for (const { code: lng, numberingSystem } of languages) {
  const digits = localDigits(lng, '0123456789');
  const otherDigit = new RegExp(`[\\p{Nd}--[${digits}]]`, 'v');
  const expectOwnDigits = async (text: string | null, what: string) => {
    expect(text, what).toMatch(new RegExp(`[${digits}]`));
    expect(text, `${what}: no digit of another system`).not.toMatch(otherDigit);
  };

  test(`${lng}: the numbers the site writes are in ${numberingSystem} digits`, async ({ page }) => {
    await page.goto(localizePath(lng, paths.home));
    const stats = page.getByLabel(localeText(lng, 'home:stats.label')).locator('dd');
    await expect(stats).toHaveCount(4);
    for (const stat of await stats.allTextContents()) await expectOwnDigits(stat, 'a figure');
    const footer = page.getByRole('contentinfo');
    await expect(footer.locator('address')).toContainText(
      localDigits(lng, site.address.postalCode),
    );
    await expectOwnDigits(await footer.locator('address').textContent(), 'the address');
    await expectOwnDigits(await footer.getByText(/©/).textContent(), 'the copyright line');

    await page.goto(localizePath(lng, paths.profile(person.id)));
    const experience = page.getByText(
      localeText(lng, 'professionals:labels.yearsExperience_other', {
        count: new Date().getFullYear() - person.startYear,
      }),
    );
    await expectOwnDigits(await experience.first().textContent(), 'years of experience');
  });
}

// Articles with an ordered list, read on the site built with the drafts published.
for (const { code: lng, numberingSystem } of languages)
  for (const listed of articles.filter((article) => article.texts[lng]?.body.includes('<ol>')))
    test(`${lng}: the ordered list of ${listed.slug} counts in ${numberingSystem} digits`, async ({
      page,
    }) => {
      await page.goto(`${draftsSite}${localizePath(lng, articlePath(listed.slug))}`);
      await expect(page.getByRole('main').locator('ol').first()).toHaveCSS(
        'list-style-type',
        numberingSystems[numberingSystem].listStyle,
      );
    });
