#!/usr/bin/env node
// Serves dist/ the way a static host (Netlify, Cloudflare Pages) does, unlike `vite preview`:
//   /              → index.html
//   /about, /about/ → about/index.html, else about.html
//   anything else  → the nearest 404.html (ja/404.html for /ja/x) with status 404 (index.html's content, still 404, when there is none)
// Content types, gzip/brotli for text, ETag/304, Cache-Control (immutable for /assets/*, no-cache for
// HTML) and the Netlify-format dist/_headers file. No directory traversal; 400 on a malformed URI.
//
// CLI: node scripts/serve.mjs [--port 4173] [--host 127.0.0.1] [--root dist] [--quiet]
//      (--host localhost listens on 127.0.0.1 and, when available, ::1)
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.map',
  '.webmanifest',
  '.xml',
  '.txt',
  '.ico',
]);
const HIDDEN_FILES = new Set(['_headers', '_redirects']);
const MIN_COMPRESS_BYTES = 256;

/**
 * Parses a Netlify `_headers` file: a path pattern on its own line, then indented `Name: value` lines.
 * @param {string} text
 * @returns {{ pattern: string, test: RegExp, headers: [string, string][] }[]}
 */
export function parseHeadersFile(text) {
  /** @type {{ pattern: string, test: RegExp, headers: [string, string][] }[]} */
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = line.trim();
      rules.push({ pattern, test: patternToRegExp(pattern), headers: [] });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (!rule || colon === -1) continue;
    const name = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    if (name) rule.headers.push([name, value]);
  }
  return rules;
}

/** `/*` matches everything, `/assets/*` everything under /assets/, `:name` one segment. */
function patternToRegExp(pattern) {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]\w*/g, '[^/]+'))
    .join('.*');
  return new RegExp(`^${source}/?$`);
}

/**
 * Decodes the request path safely.
 * @returns {string | null} the decoded path, or null when it is malformed or escapes the root
 */
export function decodePath(rawUrl) {
  const rawPath = (rawUrl ?? '/').split('?')[0].split('#')[0];
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (!decoded.startsWith('/') || decoded.includes('\0') || decoded.includes('\\')) return null;
  if (decoded.split('/').some((segment) => segment === '..')) return null;
  return decoded;
}

/**
 * Starts the static host.
 * @param {{ root?: string, port?: number, host?: string, quiet?: boolean }} [options]
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export async function startStaticServer({
  root = 'dist',
  port = 4173,
  host = '127.0.0.1',
  quiet = true,
} = {}) {
  const rootDir = path.resolve(root);
  const rootStat = await stat(rootDir).catch(() => null);
  if (!rootStat?.isDirectory()) {
    throw Object.assign(
      new Error(`${rootDir} does not exist: build the site first (npm run build).`),
      { code: 'NO_ROOT' },
    );
  }

  /** @type {Map<string, { mtimeMs: number, body: Buffer }>} */
  const compressed = new Map();
  /** @type {{ mtimeMs: number, rules: ReturnType<typeof parseHeadersFile> } | null} */
  let headersCache = null;

  async function headerRules() {
    const file = path.join(rootDir, '_headers');
    const info = await stat(file).catch(() => null);
    if (!info) return [];
    if (headersCache?.mtimeMs !== info.mtimeMs) {
      headersCache = {
        mtimeMs: info.mtimeMs,
        rules: parseHeadersFile(await readFile(file, 'utf8')),
      };
    }
    return headersCache.rules;
  }

  /** A regular file inside the root, or null. */
  async function fileAt(relative) {
    const absolute = path.join(rootDir, relative);
    if (absolute !== rootDir && !absolute.startsWith(rootDir + path.sep)) return null;
    if (HIDDEN_FILES.has(path.basename(absolute)) && path.dirname(absolute) === rootDir)
      return null;
    const info = await stat(absolute).catch(() => null);
    return info?.isFile() ? { absolute, info } : null;
  }

  /** Netlify's lookup order for a path. */
  async function resolve(pathname) {
    const candidates = pathname.endsWith('/')
      ? [`${pathname}index.html`, pathname.length > 1 ? `${pathname.slice(0, -1)}.html` : null]
      : [pathname, `${pathname}/index.html`, `${pathname}.html`];
    for (const candidate of candidates) {
      if (!candidate) continue;
      const found = await fileAt(candidate);
      if (found) return found;
    }
    return null;
  }

  async function encodedBody(file, encoding) {
    const key = `${file.absolute}:${encoding}`;
    const cached = compressed.get(key);
    if (cached && cached.mtimeMs === file.info.mtimeMs) return cached.body;
    const source = await readFile(file.absolute);
    const body =
      encoding === 'br'
        ? await brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
        : await gzip(source, { level: 9 });
    compressed.set(key, { mtimeMs: file.info.mtimeMs, body });
    return body;
  }

  function chooseEncoding(acceptEncoding = '') {
    const accepted = new Map();
    for (const part of acceptEncoding.split(',')) {
      const [name, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)).find(Boolean);
      if (name) accepted.set(name, q ? Number(q[1]) : 1);
    }
    if ((accepted.get('br') ?? 0) > 0) return 'br';
    if ((accepted.get('gzip') ?? 0) > 0) return 'gzip';
    return null;
  }

  /** The 404.html nearest to a path, as Cloudflare Pages finds it: /ja/x → ja/404.html. */
  async function nearest404(pathname) {
    const folders = pathname.split('/').slice(1, -1);
    for (let depth = folders.length; depth >= 0; depth -= 1) {
      const found = await fileAt(`/${[...folders.slice(0, depth), '404.html'].join('/')}`);
      if (found) return found;
    }
    return undefined;
  }

  const server = http.createServer(async (req, res) => {
    const started = Date.now();
    let status = 200;
    const finish = () => {
      if (!quiet) console.log(`${req.method} ${req.url} → ${status} (${Date.now() - started} ms)`);
    };
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        status = 405;
        res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Method Not Allowed');
        return finish();
      }
      const pathname = decodePath(req.url);
      if (pathname === null) {
        status = 400;
        res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Bad Request');
        return finish();
      }

      let file = await resolve(pathname);
      if (!file) {
        status = 404;
        file = (await nearest404(pathname)) ?? (await fileAt('/index.html'));
        if (!file) {
          res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
          res.end('Not Found');
          return finish();
        }
      }

      const extension = path.extname(file.absolute).toLowerCase();
      const isHtml = extension === '.html';
      /** @type {Record<string, string>} */
      const headers = {
        'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
        'Cache-Control':
          pathname.startsWith('/assets/') && status === 200
            ? 'public, max-age=31536000, immutable'
            : isHtml
              ? 'no-cache'
              : 'public, max-age=0, must-revalidate',
        'X-Content-Type-Options': 'nosniff',
      };
      // _headers: later rules add to earlier ones; a header set by a rule replaces the default.
      /** @type {Map<string, { name: string, values: string[] }>} */
      const custom = new Map();
      for (const rule of await headerRules()) {
        if (!rule.test.test(pathname)) continue;
        for (const [name, value] of rule.headers) {
          const entry = custom.get(name.toLowerCase()) ?? { name, values: [] };
          entry.values.push(value);
          custom.set(name.toLowerCase(), entry);
        }
      }
      for (const { name, values } of custom.values()) {
        for (const key of Object.keys(headers))
          if (key.toLowerCase() === name.toLowerCase()) delete headers[key];
        headers[name] = values.join(', ');
      }

      const etag = `W/"${file.info.size.toString(16)}-${Math.floor(file.info.mtimeMs).toString(16)}"`;
      headers.ETag = etag;
      headers['Last-Modified'] = file.info.mtime.toUTCString();
      const compressible = COMPRESSIBLE.has(extension) && file.info.size >= MIN_COMPRESS_BYTES;
      if (COMPRESSIBLE.has(extension)) headers.Vary = 'Accept-Encoding';

      if (status === 200 && req.headers['if-none-match'] === etag) {
        status = 304;
        res.writeHead(304, headers);
        res.end();
        return finish();
      }

      const encoding = compressible
        ? chooseEncoding(String(req.headers['accept-encoding'] ?? ''))
        : null;
      if (encoding) {
        const body = await encodedBody(file, encoding);
        headers['Content-Encoding'] = encoding;
        headers['Content-Length'] = String(body.length);
        res.writeHead(status, headers);
        res.end(req.method === 'HEAD' ? undefined : body);
        return finish();
      }
      headers['Content-Length'] = String(file.info.size);
      res.writeHead(status, headers);
      if (req.method === 'HEAD') {
        res.end();
        return finish();
      }
      createReadStream(file.absolute)
        .on('error', () => res.destroy())
        .pipe(res)
        .on('finish', finish);
    } catch (error) {
      console.error('Static server error:', error);
      status = 500;
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal Server Error');
      finish();
    }
  });

  // Longer than any pause between a test's requests (Node's 5 s default races with kept-alive sockets).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  const listen = (target, listenHost) =>
    new Promise((resolvePromise, reject) => {
      target.once('error', reject);
      target.listen(port, listenHost, () => {
        target.off('error', reject);
        resolvePromise(undefined);
      });
    });

  /** @type {http.Server[]} */
  const servers = [server];
  if (host === 'localhost') {
    // 'localhost' may resolve to 127.0.0.1 or ::1 depending on the client: answer on both.
    await listen(server, '127.0.0.1');
    const actualPort = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
    const v6 = http.createServer((req, res) => server.emit('request', req, res));
    v6.keepAliveTimeout = server.keepAliveTimeout;
    v6.headersTimeout = server.headersTimeout;
    try {
      await new Promise((resolvePromise, reject) => {
        v6.once('error', reject);
        v6.listen(actualPort, '::1', () => resolvePromise(undefined));
      });
      servers.push(v6);
    } catch {
      // No IPv6 loopback here: 127.0.0.1 is enough.
    }
  } else {
    await listen(server, host);
  }

  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const urlHost =
    host === 'localhost'
      ? 'localhost'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
  return {
    url: `http://${urlHost}:${address.port}`,
    port: address.port,
    close: () =>
      Promise.all(
        servers.map(
          (s) =>
            new Promise((resolvePromise) => {
              s.close(() => resolvePromise(undefined));
              s.closeAllConnections();
            }),
        ),
      ).then(() => undefined),
  };
}

async function main() {
  const { parseFlags, toPort, PORTS } = await import('./env.mjs');
  const { flags } = parseFlags(process.argv.slice(2));
  if (flags.help) {
    console.log(
      'Usage: node scripts/serve.mjs [--port 4173] [--host 127.0.0.1] [--root dist] [--quiet]',
    );
    return;
  }
  const root = typeof flags.root === 'string' ? flags.root : 'dist';
  const server = await startStaticServer({
    root,
    port: toPort(flags.port ?? process.env.PORT, PORTS.site),
    host: typeof flags.host === 'string' ? flags.host : '127.0.0.1',
    quiet: flags.quiet === true || flags.verbose !== true,
  });
  console.log(`Serving ${root}/ as a static host on ${server.url}`);
  const stop = () => server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(
      error.code === 'EADDRINUSE' ? `Port in use: ${error.message}` : (error.message ?? error),
    );
    process.exit(1);
  });
}
