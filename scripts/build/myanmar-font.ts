// Noto Sans Myanmar cut down to the Burmese texts' characters, inside each Burmese page as data
// URLs (docs/decisions/0017): painted from the first paint, no swap, no shift, no request to wait for.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import { languageOf } from '../../src/data/languages.ts';

const require = createRequire(import.meta.url);
const myanmarScript = new RegExp(`[${languageOf('my').script}]`, 'u');

/** The font of the Burmese pages, cut to the characters of `text`: its data URL and @font-face rule. */
export async function myanmarFont(text: string) {
  const characters = [...new Set(text)]
    .filter((character) => myanmarScript.test(character))
    .join('');
  const file = require.resolve(
    '@fontsource/noto-sans-myanmar/files/noto-sans-myanmar-myanmar-400-normal.woff2',
  );
  const subset = await subsetFont(await readFile(file), characters, { targetFormat: 'woff2' });
  const url = `data:font/woff2;base64,${subset.toString('base64')}`;
  const css = `@font-face{font-family:'Noto Sans Myanmar';font-style:normal;font-weight:400;font-display:block;src:url(${url}) format('woff2')}`;
  return { url, css };
}
