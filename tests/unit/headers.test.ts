// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { languages, localizePath } from '../../src/data/languages';
import { prerenderTargets } from '../../scripts/build/pages';
import { contentSecurityPolicy, headersFile } from '../../scripts/build/headers.ts';

// The headers dist/_headers gives each path; that Pages applies them, and a year of immutable to
// the content-hashed assets: security.spec.ts.

const E2E_ORIGIN = 'http://127.0.0.1:4275';
const searchPages = prerenderTargets.filter((t) => t.path === '/search').map((t) => t.url);

const CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "font-src 'self'; connect-src 'self' https://api.emailjs.com; manifest-src 'self'; " +
  "base-uri 'none'; form-action 'self'; frame-ancestors 'none'; object-src 'none'";
const SECURITY = {
  'Content-Security-Policy': CSP,
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cache-Control': 'no-cache',
};

/** The headers Cloudflare Pages gives `path` from a `_headers` text: every matching rule, `!` detaches. */
function pagesHeaders(path: string, file = headersFile()): Record<string, string> {
  const headers: Record<string, string> = {};
  let applies = false;
  for (const line of file.split('\n')) {
    if (line.startsWith('/')) applies = new RegExp(`^${line.replace('*', '.*')}$`).test(path);
    else if (applies && line.startsWith('  ! ')) delete headers[line.slice(4)];
    else if (applies && line.startsWith('  ')) {
      const [name, value] = line.trim().split(/: (.*)/);
      headers[name!] = headers[name!] ? `${headers[name!]}, ${value}` : value!;
    }
  }
  return headers;
}

describe('the Content-Security-Policy', () => {
  it('is the strict policy (scripts from the site only), connect-src naming the EmailJS origin of the build', () => {
    expect(contentSecurityPolicy()).toBe(CSP);
    expect(contentSecurityPolicy({ emailOrigin: 'https://API.emailjs.com/api/v1.0/' })).toBe(CSP);
    expect(contentSecurityPolicy({ emailOrigin: '' })).toBe(CSP);
    const csp = CSP.replace('https://api.emailjs.com', E2E_ORIGIN);
    expect(pagesHeaders('/', headersFile({ emailOrigin: E2E_ORIGIN }))).toMatchObject({
      'Content-Security-Policy': csp,
    });
  });

  it('refuses an EmailJS origin that is not an http(s) origin instead of writing it', () => {
    for (const bad of [
      'api.emailjs.com',
      'javascript:alert(1)',
      'https://api.emailjs.com; script-src *',
      'https://a.example,b',
    ])
      expect(() => contentSecurityPolicy({ emailOrigin: bad }), bad).toThrow(/VITE_EMAILJS_ORIGIN/);
  });
});

it.each(['/', '/about', '/ja/', '/locales/en/common.json', '/searching', '/expertise/search'])(
  '%s gets the security set and no-cache',
  (path) => expect(pagesHeaders(path)).toEqual(SECURITY),
);

it('only the search worker may compile WebAssembly: not the search pages, nor Pagefind’s files', () => {
  expect(searchPages).toEqual(languages.map(({ code }) => localizePath(code, '/search')));
  for (const path of [...searchPages, '/pagefind/pagefind.js'])
    expect(pagesHeaders(path), path).toEqual(SECURITY);
  const csp = CSP.replace("'self'", "'self' 'wasm-unsafe-eval'");
  expect(pagesHeaders('/assets/search-worker-1a2B.js')).toEqual({
    ...SECURITY,
    'Content-Security-Policy': csp,
    'Cache-Control': 'public, max-age=31536000, immutable',
  });
});
