// What search engines and link previews read beyond the page: schema.org objects from site facts
// and translated texts (typed by schema-dts).
import type { TFunction } from 'i18next';
import type { Thing } from 'schema-dts';
import { pictureSources } from '../data/images';
import type { Professional } from '../data/professional';
import { paths } from '../data/routes';
import { site } from '../data/site';
import { siteUrl, urlIn } from '../data/site-urls';
import { looseList, looseText } from '../i18n/loose';

export type JsonLd = Exclude<Thing, string>;

const firmId = `${siteUrl}/#firm`;
// Named as well as referenced: a page about a lawyer or an article alone still says whose it is.
const firmRef = { '@type': 'LegalService', '@id': firmId, name: site.firmName } as const;
const personId = (id: string) => `${siteUrl}${paths.profile(id)}#person`;

/** The firm's name and address as a language writes them (the texts' `common:firm`). */
export type FirmTexts = {
  name: string;
  address: Record<'street' | 'locality' | 'country', string>;
};

/** The firm, described on its home page in `lng`, named in `lng` and in Latin. */
export function firmJsonLd(description: string, lng: string, { name, address }: FirmTexts): JsonLd {
  const { phone, emails } = site;
  // Every working language of the firm: the union of its lawyers'.
  const firmLanguages = Object.keys(site.speakers);
  const desk = (contactType: string, email: string, availableLanguage: readonly string[]) =>
    ({ '@type': 'ContactPoint', contactType, email, availableLanguage }) as const;
  return {
    '@type': 'LegalService',
    '@id': firmId,
    name,
    alternateName: [...new Set([site.firmName, site.firmShortName])].filter((n) => n !== name),
    description,
    url: urlIn(lng, paths.home),
    logo: `${siteUrl}/icons/icon-512.png`,
    image: `${siteUrl}/images/social-card.png`,
    foundingDate: String(site.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.locality,
      postalCode: site.address.postalCode,
      addressCountry: site.address.countryCode,
    },
    hasMap: site.mapsUrl,
    telephone: phone.tel,
    email: emails.general,
    areaServed: { '@type': 'Country', name: address.country },
    knowsLanguage: firmLanguages,
    contactPoint: [
      { ...desk('customer service', emails.general, firmLanguages), telephone: phone.tel },
      desk('Japan desk', emails.japanDesk, ['ja']),
    ],
    memberOf: { '@type': 'Organization', name: site.allianceFirmName },
  };
}

/** The institution of an education line ('LL.B., University of Yangon'): a name after the last comma. */
const institutionOf = (line: string) => /,\s*(\p{Lu}[^,]*)$/u.exec(line)?.[1]?.trim();

/** A lawyer: one identity (their English profile) in all languages, named in `lng` and in Latin. */
export function personJsonLd(person: Professional, t: TFunction<'professionals'>, lng: string) {
  const base = `people.${person.id}`;
  const name = looseText(t, `${base}.name`);
  const education = looseList(t, `${base}.education`);
  const institutions = new Set(education.map(institutionOf).filter((name) => name !== undefined));
  return {
    '@type': 'Person',
    '@id': personId(person.id),
    name,
    ...(name === person.name ? {} : { alternateName: person.name }),
    jobTitle: t(`titles.${person.title}`),
    description: looseText(t, `${base}.summary`),
    url: urlIn(lng, paths.profile(person.id)),
    image: `${siteUrl}${pictureSources(person.img).fallback}`,
    worksFor: firmRef,
    knowsLanguage: person.languages,
    knowsAbout: looseList(t, `${base}.practiceAreas`),
    alumniOf: [...institutions].map((name) => ({ '@type': 'EducationalOrganization', name })),
    hasCredential: education.map((name) => ({
      '@type': 'EducationalOccupationalCredential',
      name,
    })),
    ...(person.email ? { email: person.email } : {}),
    ...(person.phone ? { telephone: person.phone } : {}),
  } satisfies JsonLd;
}

/** The questions and answers of the English route `path`, in `lng`: the page's own description. */
type Faq = { question: string; answer: string };
export const faqPageJsonLd = (path: string, lng: string, faqs: readonly Faq[]): JsonLd => ({
  '@type': 'FAQPage',
  url: urlIn(lng, path),
  inLanguage: lng,
  mainEntity: faqs.map(({ question, answer }) => ({
    '@type': 'Question',
    name: question,
    acceptedAnswer: { '@type': 'Answer', text: answer },
  })),
});

/** The trail from the home page, each crumb's name and English route, in `lng`. */
export const breadcrumbJsonLd = (lng: string, crumbs: readonly [string, string][]): JsonLd => ({
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map(([name, path], index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name,
    item: urlIn(lng, path),
  })),
});

type ArticleFacts = { published: string; updated: string; authors: readonly string[] };
type ArticleTexts = { headline: string; description: string; names: Record<string, string> };

/** An article in `lng` at the English route `path`, by the firm's lawyers (their profiles' @id). */
export const articleJsonLd = (
  path: string,
  lng: string,
  { published, updated, authors }: ArticleFacts,
  { headline, description, names }: ArticleTexts,
): JsonLd => ({
  '@type': 'Article',
  headline,
  description,
  url: urlIn(lng, path),
  datePublished: published,
  dateModified: updated,
  inLanguage: lng,
  author: authors.map((id) => ({
    '@type': 'Person',
    '@id': personId(id),
    name: names[id] ?? id,
    url: urlIn(lng, paths.profile(id)),
  })),
  publisher: firmRef,
});
