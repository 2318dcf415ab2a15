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
// Each message is printed and saved as a JSON file in the outbox directory.
// CLI: node scripts/outbox-server.mjs [--port 4175] [--host 127.0.0.1] [--dir .outbox] [--clear] [--quiet]
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PORTS } from './env.mjs';

/** What the site's SDK calls (`emailjs.send`); it never sends a form element (`sendForm`). */
const SEND = '/api/v1.0/email/send';
const IDS = ['user_id', 'service_id', 'template_id'];
const MAX_BODY_BYTES = 100 * 1024;
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
};

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields of a send, or the reason EmailJS would give. */
function parseBody(body) {
  try {
    const data = JSON.parse(body.toString('utf8'));
    return isObject(data) ? data : 'The request body must be a JSON object';
  } catch {
    return 'The request body is not valid JSON';
  }
}

/** What is kept of a send: never the private accessToken. */
function toMessage(data) {
  const missing = IDS.find((name) => typeof data[name] !== 'string' || !data[name].trim());
  if (missing) return `The ${missing} parameter is required`;
  const { lib_version = null, user_id, service_id, template_id, template_params = {} } = data;
  if (!isObject(template_params)) return 'The template_params parameter must be an object';
  return {
    id: randomUUID(),
    receivedAt: new Date().toISOString(),
    lib_version,
    user_id,
    service_id,
    template_id,
    template_params,
  };
}

/**
 * Starts the outbox.
 * @param {{ port?: number, host?: string, dir?: string, quiet?: boolean, clear?: boolean }} [options]
 * @returns {Promise<{ url: string, port: number, dir: string, close: () => Promise<void> }>}
 */
export async function startOutbox({
  port = 4175,
  host = '127.0.0.1',
  dir = '.outbox',
  quiet = false,
  clear = false,
} = {}) {
  const outboxDir = path.resolve(dir);
  await mkdir(outboxDir, { recursive: true });
  const files = async () =>
    (await readdir(outboxDir)).filter((name) => name.endsWith('.json')).sort();
  if (clear) await Promise.all((await files()).map((name) => rm(path.join(outboxDir, name))));

  async function store(message) {
    const file = path.join(
      outboxDir,
      `${message.receivedAt.replace(/[:.]/g, '-')}-${message.id}.json`,
    );
    // Written aside and renamed, so a reader never meets half a file.
    await writeFile(`${file}.tmp`, `${JSON.stringify(message, null, 2)}\n`);
    await rename(`${file}.tmp`, file);
    if (quiet) return;
    const { receivedAt, service_id, template_id, user_id, template_params } = message;
    const params = Object.entries(template_params).map(([key, value]) => {
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      return `\n   ${key}: ${text.replaceAll('\n', '\n     ')}`;
    });
    console.log(
      `✉  ${receivedAt} service ${service_id} · template ${template_id} · key ${user_id}` +
        `${params.join('')}\n   saved to ${path.relative(process.cwd(), file)}\n`,
    );
  }

  async function messages(match) {
    const texts = await Promise.all(
      (await files()).map((name) => readFile(path.join(outboxDir, name), 'utf8').catch(() => '')),
    );
    return texts
      .filter((text) => text && (!match || text.includes(match)))
      .map((text) => JSON.parse(text));
  }

  const server = http.createServer(async (req, res) => {
    const answer = (status, text, type = 'text/plain') => {
      res.writeHead(status, {
        ...CORS,
        'Content-Type': `${type}; charset=utf-8`,
        'Cache-Control': 'no-store',
      });
      res.end(text);
    };
    try {
      const url = new URL(req.url ?? '/', 'http://outbox');
      if (url.pathname === '/__outbox/messages' && req.method === 'GET') {
        const loopback = /^(::1|127\.|::ffff:127\.)/.test(req.socket.remoteAddress ?? '');
        if (!loopback) return answer(403, 'Loopback clients only');
        return answer(
          200,
          JSON.stringify(await messages(url.searchParams.get('match'))),
          'application/json',
        );
      }
      if (url.pathname !== SEND) return answer(404, 'Not Found');
      if (req.method === 'OPTIONS') return answer(204, '');
      if (req.method !== 'POST') return answer(405, 'Method Not Allowed');

      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      const body = Buffer.concat(chunks);
      if (body.length > MAX_BODY_BYTES) return answer(413, 'The request body is too large');
      const data = parseBody(body);
      const message = typeof data === 'string' ? data : toMessage(data);
      if (typeof message === 'string') return answer(400, message);
      await store(message);
      answer(200, 'OK');
    } catch (error) {
      console.error('Outbox error:', error);
      if (!res.headersSent) answer(500, 'Internal Server Error');
    }
  });
  // Longer than any pause between a test's requests: with Node's 5 s default, a client reusing a
  // kept-alive socket just as the server closes it gets ECONNRESET.
  server.keepAliveTimeout = 65_000;

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const urlHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${urlHost}:${address.port}`,
    port: address.port,
    dir: outboxDir,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      dir: { type: 'string' },
      quiet: { type: 'boolean' },
      clear: { type: 'boolean' },
    },
  });
  const outbox = await startOutbox({
    ...values,
    port: Number(values.port ?? process.env.OUTBOX_PORT ?? PORTS.outbox),
  });
  console.log(
    `Local EmailJS outbox on ${outbox.url}; messages are saved to ${path.relative(process.cwd(), outbox.dir)}/`,
  );
  const stop = () => outbox.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error.code === 'EADDRINUSE' ? `Port in use: ${error.message}` : error);
    process.exit(1);
  });
}
