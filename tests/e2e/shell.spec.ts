import type { Locator, Page } from '@playwright/test';
import { site } from '../../src/data/site';
import { mainRoutes, paths } from '../../src/data/routes';
import { languages, localizePath } from '../../src/data/languages';
import { breakpoints } from '../../src/views/theme/breakpoints';
import {
  LAWYER,
  PAGE_PATHS,
  SERVICE,
  allowDocument404,
  at,
  expect,
  expectAt,
  expectNoOverflow,
  h1,
  localeText,
  test,
  titleOf,
  waitForApp,
} from './fixtures';

// The shell every page shares: the sticky navigation and its menu under 1024 px, scroll and focus
// on route change, the skip link, titles and the footer.

/** The main routes in navigation order, with their English labels. */
const MAIN_ROUTES = mainRoutes.map(
  ({ path, navKey }) => [path, localeText('en', `common:nav.${navKey}`)] as const,
);
const NAV_LINKS = MAIN_ROUTES.map(([, label]) => label);

const UNKNOWN_PATH = '/no-such-page';
const LEGAL_LINKS = { 'Privacy Policy': paths.privacy, 'Terms & Conditions': paths.terms };

const navigation = (page: Page) =>
  page.getByRole('navigation', { name: 'Main', includeHidden: true });

/** The main routes' links: the list in the navigation (the language switcher sits beside it). */
function navLinks(page: Page): Locator {
  return navigation(page)
    .getByRole('list', { includeHidden: true })
    .getByRole('link', { includeHidden: true });
}

/** Colour and borders: what makes the active link look different from the others. */
function paint(link: Locator): Promise<string> {
  return link.evaluate((el) => {
    const { color, borderBottomColor, borderBottomWidth, borderLeftColor, borderLeftWidth } =
      getComputedStyle(el);
    return [color, borderBottomColor, borderBottomWidth, borderLeftColor, borderLeftWidth].join();
  });
}

/** The current page's link looks different (which link is marked: tests/views/navigation.test.tsx). */
async function expectActiveLink(page: Page, active: string): Promise<void> {
  await expect(navLinks(page)).toHaveText(NAV_LINKS);
  await page.mouse.move(0, 0); // no hover highlight on any link
  const activeLink = navigation(page).getByRole('link', { name: active, exact: true });
  await expect(activeLink).toHaveAttribute('aria-current', 'page');
  const otherName = active === 'Home' ? 'Contact' : 'Home';
  const other = navigation(page).getByRole('link', { name: otherName, exact: true });
  expect(await paint(activeLink), 'the active link is styled differently').not.toBe(
    await paint(other),
  );
}

async function scrollDown(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
}

async function expectHeaderAtTop(page: Page): Promise<void> {
  const header = page.getByRole('banner');
  await expect(header).toBeInViewport();
  const box = await header.boundingBox();
  expect(box?.y, 'the sticky header sits at the top of the viewport').toBe(0);
}

for (const width of [390, 1023]) {
  test(`at ${width} px the menu toggle reveals the navigation; a link, Escape or a wider window closes it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/about');
    await waitForApp(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    const nav = navigation(page);

    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toHaveAttribute('id', (await toggle.getAttribute('aria-controls')) ?? 'none');
    await expect(navLinks(page)).toHaveText(NAV_LINKS);
    await expect(nav).toBeHidden();
    for (const link of await navLinks(page).all()) await expect(link).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    for (const link of await navLinks(page).all()) await expect(link).toBeVisible();
    await expectActiveLink(page, 'About Us');

    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await expect(toggle, 'Escape returns focus to the toggle').toBeFocused();

    await toggle.click();
    await expect(nav).toBeVisible();
    await toggle.click();
    await expect(toggle, 'the toggle closes it too').toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();

    await toggle.click();
    await nav.getByRole('link', { name: 'Expertise', exact: true }).click();
    await expectAt(page, '/expertise', 'en', 'Our Expertise');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();

    await toggle.click();
    await expectActiveLink(page, 'Expertise');
    await page.keyboard.press('Escape');

    await scrollDown(page);
    await expectHeaderAtTop(page);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(toggle, 'grown past 1023 px: no toggle').toBeHidden();
    const hiddenToggle = page.getByRole('button', { name: 'Menu', includeHidden: true });
    await expect(hiddenToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeVisible();
    await page.setViewportSize({ width, height: 800 });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav, 'shrinking again does not reopen the menu').toBeHidden();
  });
}

// From 1024 px (wider: the menu test grows its window to 1280 px).
test('the hero text moves over the image at 768 px; at 1024 px the navigation links are always visible and the menu toggle is hidden', async ({
  page,
}) => {
  // First the hero: its text below the image under 768 px, over it from 768 px.
  const heroLayoutAt = async (width: number) => {
    await page.setViewportSize({ width, height: 900 });
    const image = await page.locator('main picture img').first().boundingBox();
    const heading = await h1(page).boundingBox();
    return { imageBottom: image!.y + image!.height, headingTop: heading!.y };
  };
  await page.goto('/');
  const compact = await heroLayoutAt(767);
  expect(compact.headingTop).toBeGreaterThanOrEqual(compact.imageBottom);
  const wide = await heroLayoutAt(768);
  expect(wide.headingTop).toBeLessThan(wide.imageBottom);

  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(page.getByRole('button', { name: 'Menu', includeHidden: true })).toBeHidden();
  await expect(navigation(page)).toBeVisible();
  for (const link of await navLinks(page).all()) await expect(link).toBeVisible();
  await expectActiveLink(page, 'Home');

  await navigation(page).getByRole('link', { name: 'Professionals', exact: true }).click();
  await expectAt(page, '/professionals', 'en', 'Our Professionals');
  await expectActiveLink(page, 'Professionals');

  await scrollDown(page);
  await expectHeaderAtTop(page);
});

test('from the menu breakpoint up the navigation and the language switcher are one line in every language, a longer navigation wraps whole labels; the search link keeps its name', async ({
  page,
}) => {
  // In the fonts scripts/check/ensure-chromium.ts installs: without them 日本語 is blank and fits.
  for (const [code, width] of languages.flatMap(({ code }) =>
    [breakpoints.menu, 1280].map((width) => [code, width] as const),
  )) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(localizePath(code, '/'));
    const links = page.getByRole('banner').getByRole('list').getByRole('link');
    const switcher = page.getByRole('banner').getByRole('group').getByRole('link');
    const heights = () =>
      links
        .or(switcher)
        .evaluateAll((all) => all.map((link) => link.getBoundingClientRect().height));
    const drawn = await heights();
    expect(drawn).toHaveLength(mainRoutes.length + languages.length);
    expect(new Set(drawn).size, `${code} at ${width} px: ${drawn}`).toBe(1);
    const name = localeText(code, 'common:nav.search');
    await expect(links.and(page.getByRole('link', { name, exact: true }))).toBeVisible();
    // The firm adds pages: with every link twice, no label breaks inside (after hydration, which
    // the extra links would otherwise fail).
    await waitForApp(page);
    const list = page.getByRole('banner').getByRole('list');
    await list.evaluate((ul) => ul.append(...[...ul.children].map((li) => li.cloneNode(true))));
    expect(new Set(await heights()).size, `${code} at ${width} px, doubled`).toBe(1);
  }
});

test('under the menu breakpoint the brand and the menu button share one row in every language, and the open menu leaves the button in view and scrolls nothing sideways', async ({
  page,
}) => {
  for (const { code } of languages)
    for (const width of [320, 390, breakpoints.menu - 1]) {
      await page.setViewportSize({ width, height: 740 });
      await page.goto(localizePath(code, '/'));
      const where = `${code} at ${width} px`;
      const brand = (await page.getByRole('banner').getByRole('link').first().boundingBox())!;
      const toggle = page.getByRole('button', { name: localeText(code, 'common:nav.menu') });
      const button = (await toggle.boundingBox())!;
      expect(button.y, `${where}: the button beside the brand`).toBeLessThan(
        brand.y + brand.height,
      );
      await toggle.click();
      const panel = page.getByRole('banner').getByRole('navigation');
      await expect(panel).toBeVisible();
      expect(
        (await panel.boundingBox())!.y,
        `${where}: the menu under the button`,
      ).toBeGreaterThanOrEqual(button.y + button.height);
      await expectNoOverflow(page, `${where} with the menu open`);
    }
});

test('the skip link leads into the main content; on a route change the title follows, the page scrolls to the top and the heading has focus', async ({
  page,
}) => {
  const expectArrived = async (path: string) => {
    await expect(page).toHaveURL(at(path));
    await expect(page).toHaveTitle(titleOf('en', path));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(h1(page)).toBeFocused();
  };
  await page.goto('/');
  // The first tab stop is 'Skip to content', shown when focused; it moves focus into the main content.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => !!document.querySelector('main')?.contains(document.activeElement)),
    'the next tab stop is inside the main content, past the navigation',
  ).toBe(true);

  await waitForApp(page);
  const nav = navigation(page);
  // Home last: from there, a lawyer's card leads on.
  for (const [path, name] of [...MAIN_ROUTES.slice(1), ...MAIN_ROUTES.slice(0, 1)]) {
    await nav.getByRole('link', { name, exact: true }).click();
    await expectArrived(path);
  }
  await page.getByRole('link', { name: LAWYER.name }).first().click();
  await expectArrived(paths.profile(LAWYER.id));
  await nav.getByRole('link', { name: 'Expertise', exact: true }).click();
  await page.getByRole('link', { name: SERVICE.name() }).first().click();
  await expectArrived(SERVICE.path);

  const footer = page.getByRole('contentinfo');
  for (const [name, path] of Object.entries(LEGAL_LINKS)) {
    await scrollDown(page);
    await footer.getByRole('link', { name }).click();
    await expectArrived(path);
  }

  await page.setViewportSize({ width: 390, height: 800 });
  await scrollDown(page);
  await page.getByRole('button', { name: 'Menu' }).click();
  await nav.getByRole('link', { name: 'Contact', exact: true }).click();
  await expectArrived('/contact');
});

test('the footer gives the address, e-mails, phone, legal links and safe external links (its copyright year: years.spec.ts)', async ({
  page,
}) => {
  await page.goto('/contact');
  const footer = page.getByRole('contentinfo');
  for (const part of ['street', 'locality', 'country'])
    await expect(footer.locator('address')).toContainText(
      localeText('en', `common:firm.address.${part}`),
    );
  const { emails, phone, mapsUrl, designer } = site;
  const links = [
    ...Object.values(emails).map((email) => [email, `mailto:${email}`]),
    [phone.display, `tel:${phone.tel}`],
    ...Object.entries(LEGAL_LINKS),
    [/map/i, mapsUrl],
    [designer.name, designer.url],
  ] as const;
  for (const [name, href] of links) {
    const link = footer.getByRole('link', { name });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', href);
  }
  for (const link of await footer.locator('a[href^="http"]').all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test('no route scrolls horizontally at 320 or 390 px', async ({ page, problems }) => {
  allowDocument404(problems, UNKNOWN_PATH);
  test.setTimeout(60_000);
  for (const path of [...PAGE_PATHS, UNKNOWN_PATH]) {
    await page.setViewportSize({ width: 320, height: 740 });
    await page.goto(path);
    await expect(h1(page)).toBeVisible();
    await expectNoOverflow(page, `${path} at 320 px`);
    // The layout follows the width without a reload, as on a phone turned or a window resized.
    await page.setViewportSize({ width: 390, height: 740 });
    await expectNoOverflow(page, `${path} at 390 px`);
  }
});
