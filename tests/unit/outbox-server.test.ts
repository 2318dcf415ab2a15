// @vitest-environment node
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOutbox } from '../../scripts/serve/outbox-server.ts';

// The local EmailJS outbox, on a free port with its own directory, over real HTTP.

type Outbox = Awaited<ReturnType<typeof startOutbox>>;

const ids = { user_id: 'unit-key', service_id: 'unit_service', template_id: 'unit_template' };
let dir: string;
let outbox: Outbox;

const SITE = 'http://localhost:4173';
const send = (body: unknown, endpoint = 'send', headers: Record<string, string> = {}) =>
  fetch(`${outbox.url}/api/v1.0/email/${endpoint}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: SITE, ...headers },
    body: typeof body === 'string' || body instanceof ReadableStream ? body : JSON.stringify(body),
    duplex: 'half', // a streamed body is sent as it comes, in chunks
  } as RequestInit);
const list = (match: string, headers: Record<string, string> = {}) =>
  fetch(`${outbox.url}/__outbox/messages?match=${match}`, { headers });
const messages = async (match: string) => (await (await list(match)).json()) as unknown[];
/** A body that arrives in the chunks given, its length unknown. */
const streamOf = (chunks: Uint8Array[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      chunks.forEach((chunk) => controller.enqueue(chunk));
      controller.close();
    },
  });

/** A request with the Host header given (fetch sets its own): resolves with the status. */
const withHost = (host: string, pathname: string) =>
  new Promise<number>((resolve, reject) => {
    const request = http.get(`${outbox.url}${pathname}`, { headers: { Host: host } }, (answer) => {
      answer.resume();
      resolve(answer.statusCode!);
    });
    request.once('error', reject);
  });

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'outbox-test-'));
  outbox = await startOutbox({ port: 0, dir, quiet: true });
});
afterAll(async () => {
  await outbox.close();
  await rm(dir, { recursive: true, force: true });
});

describe('POST /api/v1.0/email/send', () => {
  it('answers 200 OK with CORS for the site, as EmailJS, and keeps the message on disk, listed by match', async () => {
    const params = { name: 'one', message: '<b>{{name}}</b>' };
    const response = await send({
      lib_version: '4.4.1',
      ...ids,
      template_params: params,
      accessToken: 'private',
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('OK');
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);

    const saved = await readFile(outbox.file, 'utf8');
    expect(saved, 'the private key is never written down').not.toContain('private');
    const stored = JSON.parse(saved) as object;
    expect(stored).toMatchObject({ lib_version: '4.4.1', ...ids, template_params: params });
    expect(await messages('<b>')).toEqual([stored]);
    expect(await messages('nowhere')).toEqual([]);
  });

  const rejected = { name: 'rejected' };
  it.each([
    [{ ...ids, user_id: undefined, template_params: rejected }, 'user_id parameter is required'],
    [{ ...ids, service_id: ' ', template_params: rejected }, 'service_id parameter is required'],
    [{ ...ids, template_id: 7, template_params: rejected }, 'template_id parameter is required'],
    [{ ...ids, template_params: ['rejected'] }, 'template_params parameter must be an object'],
    [[{ ...ids, template_params: rejected }], 'The request body must be a JSON object'],
    ['{"user_id": "rejected"', 'The request body is not valid JSON'],
  ])('rejects %j with 400 and its reason, and keeps nothing', async (body, reason) => {
    const response = await send(body);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(reason);
    expect(await messages('rejected')).toEqual([]);
  });

  it('answers the CORS preflight, 405 to other methods and 404 elsewhere', async () => {
    const url = `${outbox.url}/api/v1.0/email/send`;
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: { Origin: SITE, 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('Content-Type');
    expect((await fetch(url)).status).toBe(405);
    expect((await send(ids, 'nope')).status).toBe(404);
  });

  it('refuses a body over 64 KB with 413 and keeps nothing, declared or streamed', async () => {
    const big = JSON.stringify({
      ...ids,
      template_params: { name: 'oversized', message: 'x'.repeat(2 ** 21) },
    });
    expect((await send(big)).status, 'with its length declared').toBe(413);
    const streamed = streamOf([new TextEncoder().encode(big)]);
    expect((await send(streamed)).status, 'streamed, its length unknown').toBe(413);
    expect(await messages('oversized')).toEqual([]);
  });

  it('keeps a character whose bytes arrive in two chunks whole', async () => {
    const bytes = new TextEncoder().encode(
      JSON.stringify({ ...ids, template_params: { message: '日本語 split' } }),
    );
    const cut = bytes.indexOf(0xe6) + 1; // inside 日 (e6 97 a5)
    const response = await send(streamOf([bytes.subarray(0, cut), bytes.subarray(cut)]));
    expect(response.status).toBe(200);
    expect(await messages('split')).toMatchObject([
      { template_params: { message: '日本語 split' } },
    ]);
  });

  it('refuses to store a send from a page of another site', async () => {
    const response = await send({ ...ids, template_params: { name: 'foreign' } }, 'send', {
      Origin: 'https://attacker.example',
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(await messages('foreign')).toEqual([]);
  });
});

it('GET /__outbox/messages lists the messages to its own origin only, never to another site’s page', async () => {
  await send({ ...ids, template_params: { name: 'private' } });
  const own = await list('private', { Origin: outbox.url, 'Sec-Fetch-Site': 'same-origin' });
  expect(await own.json()).toHaveLength(1);
  for (const headers of [
    { Origin: 'https://attacker.example' } as Record<string, string>,
    { Origin: SITE },
    { 'Sec-Fetch-Site': 'cross-site' },
  ]) {
    const refused = await list('private', headers);
    expect(refused.status, JSON.stringify(headers)).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    expect(await refused.text()).not.toContain('private');
  }
});

it('answers only requests addressed to 127.0.0.1 or localhost on its port', async () => {
  const { port } = outbox;
  expect(await withHost(`localhost:${port}`, '/__outbox/messages')).toBe(200);
  for (const host of ['attacker.example', `attacker.example:${port}`, 'localhost:1'])
    for (const pathname of ['/__outbox/messages', '/api/v1.0/email/send'])
      expect(await withHost(host, pathname), `${host}${pathname}`).toBe(403);
});

it('--clear (clear: true) starts with an empty outbox', async () => {
  const clearDir = await mkdtemp(path.join(os.tmpdir(), 'outbox-clear-'));
  await writeFile(path.join(clearDir, 'messages.jsonl'), '{"old":true}\n');
  const cleared = await startOutbox({ port: 0, dir: clearDir, quiet: true, clear: true });
  expect(await (await fetch(`${cleared.url}/__outbox/messages`)).json()).toEqual([]);
  await cleared.close();
  await rm(clearDir, { recursive: true, force: true });
});
