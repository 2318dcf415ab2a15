// Every response's security headers, a year of `immutable` for hashed /assets/, `no-cache` elsewhere
// (a deploy shows at once), and the old service ids' 301s (docs/decisions/0019).
import { defaultEmailOrigin } from '../../src/data/email-config.ts';

// Inline scripts are JSON data only; 'unsafe-inline' styles for react-hot-toast and React's style
// attributes. The EmailJS origin is refused unless it is a bare origin: a `;` would add directives.
// `wasm`: only the search worker may compile Pagefind's WebAssembly.
export function contentSecurityPolicy({ emailOrigin = '', wasm = false } = {}) {
  const raw = emailOrigin || defaultEmailOrigin;
  const origin = URL.canParse(raw) ? new URL(raw).origin : '';
  // The URL parser lets `;` and `,` through in a host name; a CSP source must not contain them.
  if (!/^https?:\/\/(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d+)?$/.test(origin))
    throw new Error(`VITE_EMAILJS_ORIGIN must be an http(s) origin: ${JSON.stringify(raw)}`);
  return [
    "default-src 'none'",
    wasm ? "script-src 'self' 'wasm-unsafe-eval'" : "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${origin}`,
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ');
}

// /admin/ (Decap CMS): eval for its schema compiler, blob: for uploads, GitHub's API and avatars,
// no indexing, and an opener policy that lets the GitHub sign-in window hand the token back.
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
  'Written by scripts/build/build.ts from scripts/build/headers.ts: edit that file.';

// Pages applies every matching rule and comma-joins a header set twice, so later paths detach (`!`)
// what they replace of `/*`.
export function headersFile({ emailOrigin = '' } = {}) {
  const replace = (headers: Record<string, string>) =>
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
    // Pagefind runs in the search page's worker (src/search-worker.ts), named after its file.
    '/assets/search-worker-*',
    ...replace(wasm),
    '',
  ].join('\n');
}

/** Cloudflare Pages' `_redirects`: each old address moves permanently (301). */
export function redirectsFile(redirects: readonly { from: string; to: string }[]) {
  return [`# ${GENERATED}`, ...redirects.map(({ from, to }) => `${from} ${to} 301`), ''].join('\n');
}
