// Decap's local backend for `npm run cms`: decap-server's file-system middleware at /api/v1 behind a
// guard, since it reads and writes anywhere and answers any localhost origin (docs/decisions/0026).
import { readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, dirname, isAbsolute, join, posix, relative } from 'node:path';
import type { Plugin } from 'vite';
import { refreshContent } from '../content/content.ts';
import { refreshImages } from '../build/images.ts';

const require = createRequire(import.meta.url);

// decap-server's requests as it sends them; one of another shape throws, and is refused.
type Written = { path: string; newPath?: string };
type Params = {
  folder: string;
  files: { path: string }[];
  path: string;
  mediaFolder: string;
  entry?: Written;
  dataFiles?: Written[];
  assets: { path: string }[];
  asset: { path: string };
  paths: string[];
};
type Response = ServerResponse & { status(code: number): Response; json(body: object): void };
type Handler = (req: IncomingMessage & { body?: unknown }, res: Response, next: () => void) => void;
type App = Handler & { use(handler: Handler): void };

/** The paths each action of the local API reads or writes; an action not named here is refused. */
const PATHS: Record<string, (p: Params) => unknown[]> = {
  info: () => [],
  getDeployPreview: () => [],
  entriesByFolder: (p) => [p.folder],
  entriesByFiles: (p) => p.files.map((file) => file.path),
  getEntry: (p) => [p.path],
  getMedia: (p) => [p.mediaFolder],
  getMediaFile: (p) => [p.path],
  persistEntry: (p) => [
    ...[p.entry, ...(p.dataFiles ?? [])].flatMap((f) => (f ? [f.path, f.newPath] : [])),
    ...p.assets.map((asset) => asset.path),
  ],
  persistMedia: (p) => [p.asset.path],
  deleteFile: (p) => [p.path],
  deleteFiles: (p) => p.paths,
};

/** Each collection's `folder` or `file` and the `media_folder`s of config.yml, from the project's root. */
export const cmsFolders = (settings: string) =>
  [...settings.matchAll(/^[\s-]*(?:folder|file|media_folder):\s*\/?(\S+)\s*$/gm)].map((m) => m[1]!);

/** The real path of `path`, for a file still to be written that of its nearest folder. */
function real(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return dirname(path) === path ? path : join(real(dirname(path)), basename(path));
  }
}

// Inside a folder once `..` and links are resolved; backslashes refused (a separator on Windows).
function inFolders(root: string, folders: string[], path: unknown) {
  if (typeof path !== 'string' || /[\\\0]/.test(path)) return false;
  const normal = posix.normalize(path);
  const folder = folders.find((f) => normal === f || normal.startsWith(`${f}/`));
  if (!folder) return false;
  const rest = relative(real(join(root, folder)), real(join(root, normal)));
  return !rest.startsWith('..') && !isAbsolute(rest);
}

/** Whether every path a request names is in `folders`; parameters of another shape are refused. */
function allowed(root: string, folders: string[], body: unknown) {
  try {
    const { action, params } = body as { action: string; params: Params };
    return (
      Object.hasOwn(PATHS, action) &&
      PATHS[action]!(params).every((path) => path === undefined || inFolders(root, folders, path))
    );
  } catch {
    return false;
  }
}

/**
 * The API answers only the content manager's page at `origin` (its Origin and Host), so neither
 * another site, another local app nor another host name can use it.
 */
export function localBackend({ root, origin }: { root: string; origin: string }): Plugin {
  const host = new URL(origin).host;
  const settings = readFileSync(join(root, 'public', 'admin', 'config.yml'), 'utf8');
  const folders = cmsFolders(settings);
  const refuse = (res: Response) =>
    res.status(403).json({ error: 'Refused by the local backend guard' });
  return {
    name: 'cms-local-backend',
    async configureServer(server) {
      process.env.GIT_REPO_DIRECTORY = root;
      const express = createRequire(require.resolve('decap-server'))('express') as {
        (): App;
        json(options: { limit: string }): Handler;
      };
      const { registerLocalFs } = require('decap-server/dist/middlewares') as {
        registerLocalFs(app: App, options: { logLevel: string }): Promise<void>;
      };
      const api = express();
      api.use((req, res, next) =>
        req.headers.origin === origin && req.headers.host === host ? next() : refuse(res),
      );
      // Parsed here to be checked; decap-server's own parser then finds the body parsed.
      api.use(express.json({ limit: '50mb' }));
      api.use((req, res, next) => (allowed(root, folders, req.body) ? next() : refuse(res)));
      await registerLocalFs(api, { logLevel: 'warn' });
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://localhost').pathname;
        if (path === '/api/v1') return api(req, res as Response, next);
        if (path !== '/admin/config.yml') return next();
        // The CMS talks to this server at its one address; "View Live" opens the page here.
        res.writeHead(200, { 'Content-Type': 'text/yaml; charset=utf-8' });
        res.end(
          `${settings.replace(/^site_url: .*$/m, `site_url: ${origin}`)}\n` +
            `local_backend:\n  url: ${origin}/api/v1\n`,
        );
      });
      // An uploaded portrait needs its smaller copies, and the entry naming it a fresh check.
      const uploads = /(^|[\\/])public[\\/]images[\\/](professionals|awards)[\\/][^\\/]+$/;
      server.watcher.on('add', (file) => {
        if (uploads.test(file))
          void refreshContent(server, () => refreshImages(server.config.logger));
      });
    },
  };
}
