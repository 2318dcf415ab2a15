#!/usr/bin/env node
// Writes every image in the folders src/data/images.json names at each of the folder's widths in
// each format (AVIF, WebP) with sharp, after checking it has the folder's size. SVG is rendered
// at the target width; a photograph is turned upright by its EXIF orientation, scaled down only.
//
// Encoding is slow (AVIF above all), so results are kept in node_modules/.cache/images, named by a
// hash of the source's size and mtime, the width and the encoder settings; a build copies them.
// Generated files in outDir that no image accounts for any more are removed.
//
// CLI: node scripts/images.mjs [--out public/images/generated] [--quiet]
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';

const root = resolve(import.meta.dirname, '..');
/** What sharp reads. */
const IMAGE_FILE = /\.(svg|jpe?g|png|webp|avif|tiff?|gif)$/i;

/**
 * @param {{ outDir?: string, publicDir?: string, manifestFile?: string, cacheDir?: string, quiet?: boolean }} [options]
 * @returns {Promise<{ file: string, bytes: number, encoded: boolean }[]>} one entry per written file
 */
export async function generateImages({
  manifestFile = join(root, 'src', 'data', 'images.json'),
  publicDir = join(root, 'public'),
  outDir = join(root, 'public', 'images', 'generated'),
  cacheDir = join(root, 'node_modules', '.cache', 'images'),
  quiet = false,
} = {}) {
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
  const started = performance.now();
  await mkdir(outDir, { recursive: true });
  await mkdir(cacheDir, { recursive: true });

  const jobs = [];
  for (const image of await listImages(publicDir, manifest.folders)) {
    const source = join(publicDir, image.src);
    const info = await stat(source);
    await checkSource(source, image);
    for (const [format, settings] of Object.entries(manifest.formats)) {
      for (const width of image.widths) {
        jobs.push({ image, source, info, format, settings, width });
      }
    }
  }

  // sharp runs the encodings on its own thread pool, one per core.
  const results = await Promise.all(
    jobs.map(async (job) => {
      const file = `${job.image.name}-${job.width}.${job.format}`;
      // Named by everything the encoding depends on: a file that exists is up to date.
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
  for (const name of await readdir(outDir)) {
    if (generated.test(name) && !expected.has(name)) await rm(join(outDir, name), { force: true });
  }

  if (!quiet) {
    const kB = (results.reduce((sum, { bytes }) => sum + bytes, 0) / 1024).toFixed(1);
    const encoded = results.filter((result) => result.encoded).length;
    const ms = Math.round(performance.now() - started);
    console.log(
      `Images: ${results.length} files, ${kB} KB in ${relative(root, outDir)}/ ` +
        `(${encoded} encoded, ${results.length - encoded} from cache) in ${ms} ms.`,
    );
  }
  return results;
}

/** Every image file in the folders, with its folder's size and widths; two of one name would clash. */
async function listImages(publicDir, folders) {
  const images = [];
  for (const [folder, shared] of Object.entries(folders)) {
    for (const file of (await readdir(join(publicDir, folder))).sort()) {
      if (!IMAGE_FILE.test(file)) continue;
      const name = basename(file, extname(file));
      const clash = images.find((image) => image.name === name);
      if (clash) throw new Error(`${folder}/${file} and ${clash.src} would share generated files`);
      images.push({ name, src: `${folder}/${file}`, ...shared });
    }
  }
  return images;
}

/** A folder states its images' size: a photograph of another size must be cropped to it. */
async function checkSource(source, image) {
  const { width, height } = (await sharp(source).metadata()).autoOrient;
  if (width !== image.width || height !== image.height)
    throw new Error(
      `${image.src} is ${width}×${height}, but src/data/images.json says its folder's are ${image.width}×${image.height}`,
    );
  const tooWide = image.widths.filter((w) => w > width);
  if (tooWide.length > 0)
    throw new Error(
      `${image.src} is ${width} px wide: it cannot be served at ${tooWide.join(', ')}`,
    );
}

function cacheKey({ image, info, format, settings, width }) {
  const inputs = [
    image.src,
    info.size,
    info.mtimeMs,
    width,
    format,
    settings,
    sharp.versions.sharp,
  ];
  return createHash('sha256').update(JSON.stringify(inputs)).digest('hex');
}

/** An SVG is drawn at the density that makes it `width` pixels wide, not scaled up from 72 dpi. */
function encode({ image, source, format, settings, width }) {
  const isSvg = extname(source).toLowerCase() === '.svg';
  const input = isSvg ? sharp(source, { density: (72 * width) / image.width }) : sharp(source);
  const { quality, effort } = settings;
  return input
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .toFormat(format, { quality, effort })
    .toBuffer();
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, quiet: { type: 'boolean', default: false } },
  });
  generateImages({ outDir: values.out && resolve(values.out), quiet: values.quiet }).catch(
    (error) => {
      console.error(error.message ?? error);
      process.exit(1);
    },
  );
}
