import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { loadContent } from '../../scripts/content/load.ts';
import { ROOT } from '../../scripts/env.ts';
import { contentImages } from '../../scripts/build/images.ts';
import { heroSources, imageFolders, pictureSources } from '../../src/data/images';
import { siteUrl } from '../../src/data/site-urls';
import { draftsContent } from './drafts-content.mjs';
import { expect, test } from './fixtures';

// Only what is published is deployed: Vite copies public/ whole, the build takes out what is not.

const pdfsOf = ({ articles }: ReturnType<typeof loadContent>) =>
  articles.flatMap(({ facts }) => facts.pdf ?? []).sort();
const deployedPdfs = async (dist: string) =>
  (await readdir(join(ROOT, dist, 'files', 'publications')).catch(() => []))
    .map((name) => `/files/publications/${name}`)
    .sort();

test('a PDF is deployed only with its published article; with the drafts published, with each article', async () => {
  expect(await deployedPdfs('dist')).toEqual(pdfsOf(loadContent(undefined, { drafts: false })));
  expect(await deployedPdfs('dist-drafts')).toEqual(
    pdfsOf(loadContent(draftsContent(ROOT), { drafts: true })),
  );
});

test('the content manager deployed signs in and links to the address the site was built for', async () => {
  const settings = await readFile(join(ROOT, 'dist', 'admin', 'config.yml'), 'utf8');
  const urls = settings.match(/^\s*(base_url|site_url): .*$/gm)?.map((line) => line.trim());
  expect(urls).toEqual([`base_url: ${siteUrl}`, `site_url: ${siteUrl}`]);
});

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}
const digest = async (file: string) =>
  createHash('sha256')
    .update(await readFile(file))
    .digest('hex');

test('no image is deployed as it was uploaded: its original is not served, no deployed file has its bytes, the copy served carries no EXIF', async ({
  request,
}) => {
  const originals = (
    await Promise.all(Object.keys(imageFolders).map((f) => filesUnder(join(ROOT, 'public', f))))
  ).flat();
  expect(originals.length).toBeGreaterThan(0);
  const uploaded = new Set(await Promise.all(originals.map(digest)));
  for (const file of await filesUnder(join(ROOT, 'dist')))
    expect(uploaded.has(await digest(file)), file).toBe(false);

  for (const src of new Set([...heroSources, ...contentImages()])) {
    expect((await request.get(src)).status(), src).toBe(404);
    const copy = await request.get(pictureSources(src).fallback);
    expect(copy.status(), src).toBe(200);
    expect((await sharp(await copy.body()).metadata()).exif, src).toBeUndefined();
  }
});
