// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { expect, test } from 'vitest';
import { schemasFor, sharedOf, slugPattern, version } from '../../scripts/content/check.ts';
import { vocabulary } from '../../scripts/content/load.ts';
import { readSettings } from '../../scripts/content/words.ts';

// The content manager's settings restate the schema's choices for the staff (a select's options,
// a field's pattern); the schema is what the build and the save guard hold the content to.
/** A JSON Schema as zod writes it; the keywords compared are read as they come. */
interface Json extends Record<string, unknown> {
  properties?: Record<string, Json>;
  items?: Json;
  anyOf?: Json[];
  enum?: string[];
}
interface Field {
  name: string;
  options?: ({ value: string } | string)[];
  pattern?: [string, string];
  fields?: Field[];
}
type Entry = { name: string; fields?: Field[]; files?: Entry[] };

const { collections } = readSettings(
  readFileSync(join(import.meta.dirname, '..', '..', 'public', 'admin', 'config.yml'), 'utf8'),
) as { collections: Entry[] };
const words = vocabulary();
const schemas: Record<string, { facts: z.ZodType; texts: z.ZodType }> = {
  ...schemasFor(words),
  articles: {
    facts: sharedOf(words.codes).extend({ id: z.string().regex(slugPattern) }),
    texts: version,
  },
};
const jsonOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;

/** An entry's facts and texts as one object, as the content manager shows them. */
function merged(a: Json, b: Json): Json {
  const properties = { ...a.properties };
  for (const [name, value] of Object.entries(b.properties ?? {}))
    properties[name] = properties[name] ? merged(properties[name], value) : value;
  const items = a.items && b.items ? merged(a.items, b.items) : (b.items ?? a.items);
  return { ...a, ...b, properties, items };
}

/** An optional value's schema without its empty case; a list's, its item's. */
function unwrapped(json: Json): Json {
  const one = json.anyOf?.find((option) => option.const === undefined) ?? json;
  return one.items ? unwrapped(one.items) : one;
}

/** `[where, the content manager's, the schema's]` for every option list and pattern. */
function* choices(fields: Field[], json: Json, at: string): Generator<[string, unknown, unknown]> {
  for (const { name, options, pattern, fields: inner } of fields) {
    const schema = unwrapped(json.properties?.[name] ?? {});
    const values = options?.map((option) => (typeof option === 'string' ? option : option.value));
    if (values) yield [`${at}.${name}`, values.sort(), schema.enum && [...schema.enum].sort()];
    // An e-mail or web address is judged by its format (a length, a country code) on save; the
    // content manager's looser pattern only guides the staff.
    if (pattern && !schema.format && schema.maxLength === undefined)
      yield [`${at}.${name}`, pattern[0].replace(/^\^\$\|/, ''), schema.pattern];
    if (inner) yield* choices(inner, schema, `${at}.${name}`);
  }
}

test('every option list and pattern of the content manager is the content schema’s: titles, icons, spoken languages, web address names', () => {
  const compared = collections.flatMap(({ name, fields, files = [{ name, fields }] }) => {
    const { facts, texts } = schemas[name]!;
    const json = merged(jsonOf(facts), jsonOf(texts));
    return files.flatMap((file) => [...choices(file.fields ?? [], json, file.name)]);
  });
  expect(compared.map(([where]) => where)).toEqual(
    expect.arrayContaining(['lawyers.title', 'lawyers.languages', 'services.icon', 'lawyers.id']),
  );
  for (const [where, cms, schema] of compared) expect(cms, where).toEqual(schema);
});
