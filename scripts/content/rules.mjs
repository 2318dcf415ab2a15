// The content rules that need no files, so the content manager runs the same ones in the browser
// before a save; check.mjs adds those that need the other files.
import images from '../../src/data/images.json' with { type: 'json' };
import { z } from 'zod';

/** The firm's clock: a date in the content is "today" or "in the future" as it is in Yangon. */
export const firmTimeZone = 'Asia/Yangon';

export const todayIn = (timeZone = firmTimeZone, now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(now);

export const text = z
  .string({ error: (issue) => (issue.input == null ? 'is missing' : 'must be text') })
  .trim()
  .min(1, 'is empty');

/** An https:// address, on `host` or one of its subdomains when given (linkedin.com). */
export const https = (host) =>
  z.url({
    protocol: /^https$/,
    hostname: host && new RegExp(`^([a-z0-9-]+\\.)*${host.replaceAll('.', '\\.')}$`),
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
export const pathIn = (folder, types = imageTypes, nested = false) =>
  new RegExp(`^${folder}/${nested ? `(${name}/)*` : ''}${name}\\.(${types})$`, 'i');
export const fileIn = (folder, types = imageTypes, nested = false) =>
  text.regex(
    pathIn(folder, types, nested),
    `must be a file in ${folder}/${nested ? ' or a folder in it' : ''} (${types.replaceAll('|', ', ').replace('?', '')})`,
  );
// Any of the site's images, but not in the folders of images.json: only their resized copies deploy.
export const bodyImage = {
  folder: '/images',
  pattern: pathIn('/images', imageTypes, true),
  resizedOnly: (src) => Object.keys(images.folders).some((folder) => src.startsWith(`${folder}/`)),
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

/** Each text of `value` (one language's texts) over its limit: `[path, message]`. */
export function tooLong(value, path = []) {
  if (typeof value === 'string') {
    const field = path.findLast((part) => typeof part === 'string');
    const most = longest[field] ?? longest.line;
    return value.length > most
      ? [[path.join('.'), `is too long: ${value.length} characters, at most ${most}`]]
      : [];
  }
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) =>
      tooLong(item, [...path, Array.isArray(value) ? Number(key) : key]),
    );
  return [];
}

/** What `schema` may be, seen through optional, default, preprocess and union: objects, lists. */
const forms = (schema) => {
  const { def } = schema;
  if (def.type === 'object' || def.type === 'array') return [def];
  return [def.innerType, def.in, def.out, ...(def.options ?? [])].filter(Boolean).flatMap(forms);
};

/** The fields of `value` no schema that reads it knows: a typo (`Draft:`) is reported, not ignored. */
export function unknownFields(value, schemas, path = []) {
  const defs = schemas.flatMap(forms);
  if (Array.isArray(value)) {
    const items = defs.filter((def) => def.type === 'array').map((def) => def.element);
    return value.flatMap((item, i) => unknownFields(item, items, [...path, i]));
  }
  const shapes = defs.filter((def) => def.type === 'object').map((def) => def.shape);
  if (!value || typeof value !== 'object' || shapes.length === 0) return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const known = shapes.map((shape) => shape[key]).filter(Boolean);
    return known.length > 0
      ? unknownFields(item, known, [...path, key])
      : [[...path, key].join('.')];
  });
}

/** The words for what zod reports where a rule has none of its own (an empty field, a list). */
export function plainError(issue) {
  if (issue.input == null) return 'is missing';
  const kinds = { string: 'text', number: 'a number', array: 'a list', object: 'a set of fields' };
  if (issue.code === 'invalid_type') return `must be ${kinds[issue.expected] ?? issue.expected}`;
  return undefined;
}

/** Names in `names` that differ from an earlier one only in capitals: `[name, earlier]`. */
export function caseTwins(names) {
  const seen = new Map();
  return names.flatMap((name) => {
    const earlier = seen.get(name.toLowerCase());
    seen.set(name.toLowerCase(), earlier ?? name);
    return earlier ? [[name, earlier]] : [];
  });
}
