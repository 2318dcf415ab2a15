// @vitest-environment node
import { copyFile, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import manifest from '../../src/data/images.json' with { type: 'json' };
import {
  findImage,
  generatedPath,
  imageFolders,
  imageSources,
  pictureSources,
  type ResponsiveImage,
} from '../../src/data/images';
import { heroImages, heroPreload, heroSizes } from '../../src/data/hero';
import { professionals } from '../../src/data/professionals';
import { generateImages } from '../../scripts/images.mjs';

describe('the image folders (src/data/images.json)', () => {
  const shown = [...heroImages.map((image) => image.src), ...professionals.map((p) => p.img)];

  test('names AVIF then WebP with their encoder settings, served from one absolute path', () => {
    expect(Object.keys(manifest.formats)).toEqual(['avif', 'webp']);
    expect(manifest.formats.avif).toEqual({ mimeType: 'image/avif', quality: 50, effort: 4 });
    expect(manifest.formats.webp).toEqual({ mimeType: 'image/webp', quality: 75, effort: 4 });
    expect(generatedPath).toMatch(/^\/images\/[a-z-]+$/);
  });

  test.each(Object.entries(imageFolders))(
    '%s: a whole-pixel size; widths ascending whole pixels, none wider than the images',
    (folder, { width, height, widths }) => {
      expect(folder).toMatch(/^\/images\/[a-z-]+$/);
      expect(folder).not.toBe(generatedPath);
      for (const side of [width, height]) expect(Number.isInteger(side) && side > 0).toBe(true);
      expect(widths.length).toBeGreaterThan(0);
      expect([...widths].sort((a, b) => a - b)).toEqual(widths);
      expect(new Set(widths).size).toBe(widths.length);
      for (const w of widths) expect(Number.isInteger(w) && w > 0 && w <= width).toBe(true);
    },
  );

  // That each image has its folder's size is checked by every build (scripts/images.mjs; its
  // refusal is tested below).
  test('every hero image and every portrait is in a folder, under a unique file-safe name', () => {
    const names = shown.map((src) => findImage(src)?.name);
    for (const name of names) expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(names).size).toBe(names.length);
  });

  test('a new image in a folder is found by its path alone, named after its file', () => {
    expect(findImage('/images/professionals/new-lawyer.jpg')).toEqual({
      name: 'new-lawyer',
      src: '/images/professionals/new-lawyer.jpg',
      ...imageFolders['/images/professionals'],
    });
    expect(findImage('/images/awards/prize.svg')).toBeUndefined();
  });
});

describe('imageSources', () => {
  const image: ResponsiveImage = {
    name: 'office',
    src: '/images/office.jpg',
    width: 2400,
    height: 1600,
    widths: [480, 960],
  };

  test('builds one w-descriptor srcset per format and keeps the original as the fallback', () => {
    expect(imageSources(image)).toEqual({
      avif: `${generatedPath}/office-480.avif 480w, ${generatedPath}/office-960.avif 960w`,
      webp: `${generatedPath}/office-480.webp 480w, ${generatedPath}/office-960.webp 960w`,
      fallback: '/images/office.jpg',
      width: 2400,
      height: 1600,
    });
  });

  test('pictureSources serves an image outside the folders alone at its given size, and refuses it without one', () => {
    expect(pictureSources('/images/new.svg', { width: 1600, height: 900 })).toEqual({
      avif: '',
      webp: '',
      fallback: '/images/new.svg',
      width: 1600,
      height: 900,
    });
    expect(() => pictureSources('/images/awards/new.jpg')).toThrow(/in no folder/);
    expect(pictureSources(professionals[0]?.img ?? '')).toEqual(
      imageSources(findImage(professionals[0]?.img ?? '') as ResponsiveImage),
    );
  });

  test('the hero offers every listed width, smallest first; its preload names the same AVIF srcset and sizes the <picture> uses', () => {
    const first = heroImages[0]!;
    const hero = pictureSources(first.src, first);
    expect(hero.avif).toBe(
      [480, 768, 1024, 1280, 1600]
        .map((w) => `${generatedPath}/hero-yangon-${w}.avif ${w}w`)
        .join(', '),
    );
    expect(hero.fallback).toBe('/images/hero/hero-yangon.svg');
    expect(heroSizes).toBe('100vw');
    expect(heroPreload()).toEqual({
      href: first.src,
      imageSrcSet: hero.avif,
      imageSizes: '100vw',
      type: 'image/avif',
    });
  });
});

describe('scripts/images.mjs with a photograph', () => {
  let dir: string;
  const manifestFor = (widths: number[], size = { width: 1000, height: 2000 }, more = {}) =>
    JSON.stringify({
      outputPath: '/images/generated',
      formats: manifest.formats,
      folders: { '/photos': { ...size, widths }, ...more },
    });
  const options = () => ({
    outDir: join(dir, 'out'),
    publicDir: join(dir, 'public'),
    manifestFile: join(dir, 'images.json'),
    cacheDir: join(dir, 'cache'),
    quiet: true,
  });

  beforeAll(async () => {
    dir = await mkdtemp(join(os.tmpdir(), 'images-'));
    await mkdir(join(dir, 'public', 'photos'), { recursive: true });
    // Stored landscape, shown portrait: EXIF orientation 6 asks for a quarter turn clockwise.
    await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#7a5a23' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toFile(join(dir, 'public', 'photos', 'portrait.jpg'));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  test('writes each width in each format upright, then reuses them and removes stale files', async () => {
    await writeFile(join(dir, 'images.json'), manifestFor([400, 800]));
    const first = await generateImages(options());
    expect(first.map((result) => [result.file, result.encoded])).toEqual([
      ['portrait-400.avif', true],
      ['portrait-800.avif', true],
      ['portrait-400.webp', true],
      ['portrait-800.webp', true],
    ]);
    for (const { file } of first) {
      const metadata = await sharp(join(dir, 'out', file)).metadata();
      const width = Number(/-(\d+)\./.exec(file)?.[1]);
      expect([metadata.format === 'heif' ? 'avif' : metadata.format, metadata.width]).toEqual([
        file.split('.').at(-1),
        width,
      ]);
      expect(metadata.height).toBe(width * 2);
    }

    await writeFile(join(dir, 'out', 'old-100.avif'), 'stale');
    const again = await generateImages(options());
    expect(again.every((result) => !result.encoded)).toBe(true);
    expect((await readdir(join(dir, 'out'))).sort()).toEqual(first.map((r) => r.file).sort());
  });

  test('refuses a width larger than the photograph and a size the list misstates', async () => {
    await writeFile(join(dir, 'images.json'), manifestFor([400, 1200]));
    await expect(generateImages(options())).rejects.toThrow(/cannot be served at 1200/);
    await writeFile(join(dir, 'images.json'), manifestFor([400], { width: 2000, height: 1000 }));
    await expect(generateImages(options())).rejects.toThrow(/is 1000×2000/);
  });

  test('refuses two images whose generated files would share a name', async () => {
    await mkdir(join(dir, 'public', 'more'), { recursive: true });
    await copyFile(
      join(dir, 'public', 'photos', 'portrait.jpg'),
      join(dir, 'public', 'more', 'portrait.png'),
    );
    const more = { '/more': { width: 1000, height: 2000, widths: [400] } };
    await writeFile(join(dir, 'images.json'), manifestFor([400], undefined, more));
    await expect(generateImages(options())).rejects.toThrow(/would share generated files/);
  });
});
