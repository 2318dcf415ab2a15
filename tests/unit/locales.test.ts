import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { namespaces, supportedLngs } from '../../src/i18n/config';

// Issue 5: every language has exactly the keys of English, every value is a real translation
// (non-empty, same placeholders, not the English text, in the right script, Burmese in Unicode
// rather than Zawgyi), and the languages i18next supports are the folders the site serves.

const localesDir = join(import.meta.dirname, '..', '..', 'public', 'locales');
const SOURCE = 'en';
const TRANSLATED = ['ja', 'my'] as const;

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const namespaceFiles = (lng: string): string[] =>
  existsSync(join(localesDir, lng))
    ? readdirSync(join(localesDir, lng))
        .filter((name) => name.endsWith('.json'))
        .map((name) => name.replace(/\.json$/, ''))
        .sort()
    : [];

function readLocale(lng: string, ns: string): Json {
  const file = join(localesDir, lng, `${ns}.json`);
  if (!existsSync(file)) throw new Error(`public/locales/${lng}/${ns}.json does not exist`);
  return JSON.parse(readFileSync(file, 'utf8')) as Json;
}

/**
 * Every key path of a translation file: each leaf by its path ('nav.about', 'faqs[2].answer'),
 * and an empty object or list by its own path with a '{}' or '[]' mark, so `awards: {}` in
 * English must be `awards: {}` elsewhere too. A list's length is part of its paths.
 */
function keyPaths(value: Json, prefix = ''): string[] {
  if (Array.isArray(value)) {
    if (value.length === 0) return [`${prefix}[]`];
    return value.flatMap((item, i) => keyPaths(item, `${prefix}[${i}]`));
  }
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value);
    if (keys.length === 0) return [`${prefix}{}`];
    return keys.flatMap((key) => keyPaths(value[key] as Json, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

/** The key paths `other` lacks and the ones it has that `reference` does not. */
function compareKeys(reference: Json, other: Json): { missing: string[]; extra: string[] } {
  const want = new Set(keyPaths(reference));
  const have = new Set(keyPaths(other));
  return {
    missing: [...want].filter((path) => !have.has(path)),
    extra: [...have].filter((path) => !want.has(path)),
  };
}

/** Every leaf with its path. */
function leaves(value: Json, prefix = ''): [path: string, value: Json][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, `${prefix}[${i}]`));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) =>
      leaves(item, prefix ? `${prefix}.${key}` : key),
    );
  return [[prefix, value]];
}

const stringLeaves = (value: Json): Map<string, string> =>
  new Map(leaves(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

/** The interpolation names a value uses, sorted: '{{count}} of {{ firm }}' → ['count', 'firm']. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{-?\s*([^}]+?)\s*\}\}/g)]
    .map((match) => (match[1] ?? '').split(',')[0]!.trim())
    .sort();
}

/**
 * Values that may read the same in every language: brand names, values that are only an
 * e-mail address, a phone number or a URL (possibly with placeholders and punctuation), and
 * values with no word at all: digits, placeholders and punctuation (a month number, a date pattern).
 */
const SAME_AS_ENGLISH = new Set(['LinkedIn', 'Facebook']);
const ONLY_CONTACT_DATA =
  /^(?:[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\+?[\d\s()-]{6,}|https?:\/\/\S+|\{\{\s*\w+\s*\}\})$/;
const NO_WORDS = /^(?:[\d\s\p{P}]|\{\{\s*\w+\s*\}\})+$/u;
const mayEqualEnglish = (value: string): boolean =>
  SAME_AS_ENGLISH.has(value.trim()) ||
  ONLY_CONTACT_DATA.test(value.trim()) ||
  NO_WORDS.test(value.trim());

const JAPANESE_SCRIPT = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;
const MYANMAR_SCRIPT = /[\u1000-\u109F]/;
/** Code points only Zawgyi uses (its private glyph forms), and a vowel sign E before its consonant. */
const ZAWGYI_ONLY = /[\u106A-\u1097]/;
const E_VOWEL_FIRST = /(?:^|\s)\u1031/;

const sourceNamespaces = namespaceFiles(SOURCE);
const english = new Map(sourceNamespaces.map((ns) => [ns, readLocale(SOURCE, ns)]));

const describeValues = (entries: [string, string][]): string =>
  entries.map(([path, value]) => `${path}: ${JSON.stringify(value)}`).join('\n');

describe('the comparison itself', () => {
  const reference: Json = {
    nav: { about: 'About Us', home: 'Home' },
    faqs: [
      { question: 'Q1', answer: 'A1' },
      { question: 'Q2', answer: 'A2' },
    ],
    awards: {},
  };

  test('identical structures have no missing and no extra key', () => {
    expect(compareKeys(reference, structuredClone(reference))).toEqual({ missing: [], extra: [] });
  });

  test('a removed key, a shorter list and a filled empty object are all reported by path', () => {
    const copy = structuredClone(reference) as {
      nav: Record<string, string>;
      faqs: unknown[];
      awards: Record<string, string>;
    };
    delete copy.nav.home;
    copy.faqs.pop();
    copy.awards.prize = 'Prize';
    copy.nav.contact = 'Contact';
    expect(compareKeys(reference, copy as unknown as Json)).toEqual({
      missing: ['nav.home', 'faqs[1].question', 'faqs[1].answer', 'awards{}'],
      extra: ['nav.contact', 'awards.prize'],
    });
  });

  test('a string where English has an object is a different key path', () => {
    expect(compareKeys({ nav: { about: 'About' } }, { nav: 'About' })).toEqual({
      missing: ['nav.about'],
      extra: ['nav'],
    });
  });

  test('placeholders are read by name, ignoring spaces and formats', () => {
    expect(placeholders('{{count}} of {{ firm }}, {{n, number}}')).toEqual(['count', 'firm', 'n']);
  });

  test('the allowlist accepts brands and contact data but not ordinary words', () => {
    expect(
      ['LinkedIn', 'info@firm.example', '+95 1 234 5678', 'https://x.example/a'].map(
        mayEqualEnglish,
      ),
    ).toEqual([true, true, true, true]);
    expect(['About Us', 'Home', 'M&A', 'Lotus Bridge Legal'].map(mayEqualEnglish)).toEqual([
      false,
      false,
      false,
      false,
    ]);
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
  test('supportedLngs in src/i18n/config.ts are exactly the folders under public/locales', () => {
    const folders = readdirSync(localesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect([...supportedLngs].sort()).toEqual(folders);
    expect(folders).toEqual(expect.arrayContaining([SOURCE, ...TRANSLATED]));
  });

  test('the namespaces in config are exactly the English files', () => {
    expect([...namespaces].sort()).toEqual(sourceNamespaces);
  });

  test.each(TRANSLATED)('%s has a file for every English namespace and no other', (lng) => {
    expect(namespaceFiles(lng)).toEqual(sourceNamespaces);
  });
});

describe.each(TRANSLATED)('%s', (lng) => {
  describe.each(sourceNamespaces)(`${lng}/%s.json`, (ns) => {
    const reference = english.get(ns)!;
    const load = () => readLocale(lng, ns);

    test('has exactly the key paths of English (same nesting, same list lengths)', () => {
      expect(compareKeys(reference, load())).toEqual({ missing: [], extra: [] });
    });

    test('every value is a non-empty string', () => {
      const bad = leaves(load()).filter(
        ([, value]) => typeof value !== 'string' || value.trim() === '',
      );
      expect(bad.map(([path, value]) => `${path}: ${JSON.stringify(value)}`)).toEqual([]);
    });

    test('every value uses the same {{placeholders}} as English', () => {
      const en = stringLeaves(reference);
      const mismatched = [...stringLeaves(load())]
        .filter(([path]) => en.has(path))
        .filter(
          ([path, value]) => placeholders(value).join() !== placeholders(en.get(path)!).join(),
        )
        .map(
          ([path, value]) =>
            `${path}: ${placeholders(value).join(',') || '(none)'} ≠ en ${placeholders(en.get(path)!).join(',') || '(none)'}`,
        );
      expect(mismatched).toEqual([]);
    });

    test('no value is left as the English text (brands and contact data aside)', () => {
      const en = stringLeaves(reference);
      const untranslated = [...stringLeaves(load())].filter(
        ([path, value]) => value === en.get(path) && !mayEqualEnglish(value),
      );
      expect(describeValues(untranslated)).toBe('');
    });

    test(`every value is written in ${lng === 'ja' ? 'Japanese' : 'Myanmar'} script (brands and contact data aside)`, () => {
      const script = lng === 'ja' ? JAPANESE_SCRIPT : MYANMAR_SCRIPT;
      const foreign = [...stringLeaves(load())].filter(
        ([, value]) => !script.test(value) && !mayEqualEnglish(value),
      );
      expect(describeValues(foreign)).toBe('');
    });

    test('plural keys: every English _one/_other form exists, and every form this language needs', () => {
      const en = keyPaths(reference);
      const mine = new Set(keyPaths(load()));
      const pluralBases = new Set(
        en.filter((path) => /_(one|other)$/.test(path)).map((path) => path.replace(/_\w+$/, '')),
      );
      const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
      const missing = [...pluralBases].flatMap((base) =>
        [...new Set(['one', 'other', ...categories])]
          .map((form) => `${base}_${form}`)
          .filter((key) => !mine.has(key)),
      );
      expect(missing).toEqual([]);
    });

    if (lng === 'my') {
      test('Burmese is Unicode, not Zawgyi', () => {
        const zawgyi = [...stringLeaves(load())].filter(
          ([, value]) => ZAWGYI_ONLY.test(value) || E_VOWEL_FIRST.test(value),
        );
        expect(describeValues(zawgyi)).toBe('');
      });
    }

    if (ns === 'services') {
      test('each service details keeps the lines and "- " bullets of English', () => {
        const shape = (text: string) => {
          const lines = text.split(/\r?\n/);
          return {
            lines: lines.length,
            bullets: lines.filter((line) => line.startsWith('- ')).length,
          };
        };
        const en = stringLeaves(reference);
        const mine = stringLeaves(load());
        const details = [...en.keys()].filter((path) => path.endsWith('.details'));
        expect(details.length).toBeGreaterThan(0);
        const differing = details
          .filter((path) => mine.has(path))
          .map((path) => ({ path, en: shape(en.get(path)!), [lng]: shape(mine.get(path)!) }))
          .filter((row) => JSON.stringify(row.en) !== JSON.stringify(row[lng]));
        expect(differing).toEqual([]);
      });
    }
  });
});
