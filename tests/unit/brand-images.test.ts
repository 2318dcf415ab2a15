// @vitest-environment node
import sharp from 'sharp';
import { expect, test } from 'vitest';
import { drawBrandImages } from '../../scripts/build/brand-images.ts';
import { mark } from '../../src/views/theme/mark';
import { tokens } from '../../src/views/theme/tokens';

// The build draws the favicon, the app icons and the social card from the mark and the tokens:
// given other brand colours, every image comes out in them, with no image to redraw by hand.

const color = { ...tokens.color, inverseSurface: '#7a1f3d', accentOnInverse: '#1fa37a' };
const brand = {
  tokens: { color },
  mark,
  site: { firmName: 'Example Counsel' },
  tagline: 'Fixture',
};

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

/** Whether the image has a pixel of `hex`, and whether the middle of its second row is one. */
async function drawnIn(image: Buffer | string, hex: string) {
  const { data, info } = await sharp(Buffer.from(image))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const [r, g, b] = rgb(hex);
  const is = (i: number) => data[i] === r && data[i + 1] === g && data[i + 2] === b;
  let anywhere = false;
  for (let i = 0; i < data.length && !anywhere; i += 3) anywhere = is(i);
  return { anywhere, ground: is((info.width + Math.floor(info.width / 2)) * 3) };
}

test('the favicon, the app icons and the social card are drawn in the colours of the tokens', async () => {
  for (const [file, image] of await drawBrandImages(brand)) {
    // The ground, at the middle of the top edge, and the mark's stroke somewhere on it.
    expect((await drawnIn(image, color.inverseSurface)).ground, file).toBe(true);
    expect((await drawnIn(image, color.accentOnInverse)).anywhere, file).toBe(true);
  }
});
