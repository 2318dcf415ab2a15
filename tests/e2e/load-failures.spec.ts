import type { Page } from '@playwright/test';
import {
  axeViolations,
  contactForm,
  expect,
  expectDelivered,
  scriptsNamedInHtml,
  test,
  uniqueToken,
  validValues,
  waitForApp,
  type Outbox,
  type PageProblems,
} from './fixtures';

// When the page's own code cannot be loaded (offline, or replaced by a deploy: 404), a failed
// import stays failed for the document: the visitor is told, nothing typed is lost, a reload helps.

const notice = (page: Page) => page.getByRole('alert').filter({ hasText: 'Reload page' });
const notSent = 'Your message has not been sent.';

async function breakScripts(
  page: Page,
  problems: PageProblems,
  how: 'offline' | '404',
  pick: (path: string) => boolean = () => true,
): Promise<() => void> {
  let broken = true;
  await page.route('**/assets/*.js', (route) => {
    if (!broken || !pick(new URL(route.request().url()).pathname)) return route.fallback();
    return how === 'offline' ? route.abort('internetdisconnected') : route.fulfill({ status: 404 });
  });
  problems.allow(
    /Failed to load resource/,
    /request failed: GET .*\/assets\/.*\.js \(net::ERR_INTERNET_DISCONNECTED\)/,
    /HTTP 404: GET .*\/assets\/.*\.js/,
    /Failed to fetch dynamically imported module/,
  );
  return () => {
    broken = false;
  };
}

/**
 * The form submitted is held (never a GET) and the visitor told; with the code back, the notice's
 * button reloads, every field comes back as typed, and the message goes out.
 */
async function heldThenSentAfterReload(page: Page, outbox: Outbox, repair: () => void) {
  const values = validValues(uniqueToken());
  const form = contactForm(page);
  await form.fill(values);
  await form.submit.click();
  await expect(page.getByText(notSent)).toBeVisible();
  await form.expectValues(values);
  await expect(form.submit).toBeEnabled();
  expect(page.url()).not.toContain('?');
  expect(await outbox.messages(values.name)).toEqual([]);

  repair();
  await notice(page).getByRole('button', { name: 'Reload page' }).click();
  await page.waitForLoadState('load');
  await waitForApp(page);
  // On the home page the form's code loads as the visitor nears it.
  await form.form.scrollIntoViewIfNeeded();
  await form.expectValues(values);
  await expect(notice(page)).toBeHidden();
  await form.submit.click();
  await expectDelivered(page, outbox, values);
}

for (const how of ['offline', '404'] as const) {
  test.describe(`app code that cannot be loaded (${how})`, () => {
    // Each form in its own browser: one browser may send one message every 10 s.
    test('/contact tells the visitor, does not send, and a reload keeps what was typed and sends it', async ({
      page,
      problems,
      outbox,
    }) => {
      const named = await scriptsNamedInHtml(page);
      const repair = await breakScripts(page, problems, how, (path) => !named.has(path));
      await page.goto('/contact');
      // The app is asked for as the visitor first acts.
      await page.keyboard.press('Shift');
      await expect(notice(page)).toBeVisible();
      await expect(notice(page)).toContainText('Part of this page could not be loaded.');
      await expect(page.getByText(notSent)).toBeHidden();
      expect(await axeViolations(page)).toEqual([]);
      await heldThenSentAfterReload(page, outbox, repair);
    });

    test('the home page’s form tells the visitor, does not send, and a reload keeps what was typed and sends it', async ({
      page,
      problems,
      outbox,
    }) => {
      await page.goto('/');
      await waitForApp(page);
      const repairHome = await breakScripts(page, problems, how);
      await contactForm(page).form.scrollIntoViewIfNeeded();
      await expect(notice(page)).toBeVisible();
      await heldThenSentAfterReload(page, outbox, repairHome);
    });

    test('an in-app link to a page whose code cannot be loaded says so, keeps the layout, and its link loads the page', async ({
      page,
      problems,
    }) => {
      // React reports the error it caught.
      problems.allow(/console\.error: .*(dynamically imported module|Failed to fetch)/);
      await page.goto('/contact');
      await waitForApp(page);
      // Pointing at a link fetches the texts' loader: from then on only a page's own code fails.
      const texts = page.waitForResponse('**/locales/en/legal.json');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).hover();
      await texts;
      const repair = await breakScripts(page, problems, how);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('link', { name: 'About' }).click();
      await expect(page).toHaveURL(/\/about$/);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText('This page could not be loaded');
      await expect(heading).toBeFocused();
      await expect(nav).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      const retry = page.getByRole('main').getByRole('link', { name: 'Try again' });
      await expect(retry).toHaveAttribute('href', '/about');

      // Another page still works in the same document.
      await nav.getByRole('link', { name: 'Contact' }).click();
      await expect(heading).not.toHaveText('This page could not be loaded');
      await expect(contactForm(page).submit).toBeVisible();

      repair();
      await nav.getByRole('link', { name: 'About' }).click();
      await expect(heading).toHaveText('This page could not be loaded');
      await retry.click();
      await page.waitForLoadState('load');
      await expect(heading).not.toHaveText('This page could not be loaded');
      await expect(page).toHaveURL(/\/about$/);
      await waitForApp(page);
      await expect(heading).not.toHaveText('This page could not be loaded');
    });
  });
}
