// @vitest-environment node
import http from 'node:http';
import { expect, onTestFinished, test } from 'vitest';
import { replaying } from '../../scripts/bench/replay';
import { listen } from '../../scripts/serve/server';

/** A host that answers each request with its count so far, and the encoding asked for. */
async function countingHost() {
  const asked: string[] = [];
  const server = http.createServer((request, response) => {
    asked.push(`${request.method} ${request.url}`);
    const encoding = request.headers['accept-encoding'] ?? 'identity';
    response.setHeader('Cache-Control', 'no-cache');
    response.setHeader('X-Encoding', encoding);
    response.end(`answer ${asked.length} to ${request.url}`);
  });
  const port = await listen(server, 0);
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${port}`, asked };
}

test('the bench replays the host: each GET asked once, answered again as the host gave it', async () => {
  const host = await countingHost();
  const replay = await replaying(host.url);
  onTestFinished(replay.close);
  const get = (path: string, encoding = 'gzip') =>
    fetch(replay.url + path, { headers: { 'Accept-Encoding': encoding } }).then(async (r) => ({
      status: r.status,
      cacheControl: r.headers.get('cache-control'),
      encoding: r.headers.get('x-encoding'),
      length: r.headers.get('content-length'),
      body: Buffer.from(await r.arrayBuffer()).toString(),
    }));

  const first = await get('/ja/');
  expect(first).toEqual({
    status: 200,
    cacheControl: 'no-cache',
    encoding: 'gzip',
    length: String(first.body.length),
    body: 'answer 1 to /ja/',
  });
  expect(await get('/ja/'), 'the same answer, replayed').toEqual(first);
  expect((await get('/ja/', 'br')).body, 'another encoding asked anew').toBe('answer 2 to /ja/');
  expect((await get('/my/')).body).toBe('answer 3 to /my/');
  const posted = await fetch(`${replay.url}/api/send`, { method: 'POST', body: 'x' });
  expect(await posted.text(), 'anything but a GET passed on').toBe('answer 4 to /api/send');
  await fetch(`${replay.url}/api/send`, { method: 'POST', body: 'x' });
  expect(host.asked).toEqual([
    'GET /ja/',
    'GET /ja/',
    'GET /my/',
    'POST /api/send',
    'POST /api/send',
  ]);
});
