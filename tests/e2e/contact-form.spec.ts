import type { Page, Request } from '@playwright/test';
import {
  E2E_EMAILJS,
  OUTBOX_URL,
  SEND_PATH,
  statusLog,
  expectToastShown,
  TOASTS,
  contactForm,
  expect,
  test,
  toast,
  uniqueToken,
  validValues,
  waitForApp,
} from './fixtures';

// The contact form through the real @emailjs/browser 4.4.1 over HTTP to the local outbox
// (scripts/outbox-server.mjs). Faults are scoped to each test's unique token, so tests run in parallel.

const REQUIRED_MESSAGES = [
  'Name is required',
  'Email is required',
  'Phone number is required',
  'Message is required',
];

/** Every request the page makes to the EmailJS send endpoint. */
function recordSends(page: Page): Request[] {
  const sends: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === SEND_PATH && request.method() === 'POST')
      sends.push(request);
  });
  return sends;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What a failed send is expected to leave in the console and network log. */
const FAILED_SEND_PROBLEMS = [
  /Contact form e-mail failed/,
  /Failed to load resource/,
  new RegExp(`HTTP (400|403|429|500|503): POST ${escapeRegExp(OUTBOX_URL + SEND_PATH)}$`),
  new RegExp(`request failed: POST ${escapeRegExp(OUTBOX_URL + SEND_PATH)} `),
];

test('the form’s no-JavaScript notice stays inert with JavaScript: loaded or reached in the app, it shows its Send button and no notice', async ({
  page,
}) => {
  const form = contactForm(page);
  await page.goto('/contact');
  await expect(form.submit).toBeVisible();
  await page.goto('/about');
  await waitForApp(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Contact' })
    .click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(form.submit).toBeVisible();
  await expect(page.getByText('Sending this form needs JavaScript')).toHaveCount(0);
});

test.describe('validation', () => {
  test('submitting the empty form shows the four required messages and sends nothing', async ({
    page,
  }) => {
    const sends = recordSends(page);
    await page.goto('/contact');
    const form = contactForm(page);
    for (const text of REQUIRED_MESSAGES) await expect(form.error(text)).toHaveCount(0);

    await form.submit.click();

    for (const text of REQUIRED_MESSAGES) await expect(form.error(text)).toBeVisible();
    for (const field of [form.name, form.email, form.phone, form.message]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(form.submit).toHaveText('Send Message');
    await expect(form.submit).toBeEnabled();
    await expect(toast(page, TOASTS.sending)).toHaveCount(0);
    await page.waitForTimeout(300);
    expect(sends).toHaveLength(0);
  });

  test('whitespace-only values count as empty', async ({ page }) => {
    const sends = recordSends(page);
    await page.goto('/contact');
    const form = contactForm(page);
    await form.fill({ name: '   ', email: '  ', phone: ' ', message: '\n  \n' });
    await form.submit.click();
    for (const text of REQUIRED_MESSAGES) await expect(form.error(text)).toBeVisible();
    expect(sends).toHaveLength(0);
  });

  test('a malformed e-mail address and phone number get their own messages', async ({ page }) => {
    const sends = recordSends(page);
    await page.goto('/contact');
    const form = contactForm(page);
    await form.fill({
      name: 'Aung Min',
      email: 'aung@example',
      phone: 'call me',
      message: 'Hello',
    });
    await form.submit.click();

    await expect(form.error('Invalid email address')).toBeVisible();
    await expect(form.error('Invalid phone number')).toBeVisible();
    await expect(form.email).toHaveAttribute('aria-invalid', 'true');
    await expect(form.phone).toHaveAttribute('aria-invalid', 'true');
    await expect(form.name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.message).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.error('Name is required')).toHaveCount(0);
    await expect(form.error('Message is required')).toHaveCount(0);
    await page.waitForTimeout(300);
    expect(sends).toHaveLength(0);
  });

  test('editing a field clears that field’s error only', async ({ page }) => {
    await page.goto('/contact');
    const form = contactForm(page);
    await form.submit.click();
    for (const text of REQUIRED_MESSAGES) await expect(form.error(text)).toBeVisible();

    await form.name.pressSequentially('A');
    await expect(form.error('Name is required')).toHaveCount(0);
    await expect(form.name).not.toHaveAttribute('aria-invalid', 'true');
    for (const text of REQUIRED_MESSAGES.slice(1)) await expect(form.error(text)).toBeVisible();
    for (const field of [form.email, form.phone, form.message]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    }

    await form.message.fill('Hello');
    await expect(form.error('Message is required')).toHaveCount(0);
    await expect(form.error('Email is required')).toBeVisible();
    await expect(form.error('Phone number is required')).toBeVisible();
  });

  test('no error shows before the first submit attempt', async ({ page }) => {
    await page.goto('/contact');
    const form = contactForm(page);
    await form.email.fill('not-an-address');
    await form.phone.fill('x');
    await form.name.fill('');
    await form.message.click();
    for (const text of [...REQUIRED_MESSAGES, 'Invalid email address', 'Invalid phone number']) {
      await expect(form.error(text)).toHaveCount(0);
    }
  });
});

test.describe('sending', () => {
  test('a valid message goes through the EmailJS SDK to the outbox, trimmed, exactly as typed', async ({
    page,
    outbox,
  }) => {
    const token = uniqueToken();
    const values = validValues(token);
    await page.goto('/contact');
    const form = contactForm(page);
    await form.fill({
      name: `  ${values.name} `,
      email: ` ${values.email}  `,
      phone: ` ${values.phone} `,
      message: `\n${values.message}\nSecond line.  \n`,
    });
    const sent = page.waitForRequest((request) => new URL(request.url()).pathname === SEND_PATH);

    await form.submit.click();

    await expectToastShown(page, TOASTS.success);
    const request = await sent;
    expect(request.method()).toBe('POST');
    expect(request.headers()['content-type']).toContain('application/json');
    const [message] = await outbox.waitForMessages(token);
    const expectedParams = { ...values, message: `${values.message}\nSecond line.` };
    expect(message).toMatchObject({
      endpoint: 'send',
      lib_version: '4.4.1',
      user_id: E2E_EMAILJS.publicKey,
      service_id: E2E_EMAILJS.serviceId,
      template_id: E2E_EMAILJS.templateId,
    });
    expect(message?.template_params).toStrictEqual(expectedParams);
    // The body on the wire is what the SDK builds, nothing more.
    expect(request.postDataJSON()).toStrictEqual({
      lib_version: '4.4.1',
      user_id: E2E_EMAILJS.publicKey,
      service_id: E2E_EMAILJS.serviceId,
      template_id: E2E_EMAILJS.templateId,
      template_params: expectedParams,
    });

    // Success resets the form.
    for (const field of [form.name, form.email, form.phone, form.message])
      await expect(field).toHaveValue('');
    await expect(form.submit).toHaveText('Send Message');
    await expect(form.submit).toBeEnabled();
    await expect(toast(page, TOASTS.sending)).toHaveCount(0);
    // And the submitted flag: editing after success shows no stale error.
    await form.email.fill('x');
    await expect(form.error('Invalid email address')).toHaveCount(0);
  });

  test('the form on the home page sends too', async ({ page, outbox }) => {
    const token = uniqueToken();
    const values = validValues(token);
    await page.goto('/');
    const form = contactForm(page);
    await form.fill(values);
    await form.submit.click();
    await expectToastShown(page, TOASTS.success);
    const [message] = await outbox.waitForMessages(token);
    expect(message?.template_params).toStrictEqual(values);
  });

  test('while sending, the button reads Sending..., is disabled, and a loading toast shows', async ({
    page,
    outbox,
  }) => {
    const token = uniqueToken();
    await outbox.setFault({ hang: true, match: token });
    const sends = recordSends(page);
    await page.goto('/contact');
    const form = contactForm(page);
    await form.fill(validValues(token));

    await form.submit.click();

    await expect(form.submit).toHaveText('Sending...');
    await expect(form.submit).toBeDisabled();
    await expect(toast(page, TOASTS.sending)).toBeVisible();
    // Still sending a moment later: the state is held by the open request, not a timer.
    await page.waitForTimeout(500);
    await expect(form.submit).toHaveText('Sending...');
    await expect(form.name).toHaveValue(validValues(token).name);
    // Submitting again by keyboard while sending does nothing.
    await form.name.press('Enter');
    expect(sends).toHaveLength(1);

    expect(await outbox.release(token)).toBe(1);
    await expectToastShown(page, TOASTS.success);
    await expect(toast(page, TOASTS.sending)).toHaveCount(0);
    await expect(form.submit).toHaveText('Send Message');
    await expect(form.submit).toBeEnabled();
    await outbox.waitForMessages(token, 1);
    expect(sends).toHaveLength(1);
  });

  test('a double click sends exactly one message', async ({ page, outbox }) => {
    const token = uniqueToken();
    const sends = recordSends(page);
    await page.goto('/contact');
    const form = contactForm(page);
    await form.fill(validValues(token));

    await form.submit.dblclick();

    await expectToastShown(page, TOASTS.success);
    await outbox.waitForMessages(token, 1);
    await page.waitForTimeout(1000);
    expect(await outbox.messages(token)).toHaveLength(1);
    expect(sends).toHaveLength(1);
  });

  test('a double click while the server is slow still sends one message', async ({
    page,
    outbox,
  }) => {
    const token = uniqueToken();
    await outbox.setFault({ hang: true, match: token });
    const sends = recordSends(page);
    await page.goto('/contact');
    const form = contactForm(page);
    await form.fill(validValues(token));

    await form.submit.dblclick();
    await expect(form.submit).toBeDisabled();
    await form.submit.click({ force: true });
    await page.waitForTimeout(300);
    expect(sends).toHaveLength(1);

    expect(await outbox.release(token)).toBe(1);
    await expectToastShown(page, TOASTS.success);
    await page.waitForTimeout(500);
    expect(await outbox.messages(token)).toHaveLength(1);
    expect(sends).toHaveLength(1);
  });

  test('markup typed into the fields is sent as plain text and never rendered', async ({
    page,
    outbox,
  }) => {
    const token = uniqueToken();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const values = {
      name: `<img src=x onerror=alert(1)> {{name}} ${token}`,
      email: `markup.${token}@example.com`,
      phone: '+95 (1) 234-5678',
      message: `<b>bold</b> <script>alert(2)</script> {{{message}}} {{email}} & &amp; "quotes" ${token}`,
    };
    await page.goto('/contact');
    const form = contactForm(page);
    await form.fill(values);
    await form.submit.click();

    await expectToastShown(page, TOASTS.success);
    const [message] = await outbox.waitForMessages(token);
    expect(message?.template_params).toStrictEqual(values);
    expect(dialogs).toEqual([]);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await expect(page.locator('b', { hasText: 'bold' })).toHaveCount(0);
    await expect(page.locator('script', { hasText: 'alert(2)' })).toHaveCount(0);
  });

  test('markup stays text in the fields when a send fails and the values are kept', async ({
    page,
    outbox,
    problems,
  }) => {
    problems.allow(...FAILED_SEND_PROBLEMS);
    const token = uniqueToken();
    await outbox.setFault({ status: 500, match: token });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const name = `<img src=x onerror=alert(1)> ${token}`;
    await page.goto('/contact');
    const form = contactForm(page);
    await form.fill({ ...validValues(token), name });
    await form.submit.click();
    await expectToastShown(page, TOASTS.failure);
    await expect(form.name).toHaveValue(name);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
    await outbox.clearFault(token);
  });
});

test.describe('failures', () => {
  const faults = [
    { title: 'a 400 answer', status: 400 as const, text: 'The template ID is invalid' },
    { title: 'a 403 answer (blocked list)', status: 403 as const, text: 'Forbidden' },
    { title: 'a 429 answer', status: 429 as const, text: 'Too Many Requests' },
    { title: 'a 500 answer', status: 500 as const, text: 'Internal Server Error' },
    { title: 'a 503 answer', status: 503 as const, text: 'Service Unavailable' },
  ];

  for (const fault of faults) {
    test(`${fault.title} shows the failure toast, keeps every field, and a retry goes out`, async ({
      page,
      outbox,
      problems,
    }) => {
      problems.allow(...FAILED_SEND_PROBLEMS);
      const token = uniqueToken();
      const values = validValues(token);
      await outbox.setFault({ status: fault.status, text: fault.text, match: token });
      const failedResponse = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === SEND_PATH && response.request().method() === 'POST',
      );
      await page.goto('/contact');
      const form = contactForm(page);
      await form.fill(values);

      await form.submit.click();

      expect((await failedResponse).status()).toBe(fault.status);
      await expectFailedState(page, values);
      expect(await outbox.messages(token)).toHaveLength(0);

      await outbox.clearFault(token);
      await form.submit.click();
      await expectToastShown(page, TOASTS.success);
      const [message] = await outbox.waitForMessages(token, 1);
      expect(message?.template_params).toStrictEqual(values);
      for (const field of [form.name, form.email, form.phone, form.message])
        await expect(field).toHaveValue('');
    });
  }

  test('a network failure shows the failure toast, keeps every field, and a retry goes out', async ({
    page,
    outbox,
    problems,
  }) => {
    problems.allow(...FAILED_SEND_PROBLEMS);
    const token = uniqueToken();
    const values = validValues(token);
    await page.route(`**${SEND_PATH}`, (route) => route.abort('failed'));
    await page.goto('/contact');
    const form = contactForm(page);
    await form.fill(values);

    await form.submit.click();

    await expectFailedState(page, values);
    expect(await outbox.messages(token)).toHaveLength(0);

    await page.unroute(`**${SEND_PATH}`);
    await form.submit.click();
    await expectToastShown(page, TOASTS.success);
    await outbox.waitForMessages(token, 1);
  });

  test('offline, the send fails with the toast, keeps every field, and goes out once back online', async ({
    page,
    context,
    outbox,
    problems,
  }) => {
    problems.allow(...FAILED_SEND_PROBLEMS);
    const token = uniqueToken();
    const values = validValues(token);
    await page.goto('/contact');
    // The connection drops once the app is there (before, the boot script holds the submit:
    // loading.spec.ts); cut earlier, the app's own chunks would fail instead of the send.
    await waitForApp(page);
    const form = contactForm(page);
    await form.fill(values);

    await context.setOffline(true);
    await form.submit.click();
    await expectFailedState(page, values);
    expect(await outbox.messages(token)).toHaveLength(0);

    await context.setOffline(false);
    await form.submit.click();
    await expectToastShown(page, TOASTS.success);
    await outbox.waitForMessages(token, 1);
  });

  test('a request that never answers ends with the failure toast', async ({
    page,
    outbox,
    problems,
  }) => {
    problems.allow(...FAILED_SEND_PROBLEMS);
    const token = uniqueToken();
    const values = validValues(token);
    await outbox.setFault({ hang: true, match: token });
    await page.clock.install();
    await page.goto('/contact');
    const form = contactForm(page);
    await form.fill(values);

    await form.submit.click();
    await expect(form.submit).toHaveText('Sending...');
    await page.clock.fastForward('01:00');

    await expectFailedState(page, values);
    await outbox.release(token, { status: 503 });
    await outbox.clearFault(token);
  });
});

async function expectFailedState(
  page: Page,
  values: ReturnType<typeof validValues>,
): Promise<void> {
  const form = contactForm(page);
  await expectToastShown(page, TOASTS.failure);
  await expect(toast(page, TOASTS.sending)).toHaveCount(0);
  await expect(toast(page, TOASTS.success)).toHaveCount(0);
  expect(await statusLog(page)).not.toContainEqual(expect.stringContaining(TOASTS.success));
  await expect(form.name).toHaveValue(values.name);
  await expect(form.email).toHaveValue(values.email);
  await expect(form.phone).toHaveValue(values.phone);
  await expect(form.message).toHaveValue(values.message);
  await expect(form.submit).toHaveText('Send Message');
  await expect(form.submit).toBeEnabled();
  for (const text of REQUIRED_MESSAGES) await expect(form.error(text)).toHaveCount(0);
}
