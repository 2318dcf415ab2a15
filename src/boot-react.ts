/**
 * The boot script's first step (src/boot.ts) imports this module to evaluate the `react` chunk
 * (React and react-dom). Importing `react-dom/client` itself would make the boot script convert
 * that CommonJS module to ES: rolldown's interop code, imported by the boot script, on every first
 * visit.
 */
import 'react-dom/client';
