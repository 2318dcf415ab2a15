import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { decodeEntities, expect, test, textOf } from './fixtures';

// The prerendered HTML (STACK.md "Prerendering"): every route's content, title and language are in
// the raw HTML a crawler or a visitor without JavaScript receives, the client hydrates it without a
// mismatch, and no inline script needs a CSP exception.

const FIRM = 'Lotus Bridge Legal';
const dist = join(import.meta.dirname, '..', '..', 'dist');

interface RawRoute {
  path: string;
  status: 200 | 404;
  title: string;
  h1: string;
  /** Text of the page's main content, beyond its heading. */
  text: string;
}

const ROUTES: RawRoute[] = [
  {
    path: '/',
    status: 200,
    title: `Home - ${FIRM}`,
    h1: 'Trusted Myanmar counsel for international investors',
    text: 'Who We Are',
  },
  {
    path: '/about',
    status: 200,
    title: `About Us - ${FIRM}`,
    h1: 'About Us',
    text: 'over 900 lawyers in more than 20 locations',
  },
  {
    path: '/expertise',
    status: 200,
    title: `Expertise - ${FIRM}`,
    h1: 'Our Expertise',
    text: 'Why Choose Us?',
  },
  ...(
    [
      ['general-corporate', 'General Corporate'],
      ['cross-border-transactions', 'Cross-Border Transactions'],
      ['foreign-direct-investment', 'Foreign Direct Investment (FDI)'],
      ['mergers-and-acquisitions', 'Mergers and Acquisitions (M&A)'],
      ['regulatory-compliance', 'Regulatory Compliance'],
      ['employment', 'Employment'],
      ['dispute-resolution', 'Dispute Resolution'],
    ] as const
  ).map(
    ([id, name]): RawRoute => ({
      path: `/expertise/${id}`,
      status: 200,
      title: FIRM,
      h1: name,
      text: 'Quick Facts',
    }),
  ),
  {
    path: '/professionals',
    status: 200,
    title: `Professionals - ${FIRM}`,
    h1: 'Our Professionals',
    text: 'U Zaw Min Htet',
  },
  {
    path: '/professionals/KhinMyatNoe',
    status: 200,
    title: FIRM,
    h1: 'Daw Khin Myat Noe',
    text: 'Managing Partner',
  },
  {
    path: '/professionals/ZawMinHtet',
    status: 200,
    title: FIRM,
    h1: 'U Zaw Min Htet',
    text: 'Partner',
  },
  {
    path: '/publication',
    status: 200,
    title: `Publication - ${FIRM}`,
    h1: 'Under Development',
    text: 'We are working hard to bring you this feature soon. Stay tuned!',
  },
  {
    path: '/contact',
    status: 200,
    title: `Contact - ${FIRM}`,
    h1: 'Contact Us',
    text: 'Send Message',
  },
  {
    path: '/privacy-policy',
    status: 200,
    title: FIRM,
    h1: 'Privacy Policy',
    text: 'EmailJS',
  },
  {
    path: '/terms',
    status: 200,
    title: FIRM,
    h1: 'Terms & Conditions',
    text: 'Jurisdiction',
  },
  {
    path: '/no-such-page',
    status: 404,
    title: FIRM,
    h1: 'Oops! Page Not Found',
    text: 'The page you are looking for does not exist or has been moved.',
  },
];

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? htmlFiles(join(dir, entry.name))
      : entry.name.endsWith('.html')
        ? [join(dir, entry.name)]
        : [],
  );
}

test('the raw HTML of every route holds its title, language, heading, content and i18n resources', async ({
  request,
}) => {
  for (const route of ROUTES) {
    const response = await request.get(route.path);
    expect.soft(response.status(), `${route.path}: status`).toBe(route.status);
    const html = await response.text();

    expect.soft(html, `${route.path}: <html lang="en">`).toMatch(/<html\b[^>]*\blang="en"/);
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect.soft(title && decodeEntities(title), `${route.path}: <title>`).toBe(route.title);

    const headings = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => textOf(m[1]!));
    expect.soft(headings, `${route.path}: exactly one h1, with its text`).toEqual([route.h1]);

    const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
    expect.soft(textOf(main), `${route.path}: main content`).toContain(route.text);

    const resources =
      /<script\b(?=[^>]*\bid="i18n-resources")(?=[^>]*\btype="application\/json")[^>]*>([\s\S]*?)<\/script>/.exec(
        html,
      )?.[1];
    expect
      .soft(resources, `${route.path}: <script type="application/json" id="i18n-resources">`)
      .toBeTruthy();
    if (resources) {
      const parsed = JSON.parse(resources) as { lng?: string; resources?: Record<string, unknown> };
      expect.soft(parsed.lng, `${route.path}: embedded language`).toBe('en');
      expect
        .soft(Object.keys(parsed.resources ?? {}), `${route.path}: embedded resources`)
        .toContain('en');
    }
  }
});

test('the built HTML has no executable inline script', () => {
  const files = htmlFiles(dist);
  expect(files.length, 'dist/ holds the prerendered pages').toBeGreaterThanOrEqual(ROUTES.length);
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    const name = relative(dist, file);
    const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1]!);
    expect
      .soft(
        scripts.some((attributes) => /\bsrc=/.test(attributes)),
        `${name}: loads the app`,
      )
      .toBe(true);
    for (const attributes of scripts) {
      if (/\bsrc=/.test(attributes)) continue;
      const type = /\btype="([^"]*)"/.exec(attributes)?.[1];
      expect
        .soft(type, `${name}: inline <script${attributes}> is data, not code`)
        .toMatch(/^application\/(ld\+)?json$/);
    }
    const handlers = html.match(/<[a-z][^>]*\son[a-z]+\s*=/gi) ?? [];
    expect.soft(handlers, `${name}: no inline event handler attributes`).toEqual([]);
  }
});

test('every route hydrates without a React hydration warning or error', async ({
  page,
  problems,
}) => {
  test.setTimeout(90_000);
  problems.allow(
    /^HTTP 404: GET http:\/\/[^/]+\/no-such-page$/,
    /^console\.error: Failed to load resource: the server responded with a status of 404 \(Not Found\)$/,
    // page.goto in quick succession cancels the previous page's favicon request.
    /^request failed: GET http:\/\/[^/]+\/icons\/favicon-48\.png \(net::ERR_ABORTED\)$/,
  );
  const hydration = /hydrat|Minified React error #(418|423|425)/i;
  let path = '';
  const seen: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()) && hydration.test(message.text()))
      seen.push(`${path}: console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (hydration.test(`${error.message} ${error.stack ?? ''}`))
      seen.push(`${path}: page error: ${error.message}`);
  });

  for (const route of ROUTES) {
    path = route.path;
    await page.goto(route.path);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(route.h1);
    // A key press starts the app at once, as it does for a visitor (else a second after `load`).
    await page.keyboard.press('Shift');
    // React has taken over the prerendered DOM once its nodes carry React's internal keys.
    await expect
      .poll(() =>
        heading.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber'))),
      )
      .toBe(true);
    await page.waitForLoadState('networkidle');
  }
  expect(seen).toEqual([]);
});
