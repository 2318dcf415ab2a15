// The Myanmar font of the Burmese pages, inside each of them (docs/decisions/0017): Noto Sans
// Myanmar cut down to the characters the site's Burmese texts use, as @font-face rules with data
// URLs. The page then paints in it from its first paint: no boxes, no swap, no layout shift, and
// no request that the first paint would wait for. A text the visitor types with other characters
// falls back to the system's Myanmar font (the theme's stack).
import { readFile, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const weights = [400];
/** The Myanmar block and its extensions. */
const myanmarScript = /[\u1000-\u109f\ua9e0-\ua9ff\uaa60-\uaa7f]/u;

/**
 * The `<style>` element for the Burmese pages.
 * @param {{ localesDir: string, extraText?: string }} options `extraText`: Burmese shown outside the locale files (the switcher's labels).
 */
export async function myanmarFontStyle({ localesDir, extraText = '' }) {
  const dir = join(localesDir, 'my');
  const texts = await Promise.all(
    (await readdir(dir)).map((file) => readFile(join(dir, file), 'utf8')),
  );
  const characters = [...new Set([...texts.join(''), ...extraText])]
    .filter((character) => myanmarScript.test(character))
    .join('');
  const faces = await Promise.all(
    weights.map(async (weight) => {
      const file = require.resolve(
        `@fontsource/noto-sans-myanmar/files/noto-sans-myanmar-myanmar-${weight}-normal.woff2`,
      );
      const subset = await subsetFont(await readFile(file), characters, { targetFormat: 'woff2' });
      const url = `data:font/woff2;base64,${subset.toString('base64')}`;
      return {
        preload: `<link rel="preload" as="font" type="font/woff2" crossorigin href="${url}" />`,
        face: `@font-face{font-family:'Noto Sans Myanmar';font-style:normal;font-weight:${weight};font-display:block;src:url(${url}) format('woff2')}`,
      };
    }),
  );
  return faces.map(({ preload, face }) => `${preload}<style>${face}</style>`).join('');
}
