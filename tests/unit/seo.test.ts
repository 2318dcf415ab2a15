import type { BreadcrumbList, FAQPage, LegalService, Person, WithContext } from 'schema-dts';
import { describe, expect, test } from 'vitest';
import common from '../../public/locales/en/common.json';
import home from '../../public/locales/en/home.json';
import about from '../../public/locales/en/about.json';
import services from '../../public/locales/en/services.json';
import professionalsText from '../../public/locales/en/professionals.json';
import legal from '../../public/locales/en/legal.json';
import {
  pageMeta,
  prerenderTargets,
  publicPaths,
  render,
  siteFiles,
  type PrerenderTarget,
} from '../../src/entry-server';
import { createStaticI18n } from '../../src/i18n/server';
import { professionals } from '../../src/data/professionals';
import { serviceIds } from '../../src/data/services';
import { site } from '../../src/data/site';
import { tokens } from '../../src/views/theme/tokens';
import { languages } from '../../src/data/languages';
import { siteResources } from './locale-files';
import {
  absoluteUrl,
  breadcrumbJsonLd,
  faqPageJsonLd,
  firmId,
  headTags,
  institutionOf,
  jsonLdScripts,
  legalServiceJsonLd,
  normalizeSiteUrl,
  personJsonLd,
  serializeJsonLd,
  sitemapXml,
  webManifest,
  type JsonLd,
  type PageMeta,
} from '../../src/data/seo';

const resources = {
  en: { common, home, about, services, professionals: professionalsText, legal },
};
const siteUrl = 'https://www.lotusbridge-legal.example';
const i18n = createStaticI18n('en', resources);
const metaOf = (path: string): PageMeta => pageMeta(path, i18n, siteUrl);
const lngs = languages.map(({ code }) => code);

const typesOf = (path: string) => metaOf(path).jsonLd.map((data) => data['@type']);

function jsonLdOf<T extends JsonLd['@type']>(
  path: string,
  type: T,
): Extract<JsonLd, { '@type': T }>[] {
  return metaOf(path).jsonLd.filter(
    (data): data is Extract<JsonLd, { '@type': T }> => data['@type'] === type,
  );
}

function only<T>(items: readonly T[]): T {
  expect(items).toHaveLength(1);
  return items[0]!;
}

const personTexts = {
  jobTitle: 'Partner',
  description: 'Leads the disputes practice.',
  education: ['LL.B., Dagon University'],
  practiceAreas: ['Dispute Resolution'],
};

describe('JSON-LD objects are schema.org types', () => {
  test('each builder returns a value of its schema-dts type (checked by tsc)', () => {
    const firm: WithContext<LegalService> = legalServiceJsonLd(siteUrl, {
      description: 'x',
      url: `${siteUrl}/`,
    });
    const person: WithContext<Person> = personJsonLd(
      siteUrl,
      professionals[0]!,
      personTexts,
      `${siteUrl}/professionals/${professionals[0]!.id}`,
    );
    const faq: WithContext<FAQPage> = faqPageJsonLd(`${siteUrl}/expertise/employment`, 'en', [
      { question: 'Q?', answer: 'A.' },
    ]);
    const crumbs: WithContext<BreadcrumbList> = breadcrumbJsonLd([
      { name: 'Home', url: `${siteUrl}/` },
    ]);
    for (const data of [firm, person, faq, crumbs]) {
      expect(data).toMatchObject({ '@context': 'https://schema.org' });
    }
  });

  test('the home page describes the firm as a LegalService with the facts of site.ts', () => {
    expect(typesOf('/')).toEqual(['WebPage', 'LegalService']);
    const firm = only(jsonLdOf('/', 'LegalService'));
    expect(firm).toMatchObject({
      '@context': 'https://schema.org',
      '@id': firmId(siteUrl),
      name: site.firmName,
      url: `${siteUrl}/`,
      logo: `${siteUrl}/icons/icon-512.png`,
      image: `${siteUrl}/images/social-card.png`,
      telephone: site.phone.tel,
      email: site.emails.general,
      address: {
        '@type': 'PostalAddress',
        streetAddress: site.address.street,
        addressLocality: site.address.locality,
        postalCode: site.address.postalCode,
        addressCountry: site.address.countryCode,
      },
      areaServed: { '@type': 'Country', name: 'Myanmar' },
      memberOf: { '@type': 'Organization', name: site.allianceFirmName },
    });
    expect([...(firm.knowsLanguage as string[])].sort()).toEqual(['en', 'ja', 'my']);
    expect(firm.description).toBe(metaOf('/').description);
  });

  test('/professionals has one Person per lawyer; each profile has its Person and breadcrumbs', () => {
    const listed = jsonLdOf('/professionals', 'Person');
    expect(listed.map((person) => person.name)).toEqual(professionals.map((p) => p.name));
    for (const professional of professionals) {
      const path = `/professionals/${professional.id}`;
      expect(typesOf(path)).toEqual(['WebPage', 'Person', 'BreadcrumbList']);
      const person = only(jsonLdOf(path, 'Person'));
      expect(person).toEqual(listed.find((p) => p.name === professional.name));
      expect(person).toMatchObject({
        '@context': 'https://schema.org',
        url: `${siteUrl}${path}`,
        image: `${siteUrl}${professional.img}`,
        worksFor: { '@type': 'LegalService', '@id': firmId(siteUrl), name: site.firmName },
        knowsLanguage: professional.languages,
      });
      const title = professionalsText.titles[professional.title];
      expect(person.jobTitle).toBe(title);
      expect(person.alumniOf).not.toHaveLength(0);
    }
  });

  test('alumniOf names the institutions of the education lines', () => {
    const alumni = (id: string) =>
      (
        only(jsonLdOf(`/professionals/${id}`, 'Person')).alumniOf as {
          '@type': string;
          name: string;
        }[]
      ).map((org) => `${org['@type']}: ${org.name}`);
    expect(alumni('KhinMyatNoe')).toEqual([
      'EducationalOrganization: University of Yangon',
      'EducationalOrganization: Yangon University of Foreign Languages',
    ]);
    expect(alumni('ZawMinHtet')).toEqual([
      'EducationalOrganization: Dagon University',
      'EducationalOrganization: University of Yangon',
    ]);
    expect(
      institutionOf('Postgraduate Certificate in International Commercial Arbitration'),
    ).toBeUndefined();
    expect(
      institutionOf('LL.M. in Comparative Corporate Law, graduate school of law in Japan'),
    ).toBeUndefined();
  });

  test.each(serviceIds)(
    '/expertise/%s has a FAQPage with one Question per FAQ, and breadcrumbs',
    (id) => {
      const path = `/expertise/${id}`;
      expect(typesOf(path)).toEqual(['FAQPage', 'BreadcrumbList']);
      const faqs = services.items[id].faqs;
      const questions = only(jsonLdOf(path, 'FAQPage')).mainEntity as {
        '@type': string;
        name: string;
        acceptedAnswer: { '@type': string; text: string };
      }[];
      expect(questions).toHaveLength(faqs.length);
      questions.forEach((question, index) => {
        expect(question['@type']).toBe('Question');
        expect(question.name.trim()).not.toBe('');
        expect(question.name).toBe(faqs[index]!.question);
        expect(question.acceptedAnswer['@type']).toBe('Answer');
        expect(question.acceptedAnswer.text.trim()).not.toBe('');
        expect(question.acceptedAnswer.text).toBe(faqs[index]!.answer);
      });
      const crumbs = only(jsonLdOf(path, 'BreadcrumbList')).itemListElement;
      expect(crumbs).toEqual([
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${siteUrl}/` },
        { '@type': 'ListItem', position: 2, name: 'Expertise', item: `${siteUrl}/expertise` },
        {
          '@type': 'ListItem',
          position: 3,
          name: services.items[id].name,
          item: `${siteUrl}${path}`,
        },
      ]);
    },
  );

  test('JSON-LD is serialised with `<` escaped, and still parses to the same object', () => {
    const faq = faqPageJsonLd(`${siteUrl}/x`, 'en', [
      { question: '</script><!--', answer: 'a < b' },
    ]);
    const text = serializeJsonLd(faq);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(faq);
  });
});

describe('canonical URLs', () => {
  test('the site URL comes without a trailing slash; the default is site.ts', () => {
    expect(normalizeSiteUrl(undefined)).toBe(site.defaultSiteUrl);
    expect(normalizeSiteUrl('')).toBe(site.defaultSiteUrl);
    expect(normalizeSiteUrl('https://example.com/')).toBe('https://example.com');
    expect(normalizeSiteUrl(' https://example.com/firm// ')).toBe('https://example.com/firm');
    expect(() => normalizeSiteUrl('example.com')).toThrow(/VITE_SITE_URL/);
    expect(() => normalizeSiteUrl('ftp://example.com')).toThrow(/http/);
  });

  test('a home page keeps its slash; other paths have none', () => {
    expect(absoluteUrl(siteUrl, '/')).toBe(`${siteUrl}/`);
    expect(absoluteUrl(siteUrl, '/about/')).toBe(`${siteUrl}/about`);
    expect(absoluteUrl(siteUrl, '/ja')).toBe(`${siteUrl}/ja/`);
    expect(absoluteUrl(siteUrl, '/my/about/')).toBe(`${siteUrl}/my/about`);
    expect(absoluteUrl('https://example.com/firm', '/')).toBe('https://example.com/firm/');
    expect(absoluteUrl('https://example.com/firm', '/about')).toBe(
      'https://example.com/firm/about',
    );
  });

  test('the 404 page has no canonical link and asks not to be indexed', () => {
    const tags = headTags(siteUrl, metaOf('/404'));
    expect(tags.join('\n')).not.toContain('canonical');
    expect(tags).toContain('<meta name="robots" content="noindex" />');
    expect(jsonLdScripts(metaOf('/404'))).toEqual([]);
  });

  test('attribute values are escaped', () => {
    const tags = headTags(siteUrl, {
      ...metaOf('/about'),
      description: 'Quotes " and <tags> & more, long enough to be a description of a page.',
    });
    expect(tags[0]).toBe(
      '<meta name="description" content="Quotes &quot; and &lt;tags&gt; &amp; more, long enough to be a description of a page." />',
    );
  });
});

describe('prerendered pages and site files', () => {
  test('render() returns the head tags and keeps the metadata texts out of the embedded resources', () => {
    const page = render('/expertise/employment', 'en', resources, { siteUrl });
    expect(page.head).toContain(
      `<meta name="description" content="${common.meta.description.services.employment}" />`,
    );
    expect(page.structuredData).toHaveLength(2);
    for (const script of page.structuredData) {
      const json = /^<script type="application\/ld\+json">(.*)<\/script>$/s.exec(script)?.[1];
      expect(() => JSON.parse(json ?? '')).not.toThrow();
    }
    expect(page.embeddedScript).toContain('"common"');
    expect(page.embeddedScript).not.toContain('"meta"');
  });

  test('render() falls back to the default site URL', () => {
    const page = render('/about', 'en', resources);
    expect(page.head).toContain(`<link rel="canonical" href="${site.defaultSiteUrl}/about" />`);
  });

  const files = Object.fromEntries(
    siteFiles('en', resources, { siteUrl: 'https://law.example/', lastmod: '2026-01-02' }).map(
      (f) => [f.file, f.content],
    ),
  );

  test('sitemap.xml escapes its URLs', () => {
    const url = 'https://law.example/a?b=1&c=<2>';
    const xml = sitemapXml([{ url, alternates: [{ hreflang: 'en', href: url }] }], '2026-01-02');
    expect(xml).toContain('<loc>https://law.example/a?b=1&amp;c=&lt;2&gt;</loc>');
    expect(xml).toContain('href="https://law.example/a?b=1&amp;c=&lt;2&gt;"');
  });

  test('the web manifest names the firm, uses the theme colours and lists PNG icons', () => {
    const manifest = JSON.parse(files['site.webmanifest'] ?? '{}') as ReturnType<
      typeof webManifest
    >;
    expect(manifest).toMatchObject({
      name: site.firmName,
      short_name: site.firmShortName,
      start_url: '/',
      display: 'standalone',
      theme_color: tokens.color.navy,
      background_color: tokens.color.ivory,
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.type} ${icon.purpose}`)).toEqual([
      '192x192 image/png any',
      '512x512 image/png any',
      '512x512 image/png maskable',
    ]);
  });
});

describe('every page in every language', () => {
  const rendered = new Map<string, ReturnType<typeof render>>();
  const renderTarget = ({ lng, path, url }: PrerenderTarget) => {
    const page = rendered.get(url) ?? render(path, lng, siteResources, { siteUrl });
    rendered.set(url, page);
    return page;
  };
  const isNotFound = (t: PrerenderTarget) => t.url.endsWith('/404.html');
  const notFoundPages = prerenderTargets.filter(isNotFound).map((t) => [t.url, t] as const);
  const linksOf = (head: readonly string[], rel: string) =>
    head.flatMap((tag) => {
      const match = new RegExp(`^<link rel="${rel}" (?:hreflang="(.*?)" )?href="(.*?)" />$`).exec(
        tag,
      );
      return match ? [match[1] ? `${match[1]} ${match[2]}` : match[2]] : [];
    });

  test('each language has every page of the manifest, its own 404 page and one per detail route', () => {
    for (const lng of lngs) {
      expect(prerenderTargets.filter((t) => t.lng === lng).map((t) => t.path)).toEqual([
        ...publicPaths,
        '/404',
        '/expertise/404',
        '/professionals/404',
      ]);
    }
    const files = Object.fromEntries(prerenderTargets.map((t) => [t.url, t.file]));
    expect(files).toMatchObject({
      '/': 'index.html',
      '/about': 'about.html',
      '/ja/': 'ja/index.html',
      '/ja/about': 'ja/about.html',
      '/my/expertise/employment': 'my/expertise/employment.html',
      '/ja/404.html': 'ja/404.html',
      '/ja/expertise/404.html': 'ja/expertise/404.html',
      '/professionals/404.html': 'professionals/404.html',
    });
  });

  test.each(notFoundPages)(
    '%s asks not to be indexed and has no canonical or alternates',
    (_, target) => {
      const page = renderTarget(target);
      expect(page.lang).toBe(target.lng);
      expect(page.head).toContain('<meta name="robots" content="noindex" />');
      expect(linksOf(page.head, 'canonical')).toEqual([]);
      expect(linksOf(page.head, 'alternate')).toEqual([]);
      expect(page.structuredData).toEqual([]);
    },
  );
});
