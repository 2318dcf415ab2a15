import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { relative, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { cmsAdmin } from './scripts/cms/admin.ts';
import { refreshContent } from './scripts/content/content.ts';
import { problemsPage } from './scripts/content/words.ts';
import { contentSecurityPolicy } from './scripts/build/headers.ts';
import { refreshImages } from './scripts/build/images.ts';
import { drawBrandImages } from './scripts/build/brand-images.ts';
import { flagImages } from './scripts/build/flag-images.ts';

/**
 * In development, an edit of content/ or locales/ (a save in the CMS) rewrites the
 * translation files and facts the site reads and the copies of the images the entries name, and
 * reloads the page. While the content has problems (from the start, too: the server starts
 * whatever state the content is in), every page is a page that lists them in the content
 * manager's words; /admin/ still opens, to correct them.
 */
const content: Plugin = {
  name: 'content',
  apply: 'serve',
  async configureServer(server) {
    let problems = await refreshContent(server);
    server.middlewares.use((req, res, next) => {
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      const page = req.headers.accept?.includes('text/html') && !/^\/(admin|api|@)/.test(path);
      if (problems.length === 0 || !page) return next();
      res.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(problemsPage(problems));
    });
    // The sources only, never the generated files (public/locales among them). The watcher
    // reports some paths relative to the root and others absolute.
    const sources = /^(content|locales)[\\/]/;
    server.watcher.add(['content', 'locales']);
    // A save can reach the watcher as one event while the file is still being written: the files
    // are read once the events have settled for 100 ms.
    let settle: ReturnType<typeof setTimeout> | undefined;
    server.watcher.on('all', (_event, file) => {
      if (!sources.test(relative(server.config.root, resolve(server.config.root, file)))) return;
      clearTimeout(settle);
      settle = setTimeout(async () => {
        problems = await refreshContent(server, () => refreshImages(server.config.logger));
      }, 100);
    });
  },
};

/**
 * The development servers (`npm run dev`, `npm run cms`) send the public pages' policy, as the host
 * does (/admin/ replaces it with its own), so HTML pasted into content acts no more here than on
 * the live site. Fast Refresh's preamble, which plugin-react inlines and the policy would refuse,
 * is loaded as the plugin's own module instead.
 */
const devPolicy: Plugin = {
  name: 'dev-policy',
  apply: 'serve',
  configureServer(server) {
    const csp = contentSecurityPolicy({ emailOrigin: server.config.env.VITE_EMAILJS_ORIGIN });
    server.middlewares.use((_req, res, next) => {
      res.setHeader('Content-Security-Policy', csp);
      next();
    });
  },
  transformIndexHtml: {
    order: 'post',
    handler: (html) =>
      html.replace(
        `<script type="module">${react.preambleCode.replace('__BASE__', '/')}</script>`,
        '<script type="module" src="/@id/@vitejs/plugin-react/preamble"></script>',
      ),
  },
};

/** In development, the images the build draws (favicon, icons, card) and the flags, once on request. */
const brandImages: Plugin = {
  name: 'brand-images',
  apply: 'serve',
  configureServer(server) {
    let images: ReturnType<typeof drawBrandImages> | undefined;
    const draw = async () => {
      const load = (file: string) => server.ssrLoadModule(`/src/${file}.ts`);
      const [{ tokens }, { mark }, { site }] = await Promise.all([
        load('views/theme/tokens'),
        load('views/theme/mark'),
        load('data/site'),
      ]);
      const { footer } = JSON.parse(
        await readFile(resolve(server.config.root, 'locales/en/common.json'), 'utf8'),
      );
      const brand = await drawBrandImages({ tokens, mark, site, tagline: footer.tagline });
      return new Map<string, string | Buffer>([...brand, ...(await flagImages())]);
    };
    server.middlewares.use(async (req, res, next) => {
      const path = new URL(req.url ?? '/', 'http://localhost').pathname.slice(1);
      // Drawn once the content is whole (the firm's name is in it); until then, no brand images.
      const drawn = /\.(png|svg)$/.test(path) ? (images ??= draw()) : undefined;
      const image = await drawn?.then(
        (all) => all.get(path),
        () => void (images = undefined),
      );
      if (image === undefined) return next();
      res.setHeader('Content-Type', typeof image === 'string' ? 'image/svg+xml' : 'image/png');
      res.end(image);
    });
  },
};

/**
 * What the development servers serve from the project: the app's source, its page and the
 * packages (public/ apart), never the project's other files (settings, scripts, .git) nor a
 * secret (.env, .dev.vars: every dotfile). The packages are found where they really are: a
 * worktree's or the tests' copy's node_modules may link into another checkout's.
 */
const packages = resolve(createRequire(import.meta.url).resolve('vite/package.json'), '../..');
const served = {
  allow: ['src', 'index.html', 'node_modules', packages],
  deny: ['.*', '*.{crt,pem}', '**/.git/**'],
};

/**
 * react-router's package points every build at its development files, which keep its warnings
 * (https://github.com/remix-run/react-router/issues/14102): a build takes its production files,
 * the same code without them (0.5 kB gzip less in every first visit).
 */
const reactRouter = resolve(
  createRequire(import.meta.url).resolve('react-router/package.json'),
  '../dist/production',
);
const reactRouterProduction: Plugin = {
  name: 'react-router-production',
  apply: 'build',
  config: () => ({
    resolve: {
      alias: [
        { find: /^react-router$/, replacement: resolve(reactRouter, 'index.mjs') },
        { find: /^react-router\/dom$/, replacement: resolve(reactRouter, 'dom-export.mjs') },
      ],
    },
  }),
};

/**
 * Vite wraps every dynamic import in its preload helper, which fetches a chunk's CSS and imports
 * beside it. With one stylesheet inlined (`cssCodeSplit: false`) and no module preloading, it
 * has nothing to fetch: the import alone, without the helper's 0.7 kB gzip in every first visit.
 */
const noPreloadHelper: Plugin = {
  name: 'no-preload-helper',
  apply: 'build',
  enforce: 'pre',
  load: (id) =>
    id === '\0vite/preload-helper.js'
      ? 'export const __vitePreload = (load) => load();'
      : undefined,
};

/** Libraries needed only after an interaction or for one language: they keep their own chunks. */
const onDemand =
  /node_modules[\\/](react-hot-toast|goober|@emailjs|@fontsource|@statelyai|i18next-http-backend)[\\/]/;

/**
 * What only the pages that show articles share (the publications, a profile, a service): kept
 * out of the shell every first visit loads, in chunks of their own.
 */
const publications =
  /src[\\/](data[\\/](generated[\\/])?articles|i18n[\\/](format-date|publications)|views[\\/]components[\\/](article-list|author-links|related-articles|feed-link|articles\.css))\./;

/** The chunks every first visit evaluates when the app starts: the libraries and the app's entry. */
const eagerChunks = new Set(['react', 'libs', 'app', 'main', 'start']);

export default defineConfig({
  // content after devPolicy: the page it shows instead of the site carries the policy too.
  plugins: [
    react(),
    vanillaExtractPlugin(),
    cmsAdmin(),
    devPolicy,
    content,
    brandImages,
    reactRouterProduction,
    noPreloadHelper,
  ],
  resolve: {
    // @xstate/react and react-i18next import the use-sync-external-store shim, for React before
    // 18. React 19 has the hook: the shim would only add bytes to every first visit (about 0.3 kB
    // gzip), so it resolves to React's own hook and to the shim-free selector version.
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector',
      },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' },
    ],
  },
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    // dist/.vite/manifest.json: the e2e tests find a module's file by its source path.
    manifest: true,
    // One stylesheet for every page, inlined into each prerendered page by scripts/build/build.ts:
    // split per chunk, a page's styles would arrive only with its script, after the first paint.
    cssCodeSplit: false,
    // No module preloading (nor the helper's code for it, `noPreloadHelper`): the browser fetches
    // the app's files as it imports them, the boot script's one import first (decision 0018).
    modulePreload: false,
    rolldownOptions: {
      output: {
        // V8's explicit compile hint (Chrome 136+) on the chunks every first visit evaluates:
        // their functions compile while the file streams in, on a background thread, instead of
        // on the main thread at first call, inside the evaluation and hydration tasks (TBT).
        // After minification (postBanner), which would drop a comment.
        postBanner: (chunk) => (eagerChunks.has(chunk.name) ? '//# allFunctionsCalledOnLoad' : ''),
        // Split by the module graph (decision 0018): a chunk per page and per part loaded on its
        // own. Groups on top, so a first visit fetches few files (one file compresses better than
        // many): the boot script with everything it imports (the app finds those evaluated
        // already, and the boot script never waits for the app's files); React DOM, which the app
        // evaluates in a task before the rest (src/main.tsx: evaluated with the other libraries, a
        // task over 10 ms, which Lighthouse counts elevenfold; 0.5 kB gzip more than one file);
        // the libraries every page needs, with rolldown's CommonJS runtime, which React needs; our
        // modules that three or more chunks need (the shell the pages share). What only two
        // share (the contact form: its page, the home page's deferred section) stays with them.
        codeSplitting: {
          groups: [
            { name: 'boot', tags: ['$initial'], priority: 2 },
            {
              name: 'react',
              test: /node_modules[\\/](react-dom|scheduler)[\\/]/,
              priority: 1.5,
            },
            {
              name: 'libs',
              test: (id: string) =>
                (id.includes('node_modules') && !onDemand.test(id)) ||
                /rolldown[\\/]runtime|rolldown:runtime/.test(id),
              priority: 1,
            },
            {
              name: 'app',
              test: (id: string) => !id.includes('node_modules') && !publications.test(id),
              minShareCount: 3,
            },
          ],
        },
      },
    },
  },
  // The search worker (src/search-worker.ts) as a module, which imports Pagefind's script.
  worker: { format: 'es' },
  server: { host: '127.0.0.1', fs: served },
  preview: { port: 4173 },
});
