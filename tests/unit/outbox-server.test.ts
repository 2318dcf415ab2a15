// @vitest-environment node
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOutbox } from '../../scripts/outbox-server.mjs';

// The local EmailJS outbox (scripts/outbox-server.mjs), on a free port with its own directory.

type Outbox = Awaited<ReturnType<typeof startOutbox>>;

const ids = { user_id: 'unit-key', service_id: 'unit_service', template_id: 'unit_template' };
let dir: string;
let outbox: Outbox;

const send = (body: unknown, endpoint = 'send') =>
  fetch(`${outbox.url}/api/v1.0/email/${endpoint}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const messages = async (match: string) =>
  (await (await fetch(`${outbox.url}/__outbox/messages?match=${match}`)).json()) as unknown[];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'outbox-test-'));
  outbox = await startOutbox({ port: 0, dir, quiet: true });
});
afterAll(async () => {
  await outbox.close();
  await rm(dir, { recursive: true, force: true });
});

describe('POST /api/v1.0/email/send', () => {
  it('answers 200 OK with CORS, as EmailJS, and keeps the message on disk, listed by match', async () => {
    const params = { name: 'one', message: '<b>{{name}}</b>' };
    const response = await send({
      lib_version: '4.4.1',
      ...ids,
      template_params: params,
      accessToken: 'private',
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('OK');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');

    const saved = await readFile(outbox.file, 'utf8');
    expect(saved, 'the private key is never written down').not.toContain('private');
    const stored = JSON.parse(saved) as object;
    expect(stored).toMatchObject({ lib_version: '4.4.1', ...ids, template_params: params });
    expect(await messages('<b>')).toEqual([stored]);
    expect(await messages('nowhere')).toEqual([]);
  });

  const rejected = { name: 'rejected' };
  it.each([
    [
      { service_id: 's', template_id: 't', template_params: rejected },
      'user_id parameter is required',
    ],
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
      headers: { Origin: 'http://localhost:4173', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('Content-Type');
    expect((await fetch(url)).status).toBe(405);
    expect((await send(ids, 'nope')).status).toBe(404);
  });
});

it('--clear (clear: true) starts with an empty outbox', async () => {
  const clearDir = await mkdtemp(path.join(os.tmpdir(), 'outbox-clear-'));
  await writeFile(path.join(clearDir, 'messages.jsonl'), '{"old":true}\n');
  const cleared = await startOutbox({ port: 0, dir: clearDir, quiet: true, clear: true });
  expect(await (await fetch(`${cleared.url}/__outbox/messages`)).json()).toEqual([]);
  await cleared.close();
  await rm(clearDir, { recursive: true, force: true });
});
