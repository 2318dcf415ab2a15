import type { Locator, Page } from '@playwright/test';
import {
  OUTBOX_URL,
  SEND_PATH,
  TOASTS,
  contactForm,
  expect,
  expectToastShown,
  test,
  toast,
  uniqueToken,
  validValues,
  axeViolations,
} from './fixtures';

// Issue 6 item 6, the states a11y.spec.ts does not reach: axe (WCAG 2.2 AA tags) with a toast on
// screen at 390 and 1280 px, and a keyboard-only walkthrough of the language switcher.

/** The app has taken over the prerendered HTML (hydrateRoot/createRoot mark their container). */
async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) =>
      key.startsWith('__reactContainer'),
    ),
  );
}

/** Presses Tab (or `key`) until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 40, key = 'Tab'): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${target} was not reached within ${max} Tab presses`);
}

const html = (page: Page) => page.locator('html');
/** The switcher, found by id: its accessible name follows the page's language. */
const switcher = (page: Page) => page.locator('#site-navigation [role="group"]');

test.describe('axe with a toast shown', () => {
  for (const width of [390, 1280]) {
    test(`the sending toast, at ${width} px`, async ({ page, outbox }) => {
      // axe needs a few seconds per scan on a busy two-core machine.
      test.slow();
      const token = uniqueToken();
      // The send is held open, so 'Sending message...' stays until the 20 s send timeout.
      await outbox.setFault({ hang: true, match: token });
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/contact');
      await waitForApp(page);
      const form = contactForm(page);
      await form.fill(validValues(token));
      await form.submit.click();

      await expect(toast(page, TOASTS.sending)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await expect(toast(page, TOASTS.sending), 'still sending after the scan').toBeVisible();

      expect(await outbox.release(token)).toBe(1);
      await expectToastShown(page, TOASTS.success);
    });

    test(`the failure toast, at ${width} px`, async ({ page, outbox, problems }) => {
      test.slow();
      const token = uniqueToken();
      problems.allow(
        /Contact form e-mail failed/,
        /Failed to load resource/,
        new RegExp(`HTTP 500: POST ${OUTBOX_URL.replace(/[.]/g, '\\.')}${SEND_PATH}$`),
      );
      await outbox.setFault({ status: 500, match: token });
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/contact');
      await waitForApp(page);
      const form = contactForm(page);
      await form.fill(validValues(token));
      await form.submit.click();

      const failure = toast(page, TOASTS.failure);
      await expect(failure).toBeVisible();
      // react-hot-toast pauses its timer while the pointer is on a toast: it stays for the scan.
      await failure.hover();
      expect(await axeViolations(page)).toEqual([]);
      await expect(failure, 'still shown after the scan').toBeVisible();
      await expect(form.message, 'the message is kept').toHaveValue(validValues(token).message);
    });
  }
});

test.describe('keyboard only: the language switcher', () => {
  const h1 = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

  test('at 1280 px: Tab reaches its links, Enter opens the page in that language and focus moves to its heading', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await waitForApp(page);
    const japanese = switcher(page).getByRole('link', { name: '日本語' });
    const burmese = switcher(page).getByRole('link', { name: 'မြန်မာဘာသာ' });
    const english = switcher(page).getByRole('link', { name: 'English' });
    await expect(page.getByRole('group', { name: 'Language' })).toBeVisible();

    await tabTo(page, english);
    await expect(english).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('Tab');
    await expect(japanese).toBeFocused();
    await expect(japanese, 'the focused link shows a focus outline').not.toHaveCSS(
      'outline-style',
      'none',
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ja\/$/);
    await expect(html(page)).toHaveAttribute('lang', 'ja');
    await expect(japanese).toHaveAttribute('aria-current', 'true');
    await expect(english).not.toHaveAttribute('aria-current');
    // As after any link followed in the app: the new page's heading has focus.
    await expect(h1(page)).toBeFocused();

    // Back up to the switcher, on to Burmese, and back to English.
    await tabTo(page, burmese, 5, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(html(page)).toHaveAttribute('lang', 'my');
    await expect(burmese).toHaveAttribute('aria-current', 'true');
    await expect(h1(page)).toBeFocused();
    await tabTo(page, english, 5, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(html(page)).toHaveAttribute('lang', 'en');
    await expect(h1(page)).toBeFocused();
  });

  test('at 390 px: through the menu toggle, Enter on 日本語 opens the page in Japanese', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about');
    await waitForApp(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await tabTo(page, toggle, 5);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const japanese = switcher(page).getByRole('link', { name: '日本語' });
    await tabTo(page, japanese, 12);
    await expect(japanese).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ja\/about$/);
    await expect(html(page)).toHaveAttribute('lang', 'ja');
    await expect(h1(page)).toBeFocused();
  });
});
