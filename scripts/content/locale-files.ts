// Each language's translation files, public/locales/{lng}/{ns}.json: the interface texts of
// locales/ with each entry's texts merged in and the firm's facts filled in.
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { languageOf, type Namespace, type SiteLanguage } from '../../src/data/languages.ts';
import {
  articlesIn,
  listingPath,
  listingsIn,
  pageSize,
  type Article,
} from '../../src/data/articles.ts';
import type { Content } from './check.ts';
import { codes, readJson, uiDir } from './load.ts';

type Texts = Record<string, unknown>;
/** A language's files: every namespace, and a namespace for each article. */
type Files = Record<Namespace, Texts> & Record<string, Texts>;
const paragraphs = (value: string) =>
  value
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
const slugOf = (article: Article) => article.slug;
export const keyOf = (imagePath: string) => basename(imagePath).replace(/\.[^.]+$/, '');

/** A lawyer's facts: what their profile needs beside their texts. */
export const lawyerFacts = ({ facts, texts }: Content['lawyers'][number]) => ({
  id: facts.id,
  name: texts.en.name,
  title: facts.title,
  startYear: facts.startYear,
  languages: facts.languages,
  awards: facts.awards.map(({ image }) => ({ key: keyOf(image), imageUrl: image })),
  phone: facts.phone || null,
  email: facts.email || null,
  linkedin: facts.linkedin || null,
  facebook: facts.facebook || null,
  img: facts.portrait,
});

/** An article's facts: what its pages and the feeds need beside its texts. */
export const articleFacts = ({ slug, facts, texts }: Content['articles'][number]): Article => ({
  slug,
  published: facts.published,
  updated: facts.updated ?? facts.published,
  authors: facts.authors,
  areas: facts.practiceAreas,
  languages: codes.filter((lng) => texts[lng]),
  pdf: facts.pdf ?? null,
  pdfLanguage: (facts.pdfLanguage as SiteLanguage | undefined) ?? null,
});

// The firm's name and address in a language (`common.firm`), English where the firm gives no other
// form: the address's parts, its lines in the order the language writes them, and one line.
function firmTexts({ texts, facts }: Content['firm'], lng: SiteLanguage) {
  const { en, [lng]: own } = texts;
  const given = Object.entries(own.address ?? {}).filter(([, value]) => value);
  const { street, locality, country } = { ...en.address!, ...Object.fromEntries(given) };
  const { postalCode } = facts.address;
  const { largeFirst, separator } = languageOf(lng).address;
  const lines = largeFirst
    ? [`${country} ${postalCode}`, locality, street]
    : [street, `${locality} ${postalCode}`, country];
  return {
    name: own.name || en.name,
    alliance: own.allianceFirmName || en.allianceFirmName,
    address: { street, locality, postalCode, country },
    lines,
    line: lines.join(separator),
  };
}

// So the legal pages and every `{{firm}}` read content/firm.json, in the language's form if given.
const fillFirm = (files: object, facts: Record<string, string>): Files =>
  JSON.parse(JSON.stringify(files), (_, value: unknown) =>
    typeof value === 'string'
      ? value.replace(/{{(firm|alliance|email|phone|postalAddress)}}/g, (_, key) => facts[key]!)
      : value,
  );

/** Each language's translation files: `{ en: { common: {…}, … }, … }`. */
export function localeFiles({ firm, lawyers, services, legal, articles }: Content) {
  const en = firmTexts(firm, 'en');
  const postalAddress = `${en.name}, ${en.line}`;
  const byId = <T extends { facts: { id: string } }>(entries: T[], id: string) =>
    entries.find((entry) => entry.facts.id === id)!;
  const published = articles.map(articleFacts);
  const serviceIds = services.map((entry) => entry.facts.id);
  const lawyerIds = lawyers.map((entry) => entry.facts.id);
  const files = codes.map((lng) => {
    const base = Object.fromEntries(
      readdirSync(join(uiDir, lng)).map((name) => [
        basename(name, '.json'),
        readJson(join(uiDir, lng, name)),
      ]),
    ) as Files;
    const serviceName = (id: string) => byId(services, id).texts[lng].name;
    // A page reads the facts of the articles it shows with their texts (decision 0032).
    const listings = listingsIn(published, lng, { areas: serviceIds, authors: lawyerIds });
    // Left out when empty: i18next's key types recurse without end on an empty list.
    const listed = (key: string, list: object) => (Object.keys(list).length ? { [key]: list } : {});
    const slugsOf = (list: Article[]) => listed('articles', list.map(slugOf));
    // A page reads a lawyer's facts with their texts, as an article's (decision 0032).
    const people = lawyers.map((lawyer) => {
      const {
        facts,
        texts: { [lng]: own },
      } = lawyer;
      return [
        facts.id,
        {
          ...own,
          facts: lawyerFacts(lawyer),
          ...slugsOf(articlesIn(published, lng, { author: facts.id }).slice(0, pageSize)),
          practiceAreas: facts.practiceAreas.map(serviceName),
          bio: paragraphs(own.bio),
          awards: Object.fromEntries(
            facts.awards.map((award, i) => [keyOf(award.image), own.awards[i]!.title]),
          ),
        },
      ];
    });
    // Dates are written with the legal pages' month names (src/i18n/format-date.ts).
    const names = (authors: string[], areas: string[]) => ({
      date: base.legal.date,
      languages: base.professionals.languages,
      people: Object.fromEntries(authors.map((id) => [id, byId(lawyers, id).texts[lng].name])),
      areas: Object.fromEntries(areas.map((id) => [id, serviceName(id)])),
    });
    const legalTexts = legal.map(({ id, facts, texts: { [lng]: own } }) => [
      id,
      {
        ...(base.legal[id] as object),
        ...own,
        sections: Object.fromEntries(
          facts.sections.map(({ key }, i) => [
            key,
            { ...own.sections[i], paragraphs: paragraphs(own.sections[i]!.paragraphs) },
          ]),
        ),
      },
    ]);
    const firmText = firmTexts(firm, lng);
    const files = {
      ...base,
      common: {
        ...base.common,
        contactSection: { ...(base.common.contactSection as object), hours: firm.texts[lng].hours },
        firm: firmText,
      },
      professionals: { ...base.professionals, people: Object.fromEntries(people) },
      services: {
        ...base.services,
        items: Object.fromEntries(
          services.map(({ facts, texts }) => [
            facts.id,
            {
              ...texts[lng],
              ...slugsOf(articlesIn(published, lng, { area: facts.id }).slice(0, 3)),
            },
          ]),
        ),
      },
      legal: { ...base.legal, ...Object.fromEntries(legalTexts) },
      // The listing's texts, and each article's own (its page needs nothing else).
      publications: {
        ...base.publications,
        ...names(lawyerIds, serviceIds),
        items: Object.fromEntries(
          articles.flatMap(({ slug, texts: { [lng]: own } }, i) =>
            own ? [[slug, { ...published[i], title: own.title, summary: own.summary }]] : [],
          ),
        ),
        ...listed('listings', listings),
        ...listed(
          'areasListed',
          serviceIds.filter((id) => Object.hasOwn(listings, listingPath({ area: id }))),
        ),
      },
      ...Object.fromEntries(
        articles
          .filter(({ texts }) => texts[lng])
          .map(({ slug, facts, texts }) => [
            `article-${slug}`,
            {
              ...(base.publications.article as object),
              ...names(facts.authors, facts.practiceAreas),
              ...texts[lng],
            },
          ]),
      ),
    };
    const facts = {
      firm: firmText.name,
      alliance: firmText.alliance,
      email: firm.facts.emails.general,
      phone: firm.facts.phone.display,
      postalAddress,
    };
    return [lng, fillFirm(files, facts)] as const;
  });
  return Object.fromEntries(files) as Record<SiteLanguage, Files>;
}
