import type { Locator, Page } from '@playwright/test';
import { languages, localizePath } from '../../src/data/languages';
import { contactFields } from '../../src/machines/contact-form-fields';
import {
  SEND_URL,
  SERVICE,
  TOASTS,
  allowFailedSends,
  axeViolations,
  contactForm,
  expect,
  expectAt,
  expectToastShown,
  failSends,
  faqQuestions,
  h1,
  holdRequests,
  languageSwitcher,
  mainNav,
  test,
  toast,
  uniqueToken,
  validValues,
  waitForApp,
} from './fixtures';

// axe-core (WCAG 2.0/2.1 A and AA, 2.2 AA) in the interactive states, keyboard-only walkthroughs,
// and reduced motion.

const expectFocusOutline = (focused: Locator) =>
  expect(focused, 'the focused one shows an outline').not.toHaveCSS('outline-style', 'none');

async function tabTo(page: Page, target: Locator, max = 40, key = 'Tab'): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${target} was not reached within ${max} Tab presses`);
}

// axe on every template and language, at 390 and 1280 px with the answers open: security.spec.ts.
test('keyboard only: a FAQ answer opens with Enter and closes and opens with Space, its question outlined', async ({
  page,
}) => {
  await page.goto(SERVICE.path);
  const question = faqQuestions(page).first();
  await tabTo(page, question);
  await expectFocusOutline(question);
  const panel = page.locator(`[id="${await question.getAttribute('aria-controls')}"]`);
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Space');
  await expect(panel).toBeHidden();
  await page.keyboard.press('Space');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: await question.innerText() })).toBeVisible();
});

test('keyboard only: Tab reaches the language links at 1280 px, and the menu at 390 px (axe: no violation with it open); Enter opens their pages and focus moves to the heading', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await waitForApp(page);
  const [english, ...others] = languages.map(({ code, name }) => ({
    code,
    link: languageSwitcher(page).getByRole('link', { name }),
  }));
  await expect(page.getByRole('group', { name: 'Language' })).toBeVisible();

  await tabTo(page, english!.link);
  await expect(english!.link).toHaveAttribute('aria-current', 'true');
  // The next Tab reaches the second; then back up from the heading to each other, and the first.
  for (const [i, { code, link }] of [...others, english!].entries()) {
    await tabTo(page, link, i === 0 ? 1 : 5, i === 0 ? 'Tab' : 'Shift+Tab');
    await expectFocusOutline(link);
    await page.keyboard.press('Enter');
    await expectAt(page, localizePath(code, '/'), code);
    await expect(languageSwitcher(page).locator('[aria-current]')).toHaveCount(1);
    await expect(link).toHaveAttribute('aria-current', 'true');
    // As after any link followed in the app: the new page's heading has focus.
    await expect(h1(page)).toBeFocused();
  }

  // At 390 px: back from the heading to the menu toggle, into the menu and its links.
  await page.setViewportSize({ width: 390, height: 844 });
  const toggle = page.getByRole('button', { name: 'Menu' });
  await tabTo(page, toggle, 5, 'Shift+Tab');

  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const nav = mainNav(page);
  await expect(nav).toBeVisible();
  expect(await axeViolations(page), 'the menu open at 390 px').toEqual([]);
  // The next two Tabs: its first links.
  await tabTo(page, nav.getByRole('link', { name: 'Home', exact: true }), 1);
  const about = nav.getByRole('link', { name: 'About Us', exact: true });
  await tabTo(page, about, 1);
  await expectFocusOutline(about);

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/about$/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(h1(page)).toBeFocused();

  // Back to the toggle, and through the open menu on to the second language.
  await tabTo(page, toggle, 5, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const second = others[0]!;
  await tabTo(page, second.link, 12);
  await expect(second.link).toBeInViewport();
  await page.keyboard.press('Enter');
  await expectAt(page, localizePath(second.code, '/about'), second.code);
  await expect(h1(page)).toBeFocused();
});

test('keyboard only: the contact form is filled with Tab and typing, and Enter submits it; axe finds no violation in its errors', async ({
  page,
}) => {
  await page.goto('/contact');
  const form = contactForm(page);
  await tabTo(page, form.name);

  await page.keyboard.press('Enter');
  await expect(form.error('Message is required')).toBeVisible();
  await expect(form.name, 'focus goes to the first field in error').toBeFocused();
  expect(await axeViolations(page), 'the four required messages').toEqual([]);

  const values = { ...validValues(uniqueToken()), email: 'aung.example.com' };
  for (const name of contactFields) {
    await expect(form[name]).toBeFocused();
    await page.keyboard.type(values[name]);
    await page.keyboard.press('Tab');
  }
  await expect(form.submit).toBeFocused();
  await form.expectValues(values);

  await page.keyboard.press('Enter');
  await expect(form.error('Invalid email address')).toBeVisible();
  await expect(form.email, 'focus goes to the field in error').toBeFocused();
  await expect(form.error('Message is required')).toHaveCount(0);
  await expect(form.submit).toHaveText('Send Message');
});

// react-hot-toast's toasts are the same markup and colours at every width: each is scanned at one.
test('axe finds no violation with the failure toast at 390 px, nor the sending toast at 1280 px', async ({
  page,
  problems,
}) => {
  // axe needs a few seconds per scan on a busy two-core machine.
  test.slow();
  const token = uniqueToken();
  allowFailedSends(problems);
  // The first send fails (its route, added last, is asked first); the second is held.
  const releaseSend = await holdRequests(page, SEND_URL);
  await failSends(page, { status: 500, text: 'Internal Server Error' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contact');
  await waitForApp(page);
  const form = contactForm(page);
  await form.fill(validValues(token));
  await form.submit.click();

  const failure = toast(page, TOASTS.toastFailure);
  await expect(failure).toBeVisible();
  // react-hot-toast pauses its timer while the pointer is on a toast: it stays for the scan.
  await failure.hover();
  expect(await axeViolations(page), 'failure toast').toEqual([]);
  await expect(failure, 'still shown after the scan').toBeVisible();
  await expect(form.message, 'the message is kept').toHaveValue(validValues(token).message);

  await page.setViewportSize({ width: 1280, height: 844 });
  await form.submit.click();
  await expect(toast(page, TOASTS.toastSending)).toBeVisible();
  expect(await axeViolations(page), 'sending toast').toEqual([]);
  await expect(toast(page, TOASTS.toastSending), 'still sending after the scan').toBeVisible();
  releaseSend();
  await expectToastShown(page, TOASTS.toastSuccess);
});

test('with reduced motion the site works and the hero image has no transition longer than 0.01 ms', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const hero = page.getByRole('img', { name: /skyline of Yangon/ });
  await expect(hero).toBeVisible();
  const longestTransitionMs = () =>
    hero.evaluate((img) =>
      Math.max(
        ...getComputedStyle(img)
          .transitionDuration.split(',')
          .map((value) => parseFloat(value) * (value.trim().endsWith('ms') ? 1 : 1000)),
      ),
    );
  expect(await longestTransitionMs()).toBeLessThanOrEqual(0.01);

  // The same check without the preference sees the real transition, so it is not vacuous.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await longestTransitionMs()).toBeGreaterThan(0.01);
  await page.emulateMedia({ reducedMotion: 'reduce' });

  await page.getByRole('link', { name: 'Our expertise' }).click();
  await expect(page).toHaveURL(/\/expertise$/);
  await page.getByRole('link', { name: SERVICE.name() }).first().click();
  const question = faqQuestions(page).first();
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: await question.innerText() })).toBeVisible();
});
