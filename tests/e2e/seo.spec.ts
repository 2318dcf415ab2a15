import type { Page } from '@playwright/test';
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
} from './fixtures';
import { leaves } from '../../scripts/content/rules.ts';

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
  for (const ns of namespaces)
    for (const [path] of leaves(localeFile('en', ns))) {
      const english = tr('en', `${ns}:${path}`);
      found.set(english, (found.get(english) ?? new Set()).add(tr(lng, `${ns}:${path}`)));
    }
  return found;
}
/** A heading of the English page as `lng` shows it: its translation, or a name, as it is. */
const inLanguageOf = (lng: string, english: string) => [
  ...(translations(lng).get(english) ?? [english]),
];

type Graph = { '@context': string; '@graph': Record<string, unknown>[] };

/** A raw HTML page, parsed by the browser as a crawler that runs no JavaScript reads it. */
async function getHtml(page: Page, path: string) {
  const response = await page.request.get(path, { maxRedirects: 0 });
  expect(response.headers()['content-type']).toContain('text/html');
  const source = await response.text();
  const html = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const all = (selector: string) => [...doc.querySelectorAll(selector)];
    const attr = (element: Element, name: string) => element.getAttribute(name) ?? '';
    const text = (element: Element | null) =>
      element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    const graphs = all('script[type="application/ld+json"]').map(
      (script) => JSON.parse(script.textContent!) as Graph,
    );
    return {
      lang: doc.documentElement.lang,
      title: doc.title,
      // By name or property; og:locale:alternate, the one repeated, is `localeAlternates`.
      meta: Object.fromEntries(
        all('head meta').map((m) => [attr(m, 'name') || attr(m, 'property'), attr(m, 'content')]),
      ),
      localeAlternates: all('meta[property="og:locale:alternate"]').map((m) => attr(m, 'content')),
      link: Object.fromEntries(all('head link').map((l) => [attr(l, 'rel'), attr(l, 'href')])),
      alternates: all('head link[rel="alternate"][hreflang]:not([type])').map((l) => ({
        hreflang: attr(l, 'hreflang'),
        href: attr(l, 'href'),
      })),
      icons: all('head link[rel$="icon"]').map((l) => `${attr(l, 'rel')} ${attr(l, 'href')}`),
      graphs,
      jsonLd: graphs.flatMap((graph) => graph['@graph']),
      h1s: all('h1').map(text),
      h2s: all('main h2').map(text),
      main: text(doc.querySelector('main')),
      nav: text(doc.querySelector('nav')),
      anchors: all('a[href]').map((a) => attr(a, 'href')),
      hrefs: all('a[href], link[href]').map((a) => attr(a, 'href')),
      embedded: JSON.parse(doc.getElementById('i18n-resources')?.textContent || '{}') as {
        lng?: string;
        resources?: object;
      },
    };
  }, source);
  return { status: response.status(), html };
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
      page,
    }) => {
      const { status, html } = await getHtml(page, url);
      const english = (await getHtml(page, path)).html;
      expect(status).toBe(200);
      expect(html.lang).toBe(lng);
      expect(html.title).toBe(titleOf(lng, path));
      expect(html.h1s, 'exactly one h1').toHaveLength(1);
      expect(inLanguageOf(lng, english.h1s[0]!), 'the h1 in the page’s language').toContain(
        html.h1s[0],
      );
      for (const h2 of english.h2s)
        expect(
          inLanguageOf(lng, h2).some((text) => html.h2s.includes(text)),
          h2,
        ).toBe(true);
      expect(html.nav).toContain(tr(lng, 'common:nav.expertise'));
      expect(html.embedded.lng, 'the language of the texts embedded for the app').toBe(lng);
      expect(Object.keys(html.embedded.resources ?? {})).toContain(lng);
      // Its links stay in its language; the switcher's lead to the same page in the others.
      const switcher = LANGUAGES.filter((other) => other !== lng).map((other) =>
        switchLanguagePath(other, findPage(url)),
      );
      expect(html.anchors).toEqual(expect.arrayContaining(switcher));
      const elsewhere = html.anchors.filter(
        (href) => href.startsWith('/') && !switcher.includes(href) && findPage(href).lng !== lng,
      );
      expect(elsewhere, 'links out of the page’s language').toEqual([]);
      expect(html.icons).toEqual(PNG_ICONS);

      const description = html.meta.description ?? '';
      const person = professionals.find((p) => p.id === id);
      const values: Record<string, string> = person
        ? {
            name: tr(lng, `professionals:people.${person.id}.name`),
            title: tr(lng, `professionals:titles.${person.title}`),
          }
        : {};
      const key = descriptionKeys[route.page]?.(kind.kind === 'legal' ? kind.page : id);
      if (key) expect(description).toBe(tr(lng, key, values));
      expect(html.link.canonical).toBe(urlIn(lng, path, siteUrl));
      expect(html.alternates).toEqual(alternateUrls(path, siteUrl));
      expect(html.meta.robots).toBeUndefined();
      expect(html.localeAlternates).toEqual(
        LANGUAGES.filter((other) => other !== lng).map(ogLocale),
      );
      const image = `${siteUrl}/images/social-card.png`;
      expect(html.meta).toMatchObject({
        'og:type': person ? 'profile' : 'website',
        'og:site_name': firmIn(lng),
        'og:locale': ogLocale(lng),
        'og:title': expect.stringContaining(firmIn(lng)),
        'og:description': description,
        'og:url': urlIn(lng, path, siteUrl),
        'og:image': image,
        'og:image:width': '1200',
        'og:image:height': '630',
        'og:image:alt': expect.stringMatching(/./),
        'twitter:card': 'summary_large_image',
        'twitter:title': html.meta['og:title'],
        'twitter:description': description,
        'twitter:image': image,
      });

      const types = expectedJsonLd[route.page] ?? ['WebPage'];
      expect(html.jsonLd.map((data) => data['@type'])).toEqual(types);
      expect(html.graphs.map((graph) => graph['@context'])).toEqual(['https://schema.org']);
      const ofType = (type: string) => html.jsonLd.find((data) => data['@type'] === type);
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
    test(`${url} gets a 404 page in ${lng}`, async ({ page }) => {
      const { status, html } = await getHtml(page, url);
      expect(status).toBe(404);
      expect(html.lang).toBe(lng);
      expect(html.title).toBe(firmIn(lng));
      expect(html.h1s).toEqual([tr(lng, h1)]);
      expect(html.main).toContain(tr(lng, text));
      expect(html.meta.robots).toBe('noindex');
    });
  }

test('every URL the site names answers 200 itself, with no redirect on the way; each page has its own description; sitemap.xml lists every page in every language with its alternates and lastmod', async ({
  page,
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
  const local = (href = '') => {
    const url = new URL(href, siteUrl);
    if (url.origin === siteUrl) named.add(url.pathname);
  };
  const descriptions = new Set<string | undefined>();
  for (const path of pages) {
    const { html } = await getHtml(page, path);
    for (const href of html.hrefs) local(href);
    descriptions.add(html.meta.description);
  }
  expect(descriptions.size, 'every page has its own description, in every language').toBe(
    pages.length,
  );
  for (const { loc, alternates } of entries)
    for (const href of [loc, ...alternates.map((a) => a.href)]) local(href);
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
  page,
  request,
}) => {
  const { link } = (await getHtml(page, '/about')).html;
  const manifestHref = link.manifest;
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
    { src: link.icon, sizes: '48x48', type: 'image/png' },
    { src: link['apple-touch-icon'], sizes: '180x180', type: 'image/png' },
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
