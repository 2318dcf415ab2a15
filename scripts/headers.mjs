// The site's HTTP behaviour in one place, for both hosts (docs/decisions/0019): the security
// headers of every response, a year of `immutable` caching for the content-hashed files in
// /assets/ and `no-cache` for everything else, the old service ids' permanent redirects and the
// nearest 404 page. build.mjs writes dist/_headers and dist/_redirects for Cloudflare Pages;
// deploy/nginx.conf is nginxConfig()'s output, kept equal by tests/unit/headers.test.ts.

const CACHE_ASSETS = 'public, max-age=31536000, immutable';
/** Stored, but revalidated on every use: a deploy shows at once. */
const CACHE_OTHER = 'no-cache';
/** The lawyers' contact cards: Pages would send the legacy text/x-vcard. */
const VCARD = { type: 'text/vcard', extension: 'vcf' };

/**
 * The API origin as a CSP source: `VITE_EMAILJS_ORIGIN` (empty means the SDK's default, as in
 * email-config.ts) reduced to scheme://host[:port]. Anything else is refused rather than written
 * into the policy, where a stray `;` or space would add directives.
 * @param {string | undefined} value
 */
export function emailOriginSource(value) {
  const raw = value || 'https://api.emailjs.com';
  const origin = URL.canParse(raw) ? new URL(raw).origin : '';
  // The URL parser lets `;` and `,` through in a host name; a CSP source must not contain them.
  if (!/^https?:\/\/(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d+)?$/.test(origin))
    throw new Error(`VITE_EMAILJS_ORIGIN must be an http(s) origin: ${JSON.stringify(raw)}`);
  return origin;
}

/**
 * Scripts only from the site (the pages' inline scripts are JSON data, never executed).
 * `style-src 'unsafe-inline'` only because react-hot-toast injects a <style> element and React
 * writes style attributes. `connect-src` names the EmailJS origin the bundle sends to. `wasm`:
 * the search pages and Pagefind's files (its worker takes the policy of its own response) may
 * compile Pagefind's WebAssembly; no other page may.
 * @param {{ emailOrigin?: string, wasm?: boolean }} [options]
 */
export function contentSecurityPolicy({ emailOrigin, wasm = false } = {}) {
  return [
    "default-src 'none'",
    wasm ? "script-src 'self' 'wasm-unsafe-eval'" : "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    // data: for the Burmese pages' font, which travels inside them (scripts/myanmar-font.mjs).
    "font-src 'self' data:",
    `connect-src 'self' ${emailOriginSource(emailOrigin)}`,
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ');
}

/** Where Pagefind runs: its files, and the search pages (`searchPages`, their URLs). */
const wasmPaths = (searchPages) => [...searchPages, '/pagefind/'];

/**
 * The content manager's own policy (/admin/, Decap CMS), which no public page gets: Decap compiles
 * its settings' schema with `new Function` ('unsafe-eval') and injects its styles; it keeps
 * pictures being uploaded as blob: URLs (and reads them back for its draft backup) and, signed in,
 * reads and writes through GitHub's API and shows the editor's GitHub avatar.
 */
export function adminContentSecurityPolicy() {
  return [
    "default-src 'none'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "font-src 'self' data:",
    "connect-src 'self' blob: https://api.github.com",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * What /admin/ sends instead of the public pages' policy: its own, no indexing, and an opener
 * policy that lets the GitHub sign-in window (functions/api/auth.ts) hand the token back.
 */
export function adminHeaders() {
  return {
    'Content-Security-Policy': adminContentSecurityPolicy(),
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'X-Robots-Tag': 'noindex, nofollow',
  };
}

/**
 * The headers of every response, Cache-Control last.
 * @param {{ emailOrigin?: string, assets?: boolean, wasm?: boolean, admin?: boolean }} [options]
 *   `assets`: a file under /assets/; `wasm`: see contentSecurityPolicy; `admin`: the content
 *   manager's
 * @returns {Record<string, string>}
 */
function responseHeaders({ emailOrigin, assets = false, wasm = false, admin = false } = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy({ emailOrigin, wasm }),
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(admin && adminHeaders()),
    'Cache-Control': assets ? CACHE_ASSETS : CACHE_OTHER,
  };
}

const GENERATED = 'Written by scripts/build.mjs from scripts/headers.mjs: edit that file.';

/**
 * Cloudflare Pages' `_headers`. Pages applies every rule that matches a path and comma-joins a
 * header set twice, so /assets/*, /admin/* and Pagefind's paths first detach (`!`) what they
 * replace of `/*`.
 * @param {{ emailOrigin?: string, searchPages?: readonly string[] }} [options]
 */
export function headersFile({ emailOrigin, searchPages = [] } = {}) {
  const lines = (headers) => Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  const csp = contentSecurityPolicy({ emailOrigin, wasm: true });
  return [
    `# ${GENERATED}`,
    '/*',
    ...lines(responseHeaders({ emailOrigin })),
    '/assets/*',
    '  ! Cache-Control',
    `  Cache-Control: ${CACHE_ASSETS}`,
    '/admin/*',
    ...Object.entries(adminHeaders()).flatMap(([name, value]) => [
      `  ! ${name}`,
      `  ${name}: ${value}`,
    ]),
    `/*.${VCARD.extension}`,
    `  Content-Type: ${VCARD.type}; charset=utf-8`,
    ...wasmPaths(searchPages).flatMap((path) => [
      path.endsWith('/') ? `${path}*` : path,
      '  ! Content-Security-Policy',
      `  Content-Security-Policy: ${csp}`,
    ]),
    '',
  ].join('\n');
}

/**
 * Cloudflare Pages' `_redirects`: each old address moves permanently (301).
 * @param {readonly { from: string, to: string }[]} redirects
 */
export function redirectsFile(redirects) {
  return [`# ${GENERATED}`, ...redirects.map(({ from, to }) => `${from} ${to} 301`), ''].join('\n');
}

/**
 * deploy/nginx.conf: the same headers, redirects, URLs and 404 pages as Cloudflare Pages gives
 * dist/ (`/about` is about.html, `/ja/` is ja/index.html, an unknown path gets the nearest
 * 404.html). nginx drops a level's inherited add_header when the level has one of its own, so only
 * /assets/ and Pagefind's paths repeat the set.
 * @param {{ siteUrl: string, emailOrigin?: string, redirects: readonly { from: string, to: string }[], notFoundPages: readonly string[], searchPages: readonly string[] }} options
 *   `siteUrl`: the public URL (src/data/site.ts); `notFoundPages`, `searchPages`: those pages' URLs
 */
export function nginxConfig({ siteUrl, emailOrigin, redirects, notFoundPages, searchPages }) {
  const host = new URL(siteUrl).hostname;
  const addHeaders = (indent, headers) =>
    Object.entries(headers).map(
      ([name, value]) => `${indent}add_header ${name} "${value}" always;`,
    );
  const pages = { ...responseHeaders({ emailOrigin }), 'Cache-Control': '$cache_control' };
  const wasm = {
    ...responseHeaders({ emailOrigin, wasm: true }),
    'Cache-Control': '$cache_control',
  };
  // The deepest folder first: the first regex that matches wins.
  const folders = notFoundPages
    .map((page) => page.slice(0, -'404.html'.length))
    .filter((folder) => folder !== '/')
    .sort((a, b) => b.length - a.length || a.localeCompare(b));
  return `# deploy/nginx.conf: the site in dist/ (npm run build) behind nginx, as Cloudflare Pages serves
# it (docs/decisions/0019). Generated from scripts/headers.mjs: edit that file, then run
# \`npx vitest run tests/unit/headers.test.ts --update\`. Put this file in /etc/nginx/conf.d/ and copy dist/
# to the root below.
#
# connect-src in the Content-Security-Policy names the EmailJS origin ${emailOriginSource(emailOrigin)}:
# a build with another VITE_EMAILJS_ORIGIN needs its own there, as its dist/_headers has.

# The nearest 404 page: an unknown service or lawyer gets its section's, any other unknown path
# under a language's prefix that language's (docs/decisions/0017).
map $uri $not_found_page {
${folders.map((folder) => `    ~^${folder} ${folder}404.html;`).join('\n')}
    default /404.html;
}

# Pages sends its 404 pages with no-store.
map $status $cache_control {
    404 no-store;
    default ${CACHE_OTHER};
}

server {
    listen 80;
    listen [::]:80;
    server_name ${host};
    return 301 https://$host$request_uri;
}

server {
    # nginx 1.25.1 and later prefer \`listen 443 ssl;\` with \`http2 on;\`; this form works on older ones too.
    listen 443 ssl http2;
    listen [::]:443 ssl http2;
    server_name ${host};
    ssl_certificate     /etc/letsencrypt/live/${host}/fullchain.pem;
    ssl_certificate_key /etc/letsencrypt/live/${host}/privkey.pem;

    root /var/www/${host}/dist;
    charset utf-8;
    charset_types text/css text/plain text/xml text/javascript application/javascript application/json application/manifest+json image/svg+xml ${VCARD.type};
    server_tokens off;
    # The stock mime.types lacks the web manifest and vCards, and older releases AVIF (a duplicate only warns).
    include mime.types;
    types {
        application/manifest+json webmanifest;
        image/avif avif;
        ${VCARD.type} ${VCARD.extension};
    }
    gzip on;
    gzip_vary on;
    gzip_min_length 256;
    gzip_types text/css text/plain text/xml text/javascript application/javascript application/json application/manifest+json application/xml image/svg+xml image/x-icon;

    error_page 404 $not_found_page;
${addHeaders('    ', pages).join('\n')}

    location / {
        try_files $uri $uri.html @folder;
    }

    # /ja → /ja/, as Pages answers for a folder that holds an index.html.
    location @folder {
        if (-f $request_filename/index.html) {
            return 308 $uri/;
        }
        return 404;
    }

    # / and /ja/ are index.html; /about/ → /about, as Pages answers.
    location ~ ^(?<stem>.*)/$ {
        if (-f $document_root$stem.html) {
            return 308 $stem;
        }
        try_files \${uri}index.html =404;
    }

    location ^~ /admin/ {
        try_files $uri =404;
${addHeaders('        ', responseHeaders({ emailOrigin, admin: true })).join('\n')}
    }

    location /assets/ {
        try_files $uri =404;
${addHeaders('        ', responseHeaders({ emailOrigin, assets: true })).join('\n')}
    }
${wasmPaths(searchPages)
  .map((path) => {
    const [match, files] = path.endsWith('/') ? ['', '$uri'] : ['= ', '$uri.html'];
    return `\n    location ${match}${path} {\n        try_files ${files} =404;\n${addHeaders('        ', wasm).join('\n')}\n    }`;
  })
  .join('\n')}
${redirects.map(({ from, to }) => `\n    location = ${from} {\n        return 301 ${to};\n    }`).join('\n')}

    # Cloudflare Pages' own files are not for visitors.
    location ~ ^/_(headers|redirects)$ {
        return 404;
    }
}
`;
}
