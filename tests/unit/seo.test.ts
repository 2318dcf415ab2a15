import { describe, expect, test } from 'vitest';
import common from '../../public/locales/en/common.json';
import home from '../../public/locales/en/home.json';
import about from '../../public/locales/en/about.json';
import services from '../../public/locales/en/services.json';
import professionalsText from '../../public/locales/en/professionals.json';
import legal from '../../public/locales/en/legal.json';
import { pageMeta, render, siteFiles } from '../../src/entry-server';
import { createStaticI18n } from '../../src/i18n/server';
import { professionals } from '../../src/data/professionals';
import { serviceIds } from '../../src/data/services';
import { site } from '../../src/data/site';
import { tokens } from '../../src/views/theme/tokens';
import {
  absoluteUrl,
  faqPageJsonLd,
  firmId,
  headTags,
  institutionOf,
  normalizeSiteUrl,
  serializeJsonLd,
  sitemapXml,
  webManifest,
  type JsonLd,
} from '../../src/data/seo';

// The head of every page in every language (canonical, hreflang, Open Graph, the JSON-LD types,
// descriptions), the sitemap's entries and robots.txt are tested on the HTML the host serves
// (tests/e2e/seo.spec.ts, languages.spec.ts; decision 0020). Here: what the served pages cannot
// show, such as escaping, edge inputs and the JSON-LD facts seo.spec does not read.

const resources = {
  en: { common, home, about, services, professionals: professionalsText, legal },
};
const siteUrl = 'https://www.lotusbridge-legal.example';
const i18n = createStaticI18n('en', resources);

/** The JSON-LD objects of `type` on the English page at `path`. */
function jsonLdOf<T extends JsonLd['@type']>(
  path: string,
  type: T,
): Extract<JsonLd, { '@type': T }>[] {
  return pageMeta(path, i18n, siteUrl).jsonLd.filter(
    (data): data is Extract<JsonLd, { '@type': T }> => data['@type'] === type,
  );
}

function only<T>(items: readonly T[]): T {
  expect(items).toHaveLength(1);
  return items[0]!;
}

describe('JSON-LD', () => {
  test('the home page describes the firm as a LegalService with the facts of site.ts', () => {
    const firm = only(jsonLdOf('/', 'LegalService'));
    expect(firm).toMatchObject({
      '@id': firmId(siteUrl),
      logo: `${siteUrl}/icons/icon-512.png`,
      image: `${siteUrl}/images/social-card.png`,
      telephone: site.phone.tel,
      email: site.emails.general,
      address: {
        streetAddress: site.address.street,
        addressLocality: site.address.locality,
        postalCode: site.address.postalCode,
      },
      memberOf: { '@type': 'Organization', name: site.allianceFirmName },
      description: pageMeta('/', i18n, siteUrl).description,
    });
    expect([...(firm.knowsLanguage as string[])].sort()).toEqual(['en', 'ja', 'my']);
  });

  test('/professionals has one Person per lawyer, the same as on their profile', () => {
    const listed = jsonLdOf('/professionals', 'Person');
    expect(listed.map((person) => person.name)).toEqual(professionals.map((p) => p.name));
    for (const professional of professionals) {
      const person = only(jsonLdOf(`/professionals/${professional.id}`, 'Person'));
      expect(person).toEqual(listed.find((p) => p.name === professional.name));
      expect(person).toMatchObject({
        jobTitle: professionalsText.titles[professional.title],
        image: `${siteUrl}${professional.img}`,
        worksFor: { '@type': 'LegalService', name: site.firmName },
        knowsLanguage: professional.languages,
      });
    }
  });

  test('alumniOf names the institutions of the education lines, when they name one', () => {
    const alumni = (id: string, names: string[]) =>
      expect(only(jsonLdOf(`/professionals/${id}`, 'Person')).alumniOf, id).toEqual(
        names.map((name) => ({ '@type': 'EducationalOrganization', name })),
      );
    alumni('KhinMyatNoe', ['University of Yangon', 'Yangon University of Foreign Languages']);
    alumni('ZawMinHtet', ['Dagon University', 'University of Yangon']);
    for (const line of [
      'Postgraduate Certificate in International Commercial Arbitration',
      'LL.M. in Comparative Corporate Law, graduate school of law in Japan',
    ])
      expect(institutionOf(line), line).toBeUndefined();
  });

  test.each(serviceIds)('/expertise/%s has one Question per FAQ, and breadcrumbs', (id) => {
    const path = `/expertise/${id}`;
    const { name, faqs } = services.items[id];
    expect(only(jsonLdOf(path, 'FAQPage')).mainEntity).toEqual(
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
    expect(only(jsonLdOf(path, 'BreadcrumbList')).itemListElement).toEqual(
      crumbs.map(([crumb, href], index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb,
        item: `${siteUrl}${href}`,
      })),
    );
  });

  test('JSON-LD is serialised with `<` escaped, and still parses to the same object', () => {
    const faq = faqPageJsonLd(`${siteUrl}/x`, 'en', [
      { question: '</script><!--', answer: 'a < b' },
    ]);
    const text = serializeJsonLd(faq);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(faq);
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
    expect(absoluteUrl(siteUrl, '/')).toBe(`${siteUrl}/`);
    expect(absoluteUrl(siteUrl, '/about/')).toBe(`${siteUrl}/about`);
    expect(absoluteUrl(siteUrl, '/ja')).toBe(`${siteUrl}/ja/`);
    expect(absoluteUrl(siteUrl, '/my/about/')).toBe(`${siteUrl}/my/about`);
    expect(absoluteUrl('https://example.com/firm', '/')).toBe('https://example.com/firm/');
    expect(absoluteUrl('https://example.com/firm', '/about')).toBe(
      'https://example.com/firm/about',
    );
  });

  test('attribute values are escaped', () => {
    const tags = headTags(siteUrl, {
      ...pageMeta('/about', i18n, siteUrl),
      description: 'Quotes " and <tags> & more, long enough to be a description of a page.',
    });
    expect(tags[0]).toBe(
      '<meta name="description" content="Quotes &quot; and &lt;tags&gt; &amp; more, long enough to be a description of a page." />',
    );
  });

  test('sitemap.xml escapes its URLs', () => {
    const url = 'https://law.example/a?b=1&c=<2>';
    const xml = sitemapXml([{ url, alternates: [{ hreflang: 'en', href: url }] }], '2026-01-02');
    expect(xml).toContain('<loc>https://law.example/a?b=1&amp;c=&lt;2&gt;</loc>');
    expect(xml).toContain('href="https://law.example/a?b=1&amp;c=&lt;2&gt;"');
  });
});

describe('prerendered pages and site files', () => {
  test('render() keeps the metadata texts out of the embedded resources', () => {
    const page = render('/expertise/employment', 'en', resources, { siteUrl });
    expect(page.embeddedScript).toContain('"common"');
    expect(page.embeddedScript).not.toContain('"meta"');
  });

  test('the web manifest has the short name, the theme colours and a maskable icon', () => {
    const [manifest] = siteFiles('en', resources, { siteUrl, lastmod: '2026-01-02' })
      .filter((f) => f.file === 'site.webmanifest')
      .map((f) => JSON.parse(f.content) as ReturnType<typeof webManifest>);
    expect(manifest).toMatchObject({
      short_name: site.firmShortName,
      theme_color: tokens.color.navy,
      background_color: tokens.color.ivory,
    });
    expect(manifest!.icons.map((icon) => `${icon.sizes} ${icon.type} ${icon.purpose}`)).toEqual([
      '192x192 image/png any',
      '512x512 image/png any',
      '512x512 image/png maskable',
    ]);
  });
});
