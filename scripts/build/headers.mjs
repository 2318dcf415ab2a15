// The site's HTTP behaviour in one place (docs/decisions/0019): the security headers of every
// response, a year of `immutable` caching for the content-hashed files in /assets/ and `no-cache`
// (stored, but revalidated on every use: a deploy shows at once) for everything else, and the old
// service ids' permanent redirects. build.mjs writes them as dist/_headers and dist/_redirects for
// Cloudflare Pages.

/**
 * Scripts only from the site (the pages' inline scripts are JSON data, never executed).
 * `style-src 'unsafe-inline'` only because react-hot-toast injects a <style> element and React
 * writes style attributes. `connect-src` names the EmailJS origin the bundle sends to:
 * `VITE_EMAILJS_ORIGIN` (empty means the SDK's default, as in email-config.ts) reduced to
 * scheme://host[:port], or refused rather than written into the policy, where a stray `;` or space
 * would add directives. `wasm`: the search pages and Pagefind's files (its worker takes the policy
 * of its own response) may compile Pagefind's WebAssembly; no other page may.
 * @param {{ emailOrigin?: string, wasm?: boolean }} [options]
 */
export function contentSecurityPolicy({ emailOrigin, wasm = false } = {}) {
  const raw = emailOrigin || 'https://api.emailjs.com';
  const origin = URL.canParse(raw) ? new URL(raw).origin : '';
  // The URL parser lets `;` and `,` through in a host name; a CSP source must not contain them.
  if (!/^https?:\/\/(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d+)?$/.test(origin))
    throw new Error(`VITE_EMAILJS_ORIGIN must be an http(s) origin: ${JSON.stringify(raw)}`);
  return [
    "default-src 'none'",
    wasm ? "script-src 'self' 'wasm-unsafe-eval'" : "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    // data: for the Burmese pages' font, which travels inside them (scripts/build/myanmar-font.mjs).
    "font-src 'self' data:",
    `connect-src 'self' ${origin}`,
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * What /admin/ (the content manager, Decap CMS) sends instead of the public pages' policy: its own,
 * no indexing, and an opener policy that lets the GitHub sign-in window (functions/api/auth.ts)
 * hand the token back. Decap compiles its settings' schema with `new Function` ('unsafe-eval') and
 * injects its styles; it keeps pictures being uploaded as blob: URLs (and reads them back for its
 * draft backup) and, signed in, reads and writes through GitHub's API and shows the editor's
 * GitHub avatar.
 */
export function adminHeaders() {
  const csp = [
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
  ];
  return {
    'Content-Security-Policy': csp.join('; '),
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'X-Robots-Tag': 'noindex, nofollow',
  };
}

const GENERATED =
  'Written by scripts/build/build.ts from scripts/build/headers.mjs: edit that file.';

/**
 * Cloudflare Pages' `_headers`. Pages applies every rule that matches a path and comma-joins a
 * header set twice, so /assets/*, /admin/* and Pagefind's paths first detach (`!`) what they
 * replace of `/*`.
 * @param {{ emailOrigin?: string, searchPages?: readonly string[] }} [options] `searchPages`: URLs
 */
export function headersFile({ emailOrigin, searchPages = [] } = {}) {
  const replace = (headers) =>
    Object.entries(headers).flatMap(([name, value]) => [`  ! ${name}`, `  ${name}: ${value}`]);
  const wasm = { 'Content-Security-Policy': contentSecurityPolicy({ emailOrigin, wasm: true }) };
  return [
    `# ${GENERATED}`,
    '/*',
    `  Content-Security-Policy: ${contentSecurityPolicy({ emailOrigin })}`,
    '  Strict-Transport-Security: max-age=31536000; includeSubDomains',
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=()',
    '  Cross-Origin-Opener-Policy: same-origin',
    '  Cache-Control: no-cache',
    '/assets/*',
    ...replace({ 'Cache-Control': 'public, max-age=31536000, immutable' }),
    '/admin/*',
    ...replace(adminHeaders()),
    // The lawyers' contact cards: Pages would send the legacy text/x-vcard.
    '/*.vcf',
    '  Content-Type: text/vcard; charset=utf-8',
    ...[...searchPages, '/pagefind/*'].flatMap((path) => [path, ...replace(wasm)]),
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
