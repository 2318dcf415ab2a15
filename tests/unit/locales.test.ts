import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { localeProblems, readContent, uiDir } from '../../scripts/content/load.ts';
import { languageName as named, leaves } from '../../scripts/content/rules.ts';
import { editJson, readJson } from '../../scripts/check/project-copy.ts';
import { defaultLanguage, languages } from '../../src/data/languages';

// The interface texts (locales/) are checked by the content step before anything is built: each
// mistake is named with its file, its key and its language.

type Texts = Record<string, unknown>;
const others = languages.filter(({ code }) => code !== defaultLanguage);
const { latinNames } = readContent();

/** Sets (or, given undefined, deletes) the text at `key` of `file` in a locales/ folder. */
const edit = (dir: string, file: string, key: string, value?: string) =>
  editJson<Texts>(join(dir, file), (texts) => {
    const path = key.split('.');
    const parent = path.slice(0, -1).reduce((at, part) => at[part] as Texts, texts);
    if (value === undefined) delete parent[path.at(-1)!];
    else parent[path.at(-1)!] = value;
  });

/** A copy of locales/ after `change`, and what the content step says of it. */
function problemsOf(change: (dir: string) => void) {
  const dir = join(mkdtempSync(join(tmpdir(), 'locales-')), 'locales');
  cpSync(uiDir, dir, { recursive: true });
  change(dir);
  return localeProblems(dir, latinNames).map(({ file, message }) => `${file}: ${message}`);
}
const english = (file: string, key: string) =>
  new Map(leaves(readJson(join(uiDir, defaultLanguage, file)))).get(key);

test('as committed, every language has each English text, in its own words, and no other', () => {
  expect(problemsOf(() => {})).toEqual([]);
});

describe.each(others)('a text of $name', ({ code }) => {
  const file = `${code}/common.json`;
  const problem = (message: string) => `locales/${file}: nav.about (${named.of(code)}) ${message}`;
  const own = new Map(leaves(readJson(join(uiDir, file))));
  const about = own.get('nav.about') as string;
  const after = (value?: string) => problemsOf((dir) => edit(dir, file, 'nav.about', value));

  test('missing, empty, or without a plural form English or the language has', () => {
    expect(after(undefined)).toEqual([`locales/${file}: lacks nav.about, which English has`]);
    expect(after(' ')).toEqual([problem('is empty')]);
    const plural = [...own.keys()].find((key) => key.endsWith('_other'))!;
    const problems = problemsOf((dir) => edit(dir, file, plural));
    expect(problems).toEqual([`locales/${file}: lacks ${plural}, which English has`]);
  });

  test('with placeholders other than English’s', () => {
    expect(after(`${about} {{firm}}`)).toEqual([problem('uses {{firm}} where English uses none')]);
  });

  test('left in English, or in another script', () => {
    expect(after(english('common.json', 'nav.about') as string)).toEqual([
      problem('is the English text: translate it'),
    ]);
    expect(after('Profile')).toEqual([problem(`has no letter of ${named.of(code)}: translate it`)]);
  });

  test('naming a lawyer in Latin letters', () => {
    const [latin] = readContent().lawyers[0]!.texts.en.name.match(/\w{3,}/) ?? [];
    expect(after(`${about} ${latin}`)).toEqual([
      problem(`names a lawyer in Latin letters: write the name as ${named.of(code)} does`),
    ]);
  });

  test('typed in Zawgyi (a vowel sign E before its consonant, or a Zawgyi-only letter)', () => {
    for (const zawgyi of ['\u1031\u1014', '\u106A'])
      expect(after(`${about} ${zawgyi}`)).toEqual([
        problem('is in Zawgyi: type it again with a Unicode Burmese keyboard'),
      ]);
  });
});

test('a folder of no language, or a file of no namespace, names itself', () => {
  const { code } = others[0]!;
  const renamed = (dir: string) =>
    cpSync(join(dir, code), join(dir, `${code}x`), { recursive: true });
  expect(problemsOf(renamed)).toEqual([
    `locales/${code}x/: is not a language of src/data/languages.ts (${languages.map((l) => l.code).join(', ')}): rename or remove it`,
  ]);
  const extra = (dir: string) => writeFileSync(join(dir, defaultLanguage, 'extra.json'), '{}');
  expect(problemsOf(extra)).toEqual([
    `locales/${defaultLanguage}/extra.json: is not a namespace of src/data/languages.ts`,
  ]);
});
