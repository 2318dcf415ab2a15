// The host's answers, replayed (bench/README.md): each request is answered once by the site's
// server and then from memory, byte for byte, headers and compression as it gave them. Measured,
// the browser then shares the machine with no server: `wrangler pages dev` takes 10–15 ms of CPU
// a request on the 2-core machine, while the page loads, which a phone never pays for its host.
import http from 'node:http';
import { listen, type Running } from '../serve/server';

type Answer = { status: number; headers: [string, string][]; body: Buffer };

/** Headers of one connection, not of the answer; the length is the replayed body's own. */
const hopByHop = /^(connection|keep-alive|transfer-encoding|content-length)$/i;

/** Asks `origin` what `request` asks, and collects its whole answer. */
const ask = (origin: URL, request: http.IncomingMessage) =>
  new Promise<Answer>((resolve, reject) => {
    const options = {
      host: origin.hostname,
      port: origin.port,
      path: request.url,
      method: request.method,
      headers: { ...request.headers, host: origin.host },
    };
    const upstream = http.request(options, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const raw = response.rawHeaders;
        const headers = raw.flatMap((name, i) =>
          i % 2 === 0 && !hopByHop.test(name) ? [[name, raw[i + 1]!] as [string, string]] : [],
        );
        resolve({ status: response.statusCode!, headers, body: Buffer.concat(chunks) });
      });
    });
    upstream.on('error', reject);
    request.pipe(upstream);
  });

/**
 * A server on 127.0.0.1 in front of `origin` that asks it each GET once (by address and
 * Accept-Encoding) and answers again from what it said; anything else it passes on each time.
 */
export async function replaying(origin: string): Promise<Running> {
  const upstream = new URL(origin);
  const answers = new Map<string, Promise<Answer>>();
  const server = http.createServer(async (request, response) => {
    const key = `${request.url} ${request.headers['accept-encoding'] ?? ''}`;
    let answer = request.method === 'GET' ? answers.get(key) : undefined;
    if (!answer) {
      answer = ask(upstream, request);
      if (request.method === 'GET') answers.set(key, answer);
    }
    try {
      const { status, headers, body } = await answer;
      response.writeHead(status, [...headers.flat(), 'Content-Length', String(body.length)]);
      response.end(body);
    } catch (error) {
      answers.delete(key);
      response.writeHead(502).end(String(error));
    }
  });
  const port = await listen(server, 0);
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { url: `http://127.0.0.1:${port}`, port, close };
}
