// The firm's content (content/, each entry holding its languages side by side as the CMS writes
// them) read from the disk and checked: a problem is a line naming the file, field and language.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { defaultLanguage, languages } from '../../src/data/languages.ts';
import { checkContent, problemLine } from './check.mjs';

export const root = resolve(import.meta.dirname, '../..');
// SITE_CONTENT reads another copy (the e2e tests add articles enough for a second listing page).
const contentDir = resolve(process.env.SITE_CONTENT ?? join(root, 'content'));
export const uiDir = join(root, 'locales');

/** The site's languages (src/data/languages.ts), the default one first: it holds the facts. */
export const codes = languages
  .map((l) => l.code)
  .sort((a, b) => Number(b === defaultLanguage) - Number(a === defaultLanguage));
export const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/** What the schema allows beside the content: languages, lawyers' titles, icons, spoken languages. */
export const vocabulary = () => ({
  codes,
  titles: Object.keys(readJson(join(uiDir, 'en', 'professionals.json')).titles),
  icons: Object.keys(readJson(join(root, 'src', 'data', 'service-icons.json'))),
  spoken: Object.keys(readJson(join(root, 'src', 'data', 'spoken-languages.json'))),
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
/** Every entry of `dir` that passes, and the problems found (scripts/content/check.mjs). */
export const readContent = (dir = contentDir, { drafts = process.env.SITE_DRAFTS === '1' } = {}) =>
  checkContent(filesIn(dir), { ...vocabulary(), drafts });

/** Reads and checks every entry of `dir`; throws a ContentError listing every problem found. */
export function loadContent(dir = contentDir, options = {}) {
  const { problems, ...content } = readContent(dir, options);
  problems.push(...localeProblems());
  if (problems.length > 0) throw new ContentError(problems);
  return content;
}

/** Every key path of a translation file, a list's length part of them: `nav.about`, `faqs.2.answer`. */
const keyPaths = (value, path = '') =>
  value && typeof value === 'object' && Object.keys(value).length > 0
    ? Object.entries(value).flatMap(([key, item]) => keyPaths(item, path ? `${path}.${key}` : key))
    : [path];

/** locales/ against the site's languages and English: folders and keys missing or extra. */
export function localeProblems(dir = uiDir) {
  const folders = readdirSync(dir);
  const message = (code) =>
    codes.includes(code)
      ? `is missing: ${code} is a language of src/data/languages.ts (${codes.join(', ')})`
      : `is not a language of src/data/languages.ts (${codes.join(', ')}): rename or remove it`;
  const problems = [...new Set([...codes, ...folders])]
    .filter((code) => codes.includes(code) !== folders.includes(code))
    .map((code) => ({ file: `locales/${code}/`, message: message(code) }));
  const [en, ...others] = codes;
  for (const name of readdirSync(join(dir, en))) {
    const english = new Set(keyPaths(readJson(join(dir, en, name))));
    for (const lng of others.filter((code) => folders.includes(code))) {
      const file = `locales/${lng}/${name}`;
      const own = existsSync(join(dir, lng, name)) ? keyPaths(readJson(join(dir, lng, name))) : [];
      for (const key of english)
        if (!own.includes(key)) problems.push({ file, message: `lacks ${key}, which English has` });
      for (const key of own)
        if (!english.has(key)) problems.push({ file, message: `has ${key}, which English lacks` });
    }
  }
  return problems;
}
