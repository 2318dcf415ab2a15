// Noto Sans Myanmar for the Burmese pages (docs/decisions/0017): the device's own, named first, as
// phones and Macs have it; otherwise a cut of it to the Burmese texts' characters, a cached file.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import { languageOf } from '../../src/data/languages.ts';

const require = createRequire(import.meta.url);
const myanmarScript = new RegExp(`[${languageOf('my').script}]`, 'u');

/** The font of the Burmese pages, cut to the characters of `text`: its file and @font-face rule. */
export async function myanmarFont(text: string) {
  const characters = [...new Set(text)]
    .filter((character) => myanmarScript.test(character))
    .join('');
  const file = require.resolve(
    '@fontsource/noto-sans-myanmar/files/noto-sans-myanmar-myanmar-400-normal.woff2',
  );
  const data = await subsetFont(await readFile(file), characters, { targetFormat: 'woff2' });
  const hash = createHash('sha256').update(data).digest('base64url').slice(0, 10);
  const path = `assets/noto-sans-myanmar-${hash}.woff2`;
  // local(): the full and PostScript names of the face Android, macOS and iOS install.
  const sources = ['Noto Sans Myanmar Regular', 'Noto Sans Myanmar', 'NotoSansMyanmar-Regular']
    .map((name) => `local('${name}')`)
    .concat(`url(/${path}) format('woff2')`);
  const css = `@font-face{font-family:'Noto Sans Myanmar';font-style:normal;font-weight:400;font-display:block;src:${sources.join(',')}}`;
  return { path, data, css };
}
