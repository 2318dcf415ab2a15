// A local stand-in for the EmailJS REST API, so a fresh clone's contact form works with no keys and
// the end-to-end tests read what the real SDK sent (faults are injected in the browser, not here).
//   POST /api/v1.0/email/send  → 200 "OK", 400 with EmailJS's reason, 413 over 64 KB; CORS for
//     any http origin on this computer
//   GET  /__outbox/messages[?match=s]  stored messages, oldest first; same origin or no browser only
// Listens on 127.0.0.1 and answers only its own Host, so another site's page cannot reach it
// through a name that resolves here. Messages are appended to <dir>/messages.jsonl.
// CLI: scripts/serve/outbox-server.ts [--port 4175] [--dir .outbox] [--clear] [--quiet]
import { randomUUID } from 'node:crypto';
import { appendFile, mkdir, readFile, rm } from 'node:fs/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PORTS } from '../env.ts';
import { isMain, listen, serveFromCli } from './server';

const SEND = '/api/v1.0/email/send';
/** EmailJS refuses more than 50 KB of template variables; the rest of a longer body is never read. */
const LIMIT = 64 * 1024;

/** An http origin on this computer (the site's, whatever its port): the only pages that may send. */
const isLocal = (origin: string) => /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/i.test(origin);

/** The body as text, decoded once (a character split across chunks stays whole); null over LIMIT. */
function readBody(req: IncomingMessage) {
  if (Number(req.headers['content-length']) > LIMIT) return Promise.resolve(null);
  return new Promise<string | null>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= LIMIT) return void chunks.push(chunk);
      req.off('data', onData).pause();
      resolve(null);
    };
    req.on('data', onData).once('error', reject);
    req.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What is kept of a send (never the private accessToken), or the reason EmailJS would refuse it. */
function toMessage(body: string) {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return 'The request body is not valid JSON';
  }
  if (!isObject(data)) return 'The request body must be a JSON object';
  const { lib_version = null, user_id, service_id, template_id, template_params = {} } = data;
  const ids = { user_id, service_id, template_id };
  const missing = Object.entries(ids).find(([, id]) => typeof id !== 'string' || !id.trim());
  if (missing) return `The ${missing[0]} parameter is required`;
  if (!isObject(template_params)) return 'The template_params parameter must be an object';
  const receivedAt = new Date().toISOString();
  return { id: randomUUID(), receivedAt, lib_version, ...ids, template_params };
}

/** Starts the outbox on 127.0.0.1 (`port` 0: any free port). */
export async function startOutbox({ port = 4175, dir = '.outbox', quiet = false, clear = false }) {
  const file = path.resolve(dir, 'messages.jsonl');
  await mkdir(path.dirname(file), { recursive: true });
  if (clear) await rm(file, { force: true });
  let own: string[] = [];

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const answer = (status: number, text: string, headers: Record<string, string> = {}) => {
      const type = `${headers['Content-Type'] ?? 'text/plain'}; charset=utf-8`;
      res.writeHead(status, { 'Cache-Control': 'no-store', ...headers, 'Content-Type': type });
      res.end(text);
    };
    if (!own.includes(`http://${req.headers.host}`)) return answer(403, 'Unknown host');
    const { origin } = req.headers;
    const url = new URL(req.url ?? '/', 'http://outbox');
    if (url.pathname === '/__outbox/messages' && req.method === 'GET') {
      const site = req.headers['sec-fetch-site'] ?? 'none';
      if ((origin && !own.includes(origin)) || !['none', 'same-origin'].includes(site))
        return answer(403, 'The messages are listed to this origin only');
      const match = url.searchParams.get('match') ?? '';
      const saved = await readFile(file, 'utf8').catch(() => '');
      const found = saved.split('\n').filter((line) => line && line.includes(match));
      return answer(200, `[${found.join(',')}]`, { 'Content-Type': 'application/json' });
    }
    if (origin && !isLocal(origin)) return answer(403, 'Origin not allowed');
    const cors: Record<string, string> = origin
      ? {
          'Access-Control-Allow-Origin': origin,
          'Access-Control-Allow-Methods': 'POST, OPTIONS',
          'Access-Control-Allow-Headers': 'Content-Type',
          Vary: 'Origin',
        }
      : {};
    if (url.pathname !== SEND) return answer(404, 'Not Found');
    if (req.method === 'OPTIONS') return answer(204, '', cors);
    if (req.method !== 'POST') return answer(405, 'Method Not Allowed', cors);
    const body = await readBody(req);
    if (body === null)
      return answer(413, `The body is over ${LIMIT / 1024} KB`, { ...cors, Connection: 'close' });
    const message = toMessage(body);
    if (typeof message === 'string') return answer(400, message, cors);
    await appendFile(file, `${JSON.stringify(message)}\n`);
    if (!quiet) console.log(`✉  ${JSON.stringify(message, null, 2)}\n`);
    answer(200, 'OK', cors);
  }
  const server = http.createServer((req, res) =>
    handle(req, res).catch((error: unknown) => {
      console.error('Outbox error:', error);
      if (!res.headersSent) res.writeHead(500).end();
    }),
  );
  // Longer than any pause between a test's requests: Node's 5 s default resets reused sockets.
  server.keepAliveTimeout = 65_000;
  const listening = await listen(server, port);
  own = [`http://127.0.0.1:${listening}`, `http://localhost:${listening}`];
  return {
    url: own[0]!,
    port: listening,
    file,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

if (isMain(import.meta)) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.OUTBOX_PORT ?? String(PORTS.outbox) },
      dir: { type: 'string' },
      quiet: { type: 'boolean' },
      clear: { type: 'boolean' },
    },
  });
  await serveFromCli(
    () => startOutbox({ ...values, port: Number(values.port) }),
    ({ url, file }) =>
      `Local EmailJS outbox on ${url}; messages are saved to ${path.relative(process.cwd(), file)}`,
  );
}
