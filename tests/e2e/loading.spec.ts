import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Request } from '@playwright/test';
import { serviceIds } from '../../src/data/services';
import { onlyImports } from '../../scripts/build/page-styles';
import {
  contactForm,
  expect,
  expectAt,
  expectDelivered,
  faqQuestions,
  h1,
  holdAppScripts,
  holdRequests,
  isHydrated,
  localeText,
  mainNav,
  scriptsNamedInHtml,
  test,
  uniqueToken,
  validValues,
  waitForApp,
  SERVICE,
} from './fixtures';

const services = (key: string) => localeText('en', `services:${key}`);

// The prerendered HTML paints with no stylesheet request and no script but the boot script; the
// app starts after `load`, split by route; nothing a visitor does before it is lost.

/** The built file that holds a source module, from Vite's manifest: `/assets/….js`. */
const manifest = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'dist', '.vite', 'manifest.json'), 'utf8'),
) as Record<string, { file: string }>;
const fileOf = (source: string) => `/${manifest[source]!.file}`;
const isFile = (source: string) => (request: Request) =>
  new URL(request.url()).pathname === fileOf(source);

test('the first paint needs the HTML alone: no stylesheet request, app scripts only after load; pointing at a link then fetches that page before the click, and the click needs no wait; a page embeds only the service texts it shows, another page fetches them whole first, and a home page form whose code never came is there when the visitor comes back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/about', { waitUntil: 'networkidle' });
  await waitForApp(page);
  await expect(page.locator('link[rel="stylesheet"]'), 'stylesheet links').toHaveCount(0);
  const inlined = page.locator('head style');
  await expect(inlined, 'the site stylesheet inlined in <head>').not.toHaveCount(0);
  // How many scripts were fetched, and the paths of those fetched before load.
  const { scripts, early } = await page.evaluate(() => {
    const [{ loadEventStart }] = performance.getEntriesByType('navigation') as [
      PerformanceNavigationTiming,
    ];
    const js = performance
      .getEntriesByType('resource')
      .map(({ name, startTime }) => ({ path: new URL(name).pathname, startTime }))
      .filter(({ path }) => path.endsWith('.js'));
    const before = js.filter(({ startTime }) => startTime < loadEventStart);
    return { scripts: js.length, early: before.map(({ path }) => path) };
  });
  expect(early.length).toBeGreaterThan(0);
  // Each brings code of its own: none is a file that only imports another, a request for nothing.
  for (const path of early)
    expect(onlyImports(await (await page.request.get(path)).text()), path).toBe(false);
  // Before load: only what the page names.
  expect([...(await scriptsNamedInHtml(page, '/about'))]).toEqual(expect.arrayContaining(early));
  expect(scripts, 'the app itself loads after load').toBeGreaterThan(early.length);

  const fetched = page.waitForRequest(isFile('src/views/pages/contact-page.tsx'));
  const link = mainNav(page).getByRole('link', { name: 'Contact' });
  await link.hover();
  await fetched;
  await link.click();
  await expectAt(page, '/contact', 'en', 'Contact Us');

  // The home page embeds its teaser's services only (seo.test.ts): the rest is fetched first.
  await page.goto('/');
  await waitForApp(page);
  const nav = mainNav(page);
  const whole = page.waitForResponse((r) => r.url().endsWith('/locales/en/services.json'));
  await nav.getByRole('link', { name: 'Expertise' }).click();
  expect((await whole).status()).toBe(200);
  await expect(h1(page)).toHaveText(services('page.title'));
  for (const name of serviceIds.map((id) => services(`items.${id}.name`)))
    await expect(page.getByRole('main').getByRole('heading', { name, exact: true })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: SERVICE.name() }).first().click();
  await expect(h1(page)).toHaveText(SERVICE.name());
  await expect(faqQuestions(page).first()).toHaveAttribute('aria-expanded', 'false');

  // Rendered afresh, with the form whose code never came (nobody scrolled to it).
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(contactForm(page).submit).toHaveText('Send Message');
});

test('a reader who never acts loads the boot script alone, whatever the time; the first key starts the app, and a page whose results need it starts it by itself', async ({
  page,
}) => {
  const requested = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.add(new URL(request.url()).pathname);
  });
  const appScripts = () => [...requested].filter((script) => !named.has(script));
  const named = await scriptsNamedInHtml(page, '/about');
  await page.clock.install();
  await page.goto('/about');
  await page.clock.runFor(60_000);
  await page.waitForLoadState('networkidle');
  expect(appScripts(), 'scripts beyond the boot script, a minute on').toEqual([]);
  await waitForApp(page);
  expect(appScripts().length).toBeGreaterThan(0);

  // Search results need the app: a search page's address starts it with no act.
  await page.goto(`/search?q=${encodeURIComponent(SERVICE.name())}`);
  await page.clock.runFor(60_000);
  await waitForApp(page, { act: false });
});

test('the app hydrates what a visitor can act on; text and links stay the HTML until the visitor acts, then a link in them navigates in the app, without loading a document', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/expertise');
  await waitForApp(page);
  const nav = mainNav(page);
  await expect.poll(() => isHydrated(nav.getByRole('link', { name: 'Home' }))).toBe(true);
  await page.waitForLoadState('networkidle');
  const heading = h1(page);
  expect(await isHydrated(heading), 'the heading, left as HTML').toBe(false);
  expect(await isHydrated(page.getByRole('contentinfo')), 'the footer, left as HTML').toBe(false);

  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('main').getByRole('link', { name: SERVICE.name() }).first().click();
  await expect(page).toHaveURL(new RegExp(`${SERVICE.path}$`));
  await expect(heading).toHaveText(SERVICE.name());
  expect(await page.evaluate(() => 'sameDocument' in window), 'no document was loaded').toBe(true);
  expect(await isHydrated(page.getByRole('contentinfo')), 'the footer, rendered by the app').toBe(
    true,
  );
});

/** The home page's contact form: its own file, loaded when the visitor nears it. */
const contactSection = 'src/views/components/contact-section.tsx';

test('the home page fetches its contact form’s code only as the visitor nears it; a message sent before it arrived is sent once it has, never as a GET', async ({
  page,
  outbox,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (isFile(contactSection)(request)) fetched.push(request.url());
  });
  const release = await holdRequests(page, `**${fileOf(contactSection)}`);
  await page.goto('/', { waitUntil: 'networkidle' });
  await waitForApp(page);
  const form = contactForm(page);
  // Prerendered: the form is in the page, its code is not.
  await expect(form.submit).toHaveText('Send Message');
  await expect(form.name).toBeEditable();
  expect(fetched, 'contact form code before scrolling').toEqual([]);

  await page
    .getByRole('heading', { name: 'Speak with our team', level: 2 })
    .scrollIntoViewIfNeeded();
  await expect.poll(() => fetched.length, 'the form code requested').toBeGreaterThan(0);
  const token = uniqueToken();
  const values = validValues(token);
  await form.fill(values);
  await form.submit.click();
  // Held, not submitted natively (a GET): nothing is lost.
  await expect(form.message).toHaveValue(values.message);
  expect(page.url()).not.toContain('?');
  expect(await outbox.messages(token)).toEqual([]);

  release();
  await expectDelivered(page, outbox, values);
  expect(page.url()).not.toContain('?');
  expect(fetched.length, 'each file fetched once').toBe(new Set(fetched).size);
});

test('before the app has arrived, a message typed and sent is sent once it has, never as a GET; the menu and a FAQ answer opened answer at once, and stay open once it is there', async ({
  page,
  outbox,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const releaseFirst = await holdAppScripts(page);
  const token = uniqueToken();
  const values = validValues(token);
  await page.goto('/contact');
  const form = contactForm(page);
  await form.fill(values);
  await form.submit.click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(form.message).toHaveValue(values.message);

  releaseFirst();
  await expectDelivered(page, outbox, values);
  expect(page.url()).not.toContain('?');

  const release = await holdAppScripts(page);
  await page.goto(SERVICE.path);
  const toggle = page.getByRole('button', { name: 'Menu' });
  const navigation = mainNav(page);
  await toggle.click();
  await expect(navigation.getByRole('link', { name: 'Contact' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(navigation).toBeHidden();
  const question = faqQuestions(page).first();
  await question.click();
  const answer = page.getByRole('region', { name: await question.innerText() });
  await expect(answer).toBeVisible();
  await toggle.click();
  await expect(navigation).toBeVisible();
  await expect(toggle, 'before the app, the browser tells the state').not.toHaveAttribute(
    'aria-expanded',
  );

  release();
  await waitForApp(page, { act: false });
  await expect(toggle, 'the menu machine adopted the open menu').toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(navigation).toBeVisible();
  await expect(question, 'the item machine adopted the open answer').toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(answer).toBeVisible();

  // From now on the machines drive them.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(navigation).toBeHidden();
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();
});
