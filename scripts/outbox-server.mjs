#!/usr/bin/env node
// A local stand-in for the EmailJS REST API (https://www.emailjs.com/docs/rest-api/send/).
//
// The site's real @emailjs/browser SDK can be pointed at it (VITE_EMAILJS_ORIGIN), so a fresh clone
// can send a contact message and see it arrive, and the end-to-end tests can check what the SDK sent.
//
//   POST /api/v1.0/email/send        JSON { lib_version, user_id, service_id, template_id, template_params, accessToken? }
//   POST /api/v1.0/email/send-form   multipart/form-data: lib_version, user_id, service_id, template_id + template fields
//   OPTIONS (CORS preflight)         204, Access-Control-Allow-Origin: *
//   → 200 "OK" (text/plain), 400 with a text reason, 413 when the body is over 100 KB.
//
// Every accepted message is written as a JSON file into the outbox directory and printed.
//
// Test controls (loopback clients only):
//   GET    /__outbox/health              200 "ok"
//   GET    /__outbox/messages[?match=s]  the stored messages, oldest first (match: substring of the stored JSON)
//   DELETE /__outbox/messages[?match=s]  deletes them
//   POST   /__outbox/fault               { status: 400|403|429|500|503, text?, times?, match? } or { hang: true, times?, match? }
//   GET    /__outbox/fault               the active fault rules
//   DELETE /__outbox/fault[?match=s]     clears the rules (all of them, or those with that match)
//   POST   /__outbox/release             { match?, status?, text? }: answers requests held open by a hang fault
//                                        (default 200 "OK", and the message is stored as usual)
//
// A fault rule applies to the send requests whose raw body contains `match` (all of them when no match
// is given), `times` times (until cleared when not given). Scoping faults with `match` lets tests that
// run in parallel set faults without disturbing each other.
//
// CLI: node scripts/outbox-server.mjs [--port 4175] [--host 127.0.0.1] [--dir .outbox] [--clear] [--quiet]
//      (--clear deletes the stored messages at start-up)
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const MAX_BODY_BYTES = 100 * 1024;
const SEND_PATH = '/api/v1.0/email/send';
const SEND_FORM_PATH = '/api/v1.0/email/send-form';
const RESERVED_FORM_FIELDS = new Set([
  'lib_version',
  'user_id',
  'service_id',
  'template_id',
  'accessToken',
]);
const FAULT_STATUSES = new Set([400, 401, 403, 404, 412, 413, 422, 426, 429, 500, 502, 503, 504]);
const DEFAULT_FAULT_TEXT = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  422: 'Unprocessable Entity',
  426: 'Upgrade Required',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '600',
};

class HttpError extends Error {
  /** @param {number} status @param {string} text */
  constructor(status, text) {
    super(text);
    this.status = status;
  }
}

const isLoopback = (address = '') =>
  address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');

const isPlainObject = (value) =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFilled = (value) => typeof value === 'string' && value.trim() !== '';

/**
 * Reads a request body up to `limit` bytes. Past the limit the rest is drained (so the client gets the
 * answer instead of a reset connection) and a 413 is thrown.
 * @param {http.IncomingMessage} req
 * @returns {Promise<Buffer>}
 */
function readBody(req, limit = MAX_BODY_BYTES) {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    let tooLarge = Number.isFinite(declared) && declared > limit;
    let size = 0;
    /** @type {Buffer[]} */
    const chunks = [];
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > limit) tooLarge = true;
      if (tooLarge) {
        // Do not keep draining an endless body.
        if (size > 64 * limit) req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (tooLarge)
        reject(new HttpError(413, `The request body is larger than ${limit / 1024} KB`));
      else resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
}

/** Parses the JSON body of /send into a message, or throws a 400 with the reason. */
function parseSendBody(body) {
  let data;
  try {
    data = JSON.parse(body.toString('utf8'));
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON');
  }
  if (!isPlainObject(data)) throw new HttpError(400, 'The request body must be a JSON object');
  const templateParams = data.template_params === undefined ? {} : data.template_params;
  validateIds(data);
  if (!isPlainObject(templateParams)) {
    throw new HttpError(400, 'The template_params parameter must be an object');
  }
  return {
    lib_version: typeof data.lib_version === 'string' ? data.lib_version : null,
    user_id: data.user_id,
    service_id: data.service_id,
    template_id: data.template_id,
    template_params: templateParams,
  };
}

/** Parses the multipart (or URL-encoded) body of /send-form with the web Request built into Node. */
async function parseSendFormBody(body, contentType = '') {
  if (!/^multipart\/form-data|^application\/x-www-form-urlencoded/i.test(contentType)) {
    throw new HttpError(400, 'The request body must be multipart/form-data');
  }
  let form;
  try {
    form = await new Request('http://outbox.local/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    }).formData();
  } catch {
    throw new HttpError(400, 'The form data could not be parsed');
  }
  /** @type {Record<string, unknown>} */
  const fields = {};
  /** @type {Record<string, unknown>} */
  const templateParams = {};
  for (const [name, value] of form.entries()) {
    const entry =
      typeof value === 'string'
        ? value
        : { filename: value.name, type: value.type, size: value.size };
    const target = RESERVED_FORM_FIELDS.has(name) ? fields : templateParams;
    if (name in target) {
      const previous = target[name];
      target[name] = Array.isArray(previous) ? [...previous, entry] : [previous, entry];
    } else {
      target[name] = entry;
    }
  }
  validateIds(fields);
  return {
    lib_version: typeof fields.lib_version === 'string' ? fields.lib_version : null,
    user_id: fields.user_id,
    service_id: fields.service_id,
    template_id: fields.template_id,
    template_params: templateParams,
  };
}

/** The checks and texts of the real API ("The user_id parameter is required"). */
function validateIds(data) {
  for (const name of ['user_id', 'service_id', 'template_id']) {
    if (!isFilled(data[name])) throw new HttpError(400, `The ${name} parameter is required`);
  }
}

/** A readable block for the terminal. */
function formatMessage(message, file) {
  const line = '─'.repeat(64);
  const params = Object.entries(message.template_params).map(([key, value]) => {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    const [first = '', ...more] = text.split(/\r?\n/);
    return [
      `  ${key}: ${first}`,
      ...more.map((rest) => `  ${' '.repeat(key.length + 2)}${rest}`),
    ].join('\n');
  });
  return [
    line,
    `✉  Message ${message.id} received ${message.receivedAt}`,
    `   service ${message.service_id} · template ${message.template_id} · public key ${message.user_id} · SDK ${message.lib_version ?? '?'} (${message.endpoint})`,
    ...params,
    `   saved to ${file}`,
    line,
  ].join('\n');
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
  if (clear) {
    const names = await readdir(outboxDir);
    await Promise.all(
      names
        .filter((n) => /\.json(\.tmp)?$/.test(n))
        .map((n) => rm(path.join(outboxDir, n), { force: true })),
    );
  }

  /** @type {{ status?: number, text?: string, hang?: boolean, times: number, match?: string }[]} */
  let faults = [];
  /** @type {{ res: http.ServerResponse, body: Buffer, raw: string, handle: (status: number, text?: string) => Promise<void> }[]} */
  let held = [];

  const log = (text) => {
    if (!quiet) console.log(text);
  };

  /** @param {http.ServerResponse} res */
  const send = (res, status, text, headers = {}) => {
    if (res.writableEnded || res.destroyed) return;
    res.writeHead(status, {
      ...CORS_HEADERS,
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    });
    res.end(text);
  };
  const sendJson = (res, status, value) =>
    send(res, status, JSON.stringify(value, null, 2), {
      'Content-Type': 'application/json; charset=utf-8',
    });

  async function store(message) {
    await mkdir(outboxDir, { recursive: true });
    const file = path.join(
      outboxDir,
      `${message.receivedAt.replace(/[:.]/g, '-')}-${message.id}.json`,
    );
    const temporary = `${file}.tmp`;
    await writeFile(temporary, `${JSON.stringify(message, null, 2)}\n`);
    await rename(temporary, file);
    log(formatMessage(message, path.relative(process.cwd(), file) || file));
  }

  async function listMessages(match) {
    let names;
    try {
      names = await readdir(outboxDir);
    } catch (error) {
      if (error.code === 'ENOENT') return [];
      throw error;
    }
    const messages = [];
    for (const name of names.filter((n) => n.endsWith('.json')).sort()) {
      try {
        const text = await readFile(path.join(outboxDir, name), 'utf8');
        if (match && !text.includes(match)) continue;
        messages.push({ file: name, message: JSON.parse(text) });
      } catch {
        // Deleted or being written by someone else: skip it.
      }
    }
    return messages;
  }

  /** Picks (and uses up) the first fault rule that applies to this raw body. */
  function takeFault(raw) {
    const rule = faults.find((f) => f.match === undefined || raw.includes(f.match));
    if (!rule) return undefined;
    rule.times -= 1;
    if (rule.times <= 0) faults = faults.filter((f) => f !== rule);
    return rule;
  }

  function parseFault(value) {
    if (!isPlainObject(value)) throw new HttpError(400, 'A fault is a JSON object');
    const times = value.times === undefined ? Infinity : Number(value.times);
    if (!(times >= 1)) throw new HttpError(400, 'times must be a number ≥ 1');
    if (value.match !== undefined && !isFilled(value.match))
      throw new HttpError(400, 'match must be a non-empty string');
    if (value.hang === true) return { hang: true, times, match: value.match };
    const status = Number(value.status);
    if (!FAULT_STATUSES.has(status)) {
      throw new HttpError(
        400,
        `status must be one of ${[...FAULT_STATUSES].join(', ')}, or give { hang: true }`,
      );
    }
    const text = value.text === undefined ? DEFAULT_FAULT_TEXT[status] : String(value.text);
    return { status, text, times, match: value.match };
  }

  async function readJson(req) {
    const body = await readBody(req);
    if (body.length === 0) return {};
    try {
      return JSON.parse(body.toString('utf8'));
    } catch {
      throw new HttpError(400, 'The request body is not valid JSON');
    }
  }

  /** POST /api/v1.0/email/send and /send-form */
  async function handleSend(req, res, endpoint) {
    const body = await readBody(req);
    const raw = body.toString('utf8');
    const contentType = String(req.headers['content-type'] ?? '');

    const accept = async (status = 200, text = 'OK') => {
      if (status !== 200) {
        send(res, status, text);
        return;
      }
      try {
        const parsed =
          endpoint === 'send' ? parseSendBody(body) : await parseSendFormBody(body, contentType);
        const message = {
          id: randomUUID(),
          receivedAt: new Date().toISOString(),
          endpoint,
          ...parsed,
        };
        await store(message);
        send(res, 200, 'OK');
      } catch (error) {
        if (error instanceof HttpError) send(res, error.status, error.message);
        else throw error;
      }
    };

    const fault = takeFault(raw);
    if (fault?.hang) {
      const entry = { res, body, raw, handle: accept };
      held.push(entry);
      res.on('close', () => {
        held = held.filter((h) => h !== entry);
      });
      log(`⏸  Holding a ${endpoint} request open (hang fault)`);
      return;
    }
    if (fault) {
      log(`✗  Answering a ${endpoint} request with ${fault.status} ${fault.text} (fault)`);
      send(res, fault.status ?? 500, fault.text ?? '');
      return;
    }
    await accept();
  }

  /** /__outbox/* */
  async function handleControl(req, res, url) {
    if (!isLoopback(req.socket.remoteAddress)) {
      send(res, 403, 'The outbox controls answer loopback clients only');
      return;
    }
    const match = url.searchParams.get('match') ?? undefined;
    const route = `${req.method} ${url.pathname}`;
    switch (route) {
      case 'GET /__outbox/health':
        send(res, 200, 'ok');
        return;
      case 'GET /__outbox/messages':
        sendJson(
          res,
          200,
          (await listMessages(match)).map((m) => m.message),
        );
        return;
      case 'DELETE /__outbox/messages': {
        const messages = await listMessages(match);
        await Promise.all(messages.map((m) => rm(path.join(outboxDir, m.file), { force: true })));
        sendJson(res, 200, { deleted: messages.length });
        return;
      }
      case 'GET /__outbox/fault':
        sendJson(res, 200, faults);
        return;
      case 'POST /__outbox/fault': {
        const fault = parseFault(await readJson(req));
        faults.push(fault);
        log(
          `⚠  Fault set: ${JSON.stringify({ ...fault, times: Number.isFinite(fault.times) ? fault.times : undefined })}`,
        );
        sendJson(res, 200, { ...fault, times: Number.isFinite(fault.times) ? fault.times : null });
        return;
      }
      case 'DELETE /__outbox/fault': {
        const before = faults.length;
        faults = match === undefined ? [] : faults.filter((f) => f.match !== match);
        sendJson(res, 200, { cleared: before - faults.length });
        return;
      }
      case 'POST /__outbox/release': {
        const options = await readJson(req);
        if (!isPlainObject(options)) throw new HttpError(400, 'Give a JSON object');
        const only = options.match ?? match;
        const status = options.status === undefined ? 200 : Number(options.status);
        const text =
          options.text === undefined
            ? status === 200
              ? 'OK'
              : (DEFAULT_FAULT_TEXT[status] ?? '')
            : String(options.text);
        const released = held.filter((h) => only === undefined || h.raw.includes(only));
        held = held.filter((h) => !released.includes(h));
        await Promise.all(released.map((h) => h.handle(status, text)));
        sendJson(res, 200, { released: released.length });
        return;
      }
      default:
        send(res, 404, `No outbox control ${route}`);
    }
  }

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://outbox.local');
      if (url.pathname.startsWith('/__outbox/')) {
        await handleControl(req, res, url);
        return;
      }
      const endpoint =
        url.pathname === SEND_PATH ? 'send' : url.pathname === SEND_FORM_PATH ? 'send-form' : null;
      if (req.method === 'OPTIONS') {
        // Chromium asks for this when a public page calls a private address; answering costs nothing.
        const privateNetwork =
          req.headers['access-control-request-private-network'] === 'true'
            ? { 'Access-Control-Allow-Private-Network': 'true' }
            : {};
        res.writeHead(endpoint ? 204 : 404, {
          ...CORS_HEADERS,
          ...privateNetwork,
          'Content-Length': '0',
        });
        res.end();
        return;
      }
      if (!endpoint) {
        if (req.method === 'GET' && url.pathname === '/') {
          send(res, 200, `EmailJS-compatible local outbox. Messages are saved to ${outboxDir}\n`);
        } else {
          send(res, 404, 'Not Found');
        }
        return;
      }
      if (req.method !== 'POST') {
        send(res, 405, 'Method Not Allowed', { Allow: 'POST, OPTIONS' });
        return;
      }
      await handleSend(req, res, endpoint);
    } catch (error) {
      if (error instanceof HttpError) {
        send(res, error.status, error.message);
      } else {
        console.error('Outbox error:', error);
        send(res, 500, 'Internal Server Error');
      }
    }
  });

  // Longer than any pause between a test's calls: with Node's 5 s default, a client reusing a kept-alive
  // socket just as the server times it out gets ECONNRESET.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(undefined);
    });
  });
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const urlHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${urlHost}:${address.port}`,
    port: address.port,
    dir: outboxDir,
    close: () =>
      new Promise((resolve) => {
        held = [];
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function main() {
  const { parseFlags, toPort, PORTS } = await import('./env.mjs');
  const { flags } = parseFlags(process.argv.slice(2));
  if (flags.help) {
    console.log(
      'Usage: node scripts/outbox-server.mjs [--port 4175] [--host 127.0.0.1] [--dir .outbox] [--clear] [--quiet]',
    );
    return;
  }
  const outbox = await startOutbox({
    port: toPort(flags.port ?? process.env.OUTBOX_PORT, PORTS.outbox),
    host: typeof flags.host === 'string' ? flags.host : '127.0.0.1',
    dir: typeof flags.dir === 'string' ? flags.dir : '.outbox',
    quiet: flags.quiet === true,
    clear: flags.clear === true,
  });
  console.log(
    `Local EmailJS outbox on ${outbox.url}; messages are saved to ${path.relative(process.cwd(), outbox.dir) || outbox.dir}/`,
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
