// @vitest-environment node
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { expect, test } from 'vitest';
import { brandImages, writeBrandImages } from '../../scripts/build/brand-images.mjs';
import { mark, tokens } from '../../src/views/theme/tokens';

// The build draws the favicon, the app icons and the social card from the mark and the tokens:
// given other brand colours, every image comes out in them, with no image to redraw by hand.

const color = { ...tokens.color, inverseSurface: '#7a1f3d', accentOnInverse: '#1fa37a' };
const brand = {
  tokens: { color },
  mark,
  site: { firmName: 'Example Counsel' },
  tagline: 'Fixture',
};

/** An image's pixels, as #rrggbb, row by row. */
async function pixels(file: string) {
  const { data, info } = await sharp(file)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const hex = (at: number) =>
    `#${[...data.subarray(at, at + 3)].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
  return {
    width: info.width,
    colours: Array.from({ length: data.length / 3 }, (_, i) => hex(i * 3)),
  };
}

test('the favicon, the app icons and the social card are drawn in the colours of the tokens', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'brand-'));
  await writeBrandImages(dir, brand);
  for (const file of Object.keys(brandImages(brand))) {
    const { width, colours } = await pixels(join(dir, file));
    // The ground, at the middle of the top edge, and the mark's stroke somewhere on it.
    expect(colours[width + width / 2], file).toBe(color.inverseSurface);
    expect(colours, file).toContain(color.accentOnInverse);
  }
});
