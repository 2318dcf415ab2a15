import type { Page, Request } from '@playwright/test';
import { mainRoutes } from '../../src/data/routes';
import { localizePath, namespaces, type SiteLanguage } from '../../src/data/languages';
import { leaves } from '../../scripts/content/rules.ts';
import { detection } from '../../src/i18n/config';
import {
  OTHER_LANGUAGES,
  SERVICE,
  allowDocument404,
  at,
  expect,
  expectAt,
  expectHydrated,
  expectNoOverflow,
  h1,
  localeFile,
  localeText as tr,
  test,
  titleOf,
  waitForApp,
  watchHydration,
} from './fixtures';

// Every page in the visitor's language with the app running: English at the unprefixed routes,
// the same pages under /ja and /my; the switcher, and the choice remembered.

/** The switcher, named in the language of the page it is on. */
const switcher = (page: Page, lng: SiteLanguage) =>
  page.getByRole('group', { name: tr(lng, 'common:language.label') });
const stored = (page: Page) => page.evaluate(() => localStorage.getItem('i18nextLng'));
/** Marks the window: a page loaded since has no mark. */
const mark = (page: Page) => page.evaluate(() => void Object.assign(window, { marked: true }));
const marked = (page: Page) => page.evaluate(() => 'marked' in window);

/** Every request the page makes, to prove none leaves the site's origin. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}
const foreignRequests = (requests: Request[], baseURL: string) =>
  requests.map((r) => r.url()).filter((url) => !url.startsWith(`${baseURL}/`));

/** Texts of en/*.json whose lng text differs: any of them on the page is English left behind. */
function englishOnlyTexts(lng: SiteLanguage): string[] {
  const texts = namespaces.flatMap((ns) => {
    const translated = new Map(leaves(localeFile(lng, ns)));
    return leaves(localeFile('en', ns)).flatMap(([path, text]) => {
      const value = String(text).trim();
      return value.length > 1 && !value.includes('{{') && translated.get(path) !== text
        ? [value]
        : [];
    });
  });
  return [...new Set(texts)];
}

/**
 * Text nodes and labels equal to one of `english`, but in content marked as another language (the
 * switcher's 'English') and the postal address (written as the post office writes it).
 */
function englishOnPage(page: Page, english: string[]): Promise<string[]> {
  return page.evaluate((texts) => {
    const wanted = new Set(texts);
    const pageLang = document.documentElement.lang;
    const exempt = (element: Element | null) =>
      !element ||
      element.closest('address') !== null ||
      (element.closest('[lang]')?.getAttribute('lang') ?? pageLang) !== pageLang;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (wanted.has(text) && !exempt(node.parentElement))
        found.push(`text "${text}" in <${node.parentElement?.localName}>`);
    }
    for (const element of document.body.querySelectorAll(
      '[alt], [aria-label], [title], [placeholder]',
    ))
      for (const name of ['alt', 'aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(name)?.trim();
        if (value && wanted.has(value) && !exempt(element))
          found.push(`${name}="${value}" on <${element.localName}>`);
      }
    return found;
  }, english);
}

/** Each route, by the key of its heading's text. */
const ROUTES: [path: string, h1: string][] = [
  ['/', 'home:hero.title'],
  ['/about', 'about:title'],
  ['/expertise', 'services:page.title'],
  [SERVICE.path, `services:items.${SERVICE.id}.name`],
  ['/professionals', 'professionals:page.title'],
  ['/publication', 'common:publication.title'],
  ['/contact', 'common:contactSection.pageTitle'],
  ['/privacy-policy', 'legal:privacy.title'],
  ['/no-such-page', 'common:notFound.title'],
];

for (const { code: lng } of OTHER_LANGUAGES) {
  for (const [route, heading] of ROUTES) {
    const path = localizePath(lng, route);
    test(`${path} with the app running is wholly in ${lng}, fits 390 px and stays on the site`, async ({
      page,
      problems,
      baseURL,
    }) => {
      if (route === '/no-such-page') allowDocument404(problems, path);
      const requests = recordRequests(page);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      await waitForApp(page);

      await expectAt(page, path, lng, tr(lng, heading));
      // In the closed menu at this width: hidden, and read all the same.
      const nav = page.getByRole('navigation', {
        name: tr(lng, 'common:nav.label'),
        includeHidden: true,
      });
      await expect(
        nav.getByRole('list', { includeHidden: true }).getByRole('link', { includeHidden: true }),
      ).toHaveText(mainRoutes.map(({ navKey }) => tr(lng, `common:nav.${navKey}`)));
      expect(await englishOnPage(page, englishOnlyTexts(lng)), 'English texts left').toEqual([]);

      await page.evaluate(() => document.fonts.ready);
      await expectNoOverflow(page, path);
      expect(foreignRequests(requests, baseURL!), 'requests to other origins').toEqual([]);
    });
  }
}

test('the switcher with the app running, at 1280 px, changes page in place: address, language, title and stored choice, remembered on the next page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/about');
  await waitForApp(page);
  await mark(page);

  await switcher(page, 'en').getByRole('link', { name: '日本語' }).click();
  await expectAt(page, '/ja/about', 'ja', tr('ja', 'about:title'));
  await expect(page).toHaveTitle(titleOf('ja', '/about'));
  const japanese = switcher(page, 'ja').getByRole('link', { name: '日本語' });
  await expect(japanese).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => stored(page)).toBe('ja');

  await switcher(page, 'ja').getByRole('link', { name: 'English' }).click();
  // The ?lng=en of the link is gone.
  await expectAt(page, '/about', 'en', tr('en', 'about:title'));
  await expect(page).toHaveTitle(titleOf('en', '/about'));
  await expect.poll(() => stored(page)).toBe('en');

  expect(await marked(page), 'no page was loaded').toBe(true);
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);

  // Remembered on the next page opened.
  await page.goto('/contact');
  await waitForApp(page);
  await expectAt(page, '/contact', 'en');
  await switcher(page, 'en').getByRole('link', { name: '日本語' }).click();
  await expect(page).toHaveURL(at('/ja/contact'));
  await expect.poll(() => stored(page)).toBe('ja');
  await page.goto('/about');
  await expectAt(page, '/ja/about', 'ja', tr('ja', 'about:title'));
});

test.describe('a browser that asks for Japanese', () => {
  test.use({ locale: 'ja-JP' });

  test('opening /about lands on /ja/about in Japanese, in place of it in history, hydrates cleanly and breaks lines strictly', async ({
    page,
  }) => {
    const hydrationTrouble = watchHydration(page);
    await page.goto('/ja/contact');
    const entries = await page.evaluate(() => history.length);
    await page.goto('/about');
    await expectAt(page, '/ja/about', 'ja', tr('ja', 'about:title'));
    expect(await page.evaluate(() => history.length), 'one entry: /about left none').toBe(
      entries + 1,
    );

    await waitForApp(page);
    await expectHydrated(h1(page));
    await expect(h1(page)).toHaveText(tr('ja', 'about:title'));
    expect(await stored(page)).toBe('ja');
    expect(hydrationTrouble()).toEqual([]);
    expect(
      await page.evaluate(() => getComputedStyle(document.body).getPropertyValue('line-break')),
      'Japanese body text breaks lines strictly',
    ).toBe('strict');

    await page.goBack();
    await expect(page, 'Back skips the English page').toHaveURL(at('/ja/contact'));
  });
});

test('a language chosen in the i18next cookie leads to its page, before the app has started', async ({
  page,
  context,
  baseURL,
}) => {
  const lng = OTHER_LANGUAGES.at(-1)!.code;
  await context.addCookies([{ name: detection.lookupCookie, value: lng, url: baseURL! }]);
  await page.goto('/about');
  await expectAt(page, localizePath(lng, '/about'), lng, tr(lng, 'about:title'));
  expect(await stored(page)).toBe(lng);
});

test('a page in the language detected caches it as the visitor leaves, not while it loads (the first write to storage holds the main thread)', async ({
  page,
}) => {
  const { code: lng } = OTHER_LANGUAGES[0]!;
  await page.addInitScript(() => {
    const writes: string[] = [];
    Object.assign(window, { __writes: writes });
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      writes.push(`${key}=${value}`);
      setItem.call(this, key, value);
    };
  });
  await page.goto(localizePath(lng, '/about'));
  await page.waitForLoadState('load');
  // Detection's steps, a task each, have run long before: nothing was written.
  await page.waitForTimeout(500);
  const writes = () => page.evaluate(() => (window as unknown as { __writes: string[] }).__writes);
  expect(await writes(), 'storage written while the page loaded').toEqual([]);
  expect(await stored(page)).toBeNull();

  // Left for an English address: the language cached as the page went leads back to its page.
  await page.goto('/privacy-policy');
  await expectAt(page, localizePath(lng, '/privacy-policy'), lng);
  expect(await stored(page)).toBe(lng);
});

test('an English page reads the stored choice only once it has loaded (the first read of storage holds the main thread while the browser loads the page), or a few seconds on when an image never arrives, and follows it', async ({
  page,
}) => {
  const { code: lng } = OTHER_LANGUAGES[0]!;
  await page.goto(localizePath(lng, '/about'));
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [detection.lookupLocalStorage, lng],
  );
  // For each read of storage: had the page finished loading?
  const readsAfterLoad: boolean[] = [];
  await page.exposeFunction('storageRead', (loaded: boolean) => readsAfterLoad.push(loaded));
  await page.addInitScript(() => {
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (key: string) {
      const [navigation] = performance.getEntriesByType('navigation');
      const loaded = (navigation as PerformanceNavigationTiming | undefined)?.loadEventEnd;
      void (window as unknown as { storageRead: (loaded: boolean) => void }).storageRead(!!loaded);
      return getItem.call(this, key);
    };
  });

  await page.goto('/about');
  await expectAt(page, localizePath(lng, '/about'), lng, tr(lng, 'about:title'));
  expect(readsAfterLoad.length, 'the stored choice was read').toBeGreaterThan(0);
  expect(readsAfterLoad, 'no read while the page loaded').not.toContain(false);

  // The lawyers' portraits never arrive, so `load` never comes.
  readsAfterLoad.length = 0;
  await page.route(/\.(avif|webp|png|jpe?g|svg)$/, () => {});
  await page.goto('/professionals', { waitUntil: 'domcontentloaded' });
  // Time for the boot script's tasks, which read storage this soon before.
  await page.waitForTimeout(300);
  expect(readsAfterLoad, 'no read while the page loads').toEqual([]);
  expect(await page.evaluate(() => document.readyState), 'still loading').toBe('interactive');
  const title = tr(lng, 'professionals:page.title');
  await expectAt(page, localizePath(lng, '/professionals'), lng, title);
});

test('a choice made right after load, before the app has started, is remembered on the next page opened; ?lng= overrides it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/about');
  await mark(page);
  await switcher(page, 'en').getByRole('link', { name: '日本語' }).click();
  await expect(page).toHaveURL(at('/ja/about'));
  expect(await marked(page), 'the link loaded the page (the app had not started)').toBe(false);

  await page.goto('/contact');
  await expectAt(page, '/ja/contact', 'ja');

  await switcher(page, 'ja').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(at('/contact'));
  await page.goto('/about');
  await waitForApp(page);
  await expectAt(page, '/about', 'en');

  // ?lng= in a link leads to that language's page, keeping the rest of the query.
  await page.goto('/about?lng=my&ref=mail');
  await expectAt(page, '/my/about?ref=mail', 'my', tr('my', 'about:title'));
  await page.goto('/ja/contact?lng=en');
  await expectAt(page, '/contact', 'en');
});

const bodyStyle = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return { lineHeight: parseFloat(style.lineHeight), fontSize: parseFloat(style.fontSize) };
  });

test('typography: Burmese has taller lines, in the device’s Noto Sans Myanmar (font-display: block, never a fallback), with no font request and no layout shift, else in the site’s cut of it; on English and Japanese pages Burmese words are in the system’s Myanmar font, with no download', async ({
  page,
  baseURL,
}) => {
  const requests = recordRequests(page);
  await page.addInitScript(() => {
    const seen = { shifts: 0 };
    (window as unknown as { __font: typeof seen }).__font = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        seen.shifts += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });

  for (const path of ['/ja/', '/']) {
    await page.goto(path);
    const burmese = page.getByRole('banner').locator('[lang="my"]');
    await expect(burmese).toHaveCSS('font-family', /^"Noto Sans Myanmar", "Myanmar Text"/);
  }
  await page.waitForLoadState('networkidle');
  const english = await bodyStyle(page);
  const fetched = requests.filter(
    (r) => r.resourceType() === 'font' || /noto-sans-myanmar|myanmar-\d+/i.test(r.url()),
  );
  expect(
    fetched.map((r) => r.url()),
    'fonts or Myanmar font CSS for en and ja',
  ).toEqual([]);

  await page.goto('/my/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'my');
  const burmese = await bodyStyle(page);
  expect(burmese.fontSize).toBe(english.fontSize);
  expect(burmese.lineHeight, 'line-height (px) with my vs en').toBeGreaterThan(english.lineHeight);
  await page.waitForLoadState('networkidle');
  const seen = await page.evaluate(() => ({
    ...(window as unknown as { __font: { shifts: number } }).__font,
    // 'block': Burmese text is never painted in a fallback (boxes on a system without the font).
    faces: [...document.fonts]
      .filter((face) => face.family.replace(/"/g, '') === 'Noto Sans Myanmar')
      .map(({ display, status, weight }) => ({ display, status, weight })),
  }));
  expect(seen, 'the page names its font, loaded, with no fallback painted, nothing moved').toEqual({
    shifts: 0,
    faces: [{ display: 'block', status: 'loaded', weight: '400' }],
  });
  await expect(h1(page)).toHaveCSS('font-family', /^"Noto Sans Myanmar"/);
  const fontFiles = requests.filter((r) => r.resourceType() === 'font' && /myanmar/i.test(r.url()));
  expect(
    fontFiles.map((r) => r.url()),
    'font files: this device has Noto Sans Myanmar (ensure-chromium installs it), as phones do',
  ).toEqual([]);
  expect(foreignRequests(requests, baseURL!), 'requests to other origins').toEqual([]);

  // A device without it (Windows) loads the face's last source, the site's cut of the font.
  const file = await page.evaluate(async () => {
    const rule = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .find((r) => r instanceof CSSFontFaceRule && /Noto Sans Myanmar['"]/.test(r.cssText));
    const url = /url\("?([^")]+)"?\)/.exec(
      (rule as CSSFontFaceRule).style.getPropertyValue('src'),
    )?.[1];
    const face = new FontFace('Without a Myanmar font', `url(${url})`);
    document.fonts.add(face);
    await face.load().catch(() => undefined);
    return { url, status: face.status };
  });
  expect(file, 'the site’s cut of Noto Sans Myanmar, under the page’s policy').toEqual({
    url: expect.stringMatching(/^\/assets\/[^/]+\.woff2$/),
    status: 'loaded',
  });
  const served = await page.request.get(file.url!);
  expect(served.headers()['cache-control'], 'cached for good, as every asset').toContain(
    'immutable',
  );
});
