// Builds the client, builds the server entry, then prerenders every route to static HTML.
import { build } from 'vite';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const ssrOut = join(root, 'dist-ssr');

await build({ root, logLevel: 'warn' });
await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: ssrOut, emptyOutDir: true, copyPublicDir: false },
});

const { prerenderPaths, render } = await import(pathToFileURL(join(ssrOut, 'entry-server.js')).href);
const template = await readFile(join(dist, 'index.html'), 'utf8');

async function loadResources(lng) {
  const dir = join(root, 'public', 'locales', lng);
  const bundle = {};
  for (const file of await readdir(dir)) {
    if (file.endsWith('.json')) bundle[file.slice(0, -5)] = JSON.parse(await readFile(join(dir, file), 'utf8'));
  }
  return { [lng]: bundle };
}

const resources = await loadResources('en');
for (const path of prerenderPaths) {
  const page = render(path, 'en', resources);
  const html = template
    .replace(/<html[^>]*>/, `<html lang="${page.lang}" dir="${page.dir}">`)
    .replace(/<title>.*?<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace('<div id="root"></div>', `<div id="root">${page.html}</div>\n    ${page.embeddedScript}`);
  const file = path === '/404' ? join(dist, '404.html') : join(dist, path, 'index.html');
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
}
await rm(ssrOut, { recursive: true, force: true });
console.log(`Prerendered ${prerenderPaths.length} pages into dist/.`);

function escapeHtml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
