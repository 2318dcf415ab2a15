import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { bootPreload } from './scripts/boot-preload.ts';

/** Libraries needed only after an interaction or for one language: they keep their own chunks. */
const onDemand =
  /node_modules[\\/](react-hot-toast|goober|@emailjs|@fontsource|@statelyai|i18next-http-backend)[\\/]/;
/**
 * The shell every page shows: i18n (but the legal pages' date formatting), data, the layout, the
 * theme, the shared UI pieces, how deferred parts load. Not main.tsx: its top-level await waits
 * for a page chunk, and page chunks import this one.
 */
const shell =
  /[\\/]src[\\/](i18n[\\/](?!format-date)|data[\\/](site|routes|languages|seo|services)\.ts|machines[\\/]deferred-part-machine\.ts|views[\\/](App|Root|lazy-page|deferred-section|inspector|ui\.css)\.tsx?|views[\\/]theme[\\/]|views[\\/]layout[\\/](?!Toasts)|views[\\/]components[\\/](NamespaceGate|NotFoundBlock|icons)\.tsx)/;

/** The chunk of the boot script (src/boot.ts), with what it shares with the app. */
const bootChunk = /(^|[\\/])boot-shared-[\w-]+\.js$/;

/** The chunks the boot script evaluates on every first visit (src/boot.ts). */
const eagerChunks = new Set(['react', 'libs', 'app']);

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // Lists the files the boot script asks for when it starts the app (scripts/boot-preload.ts).
    bootPreload(),
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
    // One stylesheet for every page, inlined into each prerendered page by scripts/build.mjs:
    // split per chunk, a page's styles would arrive only with its script, after the first paint.
    cssCodeSplit: false,
    // Every browser the site supports has <link rel="modulepreload">: no polyfill in the boot script.
    modulePreload: {
      polyfill: false,
      // The boot script asks for its steps' files itself, a few per task (src/boot.ts, decision
      // 0014): Vite's list for each of its imports would only add bytes to every first visit.
      resolveDependencies: (_, deps, { hostId }) => (bootChunk.test(hostId) ? [] : deps),
    },
    rolldownOptions: {
      output: {
        // V8's explicit compile hint (Chrome 136+) on the chunks every first visit evaluates:
        // their functions compile while the file streams in, on a background thread, instead of
        // on the main thread at first call, inside the evaluation and hydration tasks (TBT).
        // After minification (postBanner), which would drop a comment.
        postBanner: (chunk) => (eagerChunks.has(chunk.name) ? '//# allFunctionsCalledOnLoad' : ''),
        // Route-level splitting (decision 0008): one chunk with the libraries and the shell that
        // every first visit needs (one file compresses better than many), one chunk per page,
        // and rolldown's shared chunks for what some pages have in common.
        codeSplitting: {
          groups: [
            // The boot script (the entry) with what it shares with the app: Vite's dynamic-import
            // helper, what it needs when the app cannot load (decision 0011: the notice, keeping
            // the form's text as its draft), and what tells it whether the visitor waits for the
            // app (decision 0016: the detector's settings, the site's languages, the draft).
            // Outside the app chunk, or the boot script would import (and wait for) all of the
            // app before it runs; one file with the boot script, about 0.4 kB gzip less on every
            // first visit than two (the app imports it from there: it is evaluated already).
            {
              name: 'boot-shared',
              test: /vite[\\/]preload-helper|[\\/]src[\\/](views[\\/](load-failure|typed-values)|machines[\\/](draft-storage|contact-fields)|i18n[\\/](language-hint|detection)|data[\\/]languages|boot)\.ts/,
              priority: 1,
            },
            // React first, on its own: the boot script evaluates it, yields, then evaluates the
            // rest, so neither step is one long task (Total Blocking Time). Rolldown's CommonJS
            // runtime, which React needs, travels with it.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|rolldown[\\/]runtime|rolldown:runtime/,
              priority: 1,
            },
            // The libraries and the shell in two chunks, evaluated in two tasks (src/boot.ts).
            {
              name: 'libs',
              test: (id: string) => id.includes('node_modules') && !onDemand.test(id),
            },
            { name: 'app', test: (id: string) => shell.test(id) },
          ],
        },
      },
    },
  },
  preview: { port: 4173 },
});
