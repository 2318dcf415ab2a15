// The content check, on files given to it, so the terminal (content.mjs) and the CMS before a save
// (guard.mjs) run the same code. Each problem names the file, the field and the language.
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
} from './rules.mjs';
import { languages } from '../../src/data/languages.ts';

const languageName = new Intl.DisplayNames(['en'], { type: 'language' });
const lengthIn = Object.fromEntries(languages.map((l) => [l.code, l.descriptionLength]));
/** Why `text`, a page's search description in `lng`, does not fit its results; or undefined. */
function unfit(lng, text) {
  const { min, max } = lengthIn[lng] ?? {};
  if (!text || !min || (text.length >= min && text.length <= max)) return undefined;
  return `has ${text.length} characters: a search description in ${languageName.of(lng)} has ${min} to ${max}`;
}

/**
 * @typedef {{ file: string, message: string, lng?: string, field?: string, shared?: boolean, line?: number }} Problem
 * @typedef {{ dir: string, list(folder: string): string[], read(path: string): string, has(publicPath: string): boolean }} Files
 * @typedef {{ codes: string[], titles: string[], icons: string[], spoken: string[] }} Vocabulary
 */

/** A problem as one line: `content/lawyers/x.json: ja.bio (Japanese) is empty`. */
export function problemLine({ file, message, lng, field, shared, line }) {
  const where = line ? `${file}, line ${line}` : file;
  if (!lng) return `${where}: ${message}`;
  return `${where}: ${lng}.${field} (${shared ? 'all languages' : languageName.of(lng)}) ${message}`;
}

const optional = z.string().trim().optional().default('');
const url = https();
const email = z.email('is not an e-mail address');
const orEmpty = (schema) => z.literal('').or(schema).optional().default('');
const lines = z.array(text).min(1, 'needs at least one line');
const order = z.number('must be a number').int().positive();
const oneOf = (values) => z.enum(values, `must be one of: ${values.join(', ')}`);

/** @param {Vocabulary} vocabulary */
export function schemasFor({ titles, icons, spoken }) {
  return {
    lawyers: {
      facts: z.object({
        id: text.regex(/^[A-Za-z][A-Za-z0-9-]*$/, 'must be letters, digits and hyphens'),
        order,
        title: oneOf(titles),
        startYear: z
          .number('must be a year')
          .int()
          .min(1950)
          .max(Number(todayIn().slice(0, 4))),
        languages: z.array(oneOf(spoken)).min(1, 'needs at least one language'),
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
        icon: oneOf(icons),
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
}

// An article: one Markdown file per language, <slug>.<lng>.md, as the CMS's multiple_files writes
// them. The English file holds the shared fields; an empty version (the CMS writes it anyway) is none.
const date = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.iso.date({
    error: (issue) => (issue.input == null ? 'is missing' : 'must be a date (YYYY-MM-DD)'),
  }),
);
// The CMS writes "" for an optional date or file the editor cleared.
const optionally = (schema) => z.preprocess((value) => value || undefined, schema.optional());
/** An update's fields shared by its versions, read from its English file. */
export const sharedOf = (codes) =>
  z.object({
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
export const version = z.object({ title: text, summary: text });
/** An update's web address name, which names its files. */
export const slugPattern = /^[a-z0-9][a-z0-9-]*$/;
// The CMS writes the web address name it names the files by; the file's name is what counts.
const fileName = z.object({ id: z.string() });
const reservedSlugs = ['page', 'area'];
// gray-matter's other engines run what they read (a `---js` block is evaluated): YAML only.
const refuse = () => {
  throw new Error('not YAML');
};
const yamlOnly = { engines: { js: refuse, javascript: refuse, json: refuse } };

/** One article file's front matter and body, or undefined once its problem is reported. */
function articleFile(files, name, problems) {
  const file = `${files.dir}/articles/${name}`;
  const source = files.read(`articles/${name}`);
  const language = matter.language(source).name;
  if (language && !['yaml', 'yml'].includes(language)) {
    problems.push({
      file,
      message: `the part between the --- lines must be YAML, not "${language}"`,
    });
    return undefined;
  }
  try {
    const { data, content } = matter(source, yamlOnly);
    // The body's first line in the file, for the notes on its lines.
    const first = source.slice(0, source.length - content.length).split('\n').length;
    return { data: data ?? {}, content, first };
  } catch (error) {
    const where = error.mark ? ` (line ${error.mark.line + 2})` : '';
    problems.push({
      file,
      message: `the part between the --- lines is not valid YAML${where}: ${error.reason ?? error.message}`,
    });
    return undefined;
  }
}

/** The articles, each `{ slug, facts, texts: { [lng]: { title, summary, body } } }`. */
function articles(files, codes, problems, warnings, { lawyerIds, serviceIds, drafts }) {
  const shared = sharedOf(codes);
  const fileOf = (name) => `${files.dir}/articles/${name}`;
  const bySlug = new Map();
  for (const name of files.list('articles').sort()) {
    const [, slug, lng] = /^(.+)\.([a-z]+)\.md$/.exec(name) ?? [];
    if (!slug || !codes.includes(lng)) {
      problems.push({
        file: fileOf(name),
        message: `must be named <slug>.<${codes.join('|')}>.md`,
      });
      continue;
    }
    if (!slugPattern.test(slug) || reservedSlugs.includes(slug)) {
      problems.push({
        file: fileOf(name),
        lng,
        field: '(file name)',
        message: `"${slug}" cannot be a slug: lower-case letters, digits and hyphens, not ${reservedSlugs.join(' or ')}`,
      });
      continue;
    }
    bySlug.set(slug, [...(bySlug.get(slug) ?? []), lng]);
  }
  const found = [];
  for (const [slug, lngs] of bySlug) {
    const nameOf = (lng) => `${slug}.${lng}.md`;
    // `shared`: a field of the English file, which holds it for every version.
    const say = (lng, field, message, { line, shared } = {}) =>
      problems.push({ file: fileOf(nameOf(lng)), lng, field, message, line, shared });
    if (!lngs.includes('en')) {
      problems.push({
        file: fileOf(nameOf('en')),
        message:
          'is missing: it holds the dates, authors, practice areas, PDF and draft of every version',
      });
      continue;
    }
    const read = Object.fromEntries(
      codes
        .filter((lng) => lngs.includes(lng))
        .map((lng) => [lng, articleFile(files, nameOf(lng), problems)]),
    );
    if (Object.values(read).some((one) => !one)) continue;
    /** @type {Partial<Record<string, { title: string, summary: string, body: string }>>} */
    const texts = {};
    let versions = 0;
    for (const [lng, { data, content, first }] of Object.entries(read)) {
      for (const field of unknownFields(data, [shared, version, fileName]))
        say(lng, field, 'is not a field of an article: check its spelling');
      if (!data.title && !data.summary && !content.trim()) continue;
      versions += 1;
      const result = version.safeParse(data, { error: plainError });
      for (const issue of result.error?.issues ?? []) say(lng, issue.path.join('.'), issue.message);
      for (const [field, message] of tooLong({ ...data, body: content })) say(lng, field, message);
      const { html, notes, images } = articleHtml(content);
      const at = (line) => first + line - 1;
      for (const { line, message } of notes)
        warnings.push(
          problemLine({ file: fileOf(nameOf(lng)), line: at(line), lng, field: 'body', message }),
        );
      for (const { line, src } of images) {
        const body = (message) => say(lng, 'body', `shows ${src}${message}`, { line: at(line) });
        if (!bodyImage.pattern.test(src)) body(`: an image must be a file in ${bodyImage.folder}/`);
        else if (bodyImage.resizedOnly(src))
          body(
            ', a portrait, award or hero image the site only shows resized: upload the image into the article instead',
          );
        else if (!files.has(src)) body(', which does not exist');
      }
      const unfitting = result.success && unfit(lng, result.data.summary);
      if (unfitting) say(lng, 'summary', unfitting);
      if (result.success) texts[lng] = { ...result.data, body: html };
    }
    if (versions === 0)
      say(
        'en',
        'title',
        'is missing: an update needs a title, summary and text in one language at least',
      );
    const all = { shared: true };
    const result = shared.safeParse(read.en.data, { error: plainError });
    for (const issue of result.error?.issues ?? [])
      say('en', issue.path.join('.') || '(front matter)', issue.message, all);
    if (!result.success) continue;
    const facts = result.data;
    // A draft may be dated the day it is to be published.
    const today = todayIn();
    for (const field of ['published', 'updated'].filter((field) => facts[field] > today))
      if (!facts.draft)
        say('en', field, `is in the future (it is ${today} in ${firmTimeZone})`, all);
    facts.authors.forEach((id, i) => {
      if (!lawyerIds.includes(id)) say('en', `authors.${i}`, `names no lawyer: "${id}"`, all);
    });
    facts.practiceAreas.forEach((id, i) => {
      if (!serviceIds.includes(id))
        say('en', `practiceAreas.${i}`, `names no service: "${id}"`, all);
    });
    if (facts.pdf && !files.has(facts.pdf)) say('en', 'pdf', `${facts.pdf} does not exist`, all);
    if (facts.pdf && !facts.pdfLanguage)
      say('en', 'pdfLanguage', 'is missing: the language of the PDF', all);
    found.push({ slug, facts, texts });
  }
  return found
    .filter((entry) => drafts || !entry.facts.draft)
    .sort(
      (a, b) => b.facts.published.localeCompare(a.facts.published) || a.slug.localeCompare(b.slug),
    );
}

const bullets = (text) => text.split('\n').filter((line) => line.trim().startsWith('- ')).length;
const lineCount = (text) => text.split('\n').filter((line) => line.trim()).length;
/** What a translation keeps of English: each list's items, each text's lines and "- " lines. */
const shapeOf = (value, path = []) => {
  const at = path.join('.');
  if (typeof value === 'string')
    return [[at, 'lines', lineCount(value)], [at, 'bullets ("- " lines)', bullets(value)]];
  if (!value || typeof value !== 'object') return [];
  const inner = Object.entries(value).flatMap(([key, item]) => shapeOf(item, [...path, key]));
  return Array.isArray(value) ? [[at, 'items', value.length], ...inner] : inner;
};
const searchDescription = { services: 'metaDescription', legal: 'description' };

// Texts that may read the same in every language: brands, contact data, no words at all.
const sameInEvery = /^(?:LinkedIn|Facebook|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\+?[\d\s()-]{6,}|https?:\/\/\S+|[\d\s\p{P}]+)$/u;
const leaves = (value, path = []) =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]))
    : [[path.join('.'), value]];

/** Each translation against English: its shape, its search description's length, no English left. */
function translated(entry, codes, description) {
  const [en, ...others] = codes;
  const english = new Map(shapeOf(entry.texts[en]).map(([at, what, n]) => [`${at} ${what}`, n]));
  const englishText = new Map(leaves(entry.texts[en]));
  for (const lng of codes.filter((code) => entry.texts[code])) {
    const unfitting = description && unfit(lng, entry.texts[lng][description]);
    if (unfitting) entry.say(lng, description, unfitting);
    if (!others.includes(lng)) continue;
    for (const [at, what, count] of shapeOf(entry.texts[lng])) {
      const expected = english.get(`${at} ${what}`);
      if (expected !== undefined && count !== expected)
        entry.say(lng, at, `has ${count} ${what} where English has ${expected}`);
    }
    for (const [field, value] of leaves(entry.texts[lng]))
      if (value === englishText.get(field) && typeof value === 'string' && !sameInEvery.test(value))
        entry.say(lng, field, 'is the English text: translate it');
  }
}

/** One entry, checked: `{ file, facts, texts: { en, ja, my } }`, or the problems it has. */
function check(files, codes, path, schema, problems) {
  const file = `${files.dir}/${path}`;
  const say = (lng, field, message, shared) => problems.push({ file, lng, field, message, shared });
  let data;
  try {
    data = JSON.parse(files.read(path));
  } catch (error) {
    problems.push({ file, message: `is not valid JSON (${error.message})` });
    return undefined;
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    problems.push({ file, message: `must hold a part for each language (${codes.join(', ')})` });
    return undefined;
  }
  for (const key of Object.keys(data).filter((key) => !codes.includes(key)))
    problems.push({
      file,
      message: `"${key}" is not a language of the site (${codes.join(', ')})`,
    });
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

/**
 * Checks every entry of `files`: the content the site is built from, the problems (none means it
 * builds) and warnings. Draft articles are checked but left out unless `drafts`.
 * @param {Files} files
 * @param {Vocabulary & { drafts?: boolean }} options
 */
export function checkContent(files, { drafts = false, ...vocabulary }) {
  const { codes } = vocabulary;
  const schemas = schemasFor(vocabulary);
  /** @type {Problem[]} */
  const problems = [];
  const warnings = [];
  const entries = (kind) =>
    files
      .list(kind)
      .filter((name) => name.endsWith('.json'))
      .map((name) => check(files, codes, `${kind}/${name}`, schemas[kind], problems))
      .filter((entry) => entry?.facts)
      .sort((a, b) => a.facts.order - b.facts.order || a.file.localeCompare(b.file));
  const firm = check(files, codes, 'firm.json', schemas.firm, problems);
  const lawyers = entries('lawyers');
  const services = entries('services');
  const legal = ['privacy', 'terms'].map((id) => ({
    id,
    ...check(files, codes, `legal/${id}.json`, schemas.legal, problems),
  }));
  const serviceIds = services.map((entry) => entry.facts.id);
  // Two files whose names differ only in capitals are one address on the site.
  for (const kind of ['lawyers', 'services'])
    for (const [name, earlier] of caseTwins(files.list(kind).sort()))
      problems.push({
        file: `${files.dir}/${kind}/${name}`,
        lng: 'en',
        field: 'id',
        shared: true,
        message: `differs from ${earlier} only in capitals: keep one of the two`,
      });
  for (const entry of [...lawyers, ...services]) {
    const name = entry.file
      .split('/')
      .pop()
      .replace(/\.json$/, '');
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
    for (const path of images.filter((path) => !files.has(path))) {
      const field = path === entry.facts.portrait ? 'portrait' : 'awards';
      entry.say('en', field, `${path} does not exist`, true);
    }
  }
  // The service page shows the details' paragraphs and, beside them, its "- " lines as quick facts.
  for (const { texts, say } of services.filter((entry) => entry.texts.en)) {
    const { details } = texts.en;
    if (bullets(details) === 0 || bullets(details) === lineCount(details))
      say('en', 'details', 'needs a paragraph and at least one "- " line (a quick fact)');
  }
  for (const [kind, list] of [['lawyers', lawyers], ['services', services], ['legal', legal]])
    for (const entry of list.filter((one) => one.texts))
      translated(entry, codes, searchDescription[kind]);
  // By file name: an author whose own entry has a problem is not reported a second time.
  const lawyerIds = files.list('lawyers').map((name) => name.replace(/\.json$/, ''));
  const published = articles(files, codes, problems, warnings, { lawyerIds, serviceIds, drafts });
  const terminology = check(files, codes, 'terminology.json', schemas.terminology, problems);
  return {
    firm,
    lawyers,
    services,
    legal,
    articles: published,
    terminology: terminology?.texts,
    problems,
    warnings,
  };
}
