// @vitest-environment node
import sharp from 'sharp';
import { expect, test } from 'vitest';
import { flagImages, regionOf } from '../../scripts/build/flag-images.ts';
import { defaultFlag, defaultFlagPicture, flagPictureFor } from '../../src/data/professional';
import flags from '../../src/data/spoken-languages.json' with { type: 'json' };

test('a flag emoji names its region by its two regional indicator letters; the white flag none', () => {
  expect(['🇲🇲', '🇯🇵', '🇬🇧', defaultFlag, 'JP', '🇯'].map(regionOf)).toEqual([
    'mm',
    'jp',
    'gb',
    undefined,
    undefined,
    undefined,
  ]);
});

test('the build draws a picture of each spoken language’s flag and of the default flag', async () => {
  const images = await flagImages();
  const paths = [...Object.keys(flags).map(flagPictureFor), defaultFlagPicture];
  expect([...images.keys()].sort()).toEqual(paths.map((path) => path.slice(1)).sort());
  for (const [path, png] of images) {
    const { format, width, height } = await sharp(png).metadata();
    expect({ path, format, width, height }).toEqual({ path, format: 'png', width: 48, height: 36 });
  }
  // Japanese's flag is Japan's: a red disc in the middle of white.
  const { data } = await sharp(images.get(flagPictureFor('ja').slice(1)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixel = (x: number, y: number) => [
    ...data.subarray((y * 48 + x) * 3, (y * 48 + x) * 3 + 3),
  ];
  expect(regionOf(flags.ja)).toBe('jp');
  expect(pixel(24, 18)[0]).toBeGreaterThan(150);
  expect(pixel(24, 18)[1]).toBeLessThan(60);
  expect(pixel(2, 2)).toEqual([255, 255, 255]);
});
