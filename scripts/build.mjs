// Builds the client, builds the server entry, then prerenders every route to static HTML with its
// search metadata (`about.html`, `ja/index.html`: entry-server.tsx names the files), and writes
// sitemap.xml, robots.txt, the web manifest, and the host's _headers and _redirects.
import { build, loadEnv } from 'vite';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { headersFile, redirectsFile } from './headers.mjs';
import { generateImages } from './images.mjs';
import { myanmarFontStyle } from './myanmar-font.mjs';
import { writeVcards } from './vcards.mjs';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const ssrOut = join(root, 'dist-ssr');

await build({ root, logLevel: 'warn' });
await generateImages({ outDir: join(dist, 'images', 'generated') });
await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: ssrOut, emptyOutDir: true, copyPublicDir: false },
});

const {
  languages,
  namespaces,
  prerenderTargets,
  redirects,
  render,
  siteFiles,
  normalizeSiteUrl,
  preloadAllPages,
} = await import(pathToFileURL(join(ssrOut, 'entry-server.js')).href);
await preloadAllPages();
// Like the client bundle: VITE_* from the environment, else from .env files; the defaults are site.ts's
// and email-config.ts's.
const env = loadEnv('production', root, 'VITE_');
const siteUrl = normalizeSiteUrl(env.VITE_SITE_URL);
// SOURCE_DATE_EPOCH pins the sitemap's lastmod for reproducible builds; otherwise the build date.
const lastmod = new Date(
  process.env.SOURCE_DATE_EPOCH ? Number(process.env.SOURCE_DATE_EPOCH) * 1000 : Date.now(),
)
  .toISOString()
  .slice(0, 10);
const template = await inlineStylesheet(await readFile(join(dist, 'index.html'), 'utf8'));
/** Every language's texts, as i18next resources: `{ en: { common: {…}, … }, ja: …, my: … }`. */
const localeFile = (lng, ns) =>
  JSON.parse(readFileSync(join(root, 'public', 'locales', lng, `${ns}.json`), 'utf8'));
const resources = Object.fromEntries(
  languages.map(({ code }) => [
    code,
    Object.fromEntries(namespaces.map((ns) => [ns, localeFile(code, ns)])),
  ]),
);
// Burmese pages carry their font (scripts/myanmar-font.mjs); the switcher's labels are Burmese too.
const myanmarFont = await myanmarFontStyle(
  JSON.stringify(resources.my) + languages.map(({ label, name }) => label + name).join(''),
);
for (const { lng, path, file } of prerenderTargets) {
  const page = render(path, lng, resources, { siteUrl });
  const html = template
    .replace(
      /<html[^>]*>/,
      `<html lang="${page.lang}" dir="${page.dir}" data-line-height="${page.lineHeight}">`,
    )
    .replace(/<title>.*?<\/title>/, () => page.head.join('\n    '))
    // First in <head>: the font is decoded while the rest of the page arrives (myanmar-font.mjs).
    .replace('<meta charset="UTF-8" />', (charset) =>
      lng === 'my' ? `${charset}\n    ${myanmarFont}` : charset,
    )
    .replace('</head>', () =>
      [...page.structuredData.map((script) => `  ${script}\n  `), '</head>'].join(''),
    )
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${page.html}</div>\n    ${page.embeddedScript}`,
    );
  await mkdir(dirname(join(dist, file)), { recursive: true });
  await writeFile(join(dist, file), html);
}
for (const { file, content } of siteFiles('en', resources, { siteUrl, lastmod })) {
  await writeFile(join(dist, file), content);
}
await writeVcards(dist, siteUrl, resources);
// Cloudflare Pages' own files: the headers (the CSP's connect-src names the EmailJS origin this
// bundle sends to) and the old service ids' permanent redirects.
await writeFile(join(dist, '_headers'), headersFile({ emailOrigin: env.VITE_EMAILJS_ORIGIN }));
await writeFile(join(dist, '_redirects'), redirectsFile(redirects));
await rm(ssrOut, { recursive: true, force: true });
console.log(`Prerendered ${prerenderTargets.length} pages into dist/ for ${siteUrl}.`);

/**
 * The site's one stylesheet (about 4 KB compressed) goes inside each page: the first paint then
 * needs the HTML alone, not a second round trip, which on a 150 ms mobile link is the difference
 * that matters most. The file stays in dist/assets for the Myanmar font's lazy CSS to sit beside.
 */
async function inlineStylesheet(html) {
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g)];
  if (links.length !== 1)
    throw new Error(`Expected one stylesheet in index.html, found ${links.length}.`);
  const [tag, href] = links[0];
  const css = (await readFile(join(dist, href), 'utf8')).trim().replace(/<\/style/gi, '<\\/style');
  return html.replace(tag, () => `<style>${css}</style>`);
}
