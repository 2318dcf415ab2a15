import type { Page, Route } from '@playwright/test';
import { mainRoutes } from '../../src/data/routes';
import { site } from '../../src/data/site';
import {
  allowDocument404,
  expect,
  faqQuestions,
  holdRequests,
  localeText,
  test,
  waitForApp,
  type PageProblems,
} from './fixtures';

// Issue 6 item 3 in real Chromium: when /locales answers 404, 500, an HTML page instead of JSON, or
// never answers, every page still reads completely in its language (the texts it was rendered
// with travel in the page: English, and Japanese on /ja/about), shows no raw translation key, stays interactive, and a client-side
// navigation ends on a readable page (NamespaceGate reloads the document, whose HTML has the
// texts). A request that hangs is abandoned after 8 s (AbortSignal.timeout in src/i18n/client.ts).

type Fault = '404' | '500' | 'html' | 'hang';
const FAULTS: Fault[] = ['404', '500', 'html', 'hang'];

/** English as <html lang> gives it: 'en' (a regional variant such as 'en-GB' would do too). */
const ENGLISH = /^en(-[A-Za-z]+)?$/;

/** A locale key left on screen: `nav.home`, `services.items.employment.name`, ... */
const RAW_KEY = /^[a-z]+(\.[a-zA-Z-]+)+$/;

const en = (key: string) => localeText('en', key);

interface Page_ {
  path: string;
  h1: string;
  paragraph: string;
  faq?: true;
}
const PAGES: Page_[] = [
  { path: '/', h1: en('home:hero.title'), paragraph: en('home:hero.text') },
  { path: '/about', h1: en('about:title'), paragraph: en('about:intro') },
  {
    path: '/expertise/employment',
    h1: en('services:items.employment.name'),
    paragraph: en('services:items.employment.description'),
    faq: true,
  },
];
const NAV = mainRoutes.map((route) => en(`common:nav.${route.navKey}`));

/**
 * Makes every request matching `pattern` fail in the way of `fault`. Returns the URLs asked for.
 * A hanging request is never answered: only the page's own timeout can end it.
 */
async function failLocales(page: Page, fault: Fault, pattern = '**/locales/**'): Promise<string[]> {
  const requested: string[] = [];
  await page.route(pattern, async (route: Route) => {
    requested.push(route.request().url());
    if (fault === '404')
      await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
    else if (fault === '500')
      await route.fulfill({
        status: 500,
        contentType: 'text/plain',
        body: 'Internal Server Error',
      });
    else if (fault === 'html')
      await route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><html><head><title>Welcome</title></head><body><h1>It works</h1></body></html>',
      });
  });
  return requested;
}

/** The failing locale requests are expected in the console and network log; nothing else is. */
function allowLocaleFailures(problems: PageProblems): void {
  problems.allow(
    /^HTTP (404|500): GET http:\/\/[^/]+\/locales\//,
    /^console\.error: Failed to load resource: the server responded with a status of (404|500) /,
  );
}

/**
 * Reports, across every document of the test, any text or label in header, main, nav or footer
 * that is a raw key, the moment it appears.
 */
async function watchRawKeys(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__reportRawKey', (text: string) => seen.push(text));
  await page.addInitScript((source: string) => {
    const pattern = new RegExp(source);
    const report = (window as unknown as { __reportRawKey: (t: string) => void }).__reportRawKey;
    const scan = () => {
      for (const region of document.querySelectorAll('header, main, nav, footer')) {
        const walker = document.createTreeWalker(region, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent?.trim() ?? '';
          if (pattern.test(text)) report(`${location.pathname}: "${text}"`);
        }
        for (const element of region.querySelectorAll(
          '[aria-label], [alt], [title], [placeholder]',
        ))
          for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
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

/** The whole page is there, in English: heading, navigation, its first paragraph, a footer. */
async function expectReadableEnglish(page: Page, expected: Page_): Promise<void> {
  await expect(h1(page)).toHaveText(expected.h1);
  await expect(page.locator('#site-navigation li a')).toHaveText(NAV);
  await expect(page.getByRole('main').locator('p').first()).toHaveText(expected.paragraph);
  await expect(page.getByRole('contentinfo')).toContainText(site.firmName);
  expect(
    await page.evaluate(() => document.body.innerText.trim().length),
    'characters of text on the page',
  ).toBeGreaterThan(400);
}

/** The menu toggle (390 px) opens and closes the navigation: React is running the page. */
async function expectMenuWorks(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
}

/** The menu works, and on a service page a FAQ answer opens. */
async function expectInteractive(page: Page, expected: Page_): Promise<void> {
  await expectMenuWorks(page);
  if (expected.faq) {
    const question = faqQuestions(page).first();
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: await question.innerText() })).toBeVisible();
  }
}

/**
 * Points at the footer's Privacy Policy link: the app then fetches the legal texts, which no page
 * but the legal ones embeds (decision 0018: other pages' texts are fetched on intent).
 */
async function askForOtherTexts(page: Page): Promise<void> {
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).hover();
}

/** Resolves when the page has given up on a locale request it made (its timeout aborted it). */
const localeRequestAbandoned = (page: Page, timeout: number) =>
  page.waitForEvent('requestfailed', {
    predicate: (request) => request.url().includes('/locales/'),
    timeout,
  });

/**
 * Waits until the app has finished with the failing requests: a 4xx or a parse error at once,
 * a 5xx after i18next's retries (maxRetries 5 from 350 ms, doubling: six tries in about 11 s), a
 * hang when the 8 s timeout abandons it.
 */
async function settled(page: Page, fault: Fault, requested: string[]): Promise<void> {
  await expect.poll(() => requested.length, { message: 'locale requests' }).toBeGreaterThan(0);
  if (fault === 'hang') {
    await localeRequestAbandoned(page, 12_000);
  } else if (fault === '500') {
    const mostTries = () => {
      const tries = new Map<string, number>();
      for (const url of requested) tries.set(url, (tries.get(url) ?? 0) + 1);
      return Math.max(...tries.values());
    };
    await expect
      .poll(mostTries, { message: 'tries of one locale file', timeout: 20_000 })
      .toBeGreaterThanOrEqual(6);
  }
  await page.waitForTimeout(500);
}

for (const fault of FAULTS) {
  test.describe(`when /locales ${fault === 'hang' ? 'never answers' : `answers ${fault}`}`, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    for (const expected of PAGES) {
      test(`${expected.path} reads in full English, shows no key and stays interactive`, async ({
        page,
        problems,
      }) => {
        allowLocaleFailures(problems);
        const rawKeys = await watchRawKeys(page);
        const requested = await failLocales(page, fault);
        const answerLocales = await holdRequests(page, '**/locales/**');
        await page.goto(expected.path);
        await waitForApp(page);
        // Usable with no locale answered: nothing waits for /locales, the English texts are in the page.
        await expectMenuWorks(page);
        answerLocales();
        await expectReadableEnglish(page, expected);
        await expectInteractive(page, expected);

        // Asked for another page's texts (a link about to be followed), they failed (or hang).
        await askForOtherTexts(page);
        await expect
          .poll(() => requested.length, { message: 'locale requests' })
          .toBeGreaterThan(0);
        if (fault === 'hang') await localeRequestAbandoned(page, 12_000);
        else await page.waitForLoadState('networkidle');
        await expectReadableEnglish(page, expected);
        await expect(page.locator('html')).toHaveAttribute('lang', ENGLISH);
        expect(rawKeys, 'raw keys shown').toEqual([]);
      });
    }

    test('a client-side navigation ends on a readable English page, never on keys', async ({
      page,
      problems,
    }) => {
      test.setTimeout(60_000);
      allowLocaleFailures(problems);
      const rawKeys = await watchRawKeys(page);
      await failLocales(page, fault);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/');
      await waitForApp(page);

      // At once, while the app may still be fetching the about namespace (or waiting on it).
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'About Us' })
        .click();
      await expect(page).toHaveURL(/\/about$/);
      // 5xx are retried (about 11 s in all), a hang is abandoned after 8 s; then the page reloads.
      await expect(h1(page)).toHaveText(en('about:title'), { timeout: 15_000 });
      await expectReadableEnglish(page, PAGES[1]!);
      expect(rawKeys, 'raw keys shown').toEqual([]);

      // And on from there to a service page, by its card link.
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: NAV[2]! })
        .click();
      await expect(page).toHaveURL(/\/expertise$/);
      await expect(h1(page)).toHaveText(en('services:page.title'), { timeout: 15_000 });
      await expect(page.getByRole('main').locator('p').first()).toHaveText(
        en('services:page.intro'),
      );
      expect(rawKeys, 'raw keys shown').toEqual([]);
    });

    test('/ja/about with the Japanese files failing reads in full Japanese, marked ja', async ({
      page,
      problems,
    }) => {
      allowLocaleFailures(problems);
      const rawKeys = await watchRawKeys(page);
      const requested = await failLocales(page, fault, '**/locales/ja/**');
      await page.goto('/ja/about');
      await waitForApp(page);
      const readableJapanese = async () => {
        await expect(h1(page)).toHaveText(localeText('ja', 'about:title'));
        await expect(page.locator('#site-navigation li a')).toHaveText(
          mainRoutes.map((route) => localeText('ja', `common:nav.${route.navKey}`)),
        );
        await expect(page.getByRole('main').locator('p').first()).toHaveText(
          localeText('ja', 'about:intro'),
        );
        await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
      };
      await readableJapanese();

      // Asked for the legal texts (a link about to be followed), which this page does not carry.
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: localeText('ja', 'common:footer.privacy') })
        .hover();
      await settled(page, fault, requested);
      await readableJapanese();
      expect(rawKeys, 'raw keys shown').toEqual([]);
    });

    for (const [path, title] of [
      ['/no-such-page', en('common:notFound.title')],
      ['/expertise/no-such-service', en('services:page.notFound')],
    ] as const) {
      test(`${path} says not found and is usable at once`, async ({ page, problems }) => {
        allowLocaleFailures(problems);
        allowDocument404(problems, path);
        const rawKeys = await watchRawKeys(page);
        const requested = await failLocales(page, fault);
        const answerLocales = await holdRequests(page, '**/locales/**');
        await page.goto(path);
        await waitForApp(page);
        // Usable with no locale answered: the 404 page awaits none of them.
        await expectMenuWorks(page);
        answerLocales();

        await askForOtherTexts(page);
        await settled(page, fault, requested);
        await expect(h1(page)).toHaveText(title);
        expect(rawKeys, 'raw keys shown').toEqual([]);
      });
    }
  });
}

test.describe('language requests that cannot be met', () => {
  for (const lng of ['fr', 'xx-YY', 'ja/../../en', '<b>ja</b>', '']) {
    test(`?lng=${lng} falls back to English and asks for no such file`, async ({ page }) => {
      const asked: string[] = [];
      page.on('request', (r) => r.url().includes('/locales/') && asked.push(r.url()));
      await page.goto(`/about?lng=${encodeURIComponent(lng)}`);
      await waitForApp(page);
      await expectReadableEnglish(page, PAGES[1]!);
      await expect(page.locator('html')).toHaveAttribute('lang', ENGLISH);
      await page.waitForLoadState('networkidle');
      expect(asked.filter((url) => !/\/locales\/en\/[a-z]+\.json$/.test(url))).toEqual([]);
    });
  }
});
