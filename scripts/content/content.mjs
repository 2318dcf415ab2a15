// The firm's content (content/: its facts, lawyers, services and legal pages, each entry holding
// its languages side by side, as the CMS writes them) checked against its schema, then turned into
// what the site reads: the translation files public/locales/{lng}/{ns}.json (the interface texts
// of locales/ with each entry's texts merged in) and the facts module src/data/generated/.
// A bad entry stops everything with one line per problem, naming the file, the field and the
// language; nothing is written until every entry passes.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defaultLanguage, languages } from '../../src/data/languages.ts';
import { checkContent, problemLine } from './check.mjs';
import { inWords, readSettings } from './words.mjs';

const root = resolve(import.meta.dirname, '../..');
// SITE_CONTENT reads another copy (the e2e tests add articles enough for a second listing page).
const contentDir = resolve(process.env.SITE_CONTENT ?? join(root, 'content'));
const uiDir = join(root, 'locales');

/** The site's languages (src/data/languages.ts), the default one first: it holds the facts. */
export const codes = languages
  .map((l) => l.code)
  .sort((a, b) => Number(b === defaultLanguage) - Number(a === defaultLanguage));
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/** What the schema allows beside the content: the languages, the lawyers' titles, the icons. */
export const vocabulary = () => ({
  codes,
  titles: Object.keys(readJson(join(uiDir, 'en', 'professionals.json')).titles),
  icons: Object.keys(readJson(join(root, 'src', 'data', 'service-icons.json'))),
});

/** The content's problems: one line each in `message`, and as the check gives them. */
export class ContentError extends Error {
  /** @param {import('./check.mjs').Problem[]} problems */
  constructor(problems) {
    super(
      `The content has ${problems.length} problem(s):\n  ${problems.map(problemLine).join('\n  ')}`,
    );
    this.problems = problems;
  }
}

/** The content folder `dir` as the check reads it (scripts/content/check.mjs). */
const filesIn = (dir) => ({
  dir: basename(dir),
  list: (folder) => (existsSync(join(dir, folder)) ? readdirSync(join(dir, folder)) : []),
  read: (path) => readFileSync(join(dir, path), 'utf8'),
  has: (path) => existsSync(join(root, 'public', path)),
});

const paragraphs = (value) =>
  value
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
const keyOf = (imagePath) => basename(imagePath).replace(/\.[^.]+$/, '');

/** Every entry of `dir` that passes, and the problems found (scripts/content/check.mjs). */
export const readContent = (dir = contentDir, { drafts = process.env.SITE_DRAFTS === '1' } = {}) =>
  checkContent(filesIn(dir), { ...vocabulary(), drafts });

/**
 * Reads and checks every entry of `dir`; throws a ContentError listing every problem found.
 * Draft articles are checked but left out, unless `drafts` (SITE_DRAFTS=1) builds them as published.
 */
export function loadContent(dir = contentDir, options = {}) {
  const { problems, ...content } = readContent(dir, options);
  problems.push(...localeProblems());
  if (problems.length > 0) throw new ContentError(problems);
  return content;
}

/** A language of src/data/languages.ts without its interface texts in locales/, or the reverse. */
function localeProblems() {
  const folders = readdirSync(uiDir);
  const message = (code) =>
    codes.includes(code)
      ? `is missing: ${code} is a language of src/data/languages.ts (${codes.join(', ')})`
      : `is not a language of src/data/languages.ts (${codes.join(', ')}): rename or remove it`;
  return [...new Set([...codes, ...folders])]
    .filter((code) => codes.includes(code) !== folders.includes(code))
    .map((code) => ({ file: `locales/${code}/`, message: message(code) }));
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
    `// Made by scripts/content/content.mjs from content/: edit the content, not this file.\n` +
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
 * the open page. Returns the content's problems in the content manager's words, none when it
 * passes; with problems, the files the site reads stay as they were and the terminal lists them.
 */
export async function refreshContent(server, before = async () => {}) {
  let problems = [];
  try {
    await before();
    writeContent();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    server.config.logger.error(error.message);
    const settings = readSettings(
      readFileSync(join(root, 'public', 'admin', 'config.yml'), 'utf8'),
    );
    problems = [...new Set(error.problems.map((problem) => inWords(problem, settings)))];
  }
  server.ws.send({ type: 'full-reload' });
  return problems;
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

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) writeContentOrExit();
