/**
 * The boot script's second step (src/boot.ts) imports this module to evaluate the `libs` chunk
 * (i18next, the router, XState). Importing `i18next` itself would give the step a chunk that
 * re-exports i18next's API, about 0.2 kB gzip on every first visit that nothing reads.
 */
import 'i18next';
