#!/usr/bin/env node
// The order the CMS writes an entry's fields in (Immutable.js: up to eight keep their order, more
// follow the map's hashes), so a one-line edit in the CMS is a one-line diff (`npm run format`).
// CLI: node scripts/content/order.ts [--write] [dir]: names, or rewrites, the files out of order.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import immutable from 'immutable';

/** A JSON entry's text as the content manager writes it. */
export const cmsJson = (data: unknown) =>
  `${JSON.stringify(immutable.fromJS(data).toJS(), null, 2)}\n`;

/** The JSON files under `dir` whose text is not the CMS's, each with that text. */
export function outOfOrder(dir: string) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .map((file) => {
      const text = readFileSync(join(dir, file), 'utf8');
      return { file: join(dir, file), text: cmsJson(JSON.parse(text)), was: text };
    })
    .filter(({ text, was }) => text !== was);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values, positionals } = parseArgs({
    options: { write: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const dir = resolve(positionals[0] ?? 'content');
  for (const { file, text } of outOfOrder(dir)) {
    if (values.write) writeFileSync(file, text);
    console.log(
      `${relative(process.cwd(), file)}: ${values.write ? 'written' : 'not'} in the order the content manager writes`,
    );
  }
}
