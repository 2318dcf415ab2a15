import type { Request } from '@playwright/test';
import { E2E_ENV } from '../../scripts/env.ts';
import { languages, localizePath } from '../../src/data/languages';
import { emptyContactValues } from '../../src/machines/contact-form-fields';
import { draftKey } from '../../src/machines/contact-form-draft';
import { sendInterval } from '../../src/machines/send-pace';
import { errorTexts } from '../model/contact-form-plan';
import {
  SEND_URL,
  TOASTS,
  allowFailedSends,
  contactForm,
  escapeRegExp,
  expect,
  expectToastShown,
  failSends,
  holdRequests,
  localeText,
  statusLog,
  test,
  toast,
  uniqueToken,
  validValues,
  waitForApp,
  type SendFault,
} from './fixtures';

// The contact form through the real @emailjs/browser 4.4.1 to the local outbox. The chart's paths
// (errors, a bot's hidden field, 429, 500, network failure, 20 s timeout): tests/model/contact-form.test.tsx.

const REQUIRED_MESSAGES = Object.values(errorTexts).filter((text) => text.endsWith(' is required'));

test('on a form reached in the app, every failure (400, 403, 503, offline) shows the failure toast, keeps every field exactly as typed, markup as text, and re-enables the button; then the message goes through the EmailJS SDK to the outbox once, trimmed, as typed, and while it reads Sending..., a double click or Enter sends nothing more', async ({
  page,
  context,
  outbox,
  problems,
}) => {
  allowFailedSends(problems);
  const token = uniqueToken();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  // Trimmed when sent, not in the fields (an e-mail field drops the spaces itself).
  const sent = {
    name: `<img src=x onerror=alert(1)> {{name}} ${token}`,
    email: `markup.${token}@example.com`,
    phone: '+95 (1) 234-5678',
    message: `<b>bold</b> <script>alert(2)</script> {{{message}}} {{email}} & &amp; "quotes" ${token}\nSecond line.`,
  };
  const typed = {
    ...sent,
    name: `  ${sent.name} `,
    phone: ` ${sent.phone} `,
    message: `\n${sent.message}  \n`,
  };
  const sends: Request[] = [];
  page.on('request', (request) => {
    if (request.url() === SEND_URL && request.method() === 'POST') sends.push(request);
  });
  // Cut before the app is there, its own chunks would fail instead of the send.
  await page.goto('/about');
  await waitForApp(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByText('Sending this form needs JavaScript')).toHaveCount(0);
  const form = contactForm(page);
  await form.fill(typed);

  const faults: [string, SendFault | 'offline'][] = [
    ['a 400 answer', { status: 400, text: 'The template ID is invalid' }],
    ['a 403 answer (blocked list)', { status: 403, text: 'Forbidden' }],
    ['a 503 answer', { status: 503, text: 'Service Unavailable' }],
    ['offline', 'offline'],
  ];
  for (const [index, [title, fault]] of faults.entries()) {
    await test.step(title, async () => {
      if (fault === 'offline') await context.setOffline(true);
      else await failSends(page, fault);
      await form.submit.click();
      const failures = async () =>
        (await statusLog(page)).filter((text) => text.includes(TOASTS.toastFailure)).length;
      await expect.poll(failures, { message: 'failure toasts' }).toBe(index + 1);
      await expect(toast(page, TOASTS.toastSending)).toHaveCount(0);
      expect(await statusLog(page)).not.toContainEqual(
        expect.stringContaining(TOASTS.toastSuccess),
      );
      await form.expectValues(typed);
      await expect(form.submit).toHaveText('Send Message');
      await expect(form.submit).toBeEnabled();
      for (const text of REQUIRED_MESSAGES) await expect(form.error(text)).toHaveCount(0);
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
      expect(await outbox.messages(token)).toEqual([]);
    });
  }

  await context.setOffline(false);
  const releaseSend = await holdRequests(page, SEND_URL);
  await form.submit.dblclick();
  await expect(form.submit).toHaveText('Sending...');
  await form.name.press('Enter');
  releaseSend();
  await expectToastShown(page, TOASTS.toastSuccess);
  const [message] = await outbox.waitForMessages(token, 1);
  // A second send of the double click or Enter would have started before the release.
  expect(sends).toHaveLength(faults.length + 1);
  const request = sends.at(-1)!;
  expect(request.headers()['content-type']).toContain('application/json');
  const sdk = {
    lib_version: '4.4.1',
    user_id: E2E_ENV.VITE_EMAILJS_PUBLIC_KEY,
    service_id: E2E_ENV.VITE_EMAILJS_SERVICE_ID,
    template_id: E2E_ENV.VITE_EMAILJS_TEMPLATE_ID,
  };
  expect(message).toMatchObject(sdk);
  expect(message?.template_params).toStrictEqual(sent);
  expect(request.postDataJSON()).toStrictEqual({ ...sdk, template_params: sent });

  // Success resets the submitted flag too: editing after it shows no stale error.
  await form.expectValues(emptyContactValues);
  await form.email.fill('x');
  await expect(form.error('Invalid email address')).toHaveCount(0);
  expect(dialogs).toEqual([]);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('b', { hasText: 'bold' })).toHaveCount(0);
  await expect(page.locator('script', { hasText: 'alert(2)' })).toHaveCount(0);
});

for (const { code } of languages) {
  test(`${code}: a flood of sends from the page delivers one message in ${sendInterval / 1000} s; the next is held back, says in the page's language when it may go, and keeps the text and its one draft`, async ({
    page,
    outbox,
  }) => {
    const form = contactForm(page, code);
    await page.clock.install();
    await page.goto(localizePath(code, '/contact'));
    await waitForApp(page);
    const first = validValues(uniqueToken());
    await form.fill(first);
    await form.name.press('Enter');
    await expect.poll(() => outbox.messages(first.name)).toHaveLength(1);

    const second = validValues(uniqueToken());
    await form.fill(second);
    for (let press = 0; press < 5; press++) await form.name.press('Enter');
    // However long the first send took, 1 to 10 s are left.
    const waits = Array.from({ length: sendInterval / 1000 }, (_, index) =>
      localeText(code, 'common:contactForm.heldBack', { count: index + 1 }),
    );
    await expect(form.form.getByText(new RegExp(waits.map(escapeRegExp).join('|')))).toBeVisible();
    await expect(form.submit).toBeDisabled();
    await form.expectValues(second);
    const stored = await page.evaluate(() => Object.entries(sessionStorage));
    expect(stored.map(([key, value]) => [key, JSON.parse(value)])).toEqual([[draftKey, second]]);
    expect(await outbox.messages(second.name)).toEqual([]);

    // Once the interval is over, Send takes the kept message.
    await page.clock.runFor(sendInterval);
    await form.submit.click();
    await expect.poll(() => outbox.messages(second.name)).toHaveLength(1);
    expect(await outbox.messages(first.name)).toHaveLength(1);
  });
}
