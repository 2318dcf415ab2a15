import { expect, test, type APIRequestContext } from '@playwright/test';
import { mainRoutes, paths, redirects } from '../../src/data/routes';
import { serviceIds } from '../../src/data/services';
import { site } from '../../src/data/site';
import { professionals } from '../../src/data/professionals';
import { normalizeSiteUrl } from '../../src/data/seo';
import { decodeEntities, localeText as tr, textOf } from './fixtures';

// What a crawler or a visitor without JavaScript gets (STACK.md "Prerendering"): the raw HTML and
// files of the built site, fetched without running JavaScript, for every page in every language
// (English at the unprefixed routes, the others under /ja and /my). Expected texts are read from
// public/locales; the page in the browser: pages.spec.ts.
// dist/ is built with VITE_SITE_URL when set, else site.ts's default.
const siteUrl = normalizeSiteUrl(process.env.VITE_SITE_URL);
const canonical = (path: string) => `${siteUrl}${path}`;
const FIRM = site.firmName;

type Lng = 'en' | 'ja' | 'my';
const LANGUAGES: Lng[] = ['en', 'ja', 'my'];
const OG_LOCALE: Record<Lng, string> = { en: 'en_US', ja: 'ja_JP', my: 'my_MM' };
/** A route's address in a language: '/about', '/ja/about'; a language's home page is '/ja/'. */
const inLanguage = (lng: Lng, path: string) =>
  lng === 'en' ? path : path === '/' ? `/${lng}/` : `/${lng}${path}`;
/** The same page in every language, and English for visitors of any other (x-default). */
const alternatesOf = (path: string) => [
  ...LANGUAGES.map((lng) => ({ hreflang: lng, href: canonical(inLanguage(lng, path)) })),
  { hreflang: 'x-default', href: canonical(path) },
];

type Kind = 'home' | 'page' | 'professionals' | 'service' | 'profile';
/**
 * Each route: its heading (a locale key, or `name`), a text of its main content, the key of its
 * description (common:meta.description.*) and, for the main routes, the nav label that titles it.
 */
interface Route {
  path: string;
  kind: Kind;
  h1: string;
  text: string;
  description: string;
  nav?: string;
  name?: string;
  title?: string;
}
const MAIN_TEXTS: Record<string, [h1: string, text: string]> = {
  home: ['home:hero.title', 'home:about.link'],
  about: ['about:title', 'about:missionTitle'],
  expertise: ['services:page.title', 'services:whyChooseUs.title'],
  professionals: ['professionals:page.title', 'professionals:labels.practiceAreas'],
  publication: ['common:publication.title', 'common:publication.text'],
  contact: ['common:contactSection.pageTitle', 'common:contactForm.submit'],
};
const LEGAL_TEXTS = { privacy: 'security', terms: 'jurisdiction' } as const;
const routes: Route[] = [
  ...mainRoutes.map(({ path, navKey }): Route => {
    const [h1, text] = MAIN_TEXTS[navKey]!;
    const kind = path === '/' ? 'home' : path === '/professionals' ? 'professionals' : 'page';
    return { path, kind, h1, text, description: navKey, nav: navKey };
  }),
  ...serviceIds.map((id): Route => {
    const h1 = `services:items.${id}.name`;
    return {
      path: `/expertise/${id}`,
      kind: 'service',
      h1,
      text: 'services:page.quickFacts',
      description: `services.${id}`,
    };
  }),
  ...professionals.map((p): Route => {
    const title = `professionals:titles.${p.title}`;
    return {
      path: `/professionals/${p.id}`,
      kind: 'profile',
      h1: '',
      name: p.name,
      title,
      text: title,
      description: `people.${p.id}`,
    };
  }),
  ...(['privacy', 'terms'] as const).map((page): Route => {
    const text = `legal:${page}.sections.${LEGAL_TEXTS[page]}.heading`;
    return { path: paths[page], kind: 'page', h1: `legal:${page}.title`, text, description: page };
  }),
];

// Every indexed page says which language it is in: a WebPage, or the FAQPage that a service page is.
const expectedJsonLd: Record<Kind, string[]> = {
  home: ['WebPage', 'LegalService'],
  page: ['WebPage'],
  professionals: ['WebPage', ...professionals.map(() => 'Person')],
  service: ['FAQPage', 'BreadcrumbList'],
  profile: ['WebPage', 'Person', 'BreadcrumbList'],
};

/** A raw HTML page, read the way a crawler without JavaScript reads it. */
function readPage(html: string) {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const meta = (attribute: 'name' | 'property', key: string): string | undefined => {
    const match = new RegExp(
      `<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`,
    ).exec(head);
    return match?.[1] === undefined ? undefined : decodeEntities(match[1]);
  };
  const metas = (property: string): string[] =>
    [...head.matchAll(new RegExp(`<meta property="${property}" content="([^"]*)"`, 'g'))].map(
      (match) => decodeEntities(match[1] ?? ''),
    );
  const alternates = [
    ...head.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)"/g),
  ].map(([, hreflang, href]) => ({ hreflang, href: decodeEntities(href ?? '') }));
  const link = (rel: string): string | undefined => {
    const match = new RegExp(`<link rel="${rel}" href="([^"]*)"`).exec(head);
    return match?.[1] === undefined ? undefined : decodeEntities(match[1]);
  };
  const jsonLd = [
    ...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((match) => JSON.parse(match[1] ?? '') as Record<string, unknown>);
  const icons = [...head.matchAll(/<link rel="((?:apple-touch-)?icon)" href="([^"]*)"/g)].map(
    ([, rel, href]) => `${rel} ${href}`,
  );
  const title = decodeEntities(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '');
  const lang = /<html\b[^>]*\blang="([^"]*)"/.exec(html)?.[1];
  const h1s = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => textOf(m[1]!));
  const main = textOf(/<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '');
  const nav = textOf(/<nav\b[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '');
  const resources =
    /<script type="application\/json" id="i18n-resources">([\s\S]*?)<\/script>/.exec(html)?.[1];
  const embedded = JSON.parse(resources ?? '{}') as { lng?: string; resources?: object };
  const links = [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map(([, href = '']) =>
    decodeEntities(href),
  );
  return {
    head,
    title,
    meta,
    metas,
    link,
    alternates,
    jsonLd,
    icons,
    lang,
    h1s,
    main,
    nav,
    links,
    embedded,
  };
}

async function getHtml(request: APIRequestContext, path: string) {
  // A page answers itself: a redirect to it would not do for a canonical URL.
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.headers()['content-type']).toContain('text/html');
  return { status: response.status(), page: readPage(await response.text()) };
}

/** A page's icon links, as `<rel> <href>`: PNGs under /icons. */
const PNG_ICONS = ['icon', 'apple-touch-icon'].map((rel) =>
  expect.stringMatching(new RegExp(`^${rel} /icons/[\\w-]+\\.png$`)),
);

/** Width and height from a PNG's IHDR chunk. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

for (const lng of LANGUAGES) {
  for (const route of routes) {
    const { path, kind } = route;
    const url = inLanguage(lng, path);
    test(`${url} carries its language, title, heading, content, links, description, canonical, alternates, Open Graph, Twitter and JSON-LD in the raw HTML`, async ({
      request,
    }) => {
      const { status, page } = await getHtml(request, url);
      expect(status).toBe(200);
      expect(page.lang).toBe(lng);
      expect(page.title).toBe(route.nav ? `${tr(lng, `common:nav.${route.nav}`)} - ${FIRM}` : FIRM);
      expect(page.h1s, 'exactly one h1, with its text').toEqual([route.name ?? tr(lng, route.h1)]);
      expect(page.main).toContain(tr(lng, route.text));
      expect(page.nav).toContain(tr(lng, 'common:nav.expertise'));
      expect(page.embedded.lng, 'the language of the texts embedded for the app').toBe(lng);
      expect(Object.keys(page.embedded.resources ?? {})).toContain(lng);
      // Its links stay in its language; the switcher's lead to the same page in the others.
      const switcher = LANGUAGES.filter((other) => other !== lng).map((other) =>
        other === 'en' ? `${path}?lng=en` : inLanguage(other, path),
      );
      expect(page.links).toEqual(expect.arrayContaining(switcher));
      const lngOf = (href: string) => /^\/(ja|my)\//.exec(href)?.[1] ?? 'en';
      const elsewhere = page.links.filter(
        (href) => href.startsWith('/') && !switcher.includes(href) && lngOf(href) !== lng,
      );
      expect(elsewhere, 'links out of the page’s language').toEqual([]);
      expect(page.icons).toEqual(PNG_ICONS);

      const description = page.meta('name', 'description') ?? '';
      const values: Record<string, string> = route.title
        ? { name: route.name!, title: tr(lng, route.title) }
        : {};
      expect(description).toBe(tr(lng, `common:meta.description.${route.description}`, values));
      // The 50–160 guideline is measured on English result snippets; the other languages'
      // lengths are their translators' (tests/unit/seo.test.ts reads it the same way).
      expect(description.length).toBeGreaterThanOrEqual(lng === 'en' ? 50 : 1);
      if (lng === 'en') expect(description.length).toBeLessThanOrEqual(160);
      expect(page.link('canonical')).toBe(canonical(url));
      expect(page.alternates).toEqual(alternatesOf(path));
      expect(page.meta('name', 'robots')).toBeUndefined();

      expect(page.meta('property', 'og:type')).toBe(kind === 'profile' ? 'profile' : 'website');
      expect(page.meta('property', 'og:site_name')).toBe(FIRM);
      expect(page.meta('property', 'og:locale')).toBe(OG_LOCALE[lng]);
      expect(page.metas('og:locale:alternate')).toEqual(
        LANGUAGES.filter((other) => other !== lng).map((other) => OG_LOCALE[other]),
      );
      expect(page.meta('property', 'og:title')).toContain(FIRM);
      expect(page.meta('property', 'og:description')).toBe(description);
      expect(page.meta('property', 'og:url')).toBe(canonical(url));
      expect(page.meta('property', 'og:image')).toBe(`${siteUrl}/images/social-card.png`);
      expect(page.meta('property', 'og:image:width')).toBe('1200');
      expect(page.meta('property', 'og:image:height')).toBe('630');
      expect(page.meta('property', 'og:image:alt')).toBeTruthy();

      expect(page.meta('name', 'twitter:card')).toBe('summary_large_image');
      expect(page.meta('name', 'twitter:title')).toBe(page.meta('property', 'og:title'));
      expect(page.meta('name', 'twitter:description')).toBe(description);
      expect(page.meta('name', 'twitter:image')).toBe(`${siteUrl}/images/social-card.png`);

      expect(page.jsonLd.map((data) => data['@type'])).toEqual(expectedJsonLd[kind]);
      for (const data of page.jsonLd) expect(data['@context']).toBe('https://schema.org');
      const ofType = (type: string) => page.jsonLd.find((data) => data['@type'] === type);
      const described = ofType('WebPage') ?? ofType('FAQPage');
      expect(described).toMatchObject({ url: canonical(url), inLanguage: lng });
      if (kind === 'home') {
        expect(ofType('LegalService')).toMatchObject({
          name: FIRM,
          url: canonical(url),
          address: { '@type': 'PostalAddress', addressCountry: 'MM' },
          areaServed: { name: 'Myanmar' },
        });
      }
      if (kind === 'profile') {
        expect(ofType('Person')).toMatchObject({
          // One identity in every language: the English profile's.
          '@id': `${canonical(path)}#person`,
          url: canonical(url),
          worksFor: { '@id': `${siteUrl}/#firm` },
        });
      }
    });
  }
}

// An unknown address gets its section's 404 page, in the language of its path.
for (const [url, lng, h1, text] of [
  ['/no-such-page', 'en', 'common:notFound.title', 'common:notFound.text'],
  ['/ja/unknown', 'ja', 'common:notFound.title', 'common:notFound.text'],
  ['/my/expertise/nope', 'my', 'services:page.notFound', 'services:page.notFound'],
] as const) {
  test(`${url} gets a 404 page in ${lng}: described, not canonical, not indexed`, async ({
    request,
  }) => {
    const { status, page } = await getHtml(request, url);
    expect(status).toBe(404);
    expect(page.lang).toBe(lng);
    expect(page.title).toBe(FIRM);
    expect(page.h1s).toEqual([tr(lng, h1)]);
    expect(page.main).toContain(tr(lng, text));
    expect(page.meta('name', 'robots')).toBe('noindex');
    expect(page.link('canonical')).toBeUndefined();
    expect(page.meta('property', 'og:url')).toBeUndefined();
    expect(page.jsonLd).toEqual([]);
    expect(page.icons).toEqual(PNG_ICONS);
    expect((page.meta('name', 'description') ?? '').length).toBeGreaterThanOrEqual(
      lng === 'en' ? 50 : 1,
    );
  });
}

test('sitemap.xml lists every page in every language with its alternates and lastmod; each is served', async ({
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
    routes.map(({ path }) => ({
      loc: canonical(inLanguage(lng, path)),
      alternates: alternatesOf(path),
      lastmod: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    })),
  );
  expect(entries.sort(byLoc)).toEqual(expected.sort(byLoc));
});

test('every URL the site names answers 200 itself, with no redirect on the way; each page has its own description', async ({
  request,
}) => {
  // The pages' canonical, alternate and other links and their <a href>s (the language links'
  // ?lng= aside), and the sitemap's entries. (A 404 page's language links lead to that 404 page.)
  const pages = LANGUAGES.flatMap((lng) => routes.map(({ path }) => inLanguage(lng, path)));
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
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const [, loc = ''] of sitemap.matchAll(/<(?:loc|xhtml:link)[^>]*?(?:>|href=")([^<"]+)/g))
    local(loc);
  expect(named.size).toBeGreaterThan(pages.length);
  const answers: Record<string, number> = {};
  for (const path of named) answers[path] = (await request.get(path, { maxRedirects: 0 })).status();
  expect(answers).toEqual(Object.fromEntries([...named].map((path) => [path, 200])));
});

test('the old service ids move permanently (301) to their service, in every language', async ({
  request,
}) => {
  expect(redirects.map(({ from }) => from)).toEqual(
    expect.arrayContaining(['/expertise/corporate-law', '/ja/expertise/mediation']),
  );
  for (const { from, to } of redirects) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(new URL(response.headers()['location'] ?? '', siteUrl).pathname, from).toBe(to);
  }
});

/**
 * Chrome fetches the tab's icon and, for installability, a manifest icon of at least 144 px while
 * the page loads. An SVG one it draws as a document on the page's main thread (7–9 ms of CPU,
 * tasks of 25–50 ms on a busy CPU) just as the app starts; a PNG it decodes in a fraction of a
 * millisecond. Every page names the two PNG icons (checked with each page above).
 */
test('the web manifest loads from the link in the page; its icons and the page’s are PNGs of their sizes', async ({
  request,
}) => {
  const { page } = await getHtml(request, '/about');
  const manifestHref = page.link('manifest');
  expect(manifestHref).toBe('/site.webmanifest');
  const response = await request.get(manifestHref!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(manifest).toMatchObject({
    name: FIRM,
    start_url: '/',
    display: 'standalone',
    theme_color: '#0d1b36',
    background_color: '#f7f4ee',
  });
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  const icons = [
    ...manifest.icons,
    { src: page.link('icon'), sizes: '48x48', type: 'image/png' },
    { src: page.link('apple-touch-icon'), sizes: '180x180', type: 'image/png' },
  ];
  const bytes: Record<string, number> = {};
  for (const icon of icons) {
    expect(icon.type, icon.src).toBe('image/png');
    const file = await request.get(icon.src ?? 'no link');
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type'], icon.src).toContain('image/png');
    const [width, height] = icon.sizes.split('x').map(Number);
    const body = await file.body();
    expect(pngSize(body), icon.src).toEqual({ width, height });
    bytes[icon.sizes] = body.length;
  }
  // Fetched while the page loads, alongside the app: palette PNGs, a couple of kB each.
  expect(bytes['48x48']).toBeLessThanOrEqual(2500);
  expect(bytes['192x192']).toBeLessThanOrEqual(2500);
});

test('robots.txt allows crawling and points to the sitemap; the link-preview image is a 1200×630 PNG under 120 KB', async ({
  request,
}) => {
  const robotsFile = await request.get('/robots.txt');
  expect(robotsFile.status()).toBe(200);
  const robots = await robotsFile.text();
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).toMatch(/^Allow: \/$/m);
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);

  const response = await request.get('/images/social-card.png');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const body = await response.body();
  expect(body.length).toBeLessThan(120 * 1024);
  expect(pngSize(body)).toEqual({ width: 1200, height: 630 });
});
