import type { BrowserContext, Page, Route } from '@playwright/test';
import { languages, localizePath, type SiteLanguage } from '../../src/data/languages';
import { mainRoutes } from '../../src/data/routes';
import { site } from '../../src/data/site';
import { baseOptions, localeRequestTimeoutMs } from '../../src/i18n/config';
import {
  PageProblems,
  allowDocument404,
  expect,
  faqQuestions,
  holdRequests,
  localeText,
  test,
  waitForApp,
  SERVICE,
} from './fixtures';

// When /locales answers 404, 500, HTML instead of JSON, or never (abandoned at a timeout), every page
// still reads in its language from the texts it carries, and in-app navigation reloads the page.
// Each fault's pages open in tabs of their own, so their retries and timeouts run side by side.

test.use({ viewport: { width: 390, height: 844 } });

/** What a failing locale request gets; 'hang' is never answered. */
const ANSWERS = {
  '404': { status: 404, contentType: 'text/plain', body: 'Not Found' },
  '500': { status: 500, contentType: 'text/plain', body: 'Internal Server Error' },
  html: {
    status: 200,
    contentType: 'text/html; charset=utf-8',
    body: '<!doctype html><html><head><title>Welcome</title></head><body><h1>It works</h1></body></html>',
  },
};
type Fault = keyof typeof ANSWERS | 'hang';
const FAULTS: Fault[] = ['404', '500', 'html', 'hang'];

/** 'en', or a regional variant. */
const ENGLISH = /^en(-[A-Za-z]+)?$/;

/** A locale key left on screen: `nav.home`, `services.items.<id>.name`. */
const RAW_KEY = /^[a-z]+(\.[a-zA-Z-]+)+$/;

const en = (key: string) => localeText('en', key);
/** A language other than English, whose own files fail in its case. */
const other = languages[1].code;
const navOf = (lng: string) =>
  mainRoutes.map((route) => localeText(lng, `common:nav.${route.navKey}`));

interface Case {
  path: string;
  lng?: SiteLanguage;
  h1: string;
  /** The first paragraph of main (a not-found page: its heading only). */
  paragraph?: string;
  faq?: true;
}
const CASES: Case[] = [
  { path: '/', h1: en('home:hero.title'), paragraph: en('home:hero.text') },
  { path: '/about', h1: en('about:title'), paragraph: en('about:intro') },
  {
    path: SERVICE.path,
    h1: en(`services:items.${SERVICE.id}.name`),
    paragraph: en(`services:items.${SERVICE.id}.description`),
    faq: true,
  },
  { path: '/no-such-page', h1: en('common:notFound.title') },
  { path: '/expertise/no-such-service', h1: en('services:page.notFound') },
  // Only its own files fail: the page must not fall back to fetched English.
  {
    path: localizePath(other, '/about'),
    lng: other,
    h1: localeText(other, 'about:title'),
    paragraph: localeText(other, 'about:intro'),
  },
];

/** Makes every request matching `pattern` fail in the way of `fault`, and counts them. */
async function failLocales(page: Page, fault: Fault, pattern: string) {
  const calls = { requested: [] as string[], answered: 0, abandoned: 0 };
  page.on('requestfailed', (request) => {
    if (request.url().includes('/locales/')) calls.abandoned += 1;
  });
  await page.route(pattern, async (route: Route) => {
    calls.requested.push(route.request().url());
    if (fault === 'hang') return;
    await route.fulfill(ANSWERS[fault]);
    calls.answered += 1;
  });
  return calls;
}

function allowLocaleFailures(problems: PageProblems): void {
  problems.allow(
    /^HTTP (404|500): GET http:\/\/[^/]+\/locales\//,
    /^console\.error: Failed to load resource: the server responded with a status of (404|500) /,
  );
}

/** Any text or label in header, main, nav or footer of any tab that is a raw key, as it appears. */
async function watchRawKeys(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  await context.exposeFunction('__reportRawKey', (text: string) => seen.push(text));
  await context.addInitScript((source: string) => {
    const pattern = new RegExp(source);
    const report = (window as unknown as { __reportRawKey: (t: string) => void }).__reportRawKey;
    const scan = () => {
      for (const region of document.querySelectorAll('header, main, nav, footer')) {
        const walker = document.createTreeWalker(region, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent?.trim() ?? '';
          if (pattern.test(text)) report(`${location.pathname}: "${text}"`);
        }
        const labels = ['aria-label', 'alt', 'title', 'placeholder'];
        for (const element of region.querySelectorAll(labels.map((name) => `[${name}]`).join()))
          for (const name of labels) {
            const value = element.getAttribute(name)?.trim() ?? '';
            if (pattern.test(value)) report(`${location.pathname}: ${name}="${value}"`);
          }
      }
    };
    new MutationObserver(scan).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    });
  }, RAW_KEY.source);
  return seen;
}

const h1 = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

async function expectReadable(page: Page, expected: Case): Promise<void> {
  await expect(h1(page)).toHaveText(expected.h1);
  await expect(page.locator('html')).toHaveAttribute('lang', expected.lng ?? ENGLISH);
  if (!expected.paragraph) return;
  await expect(page.locator('#site-navigation li a')).toHaveText(navOf(expected.lng ?? 'en'));
  await expect(page.getByRole('main').locator('p').first()).toHaveText(expected.paragraph);
  if (expected.lng) return;
  await expect(page.getByRole('contentinfo')).toContainText(site.firmName);
  expect(
    await page.evaluate(() => document.body.innerText.trim().length),
    'characters of text on the page',
  ).toBeGreaterThan(400);
}

/**
 * Opens `expected.path` in a new tab with its locale files failing: usable before any locale
 * answered, readable, interactive. Then points at the Privacy Policy link, whose texts no other
 * page embeds: the app fetches them, and they fail too.
 */
async function openFailing(context: BrowserContext, fault: Fault, expected: Case) {
  const page = await context.newPage();
  const problems = new PageProblems(page);
  allowLocaleFailures(problems);
  allowDocument404(problems, expected.path);
  const calls = await failLocales(page, fault, `**/locales/${expected.lng ? `${other}/` : ''}**`);
  const answerLocales = await holdRequests(page, '**/locales/**');
  await page.goto(expected.path);
  await waitForApp(page);
  if (!expected.lng) {
    // React is running the page.
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  }
  answerLocales();
  await expectReadable(page, expected);
  if (expected.faq) {
    const question = faqQuestions(page).first();
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: await question.innerText() })).toBeVisible();
  }
  const privacy = localeText(expected.lng ?? 'en', 'common:footer.privacy');
  await page.getByRole('contentinfo').getByRole('link', { name: privacy }).hover();
  await expect
    .poll(() => calls.requested.length, { message: 'locale requests' })
    .toBeGreaterThan(0);
  return { page, problems, calls, expected };
}

const { maxRetries, retryTimeout } = baseOptions;
/** i18next's retries of a 5xx, each waiting twice as long as the one before. */
const retryingMs = retryTimeout * (2 ** maxRetries - 1);

/** Until a 4xx or bad JSON is answered, each 5xx tried and retried, a hang abandoned. */
async function settled({ calls }: Awaited<ReturnType<typeof openFailing>>, fault: Fault) {
  if (fault === 'hang') {
    await expect
      .poll(() => calls.abandoned, {
        message: 'locale requests abandoned',
        timeout: localeRequestTimeoutMs * 1.5,
      })
      .toBeGreaterThan(0);
    return;
  }
  if (fault === '500') {
    // Each file's retries: a page may ask for two at once (the shared texts and a page's own).
    const fewestTries = () => {
      const tries = new Map<string, number>();
      for (const url of calls.requested) tries.set(url, (tries.get(url) ?? 0) + 1);
      return Math.min(...tries.values());
    };
    await expect
      .poll(fewestTries, { message: 'tries of every locale file', timeout: retryingMs * 2 })
      .toBeGreaterThanOrEqual(maxRetries + 1);
  }
  await expect
    .poll(() => calls.answered, { message: 'failing locale requests answered' })
    .toBe(calls.requested.length);
}

/** At 1280 px, links followed while the app may be fetching the next page's texts end on it. */
async function navigateInApp(page: Page): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await waitForApp(page);
  await nav.getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(h1(page)).toHaveText(en('about:title'), { timeout: 15_000 });
  await expectReadable(page, CASES[1]!);
  await nav.getByRole('link', { name: navOf('en')[2]! }).click();
  await expect(page).toHaveURL(/\/expertise$/);
  await expect(h1(page)).toHaveText(en('services:page.title'), { timeout: 15_000 });
  await expect(page.getByRole('main').locator('p').first()).toHaveText(en('services:page.intro'));
}

/** A step whose failure names it: the tabs run side by side. */
const step = <T>(title: string, body: () => Promise<T>): Promise<T> =>
  test.step(title, body).catch((error: Error) => {
    error.message = `${title}: ${error.message}`;
    throw error;
  });

for (const fault of FAULTS) {
  test(`when /locales ${fault === 'hang' ? 'never answers' : `answers ${fault}`}, every page reads in full in its language, shows no key, stays interactive, and in-app navigation ends on a readable page`, async ({
    browser,
    baseURL,
    context,
    page,
    problems,
  }) => {
    test.setTimeout(90_000);
    // The other language in a context of its own: the English pages would come up in it after.
    const elsewhere = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    const rawKeys = [await watchRawKeys(context), await watchRawKeys(elsewhere)];
    allowLocaleFailures(problems);
    await failLocales(page, fault, '**/locales/**');
    // Runs alongside the tabs below; awaited after them.
    const navigation = navigateInApp(page);
    navigation.catch(() => undefined);

    const tabs = await Promise.all(
      CASES.map((expected) =>
        step(expected.path, () => openFailing(expected.lng ? elsewhere : context, fault, expected)),
      ),
    );
    await Promise.all(
      tabs.map((tab) =>
        step(`${tab.expected.path}, once the failing requests are over`, async () => {
          await settled(tab, fault);
          await expectReadable(tab.page, tab.expected);
        }),
      ),
    );
    await step('a client-side navigation from /', () => navigation);
    for (const tab of tabs)
      expect(
        tab.problems.unexpected(),
        `${tab.expected.path}: console errors or failed requests`,
      ).toEqual([]);
    expect(rawKeys.flat(), 'raw keys shown').toEqual([]);
    await elsewhere.close();
  });
}

test('language requests that cannot be met fall back to English and ask for no such file', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => r.url().includes('/locales/') && asked.push(r.url()));
  for (const lng of ['fr', 'xx-YY', 'ja/../../en', '<b>ja</b>', '']) {
    await test.step(`?lng=${lng}`, async () => {
      await page.goto(`/about?lng=${encodeURIComponent(lng)}`);
      await waitForApp(page);
      await expectReadable(page, CASES[1]!);
      await page.waitForLoadState('networkidle');
      expect(asked.filter((url) => !/\/locales\/en\/[a-z]+\.json$/.test(url))).toEqual([]);
    });
  }
});
