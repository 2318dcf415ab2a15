import type { Page } from '@playwright/test';
import { draftKey } from '../../src/machines/contact-form-draft';
import { emptyContactValues } from '../../src/machines/contact-form-fields';
import {
  contactForm,
  expect,
  expectDelivered,
  holdAppScripts,
  mainNav,
  test,
  uniqueToken,
  validValues,
  waitForApp,
  watchHydration,
} from './fixtures';

// What the visitor types into the contact form is kept in sessionStorage until a success; where
// the browser blocks site data, the form works as if there were no draft.

const draft = {
  name: 'Daw Aye <b>Draft</b>',
  email: 'khin@example.com',
  message: 'First line {{name}}\nSecond line: مرحبا 👩🏽‍⚖️ <img src=x onerror=alert(1)>',
};

const storedDraft = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), draftKey);

async function typeDraft(page: Page): Promise<void> {
  const form = contactForm(page);
  for (const field of ['name', 'email', 'message'] as const) await form[field].fill(draft[field]);
  await expect.poll(() => storedDraft(page)).toContain('Second line');
}

/** Every field shows its value of `values`; a restored draft marks no field invalid. */
async function expectFields(
  page: Page,
  values = { ...emptyContactValues, ...draft },
): Promise<void> {
  const form = contactForm(page);
  await form.expectValues(values);
  await expect(form.form.locator('[aria-invalid="true"]')).toHaveCount(0);
}

test('text put into the fields before the app took over (typed, a paste, autofill) is the form’s own: saved at once and judged as shown; a draft is back after a reload before the app, and stays once it is there, without a hydration mismatch; what the visitor then types is kept exactly, never glued to it, and saved at once', async ({
  page,
}) => {
  const hydrationTrouble = watchHydration(page);
  const releaseFirst = await holdAppScripts(page);
  await page.goto('/contact');
  const form = contactForm(page);
  await form.name.fill('Aung Aung');
  await form.email.fill('not-an-address');
  releaseFirst();
  await waitForApp(page, { act: false });
  await expect.poll(() => storedDraft(page)).toContain('not-an-address');
  await form.submit.click();
  // The name counts (no 'Name is required'); the e-mail is judged as shown.
  await expect(form.error('Invalid email address')).toBeVisible();
  await expect(form.error('Name is required')).toHaveCount(0);
  await expect(form.error('Phone number is required')).toBeVisible();

  await typeDraft(page);
  expect(JSON.parse((await storedDraft(page)) ?? '')).toEqual(draft);
  expect(
    await page.evaluate(() => Object.values(localStorage).some((value) => value.includes('Aye'))),
    'nothing of the draft goes to localStorage',
  ).toBe(false);

  const release = await holdAppScripts(page);
  await page.reload();
  // No error comes back: they are not part of the draft.
  await expectFields(page);
  await form.name.fill('Mya Mya');
  await form.phone.pressSequentially('+95 9 1');
  expect(await storedDraft(page), 'nothing saved before the app').not.toContain('Mya Mya');

  release();
  await waitForApp(page, { act: false });
  const typed = { ...draft, name: 'Mya Mya', phone: '+95 9 1' };
  await expect
    .poll(async () => JSON.parse((await storedDraft(page)) ?? '{}') as unknown, {
      message: 'saved as the draft as soon as the app took over, with no further edit',
    })
    .toEqual(typed);
  await expectFields(page, typed);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);

  await page.reload();
  await expectFields(page, typed);
  expect(hydrationTrouble()).toEqual([]);
});

test('the draft shows in the home page form, reached in the app or loaded, survives leaving the site and coming back with Back, stays in its own tab, and is gone after a successful send', async ({
  page,
  context,
  outbox,
}) => {
  const hydrationTrouble = watchHydration(page);
  await page.goto('/contact');
  await waitForApp(page);
  await typeDraft(page);
  await mainNav(page).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectFields(page);

  // A full load restores it too, once the visitor nears the form (its code loads then).
  await page.goto('/');
  await waitForApp(page);
  await contactForm(page).form.scrollIntoViewIfNeeded();
  await expectFields(page);
  expect(hydrationTrouble()).toEqual([]);

  await page.goto('/contact');
  await page.goto('/about');
  await waitForApp(page);
  await page.goBack();
  await waitForApp(page);
  await expectFields(page);

  // A draft is shown by the boot script, before the app: none came in another tab.
  const other = await context.newPage();
  await other.goto('/contact');
  await waitForApp(other);
  await expectFields(other, emptyContactValues);
  await other.close();

  const token = uniqueToken();
  const values = validValues(token);
  await contactForm(page).fill(values);
  await expect.poll(() => storedDraft(page)).toContain(token);
  await contactForm(page).submit.click();
  await expectDelivered(page, outbox, values);
  expect(await storedDraft(page)).toBeNull();
  await page.reload();
  await waitForApp(page);
  await expectFields(page, emptyContactValues);
});

test('the saved draft is read once the visitor nears a contact form, not for the search form (a first read of storage holds a loading page), and is in the form before the app', async ({
  page,
}) => {
  await page.goto('/contact');
  await waitForApp(page);
  await typeDraft(page);
  await page.addInitScript((key) => {
    const seen = window as unknown as { draftReads: number };
    seen.draftReads = 0;
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (name: string) {
      if (name === key) seen.draftReads += 1;
      return getItem.call(this, name);
    };
  }, draftKey);
  const release = await holdAppScripts(page);
  // After two frames, the boot script's observer has said where the forms are.
  const draftReads = () =>
    page.evaluate(async () => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return (window as unknown as { draftReads: number }).draftReads;
    });
  await page.goto('/search');
  await expect(page.getByRole('searchbox')).toBeVisible();
  expect(await draftReads(), 'read for the search form').toBe(0);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await draftReads(), 'read with the form screens away').toBe(0);

  await contactForm(page).form.scrollIntoViewIfNeeded();
  await expectFields(page);
  expect(await draftReads()).toBe(1);
  release();
});

test('the draft survives a crash of the page: the tab reloaded after the crash shows it', async ({
  page,
  baseURL,
}) => {
  await page.goto('/contact');
  await waitForApp(page);
  await typeDraft(page);

  // Playwright gives a crashed page up: the same tab is driven on through the DevTools protocol.
  const cdp = await page.context().newCDPSession(page);
  const crashed = page.waitForEvent('crash');
  void cdp.send('Page.crash').catch(() => undefined);
  await crashed;
  await cdp.send('Page.navigate', { url: `${baseURL}/contact` });
  const read = async (expression: string): Promise<unknown> =>
    (await cdp.send('Runtime.evaluate', { expression, returnByValue: true })).result.value;

  const fields = `['name', 'email', 'message']
    .map((field) => document.getElementById('contact-' + field)?.value)`;
  await expect.poll(() => read(fields)).toEqual([draft.name, draft.email, draft.message]);
});

test('with site data blocked (storage getters throw), /contact renders, validates and sends a message that arrives; the home page keeps what is typed, and the contact page reached from it starts empty', async ({
  page,
  outbox,
}) => {
  await page.addInitScript(() => {
    for (const name of ['sessionStorage', 'localStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
  });
  const token = uniqueToken();
  const values = validValues(token);
  await page.goto('/contact');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.evaluate(() => window.sessionStorage.length)).rejects.toThrow('insecure');
  const form = contactForm(page);
  await form.submit.click();
  await expect(form.error('Name is required')).toBeVisible();
  await form.fill(values);
  await form.submit.click();
  await expectDelivered(page, outbox, values);
  await expectFields(page, emptyContactValues);

  await page.goto('/');
  await waitForApp(page);
  await form.name.fill('Typed without storage');
  await expect(form.name).toHaveValue('Typed without storage');
  await mainNav(page).getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(form.name).toHaveValue('');
});
