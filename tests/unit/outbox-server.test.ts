// @vitest-environment node
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The local EmailJS outbox (scripts/outbox-server.mjs), on a free port with its own directory.

interface Outbox {
  url: string;
  dir: string;
  close: () => Promise<void>;
}
type StartOutbox = (options: {
  port?: number;
  dir?: string;
  quiet?: boolean;
  clear?: boolean;
}) => Promise<Outbox>;

// A plain .mjs script: imported by URL so the typecheck does not need declarations for it.
const { startOutbox } = (await import(
  /* @vite-ignore */ new URL('../../scripts/outbox-server.mjs', import.meta.url).href
)) as { startOutbox: StartOutbox };

const ids = { user_id: 'unit-key', service_id: 'unit_service', template_id: 'unit_template' };
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
  outbox = await startOutbox({
    port: 0,
    dir: await mkdtemp(path.join(os.tmpdir(), 'outbox-test-')),
    quiet: true,
  });
});
afterAll(async () => {
  await outbox.close();
  await rm(outbox.dir, { recursive: true, force: true });
});

describe('POST /api/v1.0/email/send', () => {
  it('answers 200 OK with CORS, as EmailJS, and keeps the message as a JSON file, listed by match', async () => {
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

    const [file, ...more] = (await readdir(outbox.dir)).filter((name) => name.endsWith('.json'));
    expect(more).toEqual([]);
    const stored = JSON.parse(await readFile(path.join(outbox.dir, file ?? ''), 'utf8')) as object;
    expect(stored).toMatchObject({ lib_version: '4.4.1', ...ids });
    expect(stored).toHaveProperty('template_params', params);
    expect(JSON.stringify(stored), 'the private key is never written down').not.toContain(
      'private',
    );
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

it('--clear (clear: true) empties the outbox directory of messages at start', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'outbox-clear-'));
  await writeFile(path.join(dir, 'old.json'), '{}');
  await writeFile(path.join(dir, 'keep.txt'), 'not a message');
  const cleared = await startOutbox({ port: 0, dir, quiet: true, clear: true });
  await cleared.close();
  expect(await readdir(dir)).toEqual(['keep.txt']);
  await rm(dir, { recursive: true, force: true });
});
