import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/** Libraries needed only after an interaction or for one language: they keep their own chunks. */
const onDemand =
  /node_modules[\\/](react-hot-toast|goober|@emailjs|@fontsource|@statelyai|i18next-http-backend)[\\/]/;
/**
 * The shell every page shows: i18n (but the legal pages' date formatting), data, the layout, the
 * theme, the shared UI pieces, how deferred parts load. Not main.tsx: its top-level await waits
 * for a page chunk, and page chunks import this one.
 */
const shell =
  /[\\/]src[\\/](i18n[\\/](?!format-date)|data[\\/](site|routes|languages|seo|services)\.ts|views[\\/](app|root|lazy-page|deferred-section|inspector|ui\.css)\.tsx?|views[\\/]theme[\\/]|views[\\/]layout[\\/](?!toasts)|views[\\/]components[\\/](namespace-gate|page-loading|page-unavailable|not-found-block|brand-mark|menu-icon|arrow-icon|service-glyph)\.tsx)/;

/** The chunks every first visit evaluates when the app starts (src/boot.ts). */
const eagerChunks = new Set(['libs', 'app']);

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
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
    // One stylesheet for every page, inlined into each prerendered page by scripts/build.mjs:
    // split per chunk, a page's styles would arrive only with its script, after the first paint.
    cssCodeSplit: false,
    // Every browser the site supports has <link rel="modulepreload">: no polyfill in the boot script.
    // Vite's helper asks for every file of the boot script's one dynamic import together.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // V8's explicit compile hint (Chrome 136+) on the chunks every first visit evaluates:
        // their functions compile while the file streams in, on a background thread, instead of
        // on the main thread at first call, inside the evaluation and hydration tasks (TBT).
        // After minification (postBanner), which would drop a comment.
        postBanner: (chunk) => (eagerChunks.has(chunk.name) ? '//# allFunctionsCalledOnLoad' : ''),
        // Route-level splitting (decision 0018): one chunk with the libraries and the shell that
        // every first visit needs (one file compresses better than many), one chunk per page,
        // and rolldown's shared chunks for what some pages have in common.
        codeSplitting: {
          groups: [
            // The boot script with the little it shares with the app (Vite's preload helper, the
            // draft, language detection, the load-failure notice), in one file: the boot script
            // never waits for the app's chunks, and the app finds these evaluated already.
            {
              name: 'boot-shared',
              test: /vite[\\/]preload-helper|[\\/]src[\\/](views[\\/](load-failure|typed-values)|machines[\\/](draft-storage|contact-fields)|i18n[\\/](language-hint|detection)|data[\\/]languages|boot)\.ts/,
              priority: 1,
            },
            // The libraries every page needs (React, the router, i18next, XState) with rolldown's
            // CommonJS runtime, which React needs; the shell in its own chunk (the app imports it
            // from main and from the pages).
            {
              name: 'libs',
              test: (id: string) =>
                (id.includes('node_modules') && !onDemand.test(id)) ||
                /rolldown[\\/]runtime|rolldown:runtime/.test(id),
              priority: 1,
            },
            { name: 'app', test: (id: string) => shell.test(id) },
          ],
        },
      },
    },
  },
  preview: { port: 4173 },
});
