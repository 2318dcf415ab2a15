import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadContent } from '../../scripts/content/load.ts';
import { namespaces, scriptRuns } from '../../src/data/languages';
import { fallbackLng, supportedLngs } from '../../src/i18n/config';
import { localeFile } from './locale-files';

const localesDir = join(import.meta.dirname, '..', '..', 'public', 'locales');
const SOURCE = fallbackLng;
const TRANSLATED = supportedLngs.filter((lng) => lng !== SOURCE);

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const namespaceFiles = (lng: string): string[] =>
  readdirSync(join(localesDir, lng))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.replace(/\.json$/, ''))
    .sort();

const readLocale = (lng: (typeof supportedLngs)[number], ns: string) => localeFile<Json>(lng, ns);

function leaves(value: Json, prefix = ''): [path: string, value: Json][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, `${prefix}[${i}]`));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) =>
      leaves(item, prefix ? `${prefix}.${key}` : key),
    );
  return [[prefix, value]];
}

/** The interpolation names a value uses, sorted: '{{count}} of {{ firm }}' → ['count', 'firm']. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{-?\s*([^}]+?)\s*\}\}/g)]
    .map((match) => (match[1] ?? '').split(',')[0]!.trim())
    .sort();
}

// May read as English: brands, the copyright notice (Japanese sites write it in English, as the
// firm's legal translator advised), contact data alone, and values without a word.
const SAME_AS_ENGLISH = new Set([
  'LinkedIn',
  'Facebook',
  '© {{year}} {{firm}} All Rights Reserved.',
]);
const ONLY_CONTACT_DATA =
  /^(?:[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\+?[\d\s()-]{6,}|https?:\/\/\S+|\{\{\s*\w+\s*\}\})$/;
const NO_WORDS = /^(?:[\d\s\p{P}]|\{\{\s*\w+\s*\}\})+$/u;
const mayEqualEnglish = (value: string): boolean =>
  SAME_AS_ENGLISH.has(value.trim()) ||
  ONLY_CONTACT_DATA.test(value.trim()) ||
  NO_WORDS.test(value.trim());

/** Code points only Zawgyi uses (its private glyph forms), and a vowel sign E before its consonant. */
const ZAWGYI_ONLY = /[\u106A-\u1097]/;
const E_VOWEL_FIRST = /(?:^|\s)\u1031/;

const sourceNamespaces = namespaceFiles(SOURCE);

const translatedFiles = () =>
  TRANSLATED.flatMap((lng) =>
    sourceNamespaces.map((ns) => ({
      lng,
      ns,
      file: `${lng}/${ns}.json`,
      en: readLocale(SOURCE, ns),
      mine: readLocale(lng, ns),
    })),
  );

/** Every value of every translated file, with the English value at its path. */
const translatedValues = () =>
  translatedFiles().flatMap((file) => {
    const english = new Map(leaves(file.en));
    return leaves(file.mine).map(([path, value]) => ({
      ...file,
      path,
      value,
      en: english.get(path),
    }));
  });

describe('the comparison itself', () => {
  test('placeholders are read by name, ignoring spaces and formats', () => {
    expect(placeholders('{{count}} of {{ firm }}, {{n, number}}')).toEqual(['count', 'firm', 'n']);
  });

  test('the allowlist accepts brands and contact data but not ordinary words', () => {
    const allowed = ['LinkedIn', 'info@firm.example', '+95 1 234 5678', 'https://x.example/a'];
    expect(allowed.filter((value) => !mayEqualEnglish(value))).toEqual([]);
    const words = ['About Us', 'Home', 'M&A', 'Golden Land Legal'];
    expect(words.filter(mayEqualEnglish)).toEqual([]);
  });

  test('the Zawgyi checks catch Zawgyi-only code points and a leading vowel sign E', () => {
    // 'မြန်မာ' typed in Zawgyi is 'ျမန္မာ' (U+103B … U+1039); 'ေန' is Zawgyi order for 'နေ'.
    expect(ZAWGYI_ONLY.test('\u106A')).toBe(true);
    expect(E_VOWEL_FIRST.test('\u1031\u1014')).toBe(true);
    expect(E_VOWEL_FIRST.test('အိမ် \u1031\u1014')).toBe(true);
    expect(ZAWGYI_ONLY.test('မြန်မာ') || E_VOWEL_FIRST.test('နေ')).toBe(false);
  });
});

describe('languages and namespaces', () => {
  test('the namespaces in config are exactly the English files, and each language has them all', () => {
    expect([...namespaces].sort()).toEqual(sourceNamespaces);
    for (const lng of TRANSLATED) expect(namespaceFiles(lng), lng).toEqual(sourceNamespaces);
  });
});

type Value = ReturnType<typeof translatedValues>[number];
const text = ({ value }: Value) => (typeof value === 'string' ? value : '');
const names = (value: Json | undefined) =>
  typeof value === 'string' ? placeholders(value).join() : null;
/** The firm's and its alliance's names stay Latin where content/firm.json gives none in that language. */
const firmForms = loadContent().firm?.texts ?? {};
const formFields: Record<string, string> = {
  'firm.name': 'name',
  'firm.alliance': 'allianceFirmName',
};
const latinFirmName = ({ ns, path, lng }: Value) =>
  ns === 'common' && path in formFields && !firmForms[lng]?.[formFields[path]!];
/** The words of the lawyers' names in Latin script, as the English texts write them ('Khin', 'Htet'). */
const latinNameWords = leaves(readLocale(SOURCE, 'professionals'))
  .filter(([path]) => /^people\.[^.]+\.name$/.test(path))
  .flatMap(([, name]) => String(name).match(/\w{3,}/g) ?? []);
const LATIN_NAME = new RegExp(`\\b(?:${latinNameWords.join('|')})\\b`);

/** Each rule rejects the values that break it. */
const valueRules: [rule: string, bad: (entry: Value) => boolean][] = [
  ['is a non-empty string', (entry) => text(entry).trim() === ''],
  ['uses the same {{placeholders}} as English', ({ value, en }) => names(value) !== names(en)],
  [
    'is not left as the English text (brands and contact data aside)',
    (entry) => entry.value === entry.en && !mayEqualEnglish(text(entry)) && !latinFirmName(entry),
  ],
  [
    'is in the script of its language (brands and contact data aside)',
    (entry) =>
      !scriptRuns(entry.lng).test(text(entry)) &&
      !mayEqualEnglish(text(entry)) &&
      !latinFirmName(entry),
  ],
  [
    'names no lawyer in Latin script: each language writes its own form',
    (entry) => LATIN_NAME.test(text(entry)),
  ],
  [
    'in Burmese is Unicode, not Zawgyi',
    (entry) =>
      entry.lng === 'my' && (ZAWGYI_ONLY.test(text(entry)) || E_VOWEL_FIRST.test(text(entry))),
  ],
];

describe('every translated file', () => {
  // Each value it rejects is reported as 'ja/home.json hero.title: "Welcome"'.
  test.each(valueRules)('every value %s', (_, bad) => {
    const rejected = translatedValues()
      .filter(bad)
      .map(({ file, path, value }) => `${file} ${path}: ${JSON.stringify(value)}`);
    expect(rejected).toEqual([]);
  });

  test('plural keys: every English _one/_other form exists, and every form the language needs', () => {
    const missing = translatedFiles().flatMap(({ lng, file, en, mine }) => {
      const have = new Set(leaves(mine).map(([path]) => path));
      const plurals = leaves(en)
        .map(([path]) => path)
        .filter((path) => /_(one|other)$/.test(path));
      const bases = new Set(plurals.map((path) => path.replace(/_\w+$/, '')));
      const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
      const forms = new Set(['one', 'other', ...categories]);
      return [...bases]
        .flatMap((base) => [...forms].map((form) => `${base}_${form}`))
        .filter((key) => !have.has(key))
        .map((key) => `${file} ${key}`);
    });
    expect(missing).toEqual([]);
  });
});
