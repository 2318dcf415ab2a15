import type { APIRequestContext } from '@playwright/test';
import { redirects, switchLanguagePath, type PageRoute } from '../../src/data/routes';
import { findPage } from '../../src/views/use-page';
import {
  languages,
  localizePath,
  namespaces,
  ogLocale,
  type SiteLanguage,
} from '../../src/data/languages';
import { site } from '../../src/data/site';
import { professionals } from '../../src/data/professionals';
import { tokens } from '../../src/views/theme/tokens';
import { alternateUrls, normalizeSiteUrl, urlIn } from '../../src/data/site-urls';
import {
  CODES as LANGUAGES,
  PAGE_PATHS,
  allowDocument404,
  expect,
  firmIn,
  languageSwitcher,
  localeFile,
  localeText as tr,
  mainNav,
  test,
  titleOf,
  waitForApp,
  watchHydration,
  type Json,
} from './fixtures';

// What a crawler gets: the raw HTML and files of the built site, every page in every language.
const siteUrl = normalizeSiteUrl(process.env.VITE_SITE_URL);

/** Where a page's description lives in the locale files; a lawyer's names them and their title. */
const descriptionKeys: Partial<Record<PageRoute['page'], (id: string) => string>> = {
  'home-page': () => 'home:description',
  'about-page': () => 'about:description',
  'expertise-page': () => 'services:page.description',
  'service-page': (id) => `services:items.${id}.metaDescription`,
  'professionals-page': () => 'professionals:page.description',
  'profile-page': (id) => `professionals:people.${id}.description`,
  'publication-page': () => 'common:publication.description',
  'contact-page': () => 'common:contactSection.pageDescription',
  'legal-page': (id) => `legal:${id}.description`,
};

// Every indexed page says which language it is in: a WebPage, or the FAQPage that a service page is.
const expectedJsonLd: Partial<Record<PageRoute['page'], string[]>> = {
  'home-page': ['WebPage', 'LegalService'],
  'professionals-page': ['WebPage', ...professionals.map(() => 'Person')],
  'service-page': ['FAQPage', 'BreadcrumbList'],
  'profile-page': ['WebPage', 'Person', 'BreadcrumbList'],
};

const byEnglish = new Map<string, Map<string, Set<string>>>();
/** Every text of the locale files as it reads in `lng`, by the English text at the same key. */
function translations(lng: string): Map<string, Set<string>> {
  if (byEnglish.has(lng)) return byEnglish.get(lng)!;
  const found = new Map<string, Set<string>>();
  byEnglish.set(lng, found);
  const walk = (node: Json, key: string) => {
    if (typeof node === 'string') {
      const english = tr('en', key);
      found.set(english, (found.get(english) ?? new Set()).add(tr(lng, key)));
    } else if (!Array.isArray(node))
      for (const [part, child] of Object.entries(node))
        walk(child, `${key}${key.endsWith(':') ? '' : '.'}${part}`);
  };
  for (const ns of namespaces) walk(localeFile('en', ns), `${ns}:`);
  return found;
}
/** A heading of the English page as `lng` shows it: its translation, or a name, as it is. */
const inLanguageOf = (lng: string, english: string) => [
  ...(translations(lng).get(english) ?? [english]),
];

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};
function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&([a-z]+);/gi, (entity, name: string) => NAMED[name.toLowerCase()] ?? entity);
}
const textOf = (html: string) =>
  decodeEntities(html.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

/** A raw HTML page, read the way a crawler without JavaScript reads it. */
function readPage(html: string) {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const mainHtml = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
  const first = (pattern: RegExp) => {
    const match = pattern.exec(head)?.[1];
    return match === undefined ? undefined : decodeEntities(match);
  };
  const all = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m[1] ?? '');
  const graphs = all(html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g).map(
    (json) => JSON.parse(json) as { '@context': string; '@graph': Record<string, unknown>[] },
  );
  const resources = /<script type="application\/json" id="i18n-resources">([\s\S]*?)<\/script>/;
  return {
    title: decodeEntities(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    meta: (attribute: 'name' | 'property', key: string) =>
      first(new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`)),
    metas: (property: string) =>
      all(head, new RegExp(`<meta property="${property}" content="([^"]*)"`, 'g')).map(
        decodeEntities,
      ),
    link: (rel: string) => first(new RegExp(`<link rel="${rel}" href="([^"]*)"`)),
    alternates: [...head.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)"/gi)].map(
      ([, hreflang, href]) => ({ hreflang, href: decodeEntities(href ?? '') }),
    ),
    graphs,
    jsonLd: graphs.flatMap((graph) => graph['@graph']),
    icons: [...head.matchAll(/<link rel="((?:apple-touch-)?icon)" href="([^"]*)"/g)].map(
      ([, rel, href]) => `${rel} ${href}`,
    ),
    lang: /<html\b[^>]*\blang="([^"]*)"/.exec(html)?.[1],
    h1s: all(html, /<h1\b[^>]*>([\s\S]*?)<\/h1>/g).map(textOf),
    h2s: all(mainHtml, /<h2\b[^>]*>([\s\S]*?)<\/h2>/g).map(textOf),
    main: textOf(mainHtml.replace(/<script\b[\s\S]*?<\/script>/g, '')),
    nav: textOf(/<nav\b[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? ''),
    links: all(html, /<a\b[^>]*?\shref="([^"]*)"/g).map(decodeEntities),
    embedded: JSON.parse(resources.exec(html)?.[1] ?? '{}') as { lng?: string; resources?: object },
  };
}

async function getHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.headers()['content-type']).toContain('text/html');
  return { status: response.status(), page: readPage(await response.text()) };
}

const PNG_ICONS = ['icon', 'apple-touch-icon'].map((rel) =>
  expect.stringMatching(new RegExp(`^${rel} /icons/[\\w-]+\\.png$`)),
);

for (const lng of LANGUAGES) {
  for (const path of PAGE_PATHS) {
    const url = localizePath(lng, path);
    const { route, id = '' } = findPage(path);
    const kind = route.meta;
    test(`${url} carries its language, title, heading, content, links, description, canonical, alternates, Open Graph, Twitter and JSON-LD in the raw HTML`, async ({
      request,
    }) => {
      const { status, page } = await getHtml(request, url);
      const english = (await getHtml(request, path)).page;
      expect(status).toBe(200);
      expect(page.lang).toBe(lng);
      expect(page.title).toBe(titleOf(lng, path));
      expect(page.h1s, 'exactly one h1').toHaveLength(1);
      expect(inLanguageOf(lng, english.h1s[0]!), 'the h1 in the page’s language').toContain(
        page.h1s[0],
      );
      for (const h2 of english.h2s)
        expect(
          inLanguageOf(lng, h2).some((text) => page.h2s.includes(text)),
          h2,
        ).toBe(true);
      expect(page.nav).toContain(tr(lng, 'common:nav.expertise'));
      expect(page.embedded.lng, 'the language of the texts embedded for the app').toBe(lng);
      expect(Object.keys(page.embedded.resources ?? {})).toContain(lng);
      // Its links stay in its language; the switcher's lead to the same page in the others.
      const switcher = LANGUAGES.filter((other) => other !== lng).map((other) =>
        switchLanguagePath(other, findPage(url)),
      );
      expect(page.links).toEqual(expect.arrayContaining(switcher));
      const elsewhere = page.links.filter(
        (href) => href.startsWith('/') && !switcher.includes(href) && findPage(href).lng !== lng,
      );
      expect(elsewhere, 'links out of the page’s language').toEqual([]);
      expect(page.icons).toEqual(PNG_ICONS);

      const description = page.meta('name', 'description') ?? '';
      const person = professionals.find((p) => p.id === id);
      const values: Record<string, string> = person
        ? {
            name: tr(lng, `professionals:people.${person.id}.name`),
            title: tr(lng, `professionals:titles.${person.title}`),
          }
        : {};
      const key = descriptionKeys[route.page]?.(kind.kind === 'legal' ? kind.page : id);
      if (key) expect(description).toBe(tr(lng, key, values));
      expect(page.link('canonical')).toBe(urlIn(lng, path, siteUrl));
      expect(page.alternates).toEqual(alternateUrls(path, siteUrl));
      expect(page.meta('name', 'robots')).toBeUndefined();

      expect(page.meta('property', 'og:type')).toBe(person ? 'profile' : 'website');
      expect(page.meta('property', 'og:site_name')).toBe(firmIn(lng));
      expect(page.meta('property', 'og:locale')).toBe(ogLocale(lng));
      expect(page.metas('og:locale:alternate')).toEqual(
        LANGUAGES.filter((other) => other !== lng).map(ogLocale),
      );
      expect(page.meta('property', 'og:title')).toContain(firmIn(lng));
      expect(page.meta('property', 'og:description')).toBe(description);
      expect(page.meta('property', 'og:url')).toBe(urlIn(lng, path, siteUrl));
      expect(page.meta('property', 'og:image')).toBe(`${siteUrl}/images/social-card.png`);
      expect(page.meta('property', 'og:image:width')).toBe('1200');
      expect(page.meta('property', 'og:image:height')).toBe('630');
      expect(page.meta('property', 'og:image:alt')).toBeTruthy();

      expect(page.meta('name', 'twitter:card')).toBe('summary_large_image');
      expect(page.meta('name', 'twitter:title')).toBe(page.meta('property', 'og:title'));
      expect(page.meta('name', 'twitter:description')).toBe(description);
      expect(page.meta('name', 'twitter:image')).toBe(`${siteUrl}/images/social-card.png`);

      const types = expectedJsonLd[route.page] ?? ['WebPage'];
      expect(page.jsonLd.map((data) => data['@type'])).toEqual(types);
      expect(page.graphs.map((graph) => graph['@context'])).toEqual(['https://schema.org']);
      const ofType = (type: string) => page.jsonLd.find((data) => data['@type'] === type);
      const described = ofType('WebPage') ?? ofType('FAQPage');
      expect(described).toMatchObject({ url: urlIn(lng, path, siteUrl), inLanguage: lng });
      if (types.includes('LegalService')) {
        expect(ofType('LegalService')).toMatchObject({
          name: firmIn(lng),
          url: urlIn(lng, path, siteUrl),
          address: { '@type': 'PostalAddress', addressCountry: 'MM' },
          areaServed: { name: tr(lng, 'common:firm.address.country') },
        });
      }
      if (person) {
        expect(ofType('Person')).toMatchObject({
          // One identity in every language: the English profile's.
          '@id': `${urlIn('en', path, siteUrl)}#person`,
          url: urlIn(lng, path, siteUrl),
          worksFor: { '@id': `${siteUrl}/#firm` },
        });
      }
    });
  }
}

// An unknown address gets its section's 404 page, in the language of its path.
const notFound = [
  ['/no-such-page', 'common:notFound.title', 'common:notFound.text'],
  ['/expertise/nope', 'services:page.notFound', 'services:page.notFound'],
] as const;
// What every 404 file holds (not indexed, no canonical, no JSON-LD): tests/unit/seo.test.ts.
for (const lng of LANGUAGES)
  for (const [unknown, h1, text] of notFound) {
    const url = localizePath(lng, unknown);
    test(`${url} gets a 404 page in ${lng}`, async ({ request }) => {
      const { status, page } = await getHtml(request, url);
      expect(status).toBe(404);
      expect(page.lang).toBe(lng);
      expect(page.title).toBe(firmIn(lng));
      expect(page.h1s).toEqual([tr(lng, h1)]);
      expect(page.main).toContain(tr(lng, text));
      expect(page.meta('name', 'robots')).toBe('noindex');
    });
  }

test('every URL the site names answers 200 itself, with no redirect on the way; each page has its own description; sitemap.xml lists every page in every language with its alternates and lastmod', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  expect(xml).toContain(
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  );
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => ({
    loc: /<loc>([^<]*)<\/loc>/.exec(body)?.[1],
    alternates: [
      ...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]*)" href="([^"]*)" \/>/g),
    ].map(([, hreflang, href]) => ({ hreflang, href })),
    lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(body)?.[1],
  }));
  const byLoc = (a: { loc?: string }, b: { loc?: string }) =>
    (a.loc ?? '').localeCompare(b.loc ?? '');
  const expected = LANGUAGES.flatMap((lng) =>
    PAGE_PATHS.map((path) => ({
      loc: urlIn(lng, path, siteUrl),
      alternates: alternateUrls(path, siteUrl),
      lastmod: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    })),
  );
  expect(entries.sort(byLoc)).toEqual(expected.sort(byLoc));

  // Every link of every page and of the sitemap.
  const pages = LANGUAGES.flatMap((lng) => PAGE_PATHS.map((path) => localizePath(lng, path)));
  const named = new Set<string>(pages);
  const local = (href: string) => {
    const url = new URL(decodeEntities(href), siteUrl);
    if (url.origin === siteUrl) named.add(url.pathname);
  };
  const descriptions = new Set<string | undefined>();
  for (const page of pages) {
    const html = await (await request.get(page, { maxRedirects: 0 })).text();
    for (const [, href = ''] of html.matchAll(/<(?:a|link)\b[^>]*?\shref="([^"]*)"/g)) local(href);
    descriptions.add(readPage(html).meta('name', 'description'));
  }
  expect(descriptions.size, 'every page has its own description, in every language').toBe(
    pages.length,
  );
  for (const [, loc = ''] of xml.matchAll(/<(?:loc|xhtml:link)[^>]*?(?:>|href=")([^<"]+)/g))
    local(loc);
  expect(named.size).toBeGreaterThan(pages.length);
  const answers: Record<string, number> = {};
  for (const path of named) answers[path] = (await request.get(path, { maxRedirects: 0 })).status();
  expect(answers).toEqual(Object.fromEntries([...named].map((path) => [path, 200])));
});

test('the old service ids move permanently (301) to their service, in every language', async ({
  request,
}) => {
  expect(redirects.length).toBeGreaterThan(0);
  for (const { from, to } of redirects) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(new URL(response.headers()['location'] ?? '', siteUrl).pathname, from).toBe(to);
  }
});

// PNG icons: Chrome draws an SVG one on the main thread just as the app starts.
test('the web manifest loads from the link in the page; its icons and the page’s are PNGs of their sizes; robots.txt allows crawling and points to the sitemap; the link-preview image is a 1200×630 PNG under 120 KB', async ({
  request,
}) => {
  const { page } = await getHtml(request, '/about');
  const manifestHref = page.link('manifest');
  expect(manifestHref).toBe('/site.webmanifest');
  const response = await request.get(manifestHref!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  type Icon = { src: string; sizes: string; type: string; purpose: string };
  const manifest = (await response.json()) as { short_name: string; icons: Icon[] };
  expect(manifest).toMatchObject({
    name: site.firmName,
    short_name: site.firmShortName,
    start_url: '/',
    display: 'standalone',
    theme_color: tokens.color.inverseSurface,
    background_color: tokens.color.surface,
  });
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  const icons = [
    ...manifest.icons,
    { src: page.link('icon'), sizes: '48x48', type: 'image/png' },
    { src: page.link('apple-touch-icon'), sizes: '180x180', type: 'image/png' },
    { src: '/images/social-card.png', sizes: '1200x630', type: 'image/png' },
  ];
  const bytes: Record<string, number> = {};
  for (const icon of icons) {
    expect(icon.type, icon.src).toBe('image/png');
    const file = await request.get(icon.src ?? 'no link');
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type'], icon.src).toContain('image/png');
    const [width, height] = icon.sizes.split('x').map(Number);
    const body = await file.body();
    expect(body.subarray(1, 4).toString('latin1'), icon.src).toBe('PNG');
    expect([body.readUInt32BE(16), body.readUInt32BE(20)], icon.src).toEqual([width, height]);
    bytes[icon.sizes] = body.length;
  }
  // Fetched while the page loads, alongside the app: palette PNGs, a couple of kB each.
  expect(bytes['48x48']).toBeLessThanOrEqual(2500);
  expect(bytes['192x192']).toBeLessThanOrEqual(2500);
  expect(bytes['1200x630']).toBeLessThan(120 * 1024);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).toMatch(/^Allow: \/$/m);
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
});

test('with the app running, the head holds one of each tag and follows the page: after hydration, an in-app navigation, a language switch and on a 404 page', async ({
  page,
  problems,
}) => {
  for (const lng of LANGUAGES) allowDocument404(problems, localizePath(lng, '/no-such-page'));
  const mismatches = watchHydration(page);
  const headOf = () =>
    page.evaluate(() => {
      const all = (selector: string) => [...document.head.querySelectorAll(selector)];
      const content = (name: string) => all(`meta[name="${name}"], meta[property="${name}"]`);
      return {
        titles: all('title').map((title) => title.textContent),
        descriptions: content('description').map((meta) => meta.getAttribute('content')),
        canonicals: all('link[rel="canonical"]').map((link) => link.getAttribute('href')),
        alternates: all('link[rel="alternate"]').length,
        ogUrls: content('og:url').map((meta) => meta.getAttribute('content')),
        ogLocales: content('og:locale').map((meta) => meta.getAttribute('content')),
        // Each tag's name (og:locale:alternate once per other language); scripts' preloads aside.
        repeated: all('meta, link:not([rel="modulepreload"])')
          .map((tag) => tag.outerHTML.replace(/ (content|href)="[^"]*"/g, ''))
          .filter(
            (tag, index, tags) => tags.indexOf(tag) !== index && !tag.includes(':alternate"'),
          ),
        jsonLd: document.querySelectorAll('script[type="application/ld+json"]').length,
        imagePreloads: all('link[rel="preload"][as="image"]').length,
      };
    });
  const expectHead = async (lng: SiteLanguage, path: string, description: string) =>
    expect.poll(headOf).toMatchObject({
      titles: [titleOf(lng, path)],
      descriptions: [tr(lng, description)],
      canonicals: [urlIn(lng, path, siteUrl)],
      alternates: LANGUAGES.length + 1,
      ogUrls: [urlIn(lng, path, siteUrl)],
      ogLocales: [ogLocale(lng)],
      repeated: [],
    });
  await page.goto('/about');
  const prerendered = await headOf();
  await waitForApp(page);
  await expectHead('en', '/about', 'about:description');
  expect(await headOf(), 'hydration adopts the prerendered tags').toEqual(prerendered);
  const structured = await page.locator('script[type="application/ld+json"]').textContent();
  expect(structured, 'hydration keeps the JSON-LD').toContain('"@type":"WebPage"');

  await mainNav(page).getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expectHead('en', '/contact', 'common:contactSection.pageDescription');

  const { code: other, name } = languages[1]!;
  await languageSwitcher(page).getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`${localizePath(other, '/contact')}$`));
  await expectHead(other, '/contact', 'common:contactSection.pageDescription');
  expect(await headOf()).toMatchObject({ jsonLd: 1, imagePreloads: 0 });
  expect(mismatches()).toEqual([]);

  // The generic 404 page is rendered afresh for its URL, not hydrated: its tags are not doubled.
  await page.goto('/no-such-page');
  await waitForApp(page);
  // In the language the visitor chose last: the firm named as that language writes it.
  const lang = await page.evaluate(() => document.documentElement.lang);
  await expect.poll(headOf).toMatchObject({ titles: [firmIn(lang)], canonicals: [], repeated: [] });
  expect(await page.locator('head meta[name="robots"]').count()).toBe(1);
});
