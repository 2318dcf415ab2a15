// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The response headers (scripts/headers.mjs): the exact Content-Security-Policy of issue 6, the
// EmailJS origin in connect-src, caching that never makes hashed assets revalidate, and
// deploy/nginx.conf sending the same set as dist/_headers in each of its locations.

interface HeadersModule {
  DEFAULT_EMAIL_ORIGIN: string;
  contentSecurityPolicy: (options?: { emailOrigin?: string }) => string;
  securityHeaders: (options?: { emailOrigin?: string }) => Record<string, string>;
  headersFile: (options?: { emailOrigin?: string; htmlPaths?: readonly string[] }) => string;
}
interface HeaderRule {
  pattern: string;
  test: RegExp;
  headers: [string, string][];
}

// Plain .mjs scripts: imported by URL so the typecheck does not need declarations for them.
const script = (name: string) =>
  import(/* @vite-ignore */ new URL(`../../scripts/${name}`, import.meta.url).href);
const { DEFAULT_EMAIL_ORIGIN, contentSecurityPolicy, securityHeaders, headersFile } = (await script(
  'headers.mjs',
)) as HeadersModule;
const { parseHeadersFile } = (await script('serve.mjs')) as {
  parseHeadersFile: (text: string) => HeaderRule[];
};

const E2E_ORIGIN = 'http://127.0.0.1:4275';
const PAGES = ['/', '/about', '/expertise', '/expertise/employment', '/contact', '/404'];

/** Directive name → its sources, from a policy string. */
function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    expect(map.has(name), `${name} appears once`).toBe(false);
    map.set(name, sources);
  }
  return map;
}

/**
 * The headers a `_headers` file gives a path, merged as Netlify, Cloudflare Pages and
 * scripts/serve.mjs merge them: every matching rule applies, repeated values are comma-joined.
 */
function headersFor(rules: HeaderRule[], path: string): Record<string, string> {
  const merged = new Map<string, { name: string; values: string[] }>();
  for (const rule of rules) {
    if (!rule.test.test(path)) continue;
    for (const [name, value] of rule.headers) {
      const entry = merged.get(name.toLowerCase()) ?? { name, values: [] };
      entry.values.push(value);
      merged.set(name.toLowerCase(), entry);
    }
  }
  return Object.fromEntries([...merged.values()].map((e) => [e.name, e.values.join(', ')]));
}

interface NginxDirective {
  name: string;
  args: string[];
  block?: NginxDirective[];
}

/** A small nginx config parser: directives, quoted arguments, nested blocks, # comments. */
function parseNginx(text: string): NginxDirective[] {
  const tokens: string[] = [];
  const pattern = /#[^\n]*|"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|([{};])|([^\s{};"'#]+)/g;
  for (const match of text.matchAll(pattern)) {
    if (match[0].startsWith('#')) continue;
    tokens.push(match[1] ?? match[2] ?? match[3] ?? match[4] ?? '');
  }
  let position = 0;
  const parseBlock = (): NginxDirective[] => {
    const list: NginxDirective[] = [];
    while (position < tokens.length && tokens[position] !== '}') {
      const name = tokens[position++]!;
      const args: string[] = [];
      while (tokens[position] !== ';' && tokens[position] !== '{') {
        if (position >= tokens.length) throw new Error(`${name}: unterminated directive`);
        args.push(tokens[position++]!);
      }
      if (tokens[position++] === '{') {
        const block = parseBlock();
        expect(tokens[position++], `${name} block is closed`).toBe('}');
        list.push({ name, args, block });
      } else list.push({ name, args });
    }
    return list;
  };
  const tree = parseBlock();
  expect(position, 'no stray }').toBe(tokens.length);
  return tree;
}

/** add_header directives of a block (not of its children), every one with `always`. */
function addedHeaders(block: NginxDirective[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const directive of block.filter((d) => d.name === 'add_header')) {
    const [name, value, always] = directive.args;
    expect(directive.args, `add_header ${name} has a name, a value and always`).toHaveLength(3);
    expect(always, `add_header ${name} is sent with error responses too`).toBe('always');
    expect(name! in headers, `${name} is added once per block`).toBe(false);
    headers[name!] = value!;
  }
  return headers;
}

const nginxText = readFileSync(new URL('../../deploy/nginx.conf', import.meta.url), 'utf8');
const nginx = parseNginx(nginxText);
const servers = nginx.filter((d) => d.name === 'server');
const siteServer = servers.find((s) => s.block!.some((d) => d.name === 'root'));
const siteBlock = siteServer?.block ?? [];
const location = (prefix: string) =>
  siteBlock.find((d) => d.name === 'location' && d.args.join(' ') === prefix)?.block;
const directive = (block: NginxDirective[] | undefined, name: string) =>
  block?.find((d) => d.name === name)?.args.join(' ');

describe('Content-Security-Policy', () => {
  it('has exactly the directives of issue 6, with the EmailJS API in connect-src', () => {
    expect(Object.fromEntries(directives(contentSecurityPolicy()))).toEqual({
      'default-src': ["'none'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      // data: for the Burmese pages' font, inlined in them (scripts/myanmar-font.mjs).
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'", 'https://api.emailjs.com'],
      'manifest-src': ["'self'"],
      'base-uri': ["'none'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
      'object-src': ["'none'"],
    });
    expect(DEFAULT_EMAIL_ORIGIN).toBe('https://api.emailjs.com');
  });

  it('allows no eval, no inline script and no wildcard source anywhere', () => {
    for (const emailOrigin of [undefined, E2E_ORIGIN]) {
      const policy = contentSecurityPolicy({ emailOrigin });
      expect(policy).not.toMatch(/unsafe-eval|wasm-unsafe-eval|unsafe-hashes|strict-dynamic/);
      expect(policy).not.toMatch(/(^|\s)(\*|https?:|blob:|filesystem:)(\s|;|$)/);
      const map = directives(policy);
      expect(map.get('script-src')).toEqual(["'self'"]);
      expect(map.get('default-src')).toEqual(["'none'"]);
      // 'unsafe-inline' only for styles (react-hot-toast injects a <style>, React writes style="").
      for (const [name, sources] of map)
        if (name !== 'style-src') expect(sources, name).not.toContain("'unsafe-inline'");
    }
  });

  it("puts the build's EmailJS origin in connect-src, reduced to scheme, host and port", () => {
    const connect = (emailOrigin?: string) =>
      directives(contentSecurityPolicy({ emailOrigin })).get('connect-src');
    expect(connect(E2E_ORIGIN)).toEqual(["'self'", E2E_ORIGIN]);
    expect(connect('https://API.emailjs.com/api/v1.0/')).toEqual(["'self'", DEFAULT_EMAIL_ORIGIN]);
    // An empty VITE_EMAILJS_ORIGIN= line means the default, as in src/data/email-config.ts.
    expect(connect('')).toEqual(["'self'", DEFAULT_EMAIL_ORIGIN]);
    expect(connect(undefined)).toEqual(["'self'", DEFAULT_EMAIL_ORIGIN]);
  });

  it('refuses an EmailJS origin that is not an http(s) origin instead of writing it', () => {
    for (const bad of [
      'api.emailjs.com',
      'javascript:alert(1)',
      'ftp://api.emailjs.com',
      'https://api.emailjs.com; script-src *',
      'https://evil.example;',
      'https://a.example,b',
    ])
      expect(() => contentSecurityPolicy({ emailOrigin: bad }), bad).toThrow(/VITE_EMAILJS_ORIGIN/);
  });
});

describe('securityHeaders', () => {
  it('is the set of issue 6', () => {
    expect(securityHeaders({ emailOrigin: E2E_ORIGIN })).toEqual({
      'Content-Security-Policy': contentSecurityPolicy({ emailOrigin: E2E_ORIGIN }),
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
  });
});

describe('_headers', () => {
  const rules = parseHeadersFile(headersFile({ emailOrigin: E2E_ORIGIN, htmlPaths: PAGES }));

  it('gives every page the security headers and no-cache', () => {
    for (const path of [...PAGES, '/about/', '/expertise/employment/']) {
      expect(headersFor(rules, path), path).toEqual({
        ...securityHeaders({ emailOrigin: E2E_ORIGIN }),
        'Cache-Control': 'no-cache',
      });
    }
  });

  it('caches hashed assets for a year as immutable, with nothing joined to it', () => {
    // Hosts comma-join a header set by several matching rules: `no-cache` must not reach /assets/.
    for (const path of ['/assets/index-CTTrVClq.js', '/assets/index-jlt98sGt.css']) {
      expect(headersFor(rules, path), path).toEqual({
        ...securityHeaders({ emailOrigin: E2E_ORIGIN }),
        'Cache-Control': 'public, max-age=31536000, immutable',
      });
    }
  });

  it('leaves files outside /assets/ to the host default rather than caching them', () => {
    for (const path of ['/locales/en/common.json', '/images/generated/hero.avif', '/robots.txt'])
      expect(headersFor(rules, path)['Cache-Control'], path).toBeUndefined();
  });

  it('refuses a page path that would be a pattern or cover the assets', () => {
    for (const bad of ['about', '/*', '/assets/index.js', '/expertise/:id', '/a b'])
      expect(() => headersFile({ htmlPaths: [bad] }), bad).toThrow(/page path/);
  });

  it('is stable text: one rule per block, two-space indented headers', () => {
    const text = headersFile({ emailOrigin: E2E_ORIGIN, htmlPaths: ['/', '/about', '/'] });
    expect(text).toBe(
      [
        '# Written by scripts/build.mjs from scripts/headers.mjs: edit that file, not this one.',
        '',
        '/*',
        ...Object.entries(securityHeaders({ emailOrigin: E2E_ORIGIN })).map(
          ([name, value]) => `  ${name}: ${value}`,
        ),
        '',
        '/assets/*',
        '  Cache-Control: public, max-age=31536000, immutable',
        '',
        '/',
        '  Cache-Control: no-cache',
        '',
        '/about',
        '  Cache-Control: no-cache',
        '',
      ].join('\n'),
    );
  });
});

/** The map that picks the 404 page, as a function of the request's $uri. */
const notFoundMap = nginx.find((d) => d.name === 'map' && d.args[0] === '$uri');
function notFoundPageFor(uri: string): string | undefined {
  const entries = notFoundMap?.block ?? [];
  for (const { name, args } of entries) {
    const pattern = name.startsWith('~*')
      ? new RegExp(name.slice(2), 'i')
      : name.startsWith('~')
        ? new RegExp(name.slice(1))
        : null;
    if (pattern ? pattern.test(uri) : name === uri) return args[0];
  }
  return entries.find((d) => d.name === 'default')?.args[0];
}

describe('deploy/nginx.conf', () => {
  it('has a TLS server serving dist/ like a static host: pages, 404 page, gzip', () => {
    expect(siteServer, 'a server block with a root').toBeDefined();
    expect(directive(siteBlock, 'root')).toMatch(/\/dist$/);
    expect(directive(siteBlock, 'listen')).toMatch(/443 ssl/);
    expect(directive(siteBlock, 'error_page')).toBe(`404 ${notFoundMap?.args[1]}`);
    expect(directive(location('/'), 'try_files')).toBe('$uri $uri/index.html =404');
    expect(directive(location('/assets/'), 'try_files')).toBe('$uri =404');
    expect(directive(siteBlock, 'gzip')).toBe('on');
    const gzipped = directive(siteBlock, 'gzip_types')!.split(' ');
    for (const type of ['text/css', 'application/javascript', 'application/json', 'image/svg+xml'])
      expect(gzipped, type).toContain(type);
  });

  it("answers an unknown path with the nearest 404 page: its section's, else its language's", () => {
    expect(notFoundMap, 'a map from $uri to the 404 page').toBeDefined();
    const uris = [
      '/no-such-page',
      '/ja/no-such-page',
      '/my/expertise/unknown',
      '/expertise/unknown',
      '/ja/professionals/nobody',
      '/expertise/unknown/deeper',
      '/japan',
      '/en/about',
    ];
    expect(Object.fromEntries(uris.map((uri) => [uri, notFoundPageFor(uri)]))).toEqual({
      '/no-such-page': '/404.html',
      '/ja/no-such-page': '/ja/404.html',
      '/my/expertise/unknown': '/my/expertise/404.html',
      '/expertise/unknown': '/expertise/404.html',
      '/ja/professionals/nobody': '/ja/professionals/404.html',
      '/expertise/unknown/deeper': '/404.html',
      '/japan': '/404.html',
      '/en/about': '/404.html',
    });
  });

  it('redirects plain HTTP to HTTPS, which HSTS then pins', () => {
    const plain = servers.find((s) => directive(s.block, 'listen') === '80');
    expect(directive(plain?.block, 'return')).toBe('301 https://$host$request_uri');
  });

  it('sends the same headers as _headers, in every location, for pages and assets', () => {
    const rules = parseHeadersFile(headersFile({ htmlPaths: PAGES }));
    const page = headersFor(rules, '/about');
    const asset = headersFor(rules, '/assets/index-CTTrVClq.js');
    expect(addedHeaders(location('/')!)).toEqual(page);
    expect(addedHeaders(location('/assets/')!)).toEqual(asset);
    // The server-level set (for a location added later) is the security set without caching.
    expect(addedHeaders(siteBlock)).toEqual(securityHeaders());
    // Any other location either adds the full set or adds nothing (and so inherits it).
    for (const other of siteBlock.filter((d) => d.name === 'location')) {
      const added = addedHeaders(other.block!);
      if (Object.keys(added).length > 0)
        expect(Object.keys(added).sort(), other.args.join(' ')).toEqual(Object.keys(page).sort());
    }
  });

  it('says that connect-src must match the EmailJS origin of the build', () => {
    expect(nginxText).toMatch(/^#.*connect-src.*EmailJS/m);
  });

  it('does not serve the _headers file itself', () => {
    const hidden = siteBlock.find(
      (d) => d.name === 'location' && d.args[0] === '~' && new RegExp(d.args[1]!).test('/_headers'),
    );
    expect(directive(hidden?.block, 'return')).toBe('404');
  });
});
