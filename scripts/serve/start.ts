// `npm start`: builds the site and serves it with Cloudflare Pages' runtime on localhost:4173 (PORT);
// the contact form sends through EmailJS with .env's keys, else to the local outbox on 4175
// (OUTBOX_PORT), which prints and saves each message. Ctrl-C stops all.
import path from 'node:path';
import { loadEnv } from 'vite';
import { PORTS, ROOT, missingEmailKeys, outboxEnv, runNode } from '../env.ts';
import { startOutbox } from './outbox-server';
import { closeOnSignal, portTaken, type Running } from './server';
import { startSite } from './site';

const sitePort = Number(process.env.PORT) || PORTS.site;
const outboxPort = Number(process.env.OUTBOX_PORT) || PORTS.outbox;
const running: Running[] = [];
closeOnSignal(running);

async function stop(message: string): Promise<never> {
  console.error(`\n✘ ${message}`);
  await Promise.allSettled(running.map((server) => server.close()));
  process.exit(1);
}

/** Starts a server; when its port is taken, says what to do and stops everything. */
async function start<T extends Running>(server: () => Promise<T>, whenTaken: string) {
  const started = await server().catch((error: Error) =>
    stop(portTaken(error) ? whenTaken : error.message),
  );
  running.push(started);
  return started;
}

const missing = missingEmailKeys(loadEnv('production', ROOT, 'VITE_'));
let buildEnv = {};
let contact = 'messages go to EmailJS with the keys from .env';
if (missing.length > 0) {
  console.log(
    `No EmailJS keys (${missing.join(', ')} missing in .env): starting the local outbox.`,
  );
  const outbox = await start(
    () => startOutbox({ port: outboxPort, dir: path.join(ROOT, '.outbox') }),
    `Port ${outboxPort} is in use (another npm start?): stop it, or OUTBOX_PORT=4185 npm start`,
  );
  // The outbox's keys, given explicitly: the build refuses to run without keys.
  buildEnv = outboxEnv('local-outbox', outbox.url);
  contact = `messages are printed below and saved in ${path.relative(process.cwd(), outbox.file)}
               (list them: curl ${outbox.url}/__outbox/messages)`;
}

console.log('\n▶ npm run build');
const code = runNode('scripts/build/build.ts', [], buildEnv);
if (code !== 0) await stop(`The build failed (exit code ${code}).`);
await start(
  () => startSite({ port: sitePort }),
  `Port ${sitePort} is in use: stop the other server, or PORT=4180 npm start`,
);
console.log(`\n  ➜  The site:  http://localhost:${sitePort}/\n  ➜  Contact:   ${contact}`);
console.log('  Press Ctrl-C to stop.\n');
