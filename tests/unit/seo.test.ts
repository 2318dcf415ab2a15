// @vitest-environment node
import { beforeAll, describe, expect, test } from 'vitest';
import type { Resource } from 'i18next';
import { preloadAllPages, render } from '../../src/entry-server';
import { prerenderTargets } from '../../scripts/build/pages';
import { professionals } from '../../src/data/professionals';
import { homeProfessionals } from '../../src/data/home-professionals';
import { pictureSources } from '../../src/data/images';
import { homeServiceIds, serviceIds } from '../../src/data/services';
import { paths } from '../../src/data/routes';
import { defaultLanguage, languages, localizePath, ogLocale } from '../../src/data/languages';
import { site } from '../../src/data/site';
import { normalizeSiteUrl, siteUrl, urlIn } from '../../src/data/site-urls';
import type { FirmTexts } from '../../src/seo/structured-data';
import { sitemapXml } from '../../scripts/build/sitemap-xml';
import { pageProblems } from '../../scripts/build/page-check';
import { commonTexts, localeFile, siteResources } from './locale-files';

// The head of every page as the host serves it: tests/e2e/seo.spec.ts. Here, on pages prerendered
// as the build does: escaping, edge inputs, the JSON-LD facts seo.spec does not read, the 404 files.

const assets = { scripts: ['/assets/boot.js'], css: '', fonts: {} };
type Faq = { question: string; answer: string };
type Service = { name: string; metaDescription: string; faqs: Faq[] };
const en = localeFile<{ items: Record<string, Service> }>('en', 'services');
const codes = languages.map(({ code }) => code);

beforeAll(() => preloadAllPages());

type JsonLd = Record<string, unknown> & { '@type': string };
/** The objects of the page's one JSON-LD graph. */
const jsonLdIn = (html: string): JsonLd[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(
    ([, json]) => (JSON.parse(json ?? '') as { '@graph': JsonLd[] })['@graph'],
  );

const renderPage = (path: string, lng = defaultLanguage, resources: Resource = siteResources) =>
  render({ lng, path }, resources, assets);
const jsonLdOf = async (path: string, type: string, lng = defaultLanguage, texts?: Resource) =>
  jsonLdIn(await renderPage(path, lng, texts)).filter((data) => data['@type'] === type);

function only<T>(items: readonly T[]): T {
  expect(items).toHaveLength(1);
  return items[0]!;
}

describe('JSON-LD', () => {
  test('the home page describes the firm as a LegalService with the facts of its content', async () => {
    const { address } = (siteResources.en!.common as { firm: FirmTexts }).firm;
    const firm = only(await jsonLdOf('/', 'LegalService'));
    expect(firm).toMatchObject({
      '@id': `${siteUrl}/#firm`,
      logo: `${siteUrl}/icons/icon-512.png`,
      image: `${siteUrl}/images/social-card.png`,
      telephone: site.phone.tel,
      email: site.emails.general,
      address: {
        streetAddress: address.street,
        addressLocality: address.locality,
        postalCode: site.address.postalCode,
      },
      memberOf: { '@type': 'Organization', name: site.allianceFirmName },
      description: only(await jsonLdOf('/', 'WebPage')).description,
    });
    expect([...(firm.knowsLanguage as string[])].sort()).toEqual([...codes].sort());
  });

  test.each(codes)(
    'in %s, /professionals has one Person per lawyer, as on their profile, named in the language, the Latin form as alternateName',
    async (lng) => {
      const texts = siteResources[lng]!.professionals as {
        titles: Record<string, string>;
        people: Record<string, { name: string }>;
      };
      const listed = await jsonLdOf(paths.professionals, 'Person', lng);
      expect(listed.map((person) => person.name)).toEqual(
        professionals.map(({ id }) => texts.people[id]!.name),
      );
      for (const professional of professionals) {
        const person = only(await jsonLdOf(paths.profile(professional.id), 'Person', lng));
        expect(person).toEqual(listed.find((p) => p.name === texts.people[professional.id]!.name));
        expect(person).toMatchObject({
          ...(lng !== defaultLanguage && { alternateName: professional.name }),
          jobTitle: texts.titles[professional.title],
          image: `${siteUrl}${pictureSources(professional.img).fallback}`,
          worksFor: { '@type': 'LegalService', name: site.firmName },
          knowsLanguage: professional.languages,
        });
      }
    },
  );

  test('alumniOf names each institution an education line ends in, once', async () => {
    const { id } = professionals[0]!;
    const education = [
      'LL.B., University of Yangon',
      'LL.M. in Comparative Law, Kyoto University',
      'Diploma in Law (2010), University of Yangon',
      'Postgraduate Certificate in International Commercial Arbitration',
      'LL.M., graduate school of law in Japan',
    ];
    const resources = structuredClone(siteResources);
    type People = { people: Record<string, { education: string[] }> };
    (resources.en!.professionals as People).people[id]!.education = education;
    const person = only(await jsonLdOf(paths.profile(id), 'Person', 'en', resources));
    expect(person.alumniOf).toEqual(
      ['University of Yangon', 'Kyoto University'].map((name) => ({
        '@type': 'EducationalOrganization',
        name,
      })),
    );
  });

  test.each(serviceIds)('/expertise/%s has one Question per FAQ, and breadcrumbs', async (id) => {
    const path = paths.service(id);
    const { name, faqs } = en.items[id]!;
    expect(only(await jsonLdOf(path, 'FAQPage')).mainEntity).toEqual(
      faqs.map(({ question, answer }) => ({
        '@type': 'Question',
        name: question,
        acceptedAnswer: { '@type': 'Answer', text: answer },
      })),
    );
    const crumbs: [string, string][] = [
      ['Home', '/'],
      ['Expertise', '/expertise'],
      [name, path],
    ];
    expect(only(await jsonLdOf(path, 'BreadcrumbList')).itemListElement).toEqual(
      crumbs.map(([crumb, href], index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb,
        item: `${siteUrl}${href}`,
      })),
    );
  });

  test('texts with quotes and markup are escaped in the head and cannot leave a JSON-LD script', async () => {
    const text = 'Quotes " and </script><!-- & more, long enough to be a description of a page.';
    const english = siteResources.en as Record<string, object>;
    const resources = { en: { ...english, about: { ...english.about, description: text } } };
    const html = await renderPage(paths.about, 'en', resources);
    expect(html).toContain(
      '<meta name="description" content="Quotes &quot; and &lt;/script&gt;&lt;!-- &amp; more,',
    );
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    expect(only(jsonLdIn(html)).description).toBe(text);
  });
});

describe('URLs and escaping', () => {
  test('the site URL comes without a trailing slash; the default is site.ts', () => {
    expect(normalizeSiteUrl(undefined)).toBe(site.defaultSiteUrl);
    expect(normalizeSiteUrl('')).toBe(site.defaultSiteUrl);
    expect(normalizeSiteUrl('https://example.com/')).toBe('https://example.com');
    expect(normalizeSiteUrl(' https://example.com/firm// ')).toBe('https://example.com/firm');
    expect(() => normalizeSiteUrl('example.com')).toThrow(/VITE_SITE_URL/);
    expect(() => normalizeSiteUrl('ftp://example.com')).toThrow(/http/);
  });

  test('a home page keeps its slash; other paths have none', () => {
    const other = languages[1]!.code;
    const urls = ['/', '/about/'].flatMap((path) => [urlIn('en', path), urlIn(other, path)]);
    expect(urls).toEqual(
      ['/', `/${other}/`, '/about', `/${other}/about`].map((path) => `${siteUrl}${path}`),
    );
    const firm = 'https://example.com/firm';
    expect(urlIn('en', '/', firm)).toBe(`${firm}/`);
    expect(urlIn('en', '/about', firm)).toBe(`${firm}/about`);
  });

  test.each(codes)('the Open Graph locale of %s is it with a region', (code) =>
    expect(ogLocale(code)).toMatch(new RegExp(`^${code}_[A-Z]{2}$`)),
  );

  test('sitemap.xml escapes its URLs', () => {
    const url = 'https://law.example/a?b=1&c=<2>';
    const xml = sitemapXml([{ url, alternates: [{ hreflang: 'en', href: url }] }], '2026-01-02');
    expect(xml).toContain('<loc>https://law.example/a?b=1&amp;c=&lt;2&gt;</loc>');
    expect(xml).toContain('href="https://law.example/a?b=1&amp;c=&lt;2&gt;"');
  });
});

/** The texts an English page embeds for the app, as prerendered. */
const embeddedIn = async (path: string) => {
  const html = await renderPage(path);
  return JSON.parse(/id="i18n-resources">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}');
};

test('a page embeds only the services and lawyers it shows, and of them only the texts it shows', async () => {
  type Entries = Record<string, Record<string, unknown>>;
  const embedded = async (path: string) => {
    const data = await embeddedIn(path);
    const { services, professionals: people } = data.resources.en;
    const groups = { services: Object.keys(services ?? {}), people: Object.keys(people ?? {}) };
    return {
      partial: data.partial,
      items: services?.items as Entries,
      people: people?.people,
      groups,
    };
  };
  const id = serviceIds[0]!;
  const service = await embedded(paths.service(id));
  expect(service.partial).toContain('services');
  expect(service.items).toEqual({
    [id]: expect.objectContaining({ metaDescription: en.items[id]!.metaDescription }),
  });
  const home = await embedded(paths.home);
  expect(home.partial).toEqual(expect.arrayContaining(['services', 'professionals']));
  expect(Object.keys(home.items)).toEqual([...homeServiceIds]);
  for (const item of Object.values(home.items))
    expect(Object.keys(item).sort()).toEqual(['description', 'name']);
  expect(Object.keys(home.people)).toEqual(homeProfessionals.map((person) => person.id));
  // Of the namespaces the home page borrows, the groups it shows: not the service page's own.
  expect(service.groups.services).toContain('page');
  expect(home.groups.services).not.toContain('page');
  expect(home.groups.people).not.toContain('page');
  const person = professionals[0]!;
  expect(Object.keys((await embedded(paths.profile(person.id))).people)).toEqual([person.id]);
});

test('of the shared texts a page embeds those it shows and those the app may show on it', async () => {
  const common = async (path: string) => {
    const data = await embeddedIn(path);
    return { partial: data.partial, texts: data.resources.en.common };
  };
  const home = await common(paths.home);
  const contact = await common(paths.contact);
  // The contact page's own title and the 404 page's texts stay off the home page.
  expect(home.partial).toContain('common');
  expect(home.texts).not.toHaveProperty('notFound');
  expect(home.texts.contactSection).not.toHaveProperty('pageTitle');
  expect(contact.texts.contactSection).toHaveProperty('pageTitle');
  // The form's every message, and what a navigation may show before the next page, stay on both.
  for (const { texts } of [home, contact]) {
    expect(texts.contactForm).toEqual(localeFile('en', 'common').contactForm);
    expect(Object.keys(texts)).toEqual(expect.arrayContaining(['loading', 'pageUnavailable']));
  }
});

// A staff member's description that results would cut short, or that says too little, fails here
// before any browser runs: every page in every language, as the prerenderer writes its head.
test('every page renders with no problem, its description fitting its language’s search results', async () => {
  const wrong: string[] = [];
  for (const { lng, path, url } of prerenderTargets) {
    const problems: string[] = [];
    const html = await render({ lng, path }, siteResources, assets, problems);
    wrong.push(...[...problems, ...pageProblems(html)].map((problem) => `${url}: ${problem}`));
    const content = /<meta name="description" content="([^"]*)"/.exec(html);
    const text = (content?.[1] ?? '').replace(
      /&(amp|quot|#x27|lt|gt);/g,
      (entity) =>
        ({ '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' })[entity]!,
    );
    const { min, max } = languages.find(({ code }) => code === lng)!.descriptionLength;
    if (text.length < min || text.length > max)
      wrong.push(`${url}: ${text.length} characters, not ${min}–${max}: ${text}`);
  }
  expect(wrong).toEqual([]);
  // Every page prerendered: room for a loaded machine.
}, 60_000);

// A static host answers an unknown path with the nearest 404.html: an unknown service or lawyer
// gets its section's own message from the first byte, never the generic one. None is indexed.
test.each(codes)(
  'in %s, the 404 pages are not indexed, and an unknown service or lawyer gets its own',
  async (lng) => {
    const texts = siteResources[lng] as Record<string, Record<string, Record<string, string>>>;
    const generic = commonTexts(lng).notFound.title;
    const pages = [
      ['/404', '404.html', generic],
      ['/expertise/404', 'expertise/404.html', texts.services!.page!.notFound!],
      ['/professionals/404', 'professionals/404.html', texts.professionals!.labels!.notFound!],
    ] as const;
    const targets = prerenderTargets.filter((t) => t.lng === lng && t.file.endsWith('404.html'));
    expect(targets.map((t) => [t.path, t.file])).toEqual(
      pages.map(([path, file]) => [path, localizePath(lng, `/${file}`).slice(1)]),
    );
    for (const [path, , text] of pages) {
      const html = await render({ lng, path, notFound: true }, siteResources, assets);
      const shown = html.slice(
        html.indexOf('<body>'),
        html.indexOf('<script type="application/json"'),
      );
      expect(html, path).toContain(`<html lang="${lng}"`);
      expect(shown.includes(text), path).toBe(true);
      if (text !== generic) expect(shown.includes(generic), path).toBe(false);
      expect(html, path).toContain('<meta name="robots" content="noindex"/>');
      expect(html, path).not.toMatch(/rel="(canonical|alternate)"/);
      expect(html, path).not.toContain('application/ld+json');
    }
  },
);
