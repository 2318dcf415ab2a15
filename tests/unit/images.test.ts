// @vitest-environment node
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
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
import { contentImages, generateImages } from '../../scripts/build/images.ts';
import { projectCopy } from '../../scripts/check/project-copy.ts';

describe('the image folders (src/data/images.json)', () => {
  const shown = [...new Set([...heroImages.map((image) => image.src), ...contentImages()])];

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

  test('every hero image, portrait and award image is in a folder, under a unique file-safe name', () => {
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
    expect(findImage('/images/elsewhere/prize.svg')).toBeUndefined();
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

  test('builds one w-descriptor srcset per format; the fallback is the widest WebP, never the original', () => {
    expect(imageSources(image)).toEqual({
      avif: `${generatedPath}/office-480.avif 480w, ${generatedPath}/office-960.avif 960w`,
      webp: `${generatedPath}/office-480.webp 480w, ${generatedPath}/office-960.webp 960w`,
      fallback: `${generatedPath}/office-960.webp`,
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
    expect(() => pictureSources('/images/elsewhere/new.jpg')).toThrow(/in no folder/);
    expect(pictureSources(professionals[0]?.img ?? '')).toEqual(
      imageSources(findImage(professionals[0]?.img ?? '') as ResponsiveImage),
    );
  });

  // Its srcset lists each width of its folder: the two tests above, and the folders' own.
  test('the hero preload names the same AVIF srcset and sizes the <picture> uses', () => {
    const first = heroImages[0]!;
    const hero = pictureSources(first.src, first);
    expect(hero).toEqual(imageSources(findImage(first.src)!));
    expect(heroSizes).toBe('100vw');
    expect(heroPreload()).toEqual({
      href: hero.fallback,
      imageSrcSet: hero.avif,
      imageSizes: '100vw',
      type: 'image/avif',
    });
  });
});

describe('scripts/build/images.ts with a photograph', { timeout: 60_000 }, () => {
  let dir: string;
  const manifestFor = (widths: number[], size = { width: 1000, height: 2000 }) =>
    JSON.stringify({
      outputPath: '/images/generated',
      formats: manifest.formats,
      folders: { '/photos': { ...size, widths } },
      hero: [],
    });
  const options = (images: string[]) => ({
    images,
    outDir: join(dir, 'out'),
    publicDir: join(dir, 'public'),
    manifestFile: join(dir, 'images.json'),
    cacheDir: join(dir, 'cache'),
    quiet: true,
  });
  const photo = (name: string) => join(dir, 'public', 'photos', name);
  const blank = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#345678' } });

  beforeAll(async () => {
    dir = await fs.mkdtemp(join(os.tmpdir(), 'images-'));
    await fs.mkdir(join(dir, 'public', 'photos'), { recursive: true });
    // Stored landscape, shown portrait: EXIF orientation 6 asks for a quarter turn clockwise.
    await blank(2000, 1000).jpeg().withMetadata({ orientation: 6 }).toFile(photo('portrait.jpg'));
    // As a phone takes it: large, landscape, with where it was taken in its EXIF and XMP.
    await blank(3000, 2000)
      .jpeg()
      .withExif({
        IFD0: { Make: 'Phone' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '16/1 47/1 0/1' },
      })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"></x:xmpmeta>')
      .toFile(photo('phone.jpg'));
    await blank(120, 90).png().toFile(photo('small.png'));
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  test('writes each image at each width in each format, upright, cropped to the frame and without its EXIF or XMP; then reuses them and removes stale files', async () => {
    const frame = imageFolders['/images/professionals']!;
    await fs.writeFile(join(dir, 'images.json'), manifestFor([...frame.widths], frame));
    expect((await sharp(photo('phone.jpg')).metadata()).exif).toBeDefined();
    const images = ['/photos/portrait.jpg', '/photos/phone.jpg', '/photos/small.png'];
    const first = await generateImages(options(images));
    const formats = Object.keys(manifest.formats);
    expect(first).toHaveLength(images.length * frame.widths.length * formats.length);
    expect(first.every((result) => result.encoded)).toBe(true);
    for (const { file } of first) {
      const metadata = await sharp(join(dir, 'out', file)).metadata();
      const format = metadata.format === 'heif' ? 'avif' : metadata.format;
      const width = Number(/-(\d+)\./.exec(file)?.[1]);
      const height = Math.round((width * frame.height) / frame.width);
      expect([format, metadata.width, metadata.height], file).toEqual([
        file.split('.').at(-1),
        width,
        height,
      ]);
      expect([metadata.exif, metadata.xmp, metadata.icc], file).toEqual([
        undefined,
        undefined,
        undefined,
      ]);
    }

    await fs.writeFile(join(dir, 'out', 'old-100.avif'), 'stale');
    const again = await generateImages(options(images));
    expect(again.every((result) => !result.encoded)).toBe(true);
    expect((await fs.readdir(join(dir, 'out'))).sort()).toEqual(first.map((r) => r.file).sort());
  });

  test('writes only the images it is given, and names each one it cannot write in plain words after writing the others', async () => {
    await fs.writeFile(join(dir, 'images.json'), manifestFor([400]));
    await fs.writeFile(photo('broken.jpg'), 'not a photograph');
    await fs.copyFile(photo('portrait.jpg'), photo('portrait.png'));
    await fs.mkdir(join(dir, 'public', 'elsewhere'), { recursive: true });
    await fs.copyFile(photo('portrait.jpg'), join(dir, 'public', 'elsewhere', 'stray.jpg'));
    const given = ['/photos/portrait.jpg', '/photos/broken.jpg', '/photos/gone.jpg'];
    const more = ['/elsewhere/stray.jpg', '/photos/portrait.png'];
    const failure = generateImages(options([...given, ...more]));
    await expect(failure).rejects.toThrow(
      /\/photos\/broken\.jpg: is not an image this site can read: save it as a JPEG or PNG/,
    );
    await expect(failure).rejects.toThrow(/\/photos\/gone\.jpg: does not exist/);
    await expect(failure).rejects.toThrow(/\/elsewhere\/stray\.jpg: is in none of the folders/);
    await expect(failure).rejects.toThrow(
      /\/photos\/portrait\.png and \/photos\/portrait\.jpg have one name: rename one of them/,
    );
    expect((await fs.readdir(join(dir, 'out'))).sort()).toEqual([
      'portrait-400.avif',
      'portrait-400.webp',
    ]);
  });

  test('the images the content uses are the portraits and award images its lawyers name', () => {
    expect(contentImages().sort()).toEqual(
      [...new Set(professionals.flatMap((p) => [p.img, ...p.awardImages]))].sort(),
    );
  });
});

test('before npm run dev (node scripts/build/images.ts), a portrait that cannot be read is named in a warning, and the step ends without an error', async () => {
  const copy = projectCopy('images-cli-');
  const portrait = professionals[0]!.img;
  await fs.writeFile(join(copy, 'public', portrait), 'not an image');
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/build/images.ts', '--quiet'],
    { cwd: copy, encoding: 'utf8' },
  );
  await fs.rm(copy, { recursive: true, force: true });
  expect(run.status).toBe(0);
  expect(run.stderr).toContain(`${portrait}: is not an image this site can read`);
}, 60_000);
