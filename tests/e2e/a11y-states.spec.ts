import type { Page } from '@playwright/test';
import {
  SEND_URL,
  TOASTS,
  allowFailedSends,
  axeViolations,
  contactForm,
  expect,
  expectToastShown,
  failSends,
  holdRequests,
  tabTo,
  test,
  toast,
  uniqueToken,
  validValues,
  waitForApp,
} from './fixtures';

// Issue 6 item 6, the states a11y.spec.ts does not reach: axe (WCAG 2.2 AA tags) with a toast on
// screen, and a keyboard-only walkthrough of the language switcher at 1280 px (at 390 px, through
// the menu: a11y.spec.ts).

const html = (page: Page) => page.locator('html');
/** The switcher, found by id: its accessible name follows the page's language. */
const switcher = (page: Page) => page.locator('#site-navigation [role="group"]');
const h1 = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

// react-hot-toast's toasts are the same markup and colours at every width: each is scanned at one.
test('axe finds no violation with the failure toast at 390 px, nor the sending toast at 1280 px', async ({
  page,
  problems,
}) => {
  // axe needs a few seconds per scan on a busy two-core machine.
  test.slow();
  const token = uniqueToken();
  allowFailedSends(problems);
  // The second send is held, so 'Sending message...' stays (up to the 20 s send timeout); the
  // first fails (its route, added last, is asked first).
  const releaseSend = await holdRequests(page, SEND_URL);
  await failSends(page, { status: 500, text: 'Internal Server Error' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contact');
  await waitForApp(page);
  const form = contactForm(page);
  await form.fill(validValues(token));
  await form.submit.click();

  const failure = toast(page, TOASTS.failure);
  await expect(failure).toBeVisible();
  // react-hot-toast pauses its timer while the pointer is on a toast: it stays for the scan.
  await failure.hover();
  expect(await axeViolations(page), 'failure toast').toEqual([]);
  await expect(failure, 'still shown after the scan').toBeVisible();
  await expect(form.message, 'the message is kept').toHaveValue(validValues(token).message);

  await page.setViewportSize({ width: 1280, height: 844 });
  await form.submit.click();
  await expect(toast(page, TOASTS.sending)).toBeVisible();
  expect(await axeViolations(page), 'sending toast').toEqual([]);
  await expect(toast(page, TOASTS.sending), 'still sending after the scan').toBeVisible();
  releaseSend();
  await expectToastShown(page, TOASTS.success);
});

test('keyboard only at 1280 px: Tab reaches the language links, Enter opens the page in that language and focus moves to its heading', async ({
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
