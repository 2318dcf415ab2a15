#!/usr/bin/env node
// `npm run cms`: the site in development on 127.0.0.1 with the content manager at /admin/ and
// Decap's local backend (decap-server's file-system middleware) inside the same server, so a save
// in the CMS writes content/ and public/images/ on this computer and the open site page reloads
// with it. It has no sign-in: it listens on the loopback address only (docs/decisions/0026).
// CLI: node scripts/cms.mjs [--port 5173]
import { readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createServer } from 'vite';
import { refreshContent, writeContentOrExit } from './content.mjs';
import { refreshImages } from './images.mjs';

const root = resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);

/**
 * Decap's local backend inside the development server, at /api/v1 (Vite refuses a request for
 * another host name, which keeps other sites' pages out). The CMS finds it through `local_backend`,
 * added to its settings here only: the settings the build ships have none.
 */
function localBackend() {
  return {
    name: 'cms-local-backend',
    async configureServer(server) {
      // decap-server writes below this folder and refuses paths that leave it.
      process.env.GIT_REPO_DIRECTORY = root;
      const express = createRequire(require.resolve('decap-server'))('express');
      const { registerLocalFs } = require('decap-server/dist/middlewares');
      const api = express();
      await registerLocalFs(api, { logLevel: 'warn' });
      const settings = readFileSync(join(root, 'public', 'admin', 'config.yml'), 'utf8');
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://localhost').pathname;
        if (path === '/api/v1') return api(req, res, next);
        if (path !== '/admin/config.yml') return next();
        // "View Live" opens the page on this server.
        const origin = `http://${req.headers.host}`;
        res.writeHead(200, { 'Content-Type': 'text/yaml; charset=utf-8' });
        res.end(
          `${settings.replace(/^site_url: .*$/m, `site_url: ${origin}`)}\n` +
            `local_backend:\n  url: ${origin}/api/v1\n`,
        );
      });
      // An uploaded portrait needs its copies, and the entry naming it a fresh check.
      const uploads = /(^|[\\/])public[\\/]images[\\/](professionals|awards)[\\/][^\\/]+$/;
      server.watcher.on('add', (file) => {
        if (uploads.test(file))
          void refreshContent(server, () => refreshImages(server.config.logger));
      });
    },
  };
}

const { values } = parseArgs({ options: { port: { type: 'string' } } });
const port = Number(values.port ?? process.env.PORT ?? 5173);
writeContentOrExit();
await refreshImages();
const server = await createServer({
  root,
  plugins: [localBackend()],
  server: {
    host: '127.0.0.1',
    port,
    strictPort: true,
    // The packages may be links into another checkout's node_modules (a git worktree, the tests'
    // copy): Vite serves files (the Burmese font) only from the folders it allows.
    fs: { allow: [root, join(realpathSync(join(root, 'node_modules', 'vite')), '..')] },
  },
});
await server.listen();
const url = `http://127.0.0.1:${port}`;
console.log(`\n  ➜  The site:             ${url}/\n  ➜  The content manager:  ${url}/admin/`);
console.log(
  '  Saving in the content manager changes the files in content/. Press Ctrl-C to stop.\n',
);
