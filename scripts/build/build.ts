// Builds the client and the prerenderer, renders every page in every language, indexes them for
// search, then writes the sitemap, robots.txt, feeds, vCards, manifest, _headers and _redirects.
import { build, loadEnv } from 'vite';
import type { Resource } from 'i18next';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeContentOrExit } from '../content/content.ts';
import { localeFiles } from '../content/locale-files.ts';
import { missingEmailKeys } from '../env.ts';
import { headersFile, redirectsFile } from './headers.ts';
import { generateImages, stripMetadata } from './images.ts';
import { drawBrandImages } from './brand-images.ts';
import { flagImages } from './flag-images.ts';
import { myanmarFont } from './myanmar-font.ts';
import { pageProblems } from './page-check';
import { onlyImports, pageScripts, stylesUsedBy, type Chunk } from './page-styles';
import { writeSearchIndex } from './search-index';
import { sitemapXml } from './sitemap-xml';
import images from '../../src/data/images.json' with { type: 'json' };
import { languages } from '../../src/data/languages';
import { mark } from '../../src/views/theme/mark';
import { tokens } from '../../src/views/theme/tokens';

const root = resolve(import.meta.dirname, '../..');
// SITE_OUT_DIR builds elsewhere (the e2e tests build a second site, with drafts, beside dist/).
const dist = join(root, process.env.SITE_OUT_DIR ?? 'dist');
const ssrOut = join(root, 'dist-ssr');
/** The one script every page names (index.html names it for the development server). */
const entry = 'src/boot.ts';

// VITE_* as the client bundle reads them: .env files, overridden by the environment.
const env = loadEnv('production', root, 'VITE_');
// A site without the EmailJS keys would ship a form whose every send fails: refuse to build it.
const missing = missingEmailKeys(env);
if (missing.length > 0) {
  console.error(
    `✘ The build needs the EmailJS keys: ${missing.join(', ')} missing. Set them in .env ` +
      '(see .env.example) or the environment; `npm start` builds against a local outbox without them.',
  );
  process.exit(1);
}

// A bad content entry stops the build here, before dist/ is touched.
const content = writeContentOrExit();
// Only now: src/data reads the facts modules the content step has just written.
const { languagesOf, lastChanged, prerenderTargets, publicPathsIn } = await import('./pages');
const { feeds } = await import('./feeds');
const { vcards } = await import('./vcards');
const { pageRoutes, redirects } = await import('../../src/data/routes');
const { site } = await import('../../src/data/site');
const { alternateUrls, normalizeSiteUrl, urlIn } = await import('../../src/data/site-urls');
const quiet = { root, logLevel: 'warn' } as const;
const siteUrl = normalizeSiteUrl(env.VITE_SITE_URL);
await build({ ...quiet, build: { outDir: dist, rolldownOptions: { input: entry } } });
// Vite copies public/ whole; only what is published deploys. The images' generated copies, without
// metadata, are their only public ones: an uploaded photo's EXIF may hold where it was taken.
for (const folder of Object.keys(images.folders))
  await rm(join(dist, folder), { recursive: true, force: true });
await stripMetadata(join(dist, 'images', 'articles'));
const pdfs = new Set(content.articles.map((article) => article.facts.pdf));
const publications = join(dist, 'files', 'publications');
for (const name of await readdir(publications).catch(() => []))
  if (!pdfs.has(`/files/publications/${name}`)) await rm(join(publications, name));
await generateImages({ outDir: join(dist, 'images', 'generated') }).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
await build({ ...quiet, publicDir: false, build: { ssr: 'src/entry-server.tsx', outDir: ssrOut } });
const entryServer = pathToFileURL(join(ssrOut, 'entry-server.js')).href;
const server = (await import(entryServer)) as typeof import('../../src/entry-server');
await server.preloadAllPages();
const read = async (file: string) => readFile(join(dist, file), 'utf8');
const write = async (file: string, data: string | Buffer) => {
  await mkdir(dirname(join(dist, file)), { recursive: true });
  await writeFile(join(dist, file), data);
};

// Every language's texts as i18next resources, with a namespace for each article.
const resources = localeFiles(content) as Resource;

// What each page loads, from Vite's manifest: the entry, the modules it imports, the stylesheet.
const manifest = JSON.parse(await read('.vite/manifest.json')) as Record<string, Chunk>;
const chunks = (key: string): string[] => [
  manifest[key]!.file,
  ...(manifest[key]!.imports ?? []).flatMap(chunks),
];
const css = Object.values(manifest).filter(({ file }) => file.endsWith('.css'));
if (css.length !== 1) throw new Error(`Expected one stylesheet, found ${css.length}.`);
// Burmese pages name their font (myanmar-font.ts); the switcher's labels are Burmese too.
const burmese = JSON.stringify(resources.my) + languages.map((l) => l.label + l.name).join('');
// What the pages name: the entry's files, less one that only imports another.
const scripts: string[] = [];
for (const file of new Set(chunks(entry)))
  if (!onlyImports(await read(file))) scripts.push(`/${file}`);
const assets = {
  scripts,
  css: (await read(css[0]!.file)).trim(),
  fonts: { my: await myanmarFont(burmese) },
};
// Each view's own rules; a page has those of the view its route shows, a 404 page (shown at any
// address) them all.
const ownStyles = async (page: string) => {
  const scripts = await Promise.all(pageScripts(manifest, entry, page).map(read));
  return [page, stylesUsedBy(assets.css, scripts.join(''))] as const;
};
const views = new Set(pageRoutes.map((route) => route.page));
const styles = new Map(await Promise.all([...views].map(ownStyles)));
const stylesFor = ({ path, notFound }: { path: string; notFound: boolean }) =>
  notFound
    ? {}
    : { css: styles.get(server.findPage(path).route.page)!, wholeCss: `/${css[0]!.file}` };
await write(assets.fonts.my.path, assets.fonts.my.data);
// A page that broke stops the build, named, rather than shipping "Loading…" or English texts.
const broken: string[] = [];
for (const target of prerenderTargets) {
  const problems: string[] = [];
  const pageAssets = { ...assets, ...stylesFor(target) };
  const html = await server
    .render(target, resources, pageAssets, problems)
    .catch((error: unknown) => {
      problems.push(String(error));
      return '';
    });
  const where = `${target.path} (${target.lng}, ${target.file})`;
  broken.push(...[...problems, ...pageProblems(html)].map((problem) => `${where}: ${problem}`));
  await write(target.file, html);
}
if (broken.length > 0) {
  console.error(
    `✘ ${broken.length} problem(s) in the pages:\n  ${[...new Set(broken)].join('\n  ')}`,
  );
  process.exit(1);
}
await writeSearchIndex(dist, prerenderTargets);

// SOURCE_DATE_EPOCH pins the sitemap's lastmod for reproducible builds; otherwise the build date.
const built = new Date(Number(process.env.SOURCE_DATE_EPOCH) * 1000 || Date.now());
const pages = languages.flatMap(({ code }) =>
  publicPathsIn(code).map((path) => ({
    url: urlIn(code, path, siteUrl),
    alternates: alternateUrls(path, siteUrl, languagesOf(path)),
    lastmod: lastChanged(path),
  })),
);
await write('sitemap.xml', sitemapXml(pages, built.toISOString().slice(0, 10)));
await write('robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
for (const { path, text } of [...vcards(siteUrl, resources), ...feeds(resources, siteUrl)])
  await write(path, text);
// The content manager signs in at the site's own address, which the firm sets once (decision 0026).
const settings = await read('admin/config.yml');
await write(
  'admin/config.yml',
  settings.replace(/^(\s*(?:base_url|site_url):).*$/gm, `$1 ${siteUrl}`),
);
// PNG icons only: Chrome draws an SVG one on the main thread. 512 px is full-bleed, so maskable.
const app = {
  id: '/',
  name: site.firmName,
  short_name: site.firmShortName,
  description: (resources.en?.home as { description: string }).description,
  lang: 'en',
  start_url: '/',
  display: 'standalone',
  theme_color: tokens.color.inverseSurface,
  background_color: tokens.color.surface,
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
await write('site.webmanifest', `${JSON.stringify(app, null, 2)}\n`);
const { tagline } = (resources.en?.common as { footer: { tagline: string } }).footer;
for (const [file, data] of await drawBrandImages({ tokens, mark, site, tagline }))
  await write(file, data);
for (const [file, data] of await flagImages()) await write(file, data);

// The CSP's connect-src names the EmailJS origin this bundle sends to.
await write('_headers', headersFile({ emailOrigin: env.VITE_EMAILJS_ORIGIN }));
await write('_redirects', redirectsFile(redirects));
await rm(ssrOut, { recursive: true, force: true });
console.log(`Prerendered ${prerenderTargets.length} pages into ${dist} for ${siteUrl}.`);
