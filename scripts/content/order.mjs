#!/usr/bin/env node
// The order the content manager writes an entry's fields in, so that a one-line edit in the CMS is
// a one-line diff. Decap keeps an entry as an Immutable.js map and writes `JSON.stringify` of it:
// up to eight fields keep the order they were read in, more are written in the order of the map's
// hashes. Writing every file that way once (`npm run format`) makes the CMS's order the files'.
// CLI: node scripts/content/order.mjs [--write] [dir]: names, or rewrites, the files out of order.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import immutable from 'immutable';

/** A JSON entry's text as the content manager writes it. */
export const cmsJson = (data) => `${JSON.stringify(immutable.fromJS(data).toJS(), null, 2)}\n`;

/** The JSON files under `dir` whose text is not the CMS's, each with that text. */
export function outOfOrder(dir) {
  return readdirSync(dir, { recursive: true })
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
