// The pictures of the flags a profile shows beside each spoken language (decision 0035): the
// drawing flag-icons has of the region the language's flag emoji names, a plain white flag for the
// default, drawn as PNGs three times the size they are shown (an SVG image is a document of its
// own, set up on the page's main thread).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import flags from '../../src/data/spoken-languages.json' with { type: 'json' };
import { defaultFlag, defaultFlagPicture, flagPictureFor } from '../../src/data/professional.ts';

const whiteFlag =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480"><path fill="#fff" stroke="#adb5bd" stroke-width="16" d="M8 8h624v464H8z"/></svg>';

/** The region a flag emoji's two regional indicator letters name ('jp' for 🇯🇵); none for 🏳️. */
export function regionOf(flag: string): string | undefined {
  const letters = [...flag].map((c) => c.codePointAt(0)! - 0x1f1e6);
  if (letters.length !== 2 || letters.some((n) => n < 0 || n > 25)) return undefined;
  return String.fromCharCode(...letters.map((n) => n + 97));
}

/** Each picture's public path (without its leading `/`) and its PNG. */
export async function flagImages() {
  const resolve = createRequire(import.meta.url).resolve;
  const images = new Map<string, Buffer>();
  const pictures = new Map<string, string>([
    ...Object.entries(flags).map(([language, flag]) => [flagPictureFor(language), flag] as const),
    [defaultFlagPicture, defaultFlag],
  ]);
  for (const [path, flag] of pictures) {
    const region = regionOf(flag);
    const svg = region ? await readFile(resolve(`flag-icons/flags/4x3/${region}.svg`)) : whiteFlag;
    images.set(
      path.slice(1),
      await sharp(Buffer.from(svg)).resize(48, 36).png({ palette: true }).toBuffer(),
    );
  }
  return images;
}
