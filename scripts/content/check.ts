// The content check, on files given to it, so the terminal (content.ts) and the CMS before a save
// (guard.ts) run the same code. Each problem names the file, the field and the language.
import matter from 'gray-matter';
import { z } from 'zod';
import { articleHtml } from './article-html.ts';
import {
  bodyImage,
  caseTwins,
  fileIn,
  firmTimeZone,
  https,
  languageName,
  leaves,
  phone,
  plainError,
  text,
  textFaults,
  todayIn,
  tooLong,
  unknownFields,
} from './rules.ts';
import { defaultLanguage, languageOf, type SiteLanguage } from '../../src/data/languages.ts';
import { listingWords } from '../../src/data/articles.ts';

export type Problem = {
  file: string;
  message: string;
  lng?: string;
  field?: string;
  /** a fact of the English part, which holds it for every language */
  shared?: boolean;
  line?: number;
};
export type Files = {
  dir: string;
  list(folder: string): string[];
  read(path: string): string;
  has(publicPath: string): boolean;
};
export type Vocabulary = {
  codes: SiteLanguage[];
  titles: string[];
  icons: string[];
  spoken: string[];
};
type Texts = Record<string, unknown>;
type Say = (lng: SiteLanguage, field: string, message: string, shared?: boolean) => void;
/** What every check reads and adds to: the files, the site's languages, the problems and warnings. */
type Run = { files: Files; codes: SiteLanguage[]; problems: Problem[]; warnings: string[] };

/** Why `text`, a page's search description in `lng`, does not fit its results; or undefined. */
function unfit(lng: SiteLanguage, text: unknown) {
  const { min, max } = languageOf(lng).descriptionLength;
  if (typeof text !== 'string' || (text.length >= min && text.length <= max)) return undefined;
  return `has ${text.length} characters: a search description in ${languageName.of(lng)} has ${min} to ${max}`;
}

/** A problem as one line: `content/lawyers/x.json: ja.bio (Japanese) is empty`. */
export function problemLine({ file, message, lng, field, shared, line }: Problem) {
  const where = line ? `${file}, line ${line}` : file;
  if (!lng) return `${where}: ${message}`;
  return `${where}: ${lng}.${field} (${shared ? 'all languages' : languageName.of(lng)}) ${message}`;
}

const optional = z.string().trim().optional().default('');
const url = https();
const email = z.email('is not an e-mail address');
const orEmpty = <T extends z.ZodType>(schema: T) => z.literal('').or(schema).optional().default('');
const lines = z.array(text).min(1, 'needs at least one line');
const order = z.number('must be a number').int().positive();
const oneOf = (values: readonly string[]) =>
  z.enum(values as [string, ...string[]], `must be one of: ${values.join(', ')}`);

export function schemasFor({ titles, icons, spoken }: Vocabulary) {
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
type Schemas = ReturnType<typeof schemasFor>;
type Kind = { facts: z.ZodType; texts: z.ZodType; required?: z.ZodType };
/** A checked entry; a language whose texts fail has a problem, and content with one is not built. */
export type Entry<K extends Kind> = {
  file: string;
  say: Say;
  facts: z.output<K['facts']>;
  texts: Record<SiteLanguage, z.output<K['texts']>>;
};

// An article: one Markdown file per language, <slug>.<lng>.md, as the CMS's multiple_files writes
// them. The English file holds the shared fields; an empty version (the CMS writes it anyway) is none.
const date = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.iso.date({
    error: (issue) => (issue.input == null ? 'is missing' : 'must be a date (YYYY-MM-DD)'),
  }),
);
// The CMS writes "" for an optional date or file the editor cleared.
const optionally = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => value || undefined, schema.optional());
/** An update's fields shared by its versions, read from its English file. */
export const sharedOf = (codes: readonly string[]) =>
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
// gray-matter's other engines run what they read (a `---js` block is evaluated): YAML only.
const refuse = () => {
  throw new Error('not YAML');
};
const yamlOnly = { engines: { js: refuse, javascript: refuse, json: refuse } };
export type Article = {
  slug: string;
  facts: z.output<ReturnType<typeof sharedOf>>;
  texts: Partial<Record<SiteLanguage, { title: string; summary: string; body: string }>>;
};

/** One article file's front matter, body and the body's first line, or undefined once its problem is reported. */
function articleFile(source: string, report: (message: string) => void) {
  const language = matter.language(source).name;
  if (language && !['yaml', 'yml'].includes(language))
    return void report(`the part between the --- lines must be YAML, not "${language}"`);
  try {
    const { data, content } = matter(source, yamlOnly);
    const first = source.slice(0, source.length - content.length).split('\n').length;
    return { data: data as Record<string, unknown>, content, first };
  } catch (error) {
    const { mark, reason, message } = error as { mark?: { line: number }; reason?: string } & Error;
    const where = mark ? ` (line ${mark.line + 2})` : '';
    report(`the part between the --- lines is not valid YAML${where}: ${reason ?? message}`);
  }
}

type Known = { lawyerIds: string[]; serviceIds: string[]; drafts: boolean };
/** The articles, newest first, and the problems and warnings of their files. */
function articles({ files, codes, problems, warnings }: Run, known: Known) {
  const shared = sharedOf(codes);
  const fileOf = (name: string) => `${files.dir}/articles/${name}`;
  const report = (name: string, message: string, more: Partial<Problem> = {}) =>
    problems.push({ file: fileOf(name), message, ...more });
  const bySlug = new Map<string, SiteLanguage[]>();
  for (const name of files.list('articles').sort()) {
    const [, slug = '', lng] = /^(.+)\.([a-z]+)\.md$/.exec(name) ?? [];
    const code = codes.find((code) => code === lng);
    if (!code) report(name, `must be named <slug>.<${codes.join('|')}>.md`);
    else if (!slugPattern.test(slug) || listingWords.includes(slug))
      report(
        name,
        `"${slug}" cannot be a slug: lower-case letters, digits and hyphens, not ${listingWords.join(' or ')}`,
        { lng: code, field: '(file name)' },
      );
    else bySlug.set(slug, [...(bySlug.get(slug) ?? []), code]);
  }
  const found: Article[] = [];
  for (const [slug, lngs] of bySlug) {
    const nameOf = (lng: string) => `${slug}.${lng}.md`;
    const say = (lng: SiteLanguage, field: string, message: string, more: Partial<Problem> = {}) =>
      report(nameOf(lng), message, { lng, field, ...more });
    if (!lngs.includes('en')) {
      report(
        nameOf('en'),
        'is missing: it holds the dates, authors, practice areas, PDF and draft of every version',
      );
      continue;
    }
    const read = new Map(
      lngs.flatMap((lng) => {
        const file = articleFile(files.read(`articles/${nameOf(lng)}`), (message) =>
          report(nameOf(lng), message),
        );
        return file ? [[lng, file] as const] : [];
      }),
    );
    if (read.size < lngs.length) continue;
    const texts: Article['texts'] = {};
    let versions = 0;
    for (const [lng, { data, content, first }] of read) {
      for (const field of unknownFields(data, [shared, version, fileName]))
        say(lng, field, 'is not a field of an article: check its spelling');
      if (!data.title && !data.summary && !content.trim()) continue;
      versions += 1;
      const result = version.safeParse(data, { error: plainError });
      for (const issue of result.error?.issues ?? []) say(lng, issue.path.join('.'), issue.message);
      for (const [field, message] of tooLong({ ...data, body: content })) say(lng, field, message);
      const { html, notes, images } = articleHtml(content);
      const at = (line: number) => first + line - 1;
      for (const { line, message } of notes)
        warnings.push(
          problemLine({ file: fileOf(nameOf(lng)), line: at(line), lng, field: 'body', message }),
        );
      for (const { line, src } of images) {
        const fault = !bodyImage.pattern.test(src)
          ? `: an image must be a file in ${bodyImage.folder}/`
          : bodyImage.resizedOnly(src)
            ? ', a portrait, award or hero image the site only shows resized: upload the image into the article instead'
            : !files.has(src) && ', which does not exist';
        if (fault) say(lng, 'body', `shows ${src}${fault}`, { line: at(line) });
      }
      if (!result.success) continue;
      const unfitting = unfit(lng, result.data.summary);
      if (unfitting) say(lng, 'summary', unfitting);
      texts[lng] = { ...result.data, body: html };
    }
    if (versions === 0)
      say(
        'en',
        'title',
        'is missing: an update needs a title, summary and text in one language at least',
      );
    const en = (field: string, message: string) => say('en', field, message, { shared: true });
    const result = shared.safeParse(read.get('en')!.data, { error: plainError });
    for (const issue of result.error?.issues ?? [])
      en(issue.path.join('.') || '(front matter)', issue.message);
    if (!result.success) continue;
    const facts = result.data;
    // A draft may be dated the day it is to be published.
    const today = todayIn();
    for (const field of ['published', 'updated'] as const)
      if (!facts.draft && (facts[field] ?? '') > today)
        en(field, `is in the future (it is ${today} in ${firmTimeZone})`);
    for (const [i, id] of facts.authors.entries())
      if (!known.lawyerIds.includes(id)) en(`authors.${i}`, `names no lawyer: "${id}"`);
    for (const [i, id] of facts.practiceAreas.entries())
      if (!known.serviceIds.includes(id)) en(`practiceAreas.${i}`, `names no service: "${id}"`);
    if (facts.pdf && !files.has(facts.pdf)) en('pdf', `${facts.pdf} does not exist`);
    if (facts.pdf && !facts.pdfLanguage) en('pdfLanguage', 'is missing: the language of the PDF');
    found.push({ slug, facts, texts });
  }
  return found
    .filter((entry) => known.drafts || !entry.facts.draft)
    .sort(
      (a, b) => b.facts.published.localeCompare(a.facts.published) || a.slug.localeCompare(b.slug),
    );
}

const bullets = (text: string) =>
  text.split('\n').filter((line) => line.trim().startsWith('- ')).length;
const lineCount = (text: string) => text.split('\n').filter((line) => line.trim()).length;
/** What a translation keeps of English: each list's items, each text's lines and "- " lines. */
const shapeOf = (value: unknown, path: string[] = []): [string, number][] => {
  const at = path.join('.');
  if (typeof value === 'string' && value)
    return [
      [`${at} lines`, lineCount(value)],
      [`${at} bullets ("- " lines)`, bullets(value)],
    ];
  if (!value || typeof value !== 'object') return [];
  const inner = Object.entries(value).flatMap(([key, item]) => shapeOf(item, [...path, key]));
  return Array.isArray(value) ? [[`${at} items`, value.length], ...inner] : inner;
};

/**
 * Each translation against English: its shape, its search description's length, its own words
 * (textFaults), English's placeholders.
 */
function translated(entry: Entry<Kind>, latinNames?: RegExp, description?: string) {
  const english = new Map(shapeOf(entry.texts.en));
  const englishText = new Map(leaves(entry.texts.en));
  for (const [lng, texts] of Object.entries(entry.texts) as [SiteLanguage, Texts][]) {
    if (!texts) continue;
    const unfitting = description && unfit(lng, texts[description]);
    if (unfitting) entry.say(lng, description, unfitting);
    for (const [field, value] of leaves(texts))
      if (typeof value === 'string' && value)
        for (const fault of textFaults(lng, value, englishText.get(field), latinNames))
          entry.say(lng, field, fault);
    if (lng === defaultLanguage) continue;
    for (const [what, count] of shapeOf(texts)) {
      const expected = english.get(what);
      const [at, ...kind] = what.split(' ');
      if (expected !== undefined && count !== expected)
        entry.say(lng, at!, `has ${count} ${kind.join(' ')} where English has ${expected}`);
    }
  }
}

/** One entry, checked: `{ file, facts, texts: { en, ja, my } }`, or the problems it has. */
function check<K extends Kind>({ files, codes, problems }: Run, path: string, schema: K) {
  const file = `${files.dir}/${path}`;
  const say: Say = (lng, field, message, shared) =>
    problems.push({ file, lng, field, message, shared });
  const fail = (message: string) => void problems.push({ file, message });
  let parts: Record<string, unknown>;
  try {
    parts = JSON.parse(files.read(path));
  } catch (error) {
    return fail(`is not valid JSON (${(error as Error).message})`);
  }
  if (!parts || typeof parts !== 'object' || Array.isArray(parts))
    return fail(`must hold a part for each language (${codes.join(', ')})`);
  for (const key of Object.keys(parts).filter((key) => !codes.some((code) => code === key)))
    fail(`"${key}" is not a language of the site (${codes.join(', ')})`);
  const parse = <S extends z.ZodType>(lng: SiteLanguage, part: S, value: unknown) => {
    const result = part.safeParse(value ?? {}, { error: plainError });
    for (const issue of result.error?.issues ?? [])
      say(lng, issue.path.join('.') || '(entry)', issue.message, part === schema.facts);
    return result.data;
  };
  const facts = parse('en', schema.facts, parts.en);
  if (schema.required) parse('en', schema.required, parts.en);
  const texts = Object.fromEntries(codes.map((lng) => [lng, parse(lng, schema.texts, parts[lng])]));
  for (const lng of codes) {
    const known = lng === 'en' ? Object.values(schema) : [schema.texts];
    for (const field of unknownFields(parts[lng], known))
      say(lng, field, 'is not a field the site knows: check its spelling');
    for (const [field, message] of tooLong(texts[lng])) say(lng, field, message);
  }
  return facts === undefined ? undefined : ({ file, say, facts, texts } as Entry<K>);
}

/**
 * Checks every entry of `files`: the content the site is built from, the problems (none means it
 * builds) and warnings. Draft articles are checked but left out unless `drafts`.
 */
export function checkContent(
  files: Files,
  { drafts = false, ...vocabulary }: Vocabulary & { drafts?: boolean },
) {
  const schemas = schemasFor(vocabulary);
  const run: Run = { files, codes: vocabulary.codes, problems: [], warnings: [] };
  const { problems, warnings } = run;
  const one = <K extends keyof Schemas>(kind: K, path: string) => check(run, path, schemas[kind]);
  const entries = <K extends 'lawyers' | 'services'>(kind: K) =>
    files
      .list(kind)
      .filter((name) => name.endsWith('.json'))
      .flatMap((name) => one(kind, `${kind}/${name}`) ?? [])
      .sort((a, b) => a.facts.order - b.facts.order || a.file.localeCompare(b.file));
  const firm = one('firm', 'firm.json');
  const lawyers = entries('lawyers');
  const services = entries('services');
  const legal = (['privacy', 'terms'] as const).flatMap((id) => {
    const entry = one('legal', `legal/${id}.json`);
    return entry ? [{ id, ...entry }] : [];
  });
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
    const name = /([^/]+)\.json$/.exec(entry.file)![1]!;
    // The CMS names a new entry's file in lower case: AungKyaw's may be aungkyaw.json.
    if (entry.facts.id.toLowerCase() !== name.toLowerCase())
      entry.say('en', 'id', `must be the file's name, "${name}"`, true);
  }
  for (const entry of lawyers) {
    for (const [i, id] of entry.facts.practiceAreas.entries())
      if (!serviceIds.includes(id))
        entry.say('en', `practiceAreas.${i}`, `names no service: "${id}"`, true);
    const { portrait, awards } = entry.facts;
    const images = [portrait, ...awards.map((award) => award.image)];
    for (const path of images.filter((image) => !files.has(image)))
      entry.say('en', path === portrait ? 'portrait' : 'awards', `${path} does not exist`, true);
  }
  // The service page shows the details' paragraphs and, beside them, its "- " lines as quick facts.
  for (const { texts, say } of services.filter((entry) => entry.texts.en)) {
    const { details } = texts.en;
    if (bullets(details) === 0 || bullets(details) === lineCount(details))
      say('en', 'details', 'needs a paragraph and at least one "- " line (a quick fact)');
  }
  // A lawyer's name in Latin letters ('Khin', 'Htet') is written in each language's own form.
  const nameWords = lawyers.flatMap((entry) => entry.texts.en?.name.match(/\w{3,}/g) ?? []);
  const latinNames =
    nameWords.length > 0 ? new RegExp(`\\b(?:${nameWords.join('|')})\\b`) : undefined;
  for (const entry of [...lawyers, ...(firm ? [firm] : [])]) translated(entry, latinNames);
  for (const entry of services) translated(entry, latinNames, 'metaDescription');
  for (const entry of legal) translated(entry, latinNames, 'description');
  // By file name: an author whose own entry has a problem is not reported a second time.
  const lawyerIds = files.list('lawyers').map((name) => name.replace(/\.json$/, ''));
  const published = articles(run, { lawyerIds, serviceIds, drafts });
  const terminology = one('terminology', 'terminology.json');
  return {
    ...{ firm, lawyers, services, legal, articles: published, latinNames, problems, warnings },
    terminology: terminology?.texts,
  };
}
export type Content = Omit<ReturnType<typeof checkContent>, 'firm'> & {
  firm: NonNullable<ReturnType<typeof checkContent>['firm']>;
};
