#!/usr/bin/env node
// Writes every image the site shows (the hero's and the content's) at each width of its folder in
// AVIF and WebP: upright by EXIF, cropped around its most striking part, without metadata (a phone
// photo's EXIF holds where it was taken). Encodings are cached in node_modules/.cache/images by a
// hash of all they depend on; stale generated files are removed.
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { readContent } from '../content/load.ts';
import type { ImageFolder } from '../../src/data/images';
import type shipped from '../../src/data/images.json';
import { isMain } from '../serve/server.ts';

const root = resolve(import.meta.dirname, '../..');
type Manifest = Omit<typeof shipped, 'folders'> & { folders: Record<string, ImageFolder> };
type Format = keyof Manifest['formats'];
type Job = { image: Source; format: Format; width: number; settings: Manifest['formats'][Format] };
type Source = Awaited<ReturnType<typeof readSource>>;

/** The content's portraits and award images (of entries that pass the check). */
export const contentImages = () =>
  readContent().lawyers.flatMap(({ facts }) => [
    facts.portrait,
    ...facts.awards.map((award) => award.image),
  ]);

// Writes `images` (public paths; by default the hero's and the content's); the images that fail are
// named in the error thrown once the others are done.
export async function generateImages({
  images = undefined as string[] | undefined,
  manifestFile = join(root, 'src', 'data', 'images.json'),
  publicDir = join(root, 'public'),
  outDir = join(root, 'public', 'images', 'generated'),
  cacheDir = join(root, 'node_modules', '.cache', 'images'),
  quiet = false,
} = {}) {
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
  const started = performance.now();
  for (const dir of [outDir, cacheDir]) await mkdir(dir, { recursive: true });

  const problems: string[] = [];
  const sources: Source[] = [];
  for (const src of new Set(images ?? [...manifest.hero, ...contentImages()])) {
    const image = await readSource(src, manifest.folders, publicDir).catch((error: Error) => {
      problems.push(`${src}: ${error.message}`);
    });
    const clash = image && sources.find((other) => other.name === image.name);
    if (clash) problems.push(`${src} and ${clash.src} have one name: rename one of them`);
    else if (image) sources.push(image);
  }
  const formats = Object.entries(manifest.formats) as [Format, Job['settings']][];
  const jobs = sources.flatMap((image) =>
    formats.flatMap(([format, settings]) =>
      image.widths.map((width): Job => ({ image, format, settings, width })),
    ),
  );

  // sharp runs the encodings on its own thread pool, one per core.
  const results = await Promise.all(
    jobs.map(async (job) => {
      const file = `${job.image.name}-${job.width}.${job.format}`;
      const cached = join(cacheDir, `${cacheKey(job)}.${job.format}`);
      const upToDate = await stat(cached).then(Boolean, () => false);
      if (!upToDate) {
        // Written aside, then renamed: a build running at the same time never copies half a file.
        const partial = `${cached}.${process.pid}.partial`;
        await writeFile(partial, await encode(job));
        await rename(partial, cached);
      }
      const target = join(outDir, file);
      const [from, to] = await Promise.all([stat(cached), stat(target).catch(() => null)]);
      if (!to || to.size !== from.size || to.mtimeMs < from.mtimeMs) await copyFile(cached, target);
      return { file, bytes: from.size, encoded: !upToDate };
    }),
  );

  // Only files shaped like generated ones, in case outDir is pointed somewhere shared by mistake.
  const expected = new Set(results.map((result) => result.file));
  const generated = new RegExp(`^[\\w-]+-\\d+\\.(${Object.keys(manifest.formats).join('|')})$`);
  for (const name of await readdir(outDir))
    if (generated.test(name) && !expected.has(name)) await rm(join(outDir, name), { force: true });

  if (!quiet) {
    const kB = (results.reduce((sum, { bytes }) => sum + bytes, 0) / 1024).toFixed(1);
    const encoded = results.filter((result) => result.encoded).length;
    const ms = Math.round(performance.now() - started);
    console.log(
      `Images: ${results.length} files, ${kB} KB in ${relative(root, outDir)}/ ` +
        `(${encoded} encoded, ${results.length - encoded} from cache) in ${ms} ms.`,
    );
  }
  if (problems.length > 0)
    throw new Error(`Some images were left out:\n  ${problems.join('\n  ')}`);
  return results;
}

/** For the development server: writes what it can and warns of the rest. */
export async function refreshImages(logger: { warn(message: string): void } = console) {
  await generateImages({ quiet: true }).catch((error: Error) => logger.warn(error.message));
}

const fail = (message: string) => () => Promise.reject(new Error(message));

/** The image at public path `src` with its folder's frame and widths, read far enough to encode. */
async function readSource(src: string, folders: Manifest['folders'], publicDir: string) {
  const folder = Object.hasOwn(folders, dirname(src)) ? folders[dirname(src)] : undefined;
  if (!folder) throw new Error(`is in none of the folders ${Object.keys(folders).join(', ')}`);
  const source = join(publicDir, src);
  const info = await stat(source).catch(fail('does not exist'));
  const metadata = await sharp(source)
    .metadata()
    .catch(
      fail('is not an image this site can read: save it as a JPEG or PNG and upload it again'),
    );
  const name = basename(src, extname(src));
  return { name, src, source, info, svg: metadata.format === 'svg', size: metadata, ...folder };
}

function cacheKey({ image, format, settings, width }: Job) {
  const { src, info, width: frameWidth, height: frameHeight } = image;
  const inputs = [src, info.size, info.mtimeMs, frameWidth, frameHeight, width, format, settings];
  return createHash('sha256')
    .update(JSON.stringify([...inputs, sharp.versions.sharp]))
    .digest('hex');
}

/** Cropped to the frame at `width`; sharp keeps no metadata unless asked to. */
function encode({ image, format, settings, width }: Job) {
  const height = Math.round((width * image.height) / image.width);
  // An SVG's size is given at 72 dpi: draw it large enough to cover the frame, never scaled up.
  const density = 72 * Math.max(width / image.size.width, height / image.size.height);
  const { quality, effort } = settings;
  return sharp(image.source, image.svg ? { density } : {})
    .rotate()
    .resize({ width, height, fit: 'cover', position: 'attention' })
    .toFormat(format, { quality, effort })
    .toBuffer();
}

/** Rewrites each photograph in `dir` (an article's, deployed as uploaded) without its metadata. */
export async function stripMetadata(dir: string) {
  for (const name of await readdir(dir).catch(() => []))
    if (/\.(jpe?g|png|webp)$/i.test(name))
      await writeFile(join(dir, name), await sharp(join(dir, name)).rotate().toBuffer());
}

if (isMain(import.meta)) {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, quiet: { type: 'boolean', default: false } },
  });
  // Before `npm run dev`: an image that cannot be written is named, and the server starts anyway.
  await generateImages({ outDir: values.out && resolve(values.out), quiet: values.quiet }).catch(
    (error: Error) => console.warn(`Warning: ${error.message}`),
  );
}
