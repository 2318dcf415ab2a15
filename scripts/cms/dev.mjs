#!/usr/bin/env node
// `npm run cms`: the site in development on 127.0.0.1 with the content manager at /admin/ and
// Decap's local backend (decap-server's file-system middleware) inside the same server, so a save
// in the CMS writes content/ and public/images/ on this computer and the open site page reloads
// with it. It has no sign-in: it listens on the loopback address only, and its API answers only
// the content manager's page and reaches only the content's folders (docs/decisions/0026).
// CLI: node scripts/cms/dev.mjs [--port 5173]
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createServer } from 'vite';
import { writeContent } from '../content/content.mjs';
import { ContentError } from '../content/load.mjs';
import { refreshImages } from '../build/images.mjs';
import { localBackend } from './local-backend.mjs';

const root = resolve(import.meta.dirname, '../..');

const { values } = parseArgs({ options: { port: { type: 'string' } } });
const port = Number(values.port ?? process.env.PORT ?? 5173);
const url = `http://127.0.0.1:${port}`;
// Whatever state the content and images are in, the server starts: the development server's
// content plugin lists the content's problems on the page, the image step warns. The content is
// written before the server starts, which lists the public files it serves then (locales/).
try {
  writeContent();
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
}
await refreshImages();
const server = await createServer({
  root,
  plugins: [localBackend({ root, origin: url })],
  server: { port, strictPort: true },
});
await server.listen();
console.log(`\n  ➜  The site:             ${url}/\n  ➜  The content manager:  ${url}/admin/`);
console.log(
  '  Saving in the content manager changes the files in content/. Press Ctrl-C to stop.\n',
);
