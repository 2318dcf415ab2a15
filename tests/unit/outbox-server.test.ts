// @vitest-environment node
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

// The local EmailJS outbox (scripts/outbox-server.mjs) against a private instance on a free port.

interface Outbox {
  url: string;
  port: number;
  dir: string;
  close: () => Promise<void>;
}
interface OutboxModule {
  startOutbox: (options: {
    port?: number;
    host?: string;
    dir?: string;
    quiet?: boolean;
    clear?: boolean;
  }) => Promise<Outbox>;
  MAX_BODY_BYTES: number;
}
interface StoredMessage {
  id: string;
  receivedAt: string;
  endpoint: string;
  lib_version: string | null;
  user_id: string;
  service_id: string;
  template_id: string;
  template_params: Record<string, unknown>;
}

// A plain .mjs script: imported by URL so the typecheck does not need declarations for it.
const { startOutbox, MAX_BODY_BYTES } = (await import(
  /* @vite-ignore */ new URL('../../scripts/outbox-server.mjs', import.meta.url).href
)) as OutboxModule;

const ids = { user_id: 'unit-key', service_id: 'unit_service', template_id: 'unit_template' };
let dir: string;
let outbox: Outbox;

const send = (
  body: unknown,
  headers: Record<string, string> = { 'Content-Type': 'application/json' },
) =>
  fetch(`${outbox.url}/api/v1.0/email/send`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const control = (method: string, route: string, body?: unknown) =>
  fetch(`${outbox.url}/__outbox/${route}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const messages = async (): Promise<StoredMessage[]> =>
  (await (await control('GET', 'messages')).json()) as StoredMessage[];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'outbox-test-'));
  outbox = await startOutbox({ port: 0, dir, quiet: true });
});
afterAll(async () => {
  await outbox.close();
  await rm(dir, { recursive: true, force: true });
});
afterEach(async () => {
  await control('DELETE', 'fault');
  await control('DELETE', 'messages');
});

describe('POST /api/v1.0/email/send', () => {
  it('answers 200 OK as text/plain with CORS, and stores the message as a JSON file', async () => {
    const params = {
      name: '<img src=x onerror=alert(1)>',
      email: 'a@example.com',
      phone: '+95 1',
      message: '{{name}} {{{x}}}',
    };
    const response = await send({
      lib_version: '4.4.1',
      ...ids,
      template_params: params,
      accessToken: 'secret',
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('OK');
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');

    const files = (await readdir(dir)).filter((name) => name.endsWith('.json'));
    expect(files).toHaveLength(1);
    const stored = JSON.parse(
      await readFile(path.join(dir, files[0] ?? ''), 'utf8'),
    ) as StoredMessage;
    expect(stored).toMatchObject({
      lib_version: '4.4.1',
      ...ids,
      endpoint: 'send',
      template_params: params,
    });
    expect(stored.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(stored.receivedAt).toISOString()).toBe(stored.receivedAt);
    expect(JSON.stringify(stored)).not.toContain('secret'); // the private key is never written down
    expect(await messages()).toEqual([stored]);
  });

  it('treats missing template_params as empty', async () => {
    expect((await send({ ...ids })).status).toBe(200);
    expect((await messages())[0]?.template_params).toEqual({});
  });

  it.each([
    [{ service_id: 's', template_id: 't' }, 'The user_id parameter is required'],
    [{ user_id: '  ', service_id: 's', template_id: 't' }, 'The user_id parameter is required'],
    [{ user_id: 'k', template_id: 't' }, 'The service_id parameter is required'],
    [{ user_id: 'k', service_id: 's' }, 'The template_id parameter is required'],
    [{ user_id: 'k', service_id: 's', template_id: 7 }, 'The template_id parameter is required'],
    [{ ...ids, template_params: null }, 'The template_params parameter must be an object'],
    [{ ...ids, template_params: ['a'] }, 'The template_params parameter must be an object'],
    [{ ...ids, template_params: 'a' }, 'The template_params parameter must be an object'],
    [[1, 2], 'The request body must be a JSON object'],
    ['{"user_id": ', 'The request body is not valid JSON'],
  ])('rejects %j with 400 "%s" and stores nothing', async (body, reason) => {
    const response = await send(body);
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(reason);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await messages()).toEqual([]);
  });

  it('answers 413 to a body over the limit', async () => {
    const response = await send({
      ...ids,
      template_params: { message: 'x'.repeat(MAX_BODY_BYTES) },
    });
    expect(response.status).toBe(413);
    expect(await messages()).toEqual([]);
  });

  it('answers 405 to other methods and 404 elsewhere', async () => {
    expect((await fetch(`${outbox.url}/api/v1.0/email/send`)).status).toBe(405);
    expect(
      (await fetch(`${outbox.url}/api/v1.0/email/nope`, { method: 'POST', body: '{}' })).status,
    ).toBe(404);
  });
});

describe('CORS preflight', () => {
  it('answers OPTIONS with 204 and the allow headers', async () => {
    const response = await fetch(`${outbox.url}/api/v1.0/email/send`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:4173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    expect(response.headers.get('access-control-allow-headers')).toBe('Content-Type');
  });
});

describe('POST /api/v1.0/email/send-form', () => {
  it('accepts multipart form data: the ids as fields, everything else as template params', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      lib_version: '4.4.1',
      ...ids,
      name: 'Su',
      message: '<b>hi</b>',
    }))
      form.append(key, value);
    form.append('attachment', new Blob(['hello'], { type: 'text/plain' }), 'note.txt');
    const response = await fetch(`${outbox.url}/api/v1.0/email/send-form`, {
      method: 'POST',
      body: form,
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('OK');
    const [stored] = await messages();
    expect(stored).toMatchObject({ endpoint: 'send-form', lib_version: '4.4.1', ...ids });
    expect(stored?.template_params).toEqual({
      name: 'Su',
      message: '<b>hi</b>',
      attachment: { filename: 'note.txt', type: 'text/plain', size: 5 },
    });
  });

  it('rejects a form without the template id, and a body that is not form data', async () => {
    const form = new FormData();
    form.append('user_id', 'k');
    form.append('service_id', 's');
    const missing = await fetch(`${outbox.url}/api/v1.0/email/send-form`, {
      method: 'POST',
      body: form,
    });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toBe('The template_id parameter is required');
    const json = await fetch(`${outbox.url}/api/v1.0/email/send-form`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ids),
    });
    expect(json.status).toBe(400);
  });
});

describe('test controls', () => {
  it('filters and deletes messages by match', async () => {
    await send({ ...ids, template_params: { name: 'alpha' } });
    await send({ ...ids, template_params: { name: 'beta' } });
    const alpha = (await (await control('GET', 'messages?match=alpha')).json()) as StoredMessage[];
    expect(alpha.map((m) => m.template_params.name)).toEqual(['alpha']);
    expect(await (await control('DELETE', 'messages?match=alpha')).json()).toEqual({ deleted: 1 });
    expect((await messages()).map((m) => m.template_params.name)).toEqual(['beta']);
    expect(await (await control('DELETE', 'messages')).json()).toEqual({ deleted: 1 });
    expect(await messages()).toEqual([]);
  });

  it.each([400, 403, 429, 500, 503])(
    'a %i fault answers with that status and its text, and stores nothing',
    async (status) => {
      expect((await control('POST', 'fault', { status, text: `fault ${status}` })).status).toBe(
        200,
      );
      const response = await send({ ...ids, template_params: { name: 'x' } });
      expect(response.status).toBe(status);
      expect(await response.text()).toBe(`fault ${status}`);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(await messages()).toEqual([]);
    },
  );

  it('a fault lasts `times` requests, or until cleared', async () => {
    await control('POST', 'fault', { status: 500, times: 1 });
    expect((await send(ids)).status).toBe(500);
    expect((await send(ids)).status).toBe(200);
    await control('POST', 'fault', { status: 503 });
    expect((await send(ids)).status).toBe(503);
    expect((await send(ids)).status).toBe(503);
    await control('DELETE', 'fault');
    expect((await send(ids)).status).toBe(200);
  });

  it('a fault with match applies only to bodies containing it', async () => {
    await control('POST', 'fault', { status: 429, match: 'tok-1' });
    expect((await send({ ...ids, template_params: { name: 'tok-1' } })).status).toBe(429);
    expect((await send({ ...ids, template_params: { name: 'tok-2' } })).status).toBe(200);
    await control('DELETE', 'fault?match=tok-2');
    expect((await send({ ...ids, template_params: { name: 'tok-1' } })).status).toBe(429);
    await control('DELETE', 'fault?match=tok-1');
    expect((await send({ ...ids, template_params: { name: 'tok-1' } })).status).toBe(200);
  });

  it('rejects an unknown fault', async () => {
    expect((await control('POST', 'fault', { status: 418 })).status).toBe(400);
    expect((await control('POST', 'fault', { status: 500, times: 0 })).status).toBe(400);
  });

  it('a hang fault holds the request open; release answers it (and stores it on 200)', async () => {
    await control('POST', 'fault', { hang: true });
    let settled = false;
    const pending = send({ ...ids, template_params: { name: 'held' } }).finally(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(settled).toBe(false);
    expect(await (await control('POST', 'release', {})).json()).toEqual({ released: 1 });
    const response = await pending;
    expect(response.status).toBe(200);
    expect((await messages()).map((m) => m.template_params.name)).toEqual(['held']);

    const failing = send({ ...ids, template_params: { name: 'held-2' } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await control('POST', 'release', { status: 503 });
    expect((await failing).status).toBe(503);
    expect(await messages()).toHaveLength(1);
  });
});

describe('start-up', () => {
  it('--clear (clear: true) empties the outbox directory at start', async () => {
    const other = await mkdtemp(path.join(os.tmpdir(), 'outbox-clear-'));
    await writeFile(path.join(other, 'old.json'), '{}');
    await writeFile(path.join(other, 'keep.txt'), 'not a message');
    const cleared = await startOutbox({ port: 0, dir: other, quiet: true, clear: true });
    try {
      expect((await readdir(other)).sort()).toEqual(['keep.txt']);
    } finally {
      await cleared.close();
      await rm(other, { recursive: true, force: true });
    }
  });
});
