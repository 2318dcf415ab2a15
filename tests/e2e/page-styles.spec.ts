import type { Page } from '@playwright/test';
import { loadContent } from '../../scripts/content/load.ts';
import { PORTS, ROOT } from '../../scripts/env.ts';
import { articlePath, listingPath } from '../../src/data/articles';
import { homeProfessionals } from '../../src/data/home-professionals';
import { mainRoutes, paths } from '../../src/data/routes';
import { draftsContent } from './drafts-content.mjs';
import {
  at,
  expect,
  expectHydrated,
  h1,
  mainNav,
  test,
  waitForApp,
  watchHydration,
} from './fixtures';

// A prerendered page inlines only its own rules of the stylesheet (decision 0033); the app loads
// the whole sheet before it shows another page. On the site with articles (dist-drafts/).
test.use({ baseURL: `http://127.0.0.1:${PORTS.e2eDrafts}` });

// Newest first: the first English one is on the listing's first page.
const { articles } = loadContent(draftsContent(ROOT), { drafts: true });
const article = articlePath(articles.find((a) => a.texts.en)!.slug);

/** Each page reached by a link on another: every main page and a profile from home, an article. */
const steps = [
  ...mainRoutes.filter(({ path }) => path !== paths.home).map(({ path }) => [paths.home, path]),
  [listingPath(), article],
  [paths.home, paths.profile(homeProfessionals[0]!.id)],
] as const;

/** How each element of the main content looks, by its place and classes. */
const looks = (page: Page) =>
  page.getByRole('main').evaluate((main) => {
    const shown: Record<string, string> = {};
    const properties = ['display', 'font-size', 'font-weight', 'color', 'background-color'];
    const more = ['margin-top', 'padding-top', 'border-top-width', 'grid-template-columns'];
    const visit = (element: Element, at: string) => {
      const style = getComputedStyle(element);
      shown[at] = [...properties, ...more].map((name) => style.getPropertyValue(name)).join(' ');
      [...element.children].forEach((child, index) =>
        visit(child, `${at}>${index}${child.tagName}.${child.className}`),
      );
    };
    visit(main, 'main');
    return shown;
  });

/** Once nothing moves and no pointer rests on a link. */
async function settled(page: Page) {
  await page.mouse.move(0, 0);
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.getAnimations().length === 0);
}

test('a page carries only its own styles; one the app shows after it looks as its own HTML does', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const [from, to] of steps) {
    await page.goto(from);
    const inline = page.locator('style[data-whole]');
    const whole = await page.request.get((await inline.getAttribute('data-whole'))!);
    expect((await inline.textContent())!.length, `${from}: its own rules`).toBeLessThan(
      (await whole.text()).trim().length,
    );
    await waitForApp(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.locator(`main a[href="${to}"], nav a[href="${to}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${to}$`));
    await expect(h1(page)).toBeVisible();
    await settled(page);
    expect(await page.evaluate(() => 'sameDocument' in window), `${to}: in the app`).toBe(true);
    const inApp = await looks(page);

    await page.goto(to);
    await settled(page);
    const own = await looks(page);
    const compared = Object.keys(own).filter((at) => at in inApp);
    expect(compared.length, `${to}: elements in both`).toBeGreaterThan(10);
    for (const at of compared) expect(inApp[at], `${to}: ${at}`).toBe(own[at]);
  }
});

test('a page the app went to, then loaded again, hydrates its own HTML', async ({ page }) => {
  const hydrationTrouble = watchHydration(page);
  await page.goto(paths.contact);
  await waitForApp(page);
  await mainNav(page).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(at(paths.home));
  // A reload keeps the history entry's state: the app's own navigation marked it.
  await page.reload();
  await waitForApp(page);
  await expectHydrated(h1(page));
  expect(hydrationTrouble(), 'hydration warnings or errors').toEqual([]);
});
