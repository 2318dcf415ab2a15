// The firm's content (content/: its facts, lawyers, services and legal pages, each entry holding
// its languages side by side, as the CMS writes them) checked against its schema, then turned into
// what the site reads: the translation files public/locales/{lng}/{ns}.json (the interface texts
// of locales/ with each entry's texts merged in) and the facts module src/data/generated/.
// A bad entry stops everything with one line per problem, naming the file, the field and the
// language; nothing is written until every entry passes.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import matter from 'gray-matter';
import { z } from 'zod';
import { articleHtml } from './article-html.mjs';
import {
  bodyImage,
  caseTwins,
  fileIn,
  firmTimeZone,
  https,
  phone,
  plainError,
  text,
  todayIn,
  tooLong,
  unknownFields,
} from './content-rules.mjs';

const root = resolve(import.meta.dirname, '..');
// SITE_CONTENT reads another copy (the e2e tests add articles enough for a second listing page).
const contentDir = resolve(process.env.SITE_CONTENT ?? join(root, 'content'));
const uiDir = join(root, 'locales');
const languageName = new Intl.DisplayNames(['en'], { type: 'language' });

/** The site's languages are the folders of locales/; English holds the facts. */
export const codes = readdirSync(uiDir).sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : 0));
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

export class ContentError extends Error {}

const optional = z.string().trim().optional().default('');
const url = https();
const email = z.email('is not an e-mail address');
const orEmpty = (schema) => z.literal('').or(schema).optional().default('');
const lines = z.array(text).min(1, 'needs at least one line');
const order = z.number('must be a number').int().positive();
const oneOf = (values) => z.enum(values, `must be one of: ${values.join(', ')}`);

const schemas = {
  lawyers: {
    facts: z.object({
      id: text.regex(/^[A-Za-z][A-Za-z0-9-]*$/, 'must be letters, digits and hyphens'),
      order,
      title: oneOf(Object.keys(readJson(join(uiDir, 'en', 'professionals.json')).titles)),
      startYear: z
        .number('must be a year')
        .int()
        .min(1950)
        .max(Number(todayIn().slice(0, 4))),
      languages: z.array(oneOf(codes)).min(1, 'needs at least one language'),
      practiceAreas: z.array(text).min(1, 'needs at least one practice area'),
      portrait: fileIn('/images/professionals'),
      email: orEmpty(email),
      phone: orEmpty(phone),
      linkedin: orEmpty(https('linkedin.com')),
      facebook: orEmpty(https('facebook.com')),
      awards: z.array(z.object({ image: fileIn('/images/awards') })).default([]),
    }),
    texts: z.object({
      name: text,
      summary: text,
      description: text,
      bio: text,
      education: lines,
      experience: lines,
      awards: z.array(z.object({ title: text })).default([]),
    }),
  },
  services: {
    facts: z.object({
      id: text.regex(/^[a-z][a-z0-9-]*$/, 'must be lower-case letters, digits and hyphens'),
      order,
      icon: oneOf(Object.keys(readJson(join(root, 'src', 'data', 'service-icons.json')))),
    }),
    texts: z.object({
      name: text,
      description: text,
      metaDescription: text,
      details: text,
      faqs: z.array(z.object({ question: text, answer: text })).min(1, 'needs at least one FAQ'),
    }),
  },
  legal: {
    facts: z.object({
      lastUpdated: z.iso.date('must be a date (YYYY-MM-DD)'),
      sections: z.array(z.object({ key: text.regex(/^[a-zA-Z]+$/, 'must be letters only') })),
    }),
    texts: z.object({
      title: text,
      intro: text,
      description: text,
      sections: z.array(z.object({ heading: text, paragraphs: text })).min(1, 'needs a section'),
    }),
  },
  firm: {
    facts: z.object({
      shortName: text,
      allianceLawyers: z.number().int().positive(),
      allianceLocations: z.number().int().positive(),
      foundedYear: z.number().int().min(1900),
      address: z.object({ postalCode: text, countryCode: text.length(2) }),
      mapsUrl: url,
      emails: z.object({ general: email, japanDesk: email }),
      phone: z.object({ display: phone, tel: text.regex(/^\+\d+$/, 'must be + and digits') }),
      designer: z.object({ name: text, url }),
      siteUrl: url,
    }),
    // The names and address where the firm gives a form in that language; English is required.
    texts: z.object({
      name: optional,
      allianceFirmName: optional,
      address: z.object({ street: optional, locality: optional, country: optional }).optional(),
      hours: text,
    }),
    required: z.object({
      name: text,
      allianceFirmName: text,
      address: z.object({ street: text, locality: text, country: text }),
    }),
  },
  // Per language, terms the given pages must use, and wordings they must not (a mistranslation
  // that changes the meaning); tests/e2e/terminology.spec.ts reads the built pages for them.
  terminology: {
    facts: z.object({}),
    texts: z.object({
      rules: z
        .array(
          z.object({
            why: text,
            pages: z.array(text.regex(/^\//, 'must be a path starting with /')).min(1),
            use: z.array(text).default([]),
            avoid: z.array(text).default([]),
          }),
        )
        .default([]),
    }),
  },
};

// An article: one Markdown file per language version, content/articles/<slug>.<lng>.md, as the
// CMS's multiple_files writes one entry in one save. The English file holds the shared fields for
// every version (the CMS copies them into the others, where they are not read); a version is its
// title, summary and body, and one left empty (the CMS writes a file for it all the same) is none.
const date = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.iso.date({
    error: (issue) => (issue.input == null ? 'is missing' : 'must be a date (YYYY-MM-DD)'),
  }),
);
// The CMS writes "" for an optional date or file the editor cleared.
const optionally = (schema) => z.preprocess((value) => value || undefined, schema.optional());
const shared = z.object({
  published: date,
  updated: optionally(date),
  authors: z.array(text).min(1, 'needs at least one author'),
  practiceAreas: z.array(text).min(1, 'needs at least one practice area'),
  pdf: optionally(
    text.regex(/^\/files\/publications\/[^/]+\.pdf$/, 'must be a PDF under /files/publications/'),
  ),
  // The language the PDF is written in: a page in another language says so on its link.
  pdfLanguage: optionally(oneOf(codes)),
  draft: z.boolean('must be true or false').default(false),
});
const version = z.object({ title: text, summary: text });
// The CMS writes the web address name it names the files by; the file's name is what counts.
const fileName = z.object({ id: z.string() });
const reservedSlugs = ['page', 'area'];
// gray-matter's other engines run what they read (a `---js` block is evaluated): YAML only.
const refuse = () => {
  throw new Error('not YAML');
};
const yamlOnly = { engines: { js: refuse, javascript: refuse, json: refuse } };

/** One article file's front matter and body, or undefined once its problem is reported. */
function articleFile(path, file, problems) {
  const source = readFileSync(path, 'utf8');
  const language = matter.language(source).name;
  if (language && !['yaml', 'yml'].includes(language)) {
    problems.push(`${file}: the part between the --- lines must be YAML, not "${language}"`);
    return undefined;
  }
  try {
    const { data, content } = matter(source, yamlOnly);
    // The body's first line in the file, for the notes on its lines.
    const first = source.slice(0, source.length - content.length).split('\n').length;
    return { data: data ?? {}, content, first };
  } catch (error) {
    const where = error.mark ? ` (line ${error.mark.line + 2})` : '';
    problems.push(
      `${file}: the part between the --- lines is not valid YAML${where}: ${error.reason ?? error.message}`,
    );
    return undefined;
  }
}

/** The articles of `dir`/articles, each `{ slug, facts, texts: { [lng]: { title, summary, body } } }`. */
function articles(dir, problems, warnings, { lawyerIds, serviceIds, drafts }) {
  const folder = join(dir, 'articles');
  const fileOf = (name) => relative(dirname(dir), join(folder, name));
  const bySlug = new Map();
  for (const name of existsSync(folder) ? readdirSync(folder).sort() : []) {
    const [, slug, lng] = /^(.+)\.([a-z]+)\.md$/.exec(name) ?? [];
    if (!slug || !codes.includes(lng)) {
      problems.push(`${fileOf(name)}: must be named <slug>.<${codes.join('|')}>.md`);
      continue;
    }
    if (!/^[a-z0-9][a-z0-9-]*$/.test(slug) || reservedSlugs.includes(slug)) {
      problems.push(
        `${fileOf(name)}: ${lng}.(file name) (${languageName.of(lng)}) "${slug}" cannot be a slug: lower-case letters, digits and hyphens, not ${reservedSlugs.join(' or ')}`,
      );
      continue;
    }
    bySlug.set(slug, [...(bySlug.get(slug) ?? []), lng]);
  }
  const found = [];
  for (const [slug, lngs] of bySlug) {
    const nameOf = (lng) => `${slug}.${lng}.md`;
    const say = (lng, field, message, all) =>
      problems.push(
        `${fileOf(nameOf(lng))}: ${lng}.${field} (${all ? 'all languages' : languageName.of(lng)}) ${message}`,
      );
    if (!lngs.includes('en')) {
      problems.push(
        `${fileOf(nameOf('en'))}: is missing: it holds the dates, authors, practice areas, PDF and draft of every version`,
      );
      continue;
    }
    const files = Object.fromEntries(
      codes
        .filter((lng) => lngs.includes(lng))
        .map((lng) => [lng, articleFile(join(folder, nameOf(lng)), fileOf(nameOf(lng)), problems)]),
    );
    if (Object.values(files).some((read) => !read)) continue;
    /** @type {Partial<Record<string, { title: string, summary: string, body: string }>>} */
    const texts = {};
    let versions = 0;
    for (const [lng, { data, content, first }] of Object.entries(files)) {
      for (const field of unknownFields(data, [shared, version, fileName]))
        say(lng, field, 'is not a field of an article: check its spelling');
      if (!data.title && !data.summary && !content.trim()) continue;
      versions += 1;
      const result = version.safeParse(data, { error: plainError });
      for (const issue of result.error?.issues ?? []) say(lng, issue.path.join('.'), issue.message);
      for (const [field, message] of tooLong({ ...data, body: content })) say(lng, field, message);
      const { html, notes, images } = articleHtml(content);
      const at = (line) =>
        `${fileOf(nameOf(lng))}, line ${first + line - 1}: ${lng}.body (${languageName.of(lng)})`;
      for (const { line, message } of notes) warnings.push(`${at(line)} ${message}`);
      for (const { line, src } of images)
        if (!bodyImage.pattern.test(src))
          problems.push(
            `${at(line)} shows ${src}: an image must be a file in ${bodyImage.folder}/`,
          );
        else if (bodyImage.resizedOnly(src))
          problems.push(
            `${at(line)} shows ${src}, a portrait, award or hero image the site only shows resized: upload the image into the article instead`,
          );
        else if (!publicFile(src)) problems.push(`${at(line)} shows ${src}, which does not exist`);
      if (result.success) texts[lng] = { ...result.data, body: html };
    }
    if (versions === 0)
      say(
        'en',
        'title',
        'is missing: an update needs a title, summary and text in one language at least',
      );
    const result = shared.safeParse(files.en.data, { error: plainError });
    for (const issue of result.error?.issues ?? [])
      say('en', issue.path.join('.') || '(front matter)', issue.message, true);
    if (!result.success) continue;
    const facts = result.data;
    // A draft may be dated the day it is to be published.
    const today = todayIn();
    for (const field of ['published', 'updated'].filter((field) => facts[field] > today))
      if (!facts.draft)
        say('en', field, `is in the future (it is ${today} in ${firmTimeZone})`, true);
    facts.authors.forEach((id, i) => {
      if (!lawyerIds.includes(id)) say('en', `authors.${i}`, `names no lawyer: "${id}"`, true);
    });
    facts.practiceAreas.forEach((id, i) => {
      if (!serviceIds.includes(id))
        say('en', `practiceAreas.${i}`, `names no service: "${id}"`, true);
    });
    if (facts.pdf && !publicFile(facts.pdf)) say('en', 'pdf', `${facts.pdf} does not exist`, true);
    if (facts.pdf && !facts.pdfLanguage)
      say('en', 'pdfLanguage', 'is missing: the language of the PDF', true);
    found.push({ slug, facts, texts });
  }
  return found
    .filter((entry) => drafts || !entry.facts.draft)
    .sort(
      (a, b) => b.facts.published.localeCompare(a.facts.published) || a.slug.localeCompare(b.slug),
    );
}

/** One entry, checked: `{ file, facts, texts: { en, ja, my } }`, or the problems it has. */
function check(path, kind, problems, base) {
  const file = relative(base, path);
  const say = (lng, field, message, shared) =>
    problems.push(
      `${file}: ${lng}.${field} (${shared ? 'all languages' : languageName.of(lng)}) ${message}`,
    );
  let data;
  try {
    data = readJson(path);
  } catch (error) {
    problems.push(`${file}: is not valid JSON (${error.message})`);
    return undefined;
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    problems.push(`${file}: must hold a part for each language (${codes.join(', ')})`);
    return undefined;
  }
  for (const key of Object.keys(data).filter((key) => !codes.includes(key)))
    problems.push(`${file}: "${key}" is not a language of the site (${codes.join(', ')})`);
  const schema = schemas[kind];
  const parse = (lng, part, value) => {
    const result = part.safeParse(value ?? {}, { error: plainError });
    for (const issue of result.error?.issues ?? [])
      say(lng, issue.path.join('.') || '(entry)', issue.message, part === schema.facts);
    return result.data;
  };
  const facts = parse('en', schema.facts, data.en);
  if (schema.required) parse('en', schema.required, data.en);
  const texts = Object.fromEntries(codes.map((lng) => [lng, parse(lng, schema.texts, data[lng])]));
  for (const lng of codes) {
    const known = lng === 'en' ? Object.values(schema) : [schema.texts];
    for (const field of unknownFields(data[lng], known))
      say(lng, field, 'is not a field the site knows: check its spelling');
    for (const [field, message] of tooLong(texts[lng])) say(lng, field, message);
  }
  return { file, say, facts, texts };
}

/** Every entry of a folder of content/, in the order the staff gave them. */
function entries(dir, kind, problems) {
  return readdirSync(join(dir, kind))
    .filter((name) => name.endsWith('.json'))
    .map((name) => check(join(dir, kind, name), kind, problems, dirname(dir)))
    .filter((entry) => entry?.facts)
    .sort((a, b) => a.facts.order - b.facts.order || a.file.localeCompare(b.file));
}

const publicFile = (path) => existsSync(join(root, 'public', path));
const paragraphs = (value) =>
  value
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
const keyOf = (imagePath) => basename(imagePath).replace(/\.[^.]+$/, '');

/**
 * Reads and checks every entry of `dir`; throws a ContentError listing every problem found.
 * Draft articles are checked but left out, unless `drafts` (SITE_DRAFTS=1) builds them as published.
 */
export function loadContent(dir = contentDir, { drafts = process.env.SITE_DRAFTS === '1' } = {}) {
  const problems = [];
  const warnings = [];
  const firm = check(join(dir, 'firm.json'), 'firm', problems, dirname(dir));
  const lawyers = entries(dir, 'lawyers', problems);
  const services = entries(dir, 'services', problems);
  const legal = ['privacy', 'terms'].map((id) => ({
    id,
    ...check(join(dir, 'legal', `${id}.json`), 'legal', problems, dirname(dir)),
  }));
  const serviceIds = services.map((entry) => entry.facts.id);
  const sameLength = (entry, field, count) => {
    for (const lng of codes.slice(1)) {
      const found = entry.texts[lng]?.[field]?.length;
      if (found !== undefined && found !== count)
        entry.say(lng, field, `has ${found} items where English has ${count}`);
    }
  };
  // Two files whose names differ only in capitals are one address on the site.
  for (const kind of ['lawyers', 'services'])
    for (const [name, earlier] of caseTwins(readdirSync(join(dir, kind)).sort()))
      problems.push(
        `${relative(dirname(dir), join(dir, kind, name))}: en.id (all languages) differs from ${earlier} only in capitals: keep one of the two`,
      );
  for (const entry of [...lawyers, ...services]) {
    const name = basename(entry.file, '.json');
    // The CMS names a new entry's file in lower case: AungKyaw's may be aungkyaw.json.
    if (entry.facts.id.toLowerCase() !== name.toLowerCase())
      entry.say('en', 'id', `must be the file's name, "${name}"`, true);
  }
  for (const entry of lawyers) {
    entry.facts.practiceAreas.forEach((id, i) => {
      if (!serviceIds.includes(id))
        entry.say('en', `practiceAreas.${i}`, `names no service: "${id}"`, true);
    });
    const images = [entry.facts.portrait, ...entry.facts.awards.map((award) => award.image)];
    for (const path of images.filter((path) => !publicFile(path))) {
      const field = path === entry.facts.portrait ? 'portrait' : 'awards';
      entry.say('en', field, `${path} does not exist`, true);
    }
    sameLength(entry, 'awards', entry.facts.awards.length);
  }
  for (const entry of legal.filter((page) => page.facts))
    sameLength(entry, 'sections', entry.facts.sections.length);
  // By file name: an author whose own entry has a problem is not reported a second time.
  const lawyerIds = readdirSync(join(dir, 'lawyers')).map((name) => basename(name, '.json'));
  const published = articles(dir, problems, warnings, { lawyerIds, serviceIds, drafts });
  const terminology = check(join(dir, 'terminology.json'), 'terminology', problems, dirname(dir));
  if (problems.length > 0)
    throw new ContentError(
      `The content has ${problems.length} problem(s):\n  ${problems.join('\n  ')}`,
    );
  return {
    firm,
    lawyers,
    services,
    legal,
    articles: published,
    terminology: terminology.texts,
    warnings,
  };
}

/**
 * The firm's name and address as a language's texts (`common.firm`), English where the firm gives
 * no other form: the address in its parts, as lines in the order that language writes an address
 * (Japanese from the country down) and on one line.
 */
function firmTexts(firm, lng) {
  const { en, [lng]: own } = firm.texts;
  const given = Object.entries(own.address ?? {}).filter(([, value]) => value);
  const { street, locality, country } = { ...en.address, ...Object.fromEntries(given) };
  const { postalCode } = firm.facts.address;
  const lines =
    lng === 'ja'
      ? [`${country} ${postalCode}`, locality, street]
      : [street, `${locality} ${postalCode}`, country];
  const separator = { ja: ' ', my: '၊ ' }[lng] ?? ', ';
  return {
    name: own.name || en.name,
    alliance: own.allianceFirmName || en.allianceFirmName,
    address: { street, locality, postalCode, country },
    lines,
    line: lines.join(separator),
  };
}

/**
 * Fills the firm's facts into a language's texts, so the legal pages and every `{{firm}}`
 * read them from content/firm.json, in that language's form where the firm gives one.
 */
function fillFirm(value, facts) {
  if (typeof value === 'string')
    return value.replace(/{{(firm|alliance|email|phone|postalAddress)}}/g, (_, key) => facts[key]);
  if (Array.isArray(value)) return value.map((item) => fillFirm(item, facts));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillFirm(v, facts)]));
  return value;
}

/** Each language's translation files: `{ en: { common: {…}, … }, … }`. */
export function localeFiles({ firm, lawyers, services, legal, articles }) {
  const en = firmTexts(firm, 'en');
  const postalAddress = `${en.name}, ${en.line}`;
  const textsOf = (entries, lng, id) => entries.find((entry) => entry.facts.id === id).texts[lng];
  return Object.fromEntries(
    codes.map((lng) => {
      const base = Object.fromEntries(
        readdirSync(join(uiDir, lng)).map((name) => [
          basename(name, '.json'),
          readJson(join(uiDir, lng, name)),
        ]),
      );
      const serviceName = (id) => textsOf(services, lng, id).name;
      const people = lawyers.map(({ facts, texts: { [lng]: own } }) => [
        facts.id,
        {
          ...own,
          practiceAreas: facts.practiceAreas.map(serviceName),
          bio: paragraphs(own.bio),
          awards: Object.fromEntries(
            facts.awards.map((award, i) => [keyOf(award.image), own.awards[i].title]),
          ),
        },
      ]);
      // Dates are written with the legal pages' month names (src/i18n/format-date.ts).
      const names = (authors, areas) => ({
        date: base.legal.date,
        languages: base.professionals.languages,
        people: Object.fromEntries(authors.map((id) => [id, textsOf(lawyers, lng, id).name])),
        areas: Object.fromEntries(areas.map((id) => [id, serviceName(id)])),
      });
      const legalTexts = legal.map(({ id, facts, texts: { [lng]: own } }) => [
        id,
        {
          ...base.legal[id],
          ...own,
          sections: Object.fromEntries(
            facts.sections.map(({ key }, i) => [
              key,
              { ...own.sections[i], paragraphs: paragraphs(own.sections[i].paragraphs) },
            ]),
          ),
        },
      ]);
      const firmText = firmTexts(firm, lng);
      const files = {
        ...base,
        common: {
          ...base.common,
          contactSection: { ...base.common.contactSection, hours: firm.texts[lng].hours },
          firm: firmText,
        },
        professionals: { ...base.professionals, people: Object.fromEntries(people) },
        services: {
          ...base.services,
          items: Object.fromEntries(services.map(({ facts, texts }) => [facts.id, texts[lng]])),
        },
        legal: { ...base.legal, ...Object.fromEntries(legalTexts) },
        // The listing's texts, and each article's own (its page needs nothing else).
        publications: {
          ...base.publications,
          ...names(
            lawyers.map((entry) => entry.facts.id),
            services.map((entry) => entry.facts.id),
          ),
          items: Object.fromEntries(
            articles.flatMap(({ slug, texts: { [lng]: own } }) =>
              own ? [[slug, { title: own.title, summary: own.summary }]] : [],
            ),
          ),
        },
        ...Object.fromEntries(
          articles
            .filter(({ texts }) => texts[lng])
            .map(({ slug, facts, texts }) => [
              `article-${slug}`,
              {
                ...base.publications.article,
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
      return [lng, fillFirm(files, facts)];
    }),
  );
}

/** What the code needs of the content, without its texts (a first visit's JavaScript). */
export function factsModules({ firm, lawyers, services, legal, articles }) {
  const { siteUrl, shortName, ...facts } = firm.facts;
  const site = {
    firmName: firm.texts.en.name,
    allianceFirmName: firm.texts.en.allianceFirmName,
    firmShortName: shortName,
    // The address's words are texts (`common:firm`), in the page's language.
    ...facts,
    defaultSiteUrl: siteUrl,
  };
  const professionals = lawyers.map(({ facts: lawyer, texts }) => ({
    id: lawyer.id,
    name: texts.en.name,
    title: lawyer.title,
    startYear: lawyer.startYear,
    languages: lawyer.languages,
    awards: lawyer.awards.map(({ image }) => ({ key: keyOf(image), imageUrl: image })),
    phone: lawyer.phone || null,
    email: lawyer.email || null,
    linkedin: lawyer.linkedin || null,
    facebook: lawyer.facebook || null,
    img: lawyer.portrait,
  }));
  // One module each, so a page's chunk carries only the facts it uses.
  const modules = {
    site,
    professionals,
    services: services.map(({ facts: { id, icon } }) => ({ id, icon })),
    legalPages: Object.fromEntries(
      legal.map(({ id, facts }) => [
        id,
        { sections: facts.sections.map(({ key }) => key), lastUpdated: facts.lastUpdated },
      ]),
    ),
    articles: articles.map(({ slug, facts, texts }) => ({
      slug,
      published: facts.published,
      updated: facts.updated ?? facts.published,
      authors: facts.authors,
      areas: facts.practiceAreas,
      languages: codes.filter((lng) => texts[lng]),
      pdf: facts.pdf ?? null,
      pdfLanguage: facts.pdfLanguage ?? null,
    })),
  };
  return Object.entries(modules).map(([name, value]) => [
    `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.ts`,
    `// Made by scripts/content.mjs from content/: edit the content, not this file.\n` +
      `export const ${name} = ${JSON.stringify(value, null, 2)} as const;\n`,
  ]);
}

/** Checks the content and writes the translation files and the facts module. */
export function writeContent() {
  const content = loadContent();
  for (const warning of content.warnings) console.warn(`Warning: ${warning}`);
  const localesDir = join(root, 'public', 'locales');
  // Each file replaced in place, then the ones no longer made removed: a page reading them
  // meanwhile (the development server, after a save in the CMS) never finds one missing.
  for (const [lng, files] of Object.entries(localeFiles(content))) {
    const dir = join(localesDir, lng);
    mkdirSync(dir, { recursive: true });
    for (const [ns, texts] of Object.entries(files))
      writeFileSync(join(dir, `${ns}.json`), `${JSON.stringify(texts, null, 2)}\n`);
    for (const name of readdirSync(dir).filter(
      (name) => !Object.hasOwn(files, basename(name, '.json')),
    ))
      rmSync(join(dir, name), { recursive: true });
  }
  for (const name of readdirSync(localesDir).filter((name) => !codes.includes(name)))
    rmSync(join(localesDir, name), { recursive: true });
  const generated = join(root, 'src', 'data', 'generated');
  mkdirSync(generated, { recursive: true });
  for (const [name, module] of factsModules(content)) {
    const target = join(generated, name);
    // Rewritten only when it changes, so the development server does not reload for nothing.
    if (!existsSync(target) || readFileSync(target, 'utf8') !== module)
      writeFileSync(target, module);
  }
  return content;
}

/**
 * For a development server (Vite's): after `before` (if given), rewrites the content and reloads
 * the open page, or shows the content's problems in the page's error overlay.
 */
export async function refreshContent(server, before = async () => {}) {
  try {
    await before();
    writeContent();
    server.ws.send({ type: 'full-reload' });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    server.config.logger.error(message);
    server.ws.send({ type: 'error', err: { message, stack: '' } });
  }
}

/** Checks and writes the content, or prints its problems and ends the process with an error. */
export function writeContentOrExit() {
  try {
    return writeContent();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) writeContentOrExit();
