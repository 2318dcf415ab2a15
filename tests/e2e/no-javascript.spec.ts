import { languages, localizePath } from '../../src/data/languages';
import { site } from '../../src/data/site';
import { SERVICE, at, expect, faqQuestions, localeText, test } from './fixtures';

// Chromium with JavaScript off: every page works as HTML; only sending the form needs the app.

const [english, other] = languages;

test('at 390 px the menu opens and closes, Escape closes it, and its links and language links open their pages', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/about');
  const toggle = page.getByRole('button', { name: 'Menu' });
  const navigation = page.getByRole('navigation', { name: 'Main' });
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(navigation).toBeHidden();

  await toggle.click();
  await expect(navigation).toBeVisible();
  await toggle.click();
  await expect(navigation).toBeHidden();

  await toggle.click();
  await page.keyboard.press('Escape');
  await expect(navigation).toBeHidden();

  await toggle.click();
  await page.getByRole('link', { name: other.name }).click();
  await expect(page).toHaveURL(new RegExp(`${localizePath(other.code, '/about')}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', other.code);
  await expect(h1).toHaveText(localeText(other.code, 'about:title'));
  await page.getByRole('button', { name: localeText(other.code, 'common:nav.menu') }).click();
  await expect(page.getByRole('link', { name: other.name })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await page.getByRole('link', { name: english.name }).click();
  // No script to tidy the address: the parameter that names the choice stays.
  await expect(page).toHaveURL(/:\d+\/about\?lng=en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(h1).toHaveText('About Us');

  await toggle.click();
  await navigation.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(h1).toHaveText('Contact Us');
});

test('at 1280 px the navigation is a row of links, and they open their pages', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  const navigation = page.getByRole('navigation', { name: 'Main' });
  await expect(navigation).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Home' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await navigation.getByRole('link', { name: 'Expertise' }).click();
  await expect(page).toHaveURL(/\/expertise$/);
  await page.getByRole('main').getByRole('link', { name: SERVICE.name() }).first().click();
  await expect(page).toHaveURL(SERVICE.path);
  await page.getByRole('link', { name: 'Go Back', exact: true }).click();
  await expect(page).toHaveURL(/\/expertise$/);
});

test('FAQ answers open and close, each on its own', async ({ page }) => {
  await page.goto(SERVICE.path);
  const [first, second] = [faqQuestions(page).nth(0), faqQuestions(page).nth(1)];
  const answer = async (question: typeof first) =>
    page.getByRole('region', { name: await question.innerText() });

  await expect(await answer(first)).toBeHidden();
  await first.click();
  await expect(await answer(first)).toBeVisible();
  await second.click();
  await expect(await answer(second)).toBeVisible();
  await expect(await answer(first), 'opening another leaves the first open').toBeVisible();
  await first.click();
  await expect(await answer(first)).toBeHidden();
  await expect(await answer(second)).toBeVisible();
});

test('the contact form says it cannot send, names the e-mail and phone, and has no Send button; Enter in a field posts nothing and keeps the text', async ({
  page,
}) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') posts.push(`${request.method()} ${request.url()}`);
  });
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  // Playwright's text matchers skip <noscript>: its paragraph is asserted on its own.
  const notice = form.locator('p', { hasText: 'Sending this form needs JavaScript' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(site.emails.general);
  await expect(notice).toContainText(site.phone.display);
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeHidden();
  // Its default button disabled, the form has no implicit submission (the HTML standard): Enter
  // would otherwise post what was typed to a host that answers 405, and it would be gone.
  await expect(form.locator('button[type="submit"]')).toBeDisabled();
  expect(await form.evaluate((element: HTMLFormElement) => element.method)).toBe('post');
  const name = form.getByRole('textbox', { name: 'Name', exact: true });
  await name.fill('Aung Aung');
  await name.press('Enter');
  await page.waitForLoadState();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(name).toHaveValue('Aung Aung');
  expect(posts).toEqual([]);
});

test('the search form is a plain GET form: it opens /search?q=…, which says results need JavaScript and links the main pages', async ({
  page,
}) => {
  const query = SERVICE.name(other.code);
  const search = localizePath(other.code, '/search');
  await page.goto(search);
  await page.getByRole('searchbox').fill(query);
  await page.getByRole('button', { name: localeText(other.code, 'search:submit') }).click();
  await expect(page).toHaveURL(at(`${search}?${new URLSearchParams({ q: query })}`));
  // Chromium under Playwright parses <noscript> but does not draw it.
  const noScript = page.getByRole('main').locator('noscript');
  expect(await noScript.textContent()).toContain(localeText(other.code, 'search:needsScript'));
  await expect(noScript.locator(`a[href="${localizePath(other.code, '/contact')}"]`)).toHaveText(
    localeText(other.code, 'common:nav.contact'),
  );
});
