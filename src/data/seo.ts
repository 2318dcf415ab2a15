/**
 * Search and link-preview metadata for the prerendered HTML: canonical URLs,
 * Open Graph and Twitter tags, schema.org JSON-LD, sitemap, robots.txt and the web manifest.
 * Pure functions over site facts and already-translated texts; the prerender entry resolves the
 * texts and puts the result into each page's <head>. Types come from schema-dts, so a misspelt
 * property or a wrong value type fails the typecheck.
 */
import type {
  BreadcrumbListLeaf,
  WebPageLeaf,
  FAQPageLeaf,
  LegalServiceLeaf,
  PersonLeaf,
  WithContext,
} from 'schema-dts';
import { professionals, type LanguageCode, type Professional } from './professionals';
import {
  canonicalPath,
  defaultLanguage,
  languages,
  localizePath,
  type SiteLanguage,
} from './languages';
import { paths } from './routes';
import { site } from './site';

/** The 1200×630 link-preview card (public/images/social-card.png). */
export const socialImage = {
  path: '/images/social-card.png',
  width: 1200,
  height: 630,
  type: 'image/png',
} as const;

/**
 * App icons in public/icons; the PNGs are full-bleed with the mark inside the maskable safe zone.
 * Raster only: Chrome draws an SVG icon (the tab's, or the manifest's for installability) as a
 * document on the page's main thread while the app starts. icon.svg and
 * public/favicon.svg are the drawings the PNGs were made from; the tab icon (favicon-48.png) is
 * named in index.html.
 */
export const appIcons = {
  png192: '/icons/icon-192.png',
  png512: '/icons/icon-512.png',
  appleTouch: '/icons/apple-touch-icon.png',
} as const;

/** Colours of the installed app: the theme's navy (also index.html's theme-color) and ivory. */
export const manifestColors = { theme: '#0d1b36', background: '#f7f4ee' } as const;

export const descriptionLength = { min: 50, max: 160 } as const;

const ogLocales: Readonly<Record<string, string>> = { en: 'en_US', ja: 'ja_JP', my: 'my_MM' };

export function ogLocale(lng: string): string {
  return Object.hasOwn(ogLocales, lng) ? (ogLocales[lng] ?? 'en_US') : 'en_US';
}

/** Every working language of the firm: the union of its lawyers' languages. */
export const firmLanguages: readonly LanguageCode[] = [
  ...new Set(professionals.flatMap((p) => p.languages)),
];

/**
 * The site's public URL without a trailing slash (VITE_SITE_URL, else the default in site.ts).
 * A subpath (https://host/firm) is kept; anything but an absolute http(s) URL is refused, because
 * a wrong value would silently spread into every canonical link and the sitemap.
 */
export function normalizeSiteUrl(raw: string | undefined): string {
  const value = raw?.trim() || site.defaultSiteUrl;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`VITE_SITE_URL is not an absolute URL: ${value}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`VITE_SITE_URL must use http or https: ${value}`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * The absolute URL of a site path, written as the site writes it (`canonicalPath`): a home page
 * keeps its '/' ('/', '/ja/'), every other path has no trailing slash.
 */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl}${canonicalPath(path.startsWith('/') ? path : `/${path}`)}`;
}

export function firmId(siteUrl: string): string {
  return `${siteUrl}/#firm`;
}

/** A lawyer's one identity in every language: their English profile's URL. */
export function personId(siteUrl: string, professionalId: string): string {
  return `${absoluteUrl(siteUrl, paths.profile(professionalId))}#person`;
}

export interface Alternate {
  /** A language of the site, or 'x-default' for visitors of any other (the English page). */
  hreflang: SiteLanguage | 'x-default';
  href: string;
}

/** The same page in every language of the site, and x-default: for hreflang and the sitemap. */
export function alternateUrls(siteUrl: string, path: string): Alternate[] {
  const url = (lng: SiteLanguage) => absoluteUrl(siteUrl, localizePath(lng, path));
  return [
    ...languages.map(({ code }) => ({ hreflang: code, href: url(code) })),
    { hreflang: 'x-default' as const, href: url(defaultLanguage) },
  ];
}

export function legalServiceJsonLd(
  siteUrl: string,
  texts: { description: string; url: string },
): WithContext<LegalServiceLeaf> {
  return {
    '@context': 'https://schema.org',
    '@type': 'LegalService',
    '@id': firmId(siteUrl),
    name: site.firmName,
    alternateName: site.firmShortName,
    description: texts.description,
    url: texts.url,
    logo: absoluteUrl(siteUrl, appIcons.png512),
    image: absoluteUrl(siteUrl, socialImage.path),
    foundingDate: String(site.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      postalCode: site.address.postalCode,
      addressCountry: site.address.countryCode,
    },
    hasMap: site.mapsUrl,
    telephone: site.phone.tel,
    email: site.emails.general,
    areaServed: { '@type': 'Country', name: site.address.country },
    knowsLanguage: firmLanguages,
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: site.phone.tel,
        email: site.emails.general,
        availableLanguage: firmLanguages,
      },
      {
        '@type': 'ContactPoint',
        contactType: 'Japan desk',
        email: site.emails.japanDesk,
        availableLanguage: ['ja'],
      },
    ],
    memberOf: { '@type': 'Organization', name: site.allianceFirmName },
  };
}

/**
 * The institution of an education line such as 'LL.B., University of Yangon': the part after the
 * last comma, when it is a proper name. A line without one ('Postgraduate Certificate in …') or
 * ending in a description ('graduate school of law in Japan') names no institution.
 */
export function institutionOf(educationLine: string): string | undefined {
  const comma = educationLine.lastIndexOf(',');
  if (comma < 0) return undefined;
  const name = educationLine.slice(comma + 1).trim();
  return /^\p{Lu}/u.test(name) ? name : undefined;
}

export interface PersonTexts {
  jobTitle: string;
  description: string;
  education: readonly string[];
  practiceAreas: readonly string[];
}

export function personJsonLd(
  siteUrl: string,
  person: Professional,
  texts: PersonTexts,
  /** The profile in the page's language. */
  url: string,
): WithContext<PersonLeaf> {
  const institutions = [
    ...new Set(texts.education.map(institutionOf).filter((name) => name !== undefined)),
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': personId(siteUrl, person.id),
    name: person.name,
    jobTitle: texts.jobTitle,
    description: texts.description,
    url,
    image: absoluteUrl(siteUrl, person.img),
    // Named as well as referenced: a page that describes only the lawyer still says who employs them.
    worksFor: { '@type': 'LegalService', '@id': firmId(siteUrl), name: site.firmName },
    knowsLanguage: person.languages,
    knowsAbout: texts.practiceAreas,
    alumniOf: institutions.map((name) => ({ '@type': 'EducationalOrganization' as const, name })),
    hasCredential: texts.education.map((line) => ({
      '@type': 'EducationalOccupationalCredential' as const,
      name: line,
    })),
    ...(person.email ? { email: person.email } : {}),
    ...(person.phone ? { telephone: person.phone } : {}),
  };
}

export interface Faq {
  question: string;
  answer: string;
}

export function faqPageJsonLd(
  pageUrl: string,
  inLanguage: string,
  faqs: readonly Faq[],
): WithContext<FAQPageLeaf> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: pageUrl,
    inLanguage,
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question' as const,
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer' as const, text: faq.answer },
    })),
  };
}

export function webPageJsonLd(page: {
  url: string;
  name: string;
  description: string;
  inLanguage: string;
}): WithContext<WebPageLeaf> {
  return { '@context': 'https://schema.org', '@type': 'WebPage', ...page };
}

export interface Crumb {
  name: string;
  url: string;
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[]): WithContext<BreadcrumbListLeaf> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem' as const,
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

export type JsonLd =
  | WithContext<LegalServiceLeaf>
  | WithContext<PersonLeaf>
  | WithContext<FAQPageLeaf>
  | WithContext<WebPageLeaf>
  | WithContext<BreadcrumbListLeaf>;

/** JSON for a script element: `<` is escaped so no value can close the element or open a comment. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export interface PageMeta {
  description: string;
  /** Title for link previews; more specific than the document title on detail pages. */
  socialTitle: string;
  /** Absolute canonical URL, or null for the shared 404 page, which is kept out of the index. */
  url: string | null;
  type: 'website' | 'profile';
  locale: string;
  /** The page in every language (empty for a 404 page). */
  alternates: readonly Alternate[];
  imageAlt: string;
  jsonLd: readonly JsonLd[];
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

const meta = (attribute: 'name' | 'property', key: string, content: string | number) =>
  `<meta ${attribute}="${key}" content="${escapeAttribute(String(content))}" />`;

export const titleTag = (title: string) => `<title>${escapeAttribute(title)}</title>`;

/** The tags that follow <title> in a prerendered page, one per line. */
export function headTags(siteUrl: string, page: PageMeta): string[] {
  const description = meta('name', 'description', page.description);
  if (page.url === null) return [description, meta('name', 'robots', 'noindex')];
  const image = absoluteUrl(siteUrl, socialImage.path);
  return [
    description,
    `<link rel="canonical" href="${escapeAttribute(page.url)}" />`,
    ...page.alternates.map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(href)}" />`,
    ),
    meta('property', 'og:type', page.type),
    meta('property', 'og:site_name', site.firmName),
    meta('property', 'og:locale', page.locale),
    ...page.alternates
      .filter(({ hreflang }) => hreflang !== 'x-default' && ogLocale(hreflang) !== page.locale)
      .map(({ hreflang }) => meta('property', 'og:locale:alternate', ogLocale(hreflang))),
    meta('property', 'og:title', page.socialTitle),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', page.url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', socialImage.type),
    meta('property', 'og:image:width', socialImage.width),
    meta('property', 'og:image:height', socialImage.height),
    meta('property', 'og:image:alt', page.imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', page.socialTitle),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', page.imageAlt),
  ];
}

/**
 * One JSON-LD script element per object. Not executed, so no CSP exception; the page puts them
 * after its stylesheet and module script, which the browser should discover first.
 */
export function jsonLdScripts(page: PageMeta): string[] {
  return page.jsonLd.map(
    (data) => `<script type="application/ld+json">${serializeJsonLd(data)}</script>`,
  );
}

function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * sitemaps.org XML, each URL with its alternates in every language (`xhtml:link`, as search
 * engines read hreflang from a sitemap); `lastmod` is a W3C date (YYYY-MM-DD).
 */
export function sitemapXml(
  urls: readonly { url: string; alternates: readonly Alternate[] }[],
  lastmod: string,
): string {
  const entries = urls.map(({ url, alternates }) =>
    [
      '  <url>',
      `    <loc>${escapeXml(url)}</loc>`,
      ...alternates.map(
        ({ hreflang, href }) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}" />`,
      ),
      `    <lastmod>${escapeXml(lastmod)}</lastmod>`,
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

export function sitemapUrl(siteUrl: string): string {
  return absoluteUrl(siteUrl, '/sitemap.xml');
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl(siteUrl)}\n`;
}

export const manifestPath = '/site.webmanifest';

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: 'any' | 'maskable' }[];
}

export function webManifest(texts: {
  description: string;
  lang: string;
  dir: string;
}): WebManifest {
  return {
    id: '/',
    name: site.firmName,
    short_name: site.firmShortName,
    description: texts.description,
    lang: texts.lang,
    dir: texts.dir,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: manifestColors.theme,
    background_color: manifestColors.background,
    icons: [
      { src: appIcons.png192, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: appIcons.png512, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: appIcons.png512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
