// The content rules that need no files, so the content manager runs the same ones in the browser
// before a save; check.ts adds those that need the other files.
import images from '../../src/data/images.json' with { type: 'json' };
import { z } from 'zod';
import { defaultLanguage, scriptRuns, type SiteLanguage } from '../../src/data/languages.ts';

/** The firm's clock: a date in the content is "today" or "in the future" as it is in Yangon. */
export const firmTimeZone = 'Asia/Yangon';

export const todayIn = (timeZone = firmTimeZone, now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(now);

export const languageName = new Intl.DisplayNames(['en'], { type: 'language' });

export const text = z
  .string({ error: (issue) => (issue.input == null ? 'is missing' : 'must be text') })
  .trim()
  .min(1, 'is empty');

/** An https:// address, on `host` or one of its subdomains when given (linkedin.com). */
export const https = (host?: string) =>
  z.url({
    protocol: /^https$/,
    hostname: host ? new RegExp(`^([a-z0-9-]+\\.)*${host.replaceAll('.', '\\.')}$`) : undefined,
    error: `must be a web address starting with https://${host ? `www.${host}/` : ''}`,
  });

/** An international number as people write it: +, the country code, 8 to 15 digits in all. */
export const phone = text.refine(
  (value) => /^\+[1-9][\d ()-]+\d$/.test(value) && /^\d{8,15}$/.test(value.replace(/\D/g, '')),
  'must be an international number: + and the country code, 8 to 15 digits (+95 9 1234 5678)',
);

const imageTypes = 'svg|png|jpe?g|webp|avif|gif';
// A file name or folder never starts with a dot, so `..` cannot lead out of the folder.
const name = '[A-Za-z0-9_][A-Za-z0-9_.-]*';
/** A file of the site (public/) in `folder`, itself (`nested` false) or below it. */
const pathIn = (folder: string, nested = false) =>
  new RegExp(`^${folder}/${nested ? `(${name}/)*` : ''}${name}\\.(${imageTypes})$`, 'i');
export const fileIn = (folder: string) =>
  text.regex(pathIn(folder), `must be a file in ${folder}/ (svg, png, jpeg, webp, avif, gif)`);
// Any of the site's images, but not in the folders of images.json: only their resized copies deploy.
export const bodyImage = {
  folder: '/images',
  pattern: pathIn('/images', true),
  resizedOnly: (src: string) => Object.keys(images.folders).some((f) => src.startsWith(`${f}/`)),
};
// The most characters a text may have, by its field's name (else `line`): longer breaks the layout.
export const longest = {
  name: 100,
  title: 200,
  question: 300,
  summary: 500,
  description: 500,
  metaDescription: 500,
  intro: 800,
  answer: 3000,
  bio: 6000,
  details: 6000,
  paragraphs: 6000,
  body: 50000,
  line: 300,
};

const limits = new Map(Object.entries(longest));

/** Every text of `value` with its path (`faqs.2.answer`). */
export const leaves = (value: unknown, path: (string | number)[] = []): [string, unknown][] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, item]) =>
        leaves(item, [...path, Array.isArray(value) ? Number(key) : key]),
      )
    : [[path.join('.'), value]];

/** Each text of `value` (one language's texts) over its limit: `[path, message]`. */
export const tooLong = (value: unknown) =>
  leaves(value).flatMap(([path, item]) => {
    const field = path.split('.').findLast((part) => !/^\d+$/.test(part)) ?? '';
    const limit = limits.get(field) ?? longest.line;
    return typeof item === 'string' && item.length > limit
      ? [[path, `is too long: ${item.length} characters, at most ${limit}`] as const]
      : [];
  });

type Def = { type: string; element?: Schema; shape?: Record<string, Schema> } & Partial<
  Record<'innerType' | 'in' | 'out', Schema>
> & { options?: Schema[] };
type Schema = { def: unknown };

/** What `schema` may be, seen through optional, default, preprocess and union: objects, lists. */
const forms = (schema: Schema): Def[] => {
  const def = schema.def as Def;
  if (def.type === 'object' || def.type === 'array') return [def];
  return [def.innerType, def.in, def.out, ...(def.options ?? [])].flatMap((s) =>
    s ? forms(s) : [],
  );
};

/** The fields of `value` no schema that reads it knows: a typo (`Draft:`) is reported, not ignored. */
export function unknownFields(value: unknown, schemas: Schema[], path: string[] = []): string[] {
  const defs = schemas.flatMap(forms);
  if (Array.isArray(value)) {
    const items = defs.flatMap((def) => (def.element ? [def.element] : []));
    return value.flatMap((item, i) => unknownFields(item, items, [...path, String(i)]));
  }
  const shapes = defs.flatMap((def) => (def.shape ? [def.shape] : []));
  if (!value || typeof value !== 'object' || shapes.length === 0) return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const known = shapes.flatMap((shape) => shape[key] ?? []);
    return known.length > 0
      ? unknownFields(item, known, [...path, key])
      : [[...path, key].join('.')];
  });
}

const kinds: Record<string, string> = {
  string: 'text',
  number: 'a number',
  array: 'a list',
  object: 'a set of fields',
};
/** The words for what zod reports where a rule has none of its own (an empty field, a list). */
export function plainError(issue: z.core.$ZodRawIssue) {
  if (issue.input == null) return 'is missing';
  if (issue.code === 'invalid_type') return `must be ${kinds[issue.expected] ?? issue.expected}`;
  return undefined;
}

/** Names in `names` that differ from an earlier one only in capitals: `[name, earlier]`. */
export function caseTwins(names: string[]) {
  const seen = new Map<string, string>();
  return names.flatMap((name) => {
    const earlier = seen.get(name.toLowerCase());
    seen.set(name.toLowerCase(), earlier ?? name);
    return earlier ? [[name, earlier] as const] : [];
  });
}

// Texts that may read the same in every language: brands, contact data, no words at all, and the
// copyright notice (Japanese sites write it in English, as the firm's legal translator advised).
const sameInEvery =
  /^(?:LinkedIn|Facebook|© \{\{year\}\} \{\{firm\}\} All Rights Reserved\.|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\+?[\d\s()-]{6,}|https?:\/\/\S+|(?:[\d\s\p{P}]|\{\{\s*\w+\s*\}\})+)$/u;
/** Code points only Zawgyi uses (its private glyph forms), or a vowel sign E before its consonant. */
const zawgyi = /[\u106A-\u1097]|(?:^|\s)\u1031/;
/** The interpolations a text uses, by name: '{{count}} of {{ firm }}' → '{{count}} {{firm}}'. */
export const placeholders = (value: string) =>
  [...value.matchAll(/\{\{-?\s*([^}]+?)\s*\}\}/g)]
    .map((match) => `{{${match[1]!.split(',')[0]!.trim()}}}`)
    .sort()
    .join(' ') || 'none';

/**
 * What is wrong with `value`, a text in `lng`, beside `english` at its place: each a message. A
 * translation is written in its language's script, with English's placeholders, without the
 * lawyers' names in Latin letters (`latinNames`).
 */
export function textFaults(
  lng: SiteLanguage,
  value: string,
  english?: unknown,
  latinNames?: RegExp,
) {
  if (!value.trim()) return ['is empty'];
  const faults = [];
  if (typeof english === 'string' && placeholders(value) !== placeholders(english))
    faults.push(`uses ${placeholders(value)} where English uses ${placeholders(english)}`);
  if (zawgyi.test(value))
    faults.push('is in Zawgyi: type it again with a Unicode Burmese keyboard');
  if (lng === defaultLanguage) return faults;
  const ownWords = !sameInEvery.test(value.trim());
  if (ownWords && value === english) faults.push('is the English text: translate it');
  else if (ownWords && !scriptRuns(lng).test(value))
    faults.push(`has no letter of ${languageName.of(lng)}: translate it`);
  if (latinNames?.test(value))
    faults.push(`names a lawyer in Latin letters: write the name as ${languageName.of(lng)} does`);
  return faults;
}
