import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { contentSecurityPolicy } from '../../scripts/build/headers.ts';
import { languages, localizePath } from '../../src/data/languages';
import { redirects } from '../../src/data/routes';
import {
  OTHER_LANGUAGES,
  axeViolations,
  OUTBOX_URL,
  expect,
  test,
  allowDocument404,
  faqQuestions,
  languageSwitcher,
  waitForApp,
  PAGE_PATHS,
  SERVICE,
  TEMPLATE_PAGES,
} from './fixtures';

// Every page runs under the strict Content-Security-Policy (its terms: headers.test.ts) that
// Cloudflare Pages applies from dist/_headers.
const CSP = contentSecurityPolicy({ emailOrigin: OUTBOX_URL });

const SECURITY_HEADERS = {
  'content-security-policy': CSP,
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'cross-origin-opener-policy': 'same-origin',
};

const NOT_FOUND = '/no-such-page';

const SITEMAP_PATHS = languages.flatMap(({ code }) => PAGE_PATHS.map((p) => localizePath(code, p)));

/** CSP violations: each document's DOM events from its first byte, and console messages. */
async function watchCsp(page: Page) {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text()))
      messages.push(`console ${message.type()}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    const log: string[] = ((window as unknown as { __csp: string[] }).__csp = []);
    document.addEventListener('securitypolicyviolation', (e) =>
      log.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const log = () => (window as unknown as { __csp?: string[] }).__csp ?? ['no log'];
  return { found: async () => [...(await page.evaluate(log)), ...messages] };
}

/** Scrolls through the page so lazy images load, then waits for the network to settle. */
async function visitWholePage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  await page.waitForLoadState('networkidle');
}

test('every page, the 404 page and a redirect carry the security headers; assets are immutable; the host files are not served', async ({
  request,
}) => {
  for (const path of SITEMAP_PATHS) {
    // No page compiles WebAssembly: Pagefind's runs in the search worker.
    expect((await request.get(path)).headers(), path).toMatchObject({
      ...SECURITY_HEADERS,
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
    });
  }
  for (const [path, status] of [
    [NOT_FOUND, 404],
    [redirects[0]!.from, 301],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(status);
    expect(response.headers(), path).toMatchObject(SECURITY_HEADERS);
  }
  for (const file of ['/_headers', '/_redirects'])
    expect((await request.get(file)).ok(), `${file} is not served`).toBe(false);

  const html = await (await request.get('/')).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
    ([, path]) => path!,
  );
  expect(assets.length, 'hashed scripts and styles linked from /').toBeGreaterThan(0);
  for (const asset of assets) {
    expect(asset, 'a content hash in the name').toMatch(/-[\w-]{8,}\.(js|css)$/);
    const response = await request.get(asset);
    expect(response.status(), asset).toBe(200);
    expect(response.headers(), asset).toMatchObject({
      ...SECURITY_HEADERS,
      'cache-control': 'public, max-age=31536000, immutable',
    });
  }
});

test('no built page has an executable inline script, an inline event handler or a javascript: URL', async () => {
  const dist = join(import.meta.dirname, '..', '..', 'dist');
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.html'),
  );
  expect(files.length, 'dist/ holds the prerendered pages').toBeGreaterThan(SITEMAP_PATHS.length);
  const found: string[] = [];
  for (const file of files) {
    const html = readFileSync(join(dist, file), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1]!);
    if (!scripts.some((a) => /\bsrc=/.test(a))) found.push(`${file}: loads no app`);
    const code = scripts.filter((a) => !/\bsrc=|\btype="application\/(ld\+)?json"/.test(a));
    const unsafe = html.match(/<[a-z][^>]*\son[a-z]+\s*=|\b(href|src|action)="javascript:/gi);
    for (const bad of [...code.map((a) => `<script${a}>`), ...(unsafe ?? [])])
      found.push(`${file}: ${bad}`);
  }
  expect(found).toEqual([]);
});

// What a page can trip the policy or axe with is what its template and its language load.
const BROWSED = [
  ...TEMPLATE_PAGES,
  ...OTHER_LANGUAGES.flatMap(({ code }) => ['/', SERVICE.path].map((p) => localizePath(code, p))),
];

test.describe('no CSP violation', () => {
  for (const path of BROWSED) {
    test(`on ${path} at 390 px, then widened to 1280 px, menu and answers opened; axe finds no WCAG violation`, async ({
      page,
      problems,
    }) => {
      // Two axe scans and two scrolls through the page: seconds each on a busy two-core machine.
      test.slow();
      if (path === NOT_FOUND) allowDocument404(problems, NOT_FOUND);
      const csp = await watchCsp(page);
      await page.setViewportSize({ width: 390, height: 844 });
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy'], 'the policy is applied').toBe(CSP);
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page), `axe at 390 px`).toEqual([]);
      await visitWholePage(page);
      // With the menu open (found by id: its name follows the language) and every FAQ answer.
      await page.locator('[aria-controls="site-navigation"]').click();
      await expect(page.locator('#site-navigation')).toBeVisible();
      await page.keyboard.press('Escape');
      for (const question of await faqQuestions(page).all()) await question.click();
      expect(await csp.found(), `${path} at 390 px`).toEqual([]);
      // The wider layout picks other image widths: scrolled through again, without a reload.
      await page.setViewportSize({ width: 1280, height: 844 });
      await expect(page.locator('[aria-controls="site-navigation"]')).toBeHidden();
      await visitWholePage(page);
      expect(await csp.found(), `${path} at 1280 px`).toEqual([]);
      expect(await axeViolations(page), `axe at 1280 px, answers open`).toEqual([]);
    });
  }

  test('when switching to each language, with the Myanmar font loaded', async ({ page }) => {
    const csp = await watchCsp(page);
    const fonts: string[] = [];
    page.on('response', (r) => r.request().resourceType() === 'font' && fonts.push(r.url()));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await waitForApp(page);
    // Found by id once switched: the group is then named in the page's language.
    const switcher = languageSwitcher(page);
    await expect(page.getByRole('group', { name: 'Language' })).toBeVisible();

    for (const { code, name } of OTHER_LANGUAGES) {
      await switcher.getByRole('link', { name }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      await page.waitForLoadState('networkidle');
      expect(await csp.found(), `after ${name}`).toEqual([]);
      if (code !== 'my') continue;
      // The site's face, as a device without a Myanmar font fetches it.
      const loaded = await page.evaluate(async () =>
        (await document.fonts.load('16px "Noto Sans Myanmar Web"', 'မြန်မာ')).map((f) => f.status),
      );
      expect(loaded, 'the Noto Sans Myanmar Web face').toEqual(['loaded']);
      expect(
        fonts.filter((url) => /myanmar/i.test(url)),
        'Myanmar font files',
      ).not.toEqual([]);
    }
  });

  test('the watch itself sees a violation (so an empty list means something)', async ({
    page,
    problems,
  }) => {
    problems.allow(/Content Security Policy/);
    const csp = await watchCsp(page);
    await page.goto('/about');
    await waitForApp(page);
    // An inline script, as an injected or careless one would be: the policy must refuse it.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true;';
      document.body.append(script);
    });
    await expect
      .poll(() => csp.found())
      .toContainEqual(expect.stringMatching(/^script-src-elem inline$/));
    expect(
      await page.evaluate(() => (window as { __inlineRan?: boolean }).__inlineRan),
    ).toBeUndefined();
  });
});
