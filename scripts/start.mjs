#!/usr/bin/env node
// `npm start`: builds the production site and serves it on http://localhost:4173 with a working
// contact form.
//   - With VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_SERVICE_ID and VITE_EMAILJS_TEMPLATE_ID in .env (or the
//     environment), the form sends through EmailJS.
//   - Without them, a local EmailJS-compatible outbox starts on 127.0.0.1:4175 and the site is built
//     pointed at it: sent messages are printed here and saved as JSON files in .outbox/.
// Ports: PORT (site, default 4173), OUTBOX_PORT (outbox, default 4175). Ctrl-C stops everything.
import path from 'node:path';
import { loadEnv } from 'vite';
import { LOCAL_OUTBOX_ENV, PORTS, ROOT, bin, run, toPort } from './env.mjs';
import { startOutbox } from './outbox-server.mjs';
import { startStaticServer } from './serve.mjs';

const sitePort = toPort(process.env.PORT, PORTS.site);
const outboxPort = toPort(process.env.OUTBOX_PORT, PORTS.outbox);

/** @type {{ close: () => Promise<void> }[]} */
const running = [];
/** @type {import('node:child_process').ChildProcess | undefined} */
let build;
let stopping = false;

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  build?.kill('SIGTERM');
  await Promise.allSettled(running.map((server) => server.close()));
  process.exit(code);
}
process.on('SIGINT', () => {
  console.log('\nStopping.');
  void stop(130);
});
process.on('SIGTERM', () => void stop(143));

function fail(message) {
  console.error(`\n✘ ${message}`);
  void stop(1);
}

const env = loadEnv('production', ROOT, 'VITE_');
const keys = ['VITE_EMAILJS_PUBLIC_KEY', 'VITE_EMAILJS_SERVICE_ID', 'VITE_EMAILJS_TEMPLATE_ID'];
const useEmailJs = keys.every((key) => (process.env[key] ?? env[key] ?? '').trim() !== '');

/** @type {Record<string, string>} */
let buildEnv = {};
let outboxDir = '';
if (useEmailJs) {
  const origin =
    process.env.VITE_EMAILJS_ORIGIN || env.VITE_EMAILJS_ORIGIN || 'https://api.emailjs.com';
  console.log(`EmailJS keys found: the contact form will send through ${origin}.`);
} else {
  const missing = keys.filter((key) => !(process.env[key] ?? env[key] ?? '').trim());
  console.log(`No EmailJS keys configured (${missing.join(', ')} missing in .env).`);
  console.log(
    'Starting the local outbox: messages sent from the contact form are printed here and saved in .outbox/.',
  );
  try {
    const outbox = await startOutbox({
      port: outboxPort,
      host: '127.0.0.1',
      dir: path.join(ROOT, '.outbox'),
    });
    running.push(outbox);
    outboxDir = outbox.dir;
    buildEnv = { ...LOCAL_OUTBOX_ENV, VITE_EMAILJS_ORIGIN: outbox.url };
    console.log(`Local outbox listening on ${outbox.url}`);
  } catch (error) {
    fail(
      error.code === 'EADDRINUSE'
        ? `Port ${outboxPort} is already in use (another npm start?). Stop it, or choose another port: OUTBOX_PORT=4185 npm start`
        : `The local outbox could not start: ${error.message}`,
    );
    await new Promise(() => {});
  }
}

console.log('\n▶ npm run build');
const buildCode = await run(bin('npm'), ['run', 'build'], {
  env: buildEnv,
  onSpawn: (child) => {
    build = child;
  },
});
build = undefined;
if (stopping) await new Promise(() => {});
if (buildCode !== 0) {
  fail(`The build failed (exit code ${buildCode}).`);
  await new Promise(() => {});
}

try {
  const site = await startStaticServer({
    root: path.join(ROOT, 'dist'),
    port: sitePort,
    host: 'localhost',
  });
  running.push(site);
} catch (error) {
  fail(
    error.code === 'EADDRINUSE'
      ? `Port ${sitePort} is already in use. Stop the other server, or choose another port: PORT=4180 npm start`
      : `The site could not be served: ${error.message}`,
  );
  await new Promise(() => {});
}

console.log('');
console.log(`  ➜  The site:  http://localhost:${sitePort}/`);
if (useEmailJs) {
  console.log('  ➜  Contact:   messages go to EmailJS with the keys from .env');
} else {
  console.log(
    `  ➜  Contact:   messages are printed below and saved in ${path.relative(process.cwd(), outboxDir) || outboxDir}/`,
  );
  console.log(`               (list them: curl http://127.0.0.1:${outboxPort}/__outbox/messages)`);
}
console.log('  Press Ctrl-C to stop.\n');
