#!/usr/bin/env node
// `npm run cms`: the site in development on 127.0.0.1 with the content manager and Decap's local
// backend in the same server, so a save writes content/ here and the open page reloads. No sign-in:
// loopback only, and the API answers only the CMS's page and reaches only content (decision 0026).
// CLI: node scripts/cms/dev.ts [--port 5173]
import { parseArgs } from 'node:util';
import { createServer } from 'vite';
import { writeContent } from '../content/content.ts';
import { ContentError } from '../content/load.ts';
import { refreshImages } from '../build/images.ts';
import { ROOT } from '../env.ts';
import { localBackend } from './local-backend.ts';

const { values } = parseArgs({ options: { port: { type: 'string' } } });
const port = Number(values.port ?? process.env.PORT ?? 5173);
const url = `http://127.0.0.1:${port}`;
// The server starts whatever state the content is in (its page lists the problems); the content is
// written first, since the server lists the public files it serves when it starts.
try {
  writeContent();
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
}
await refreshImages();
const server = await createServer({
  root: ROOT,
  plugins: [localBackend({ root: ROOT, origin: url })],
  server: { port, strictPort: true },
});
await server.listen();
console.log(`\n  ➜  The site:             ${url}/\n  ➜  The content manager:  ${url}/admin/`);
console.log(
  '  Saving in the content manager changes the files in content/. Press Ctrl-C to stop.\n',
);
