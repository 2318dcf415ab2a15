// The firm's content (content/, each entry holding its languages side by side as the CMS writes
// them) and the interface texts (locales/) read from the disk and checked: a problem is a line
// naming the file, field and language.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { defaultLanguage, languages, namespaces } from '../../src/data/languages.ts';
import icons from '../../src/data/service-icons.json' with { type: 'json' };
import spoken from '../../src/data/spoken-languages.json' with { type: 'json' };
import { checkContent, problemLine, type Content, type Problem } from './check.ts';
import { languageName, leaves, textFaults } from './rules.ts';

export const root = resolve(import.meta.dirname, '../..');
// SITE_CONTENT reads another copy (the e2e tests add articles enough for a second listing page).
const contentDir = resolve(process.env.SITE_CONTENT ?? join(root, 'content'));
export const uiDir = join(root, 'locales');

/** The site's languages (src/data/languages.ts), the default one first: it holds the facts. */
export const codes = languages
  .map((l) => l.code)
  .sort((a, b) => Number(b === defaultLanguage) - Number(a === defaultLanguage));
export const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

/** What the schema allows beside the content: languages, lawyers' titles, icons, spoken languages. */
export const vocabulary = () => ({
  codes,
  titles: Object.keys(
    (readJson(join(uiDir, 'en', 'professionals.json')) as { titles: object }).titles,
  ),
  icons: Object.keys(icons),
  spoken: Object.keys(spoken),
});

/** The content's problems: one line each in `message`, and as the check gives them. */
export class ContentError extends Error {
  constructor(readonly problems: Problem[]) {
    super(
      `The content has ${problems.length} problem(s):\n  ${problems.map(problemLine).join('\n  ')}`,
    );
  }
}

/** Every entry of `dir` that passes, and the problems found (scripts/content/check.ts). */
export const readContent = (dir = contentDir, { drafts = process.env.SITE_DRAFTS === '1' } = {}) =>
  checkContent(
    {
      dir: basename(dir),
      list: (folder) => (existsSync(join(dir, folder)) ? readdirSync(join(dir, folder)) : []),
      read: (path) => readFileSync(join(dir, path), 'utf8'),
      has: (path) => existsSync(join(root, 'public', path)),
    },
    { ...vocabulary(), drafts },
  );

/** Reads and checks every entry of `dir` and locales/; throws a ContentError listing every problem found. */
export function loadContent(dir = contentDir, options: { drafts?: boolean } = {}) {
  const { problems, ...content } = readContent(dir, options);
  problems.push(...localeProblems(uiDir, content.latinNames));
  if (problems.length > 0) throw new ContentError(problems);
  return content as Content;
}

/**
 * locales/ against the site's languages and English: folders, files and keys missing or extra,
 * plural forms each language needs, and each text as `textFaults` reads it.
 */
export function localeProblems(dir = uiDir, latinNames?: RegExp) {
  const folders = readdirSync(dir);
  const message = (code: string) =>
    folders.includes(code)
      ? `is not a language of src/data/languages.ts (${codes.join(', ')}): rename or remove it`
      : `is missing: ${code} is a language of src/data/languages.ts (${codes.join(', ')})`;
  const problems: Problem[] = [...new Set([...codes, ...folders])]
    .filter((code) => codes.some((c) => c === code) !== folders.includes(code))
    .map((code) => ({ file: `locales/${code}/`, message: message(code) }));
  const names = readdirSync(join(dir, defaultLanguage)).map((name) => basename(name, '.json'));
  for (const ns of new Set([...names, ...namespaces]))
    if (!names.includes(ns) !== !namespaces.some((n) => n === ns))
      problems.push({
        file: `locales/${defaultLanguage}/${ns}.json`,
        message: `${names.includes(ns) ? 'is not' : 'is missing:'} a namespace of src/data/languages.ts`,
      });
  for (const ns of names) {
    const english = new Map(leaves(readJson(join(dir, defaultLanguage, `${ns}.json`))));
    for (const lng of codes.filter((code) => folders.includes(code))) {
      const file = `locales/${lng}/${ns}.json`;
      const path = join(dir, lng, `${ns}.json`);
      const own = new Map(existsSync(path) ? leaves(readJson(path)) : []);
      const say = (message: string) => problems.push({ file, message });
      // Each English plural's forms, and the forms the language's plural rules ask for.
      const { pluralCategories } = new Intl.PluralRules(lng).resolvedOptions();
      const forms = ['one', 'other', ...pluralCategories];
      const plurals = [...english.keys()].filter((key) => /_(one|other)$/.test(key));
      const needed = new Set(
        plurals.flatMap((key) => forms.map((f) => key.replace(/_\w+$/, `_${f}`))),
      );
      for (const key of new Set([...english.keys(), ...needed]))
        if (!own.has(key))
          say(
            `lacks ${key}, ${english.has(key) ? 'which English has' : `a plural form ${languageName.of(lng)} uses`}`,
          );
      for (const [key, value] of own) {
        if (!english.has(key) && !needed.has(key)) say(`has ${key}, which English lacks`);
        const faults =
          typeof value === 'string'
            ? textFaults(lng, value, english.get(key), latinNames)
            : ['must be text'];
        for (const fault of faults) say(`${key} (${languageName.of(lng)}) ${fault}`);
      }
    }
  }
  return problems;
}
