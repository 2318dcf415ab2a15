// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { expect, test } from 'vitest';
import { schemasFor, sharedOf, slugPattern, version } from '../../scripts/content-check.mjs';
import { vocabulary } from '../../scripts/content.mjs';
import { readSettings } from '../../scripts/content-words.mjs';

// The content manager's settings restate the content schema's choices for its editors (a select's
// options, a field's pattern); the schema is what the build and the save guard hold content to.

interface Json {
  properties?: Record<string, Json>;
  items?: Json;
  anyOf?: Json[];
  const?: unknown;
  enum?: string[];
  pattern?: string;
  format?: string;
}
interface Field {
  name: string;
  options?: ({ value: string } | string)[];
  pattern?: [string, string];
  fields?: Field[];
}
interface Collection {
  name: string;
  fields?: Field[];
  files?: { name: string; fields: Field[] }[];
}

const settings = readSettings(
  readFileSync(join(import.meta.dirname, '..', '..', 'public', 'admin', 'config.yml'), 'utf8'),
) as { collections: Collection[] };

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
const unwrapped = (json: Json): Json => {
  const one = json.anyOf?.find((option) => option.const === undefined) ?? json;
  return one.items ? unwrapped(one.items) : one;
};

/** `[where, the content manager's, the schema's]` for every option list and pattern. */
function* choices(fields: Field[], json: Json, at: string): Generator<[string, unknown, unknown]> {
  for (const field of fields) {
    const where = `${at}.${field.name}`;
    const schema = unwrapped(json.properties?.[field.name] ?? {});
    const values = field.options?.map((option) =>
      typeof option === 'string' ? option : option.value,
    );
    if (values) yield [where, [...values].sort(), schema.enum && [...schema.enum].sort()];
    // An e-mail address or a web address is judged by its format on save; the pattern only hints.
    if (field.pattern && !schema.format && schema.pattern !== undefined)
      yield [where, field.pattern[0].replace(/^\^\$\|/, ''), schema.pattern];
    if (field.pattern && !schema.format && schema.pattern === undefined && !('maxLength' in schema))
      yield [where, field.pattern[0], 'a pattern the schema does not state'];
    if (field.fields) yield* choices(field.fields, schema, where);
  }
}

const compared = settings.collections.flatMap((collection) => {
  const { facts, texts } = schemas[collection.name]!;
  const json = merged(jsonOf(facts), jsonOf(texts));
  const entries = collection.files ?? [{ name: collection.name, fields: collection.fields ?? [] }];
  return entries.flatMap(({ name, fields }) => [...choices(fields, json, name)]);
});

test('every option list and pattern of the content manager is the content schema’s: titles, icons, spoken languages, web address names', () => {
  expect(compared.map(([where]) => where)).toEqual(
    expect.arrayContaining(['lawyers.title', 'lawyers.languages', 'services.icon', 'lawyers.id']),
  );
  for (const [where, cms, schema] of compared) expect(cms, where).toEqual(schema);
});
