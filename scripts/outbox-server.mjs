#!/usr/bin/env node
// A local stand-in for the EmailJS REST API (https://www.emailjs.com/docs/rest-api/send/): with no
// EmailJS keys, `npm start` points the site's real SDK here, so a fresh clone's contact form works;
// the end-to-end tests read here what the SDK sent. Their faults are injected in the browser with
// Playwright's page.route, not by this server.
//
//   POST /api/v1.0/email/send        JSON { lib_version, user_id, service_id, template_id, template_params }
//   → 200 "OK" as EmailJS answers, or 400 with its reason; CORS open to any origin (it listens on loopback)
//   GET  /__outbox/messages[?match=s]  the stored messages, oldest first; match: a substring of one
//
// Each message is printed and appended, as one line of JSON, to messages.jsonl in the outbox directory.
// CLI: node scripts/outbox-server.mjs [--port 4175] [--dir .outbox] [--clear] [--quiet]
import { randomUUID } from 'node:crypto';
import { appendFile, mkdir, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PORTS } from './env.mjs';

/** What the site's SDK calls (`emailjs.send`); it never sends a form element (`sendForm`). */
const SEND = '/api/v1.0/email/send';
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
};

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What is kept of a send (never the private accessToken), or the reason EmailJS would refuse it. */
function toMessage(body) {
  let data;
  try {
    data = JSON.parse(body);
  } catch {
    return 'The request body is not valid JSON';
  }
  if (!isObject(data)) return 'The request body must be a JSON object';
  const { lib_version = null, user_id, service_id, template_id, template_params = {} } = data;
  const ids = { user_id, service_id, template_id };
  const missing = Object.keys(ids).find(
    (name) => typeof ids[name] !== 'string' || !ids[name].trim(),
  );
  if (missing) return `The ${missing} parameter is required`;
  if (!isObject(template_params)) return 'The template_params parameter must be an object';
  const receivedAt = new Date().toISOString();
  return { id: randomUUID(), receivedAt, lib_version, ...ids, template_params };
}

/**
 * Starts the outbox on 127.0.0.1 (`port` 0: any free port).
 * @param {{ port?: number, dir?: string, quiet?: boolean, clear?: boolean }} [options]
 * @returns {Promise<{ url: string, port: number, file: string, close: () => Promise<void> }>}
 */
export async function startOutbox({
  port = 4175,
  dir = '.outbox',
  quiet = false,
  clear = false,
} = {}) {
  const file = path.resolve(dir, 'messages.jsonl');
  await mkdir(path.dirname(file), { recursive: true });
  if (clear) await rm(file, { force: true });
  const messages = async () =>
    (await readFile(file, 'utf8').catch(() => '')).split('\n').filter(Boolean);

  async function handle(req, res) {
    const answer = (status, text, type = 'text/plain') => {
      const headers = {
        ...CORS,
        'Content-Type': `${type}; charset=utf-8`,
        'Cache-Control': 'no-store',
      };
      res.writeHead(status, headers).end(text);
    };
    const url = new URL(req.url ?? '/', 'http://outbox');
    if (url.pathname === '/__outbox/messages' && req.method === 'GET') {
      const match = url.searchParams.get('match') ?? '';
      const found = (await messages()).filter((line) => line.includes(match));
      return answer(200, `[${found.join(',')}]`, 'application/json');
    }
    if (url.pathname !== SEND) return answer(404, 'Not Found');
    if (req.method === 'OPTIONS') return answer(204, '');
    if (req.method !== 'POST') return answer(405, 'Method Not Allowed');
    let body = '';
    for await (const chunk of req) body += chunk;
    const message = toMessage(body);
    if (typeof message === 'string') return answer(400, message);
    await appendFile(file, `${JSON.stringify(message)}\n`);
    if (!quiet) console.log(`✉  ${JSON.stringify(message, null, 2)}\n`);
    answer(200, 'OK');
  }
  const server = http.createServer((req, res) =>
    handle(req, res).catch((error) => {
      console.error('Outbox error:', error);
      if (!res.headersSent) res.writeHead(500).end();
    }),
  );
  // Longer than any pause between a test's requests: with Node's 5 s default, a client reusing a
  // kept-alive socket just as the server closes it gets ECONNRESET.
  server.keepAliveTimeout = 65_000;

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: listening } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${listening}`,
    port: listening,
    file,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

if (path.resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      dir: { type: 'string' },
      quiet: { type: 'boolean' },
      clear: { type: 'boolean' },
    },
  });
  const port = Number(values.port ?? process.env.OUTBOX_PORT ?? PORTS.outbox);
  try {
    const outbox = await startOutbox({ ...values, port });
    const saved = path.relative(process.cwd(), outbox.file);
    console.log(`Local EmailJS outbox on ${outbox.url}; messages are saved to ${saved}`);
    for (const signal of ['SIGINT', 'SIGTERM'])
      process.once(signal, () => outbox.close().then(() => process.exit(0)));
  } catch (error) {
    console.error(error.code === 'EADDRINUSE' ? `Port in use: ${error.message}` : error);
    process.exit(1);
  }
}
