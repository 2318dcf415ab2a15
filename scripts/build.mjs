// Builds the client and the prerenderer, renders every page in every language to static HTML
// (entry-server.tsx names the files), and writes sitemap.xml, robots.txt, the web manifest and
// the host's _headers and _redirects.
import { build, loadEnv } from 'vite';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { headersFile, redirectsFile } from './headers.mjs';
import { generateImages } from './images.mjs';
import { myanmarFont } from './myanmar-font.mjs';
import { robotsTxt, sitemapXml, webManifest } from './site-files.mjs';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const ssrOut = join(root, 'dist-ssr');
/** The one script every page names (index.html names it for the development server). */
const entry = 'src/boot.ts';

await build({ root, logLevel: 'warn', build: { rolldownOptions: { input: entry } } });
await generateImages({ outDir: join(dist, 'images', 'generated') });
await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: ssrOut, emptyOutDir: true, copyPublicDir: false },
});
const server = await import(pathToFileURL(join(ssrOut, 'entry-server.js')).href);
const { languages, namespaces, prerenderTargets, publicPaths, site, siteUrl } = server;
await server.preloadAllPages();

// Every language's texts, as i18next resources: `{ en: { common: {…}, … }, ja: …, my: … }`.
const localeFile = async (lng, ns) =>
  JSON.parse(await readFile(join(root, 'public', 'locales', lng, `${ns}.json`), 'utf8'));
const resources = {};
for (const { code } of languages) {
  resources[code] = {};
  for (const ns of namespaces) resources[code][ns] = await localeFile(code, ns);
}

// What each page loads, from Vite's manifest: the entry, every module it imports, the stylesheet.
const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'));
const chunkFiles = (key) => [
  manifest[key].file,
  ...(manifest[key].imports ?? []).flatMap(chunkFiles),
];
const [script, ...modulePreloads] = [...new Set(chunkFiles(entry))].map((file) => `/${file}`);
const stylesheets = Object.values(manifest).filter(({ file }) => file.endsWith('.css'));
if (stylesheets.length !== 1)
  throw new Error(`Expected one stylesheet, found ${stylesheets.length}.`);
const assets = {
  script,
  modulePreloads,
  css: (await readFile(join(dist, stylesheets[0].file), 'utf8')).trim(),
  // Burmese pages carry their font (myanmar-font.mjs); the switcher's labels are Burmese too.
  fonts: {
    my: await myanmarFont(
      JSON.stringify(resources.my) + languages.map(({ label, name }) => label + name).join(''),
    ),
  },
};
for (const target of prerenderTargets) {
  await mkdir(dirname(join(dist, target.file)), { recursive: true });
  await writeFile(join(dist, target.file), await server.render(target, resources, assets));
}

// SOURCE_DATE_EPOCH pins the sitemap's lastmod for reproducible builds; otherwise the build date.
const built = process.env.SOURCE_DATE_EPOCH
  ? Number(process.env.SOURCE_DATE_EPOCH) * 1000
  : Date.now();
const pages = languages.flatMap(({ code }) =>
  publicPaths.map((path) => ({
    url: server.urlIn(code, path),
    alternates: server.alternateUrls(path),
  })),
);
await writeFile(
  join(dist, 'sitemap.xml'),
  sitemapXml(pages, new Date(built).toISOString().slice(0, 10)),
);
await writeFile(join(dist, 'robots.txt'), robotsTxt(`${siteUrl}/sitemap.xml`));
const english = server.createStaticI18n('en', resources);
const app = webManifest({
  name: site.firmName,
  shortName: site.firmShortName,
  description: english.t('home:description', server.firmNames),
  lang: 'en',
  dir: english.dir('en'),
  theme: server.tokens.color.navy,
  background: server.tokens.color.ivory,
});
await writeFile(join(dist, 'site.webmanifest'), `${JSON.stringify(app, null, 2)}\n`);

// Cloudflare Pages' own files: the headers (the CSP's connect-src names the EmailJS origin this
// bundle sends to; VITE_* as the client bundle reads them) and the old service ids' redirects.
const env = loadEnv('production', root, 'VITE_');
await writeFile(join(dist, '_headers'), headersFile({ emailOrigin: env.VITE_EMAILJS_ORIGIN }));
await writeFile(join(dist, '_redirects'), redirectsFile(server.redirects));
await rm(ssrOut, { recursive: true, force: true });
console.log(`Prerendered ${prerenderTargets.length} pages into dist/ for ${siteUrl}.`);
