// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { redirects } from '../../src/data/routes';
import { site } from '../../src/data/site';
import { prerenderTargets } from '../../src/entry-server';
import {
  adminContentSecurityPolicy,
  contentSecurityPolicy,
  headersFile,
  nginxConfig,
  redirectsFile,
} from '../../scripts/headers.mjs';

// The hosts' configuration from its one source, scripts/headers.mjs: the security headers in
// both dist/_headers (Cloudflare Pages) and deploy/nginx.conf, which is the generator's output.
// That Pages applies them, redirects and serves every URL is tested through its runtime (e2e).

const E2E_ORIGIN = 'http://127.0.0.1:4275';
const notFoundPages = prerenderTargets.filter((t) => t.url.endsWith('/404.html')).map((t) => t.url);
const searchPages = prerenderTargets.filter((t) => t.path === '/search').map((t) => t.url);
const siteUrl = site.defaultSiteUrl;
const nginx = nginxConfig({ siteUrl, redirects, notFoundPages, searchPages });

const CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "font-src 'self' data:; connect-src 'self' https://api.emailjs.com; manifest-src 'self'; " +
  "base-uri 'none'; form-action 'self'; frame-ancestors 'none'; object-src 'none'";
const SECURITY = {
  'Content-Security-Policy': CSP,
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The headers Cloudflare Pages gives `path` from a `_headers` text: every matching rule, `!` detaches. */
function pagesHeaders(file: string, path: string): Record<string, string> {
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

/** The add_header set of the nginx block that starts with `opening` (its own lines, not nested). */
function nginxHeaders(opening: string): Record<string, string> {
  const block = nginx.slice(nginx.indexOf(opening)).split(/\n {4}location /)[0]!;
  return Object.fromEntries(
    [...block.matchAll(/^ {4,8}add_header (\S+) "([^"]*)" always;$/gm)].map(([, n, v]) => [n, v]),
  );
}

describe('the Content-Security-Policy', () => {
  it('is the strict policy (scripts from the site only), connect-src naming the EmailJS origin of the build', () => {
    expect(contentSecurityPolicy()).toBe(CSP);
    expect(contentSecurityPolicy({ emailOrigin: 'https://API.emailjs.com/api/v1.0/' })).toBe(CSP);
    expect(contentSecurityPolicy({ emailOrigin: '' })).toBe(CSP);
    expect(contentSecurityPolicy({ emailOrigin: E2E_ORIGIN })).toContain(
      `connect-src 'self' ${E2E_ORIGIN};`,
    );
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

describe('both hosts send the same headers', () => {
  it('on pages and other files: the security set and no-cache', () => {
    const expected = { ...SECURITY, 'Cache-Control': 'no-cache' };
    for (const path of ['/', '/about', '/ja/', '/locales/en/common.json'])
      expect(pagesHeaders(headersFile(), path), path).toEqual(expected);
    // nginx: no-cache, or no-store on a 404 as Pages answers them.
    expect(nginxHeaders('    error_page')).toEqual({
      ...SECURITY,
      'Cache-Control': '$cache_control',
    });
    expect(nginx).toMatch(
      /map \$status \$cache_control {\n {4}404 no-store;\n {4}default no-cache;/,
    );
  });

  it('on the content-hashed files: the security set and a year of immutable, nothing joined', () => {
    const expected = { ...SECURITY, 'Cache-Control': IMMUTABLE };
    expect(pagesHeaders(headersFile(), '/assets/index-CTTrVClq.js')).toEqual(expected);
    expect(nginxHeaders('    location /assets/')).toEqual(expected);
  });

  it('with the EmailJS origin of the build in both', () => {
    const csp = contentSecurityPolicy({ emailOrigin: E2E_ORIGIN });
    expect(pagesHeaders(headersFile({ emailOrigin: E2E_ORIGIN }), '/')).toMatchObject({
      'Content-Security-Policy': csp,
    });
    expect(
      nginxConfig({ siteUrl, emailOrigin: E2E_ORIGIN, redirects, notFoundPages, searchPages }),
    ).toContain(`add_header Content-Security-Policy "${csp}" always;`);
  });
});

it('both hosts let only the search pages and Pagefind’s files compile WebAssembly', () => {
  const wasm = {
    ...SECURITY,
    'Content-Security-Policy': CSP.replace("'self'", "'self' 'wasm-unsafe-eval'"),
  };
  const file = headersFile({ searchPages });
  expect(searchPages).toEqual(['/search', '/ja/search', '/my/search']);
  for (const path of [...searchPages, '/pagefind/pagefind-worker.js']) {
    expect(pagesHeaders(file, path), path).toEqual({ ...wasm, 'Cache-Control': 'no-cache' });
    const block = path.startsWith('/pagefind/') ? '/pagefind/' : `= ${path}`;
    expect(nginxHeaders(`    location ${block} {`), path).toEqual({
      ...wasm,
      'Cache-Control': '$cache_control',
    });
  }
  for (const path of ['/', '/ja/', '/searching', '/expertise/search'])
    expect(pagesHeaders(file, path)['Content-Security-Policy'], path).toBe(CSP);
});

it('both hosts give /admin/ (the content manager) its own policy and no indexing, and only it', () => {
  const admin = {
    ...SECURITY,
    'Content-Security-Policy': adminContentSecurityPolicy(),
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'X-Robots-Tag': 'noindex, nofollow',
    'Cache-Control': 'no-cache',
  };
  for (const path of ['/admin/', '/admin/decap-cms.js'])
    expect(pagesHeaders(headersFile(), path), path).toEqual(admin);
  expect(nginxHeaders('    location ^~ /admin/')).toEqual(admin);
  expect(adminContentSecurityPolicy()).toContain("script-src 'self' 'unsafe-eval'");
  expect(contentSecurityPolicy()).not.toMatch(/unsafe-eval|github/);
});

it('both hosts send a lawyer’s vCard as text/vcard in UTF-8, not the legacy text/x-vcard', () => {
  const type = 'text/vcard; charset=utf-8';
  expect(pagesHeaders(headersFile(), '/ja/professionals/id.vcf')['Content-Type']).toBe(type);
  expect(nginx).toMatch(/types {[^}]*\n {8}text\/vcard vcf;/);
  expect(nginx).toMatch(/charset_types [^;]* text\/vcard;/);
});

it('both hosts move the old service ids permanently (301) to their service', () => {
  expect(redirects.length).toBeGreaterThan(0);
  const lines = redirectsFile(redirects).split('\n');
  for (const { from, to } of redirects) {
    expect(lines).toContain(`${from} ${to} 301`);
    expect(nginx).toContain(`location = ${from} {\n        return 301 ${to};\n    }`);
  }
});

it('nginx answers an unknown path with the nearest 404 page, as Pages finds it', () => {
  const map = /map \$uri \$not_found_page {\n([^}]*)}/.exec(nginx)?.[1] ?? '';
  const rules = [...map.matchAll(/^ {4}~\^(\S+) (\S+);$/gm)].map(([, folder, page]) => ({
    folder: folder!,
    page: page!,
  }));
  const pageFor = (uri: string) => rules.find(({ folder }) => uri.startsWith(folder))?.page;
  expect(map).toMatch(/default \/404\.html;/);
  const expected = {
    '/ja/no-such-page': '/ja/404.html',
    '/expertise/unknown': '/expertise/404.html',
    '/my/expertise/unknown': '/my/expertise/404.html',
    '/ja/professionals/nobody': '/ja/professionals/404.html',
    '/japan': undefined,
  };
  const found = Object.keys(expected).map((uri) => [uri, pageFor(uri)]);
  expect(Object.fromEntries(found)).toEqual(expected);
});

it('deploy/nginx.conf is the generated configuration (regenerate it with --update)', async () => {
  await expect(nginx).toMatchFileSnapshot('../../deploy/nginx.conf');
});
