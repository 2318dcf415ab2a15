// The content manager (Decap CMS) at /admin/: public/admin/ and the decap-cms bundle, served in
// development and copied into dist/admin/ by the build, with our guard.js beside it; no public page
// names it (docs/decisions/0026).
import { copyFileSync, createReadStream, mkdirSync, readdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { cmsBundleDir } from './bundle.ts';
import { adminHeaders } from '../build/headers.ts';
/** The bundle, the chunks and WebAssembly it loads from beside itself, and its licences. */
const BUNDLE_FILE = /^(?:\d+\.)?decap-cms\.js(?:\.LICENSE\.txt)?$|^[0-9a-f]+\.wasm$/;
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
};

/** The guard (guard.ts and the check it runs) as one classic script in `outDir`, else its code. */
async function buildGuard(outDir?: string) {
  const built = await build({
    configFile: false,
    logLevel: 'error',
    publicDir: false,
    // The libraries read it to drop their development checks.
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: Boolean(outDir),
      outDir,
      emptyOutDir: false,
      lib: {
        entry: join(import.meta.dirname, 'guard.ts'),
        formats: ['iife'],
        name: 'cmsGuard',
        fileName: () => 'guard.js',
      },
    },
  });
  const { output } = [built].flat()[0] as Rolldown.RolldownOutput;
  return output[0].code;
}

/** Serves /admin/ in development as the host does, and puts the CMS's code into the build. */
export function cmsAdmin(): Plugin {
  return {
    name: 'cms-admin',
    configureServer(server) {
      const bundleDir = cmsBundleDir();
      let guard: Promise<string> | undefined;
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://localhost').pathname;
        if (path === '/admin') return void res.writeHead(308, { Location: '/admin/' }).end();
        if (!path.startsWith('/admin/')) return next();
        if (path === '/admin/guard.js') {
          guard ??= buildGuard();
          return void guard.then((code) => {
            res.writeHead(200, { ...adminHeaders(), 'Content-Type': TYPES['.js'] });
            res.end(code);
          }, next);
        }
        const name = path.slice('/admin/'.length) || 'index.html';
        const dir = name === 'index.html' ? join(server.config.publicDir, 'admin') : bundleDir;
        if (dir === bundleDir && !BUNDLE_FILE.test(name)) return next();
        const file = join(dir, name);
        res.writeHead(200, { ...adminHeaders(), 'Content-Type': TYPES[extname(file)] });
        createReadStream(file).pipe(res);
      });
    },
    async writeBundle(options) {
      if (this.environment.config.consumer !== 'client') return;
      const target = join(options.dir!, 'admin');
      const bundleDir = cmsBundleDir();
      mkdirSync(target, { recursive: true });
      for (const name of readdirSync(bundleDir).filter((name) => BUNDLE_FILE.test(name)))
        copyFileSync(join(bundleDir, name), join(target, name));
      await buildGuard(target);
    },
  };
}
