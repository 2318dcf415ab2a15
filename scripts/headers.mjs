// The site's HTTP response headers, in one place: a strict Content-Security-Policy and the other
// security headers for every response, a year of `immutable` caching for the content-hashed files
// in /assets/, and `no-cache` for the HTML pages. build.mjs writes them to dist/_headers (the
// Netlify / Cloudflare Pages format, which scripts/serve.mjs applies too); deploy/nginx.conf carries
// the same set, and tests/unit/headers.test.ts keeps the two equal.

/** Where @emailjs/browser sends when VITE_EMAILJS_ORIGIN is unset (src/data/email-config.ts). */
export const DEFAULT_EMAIL_ORIGIN = 'https://api.emailjs.com';

export const CACHE_CONTROL = {
  /** Files under /assets/ carry a content hash in their name: they never change. */
  assets: 'public, max-age=31536000, immutable',
  /** HTML may be stored but is revalidated on every use, so a deploy shows at once. */
  html: 'no-cache',
};

/**
 * The API origin as a CSP source: `VITE_EMAILJS_ORIGIN` (`||`, like email-config.ts: empty means
 * the default) reduced to scheme://host[:port]. Anything else is refused rather than written into
 * the policy, where a stray `;` or space would add directives.
 * @param {string | undefined} value
 */
export function emailOriginSource(value) {
  const raw = value || DEFAULT_EMAIL_ORIGIN;
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`VITE_EMAILJS_ORIGIN is not a URL: ${JSON.stringify(raw)}`);
  }
  // The URL parser lets `;` and `,` through in a host name; a CSP source must not contain them.
  if (!/^https?:\/\/(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d+)?$/.test(url.origin))
    throw new Error(`VITE_EMAILJS_ORIGIN must be an http(s) origin: ${JSON.stringify(raw)}`);
  return url.origin;
}

/**
 * The Content-Security-Policy. Scripts only from the site (no inline script, no eval: the page's
 * inline scripts are JSON data, which is never executed). `style-src 'unsafe-inline'` only
 * because react-hot-toast injects a <style> element and React writes style attributes.
 * `connect-src` must name the EmailJS origin the bundle sends to, or the form cannot send.
 * @param {{ emailOrigin?: string }} [options]
 */
export function contentSecurityPolicy({ emailOrigin } = {}) {
  return [
    "default-src 'none'",
    "script-src 'self'",
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

/**
 * The headers every response carries, in the order they are written.
 * @param {{ emailOrigin?: string }} [options]
 * @returns {Record<string, string>}
 */
export function securityHeaders({ emailOrigin } = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy({ emailOrigin }),
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/**
 * The `_headers` file for Netlify and Cloudflare Pages.
 *
 * Both hosts (and scripts/serve.mjs) apply every rule that matches a path and join the values of
 * a header set by several rules with a comma. `Cache-Control: no-cache` on `/*` would therefore
 * reach /assets/* as `no-cache, public, max-age=31536000, immutable`, and browsers would
 * revalidate every hashed file. So `/*` carries only the security headers, and `no-cache` is set
 * on the HTML pages by name (`htmlPaths`: build.mjs passes the prerendered and redirect pages).
 * Other files outside /assets/ keep the host's default (Netlify and Cloudflare revalidate them).
 * @param {{ emailOrigin?: string, htmlPaths?: readonly string[] }} [options]
 */
export function headersFile({ emailOrigin, htmlPaths = [] } = {}) {
  const block = (pattern, headers) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  const pages = [...new Set(htmlPaths)];
  for (const path of pages) {
    if (!path.startsWith('/') || /[\s*:]/.test(path) || path.startsWith('/assets/'))
      throw new Error(`Not a page path for _headers: ${JSON.stringify(path)}`);
  }
  return `${[
    '# Written by scripts/build.mjs from scripts/headers.mjs: edit that file, not this one.',
    block('/*', securityHeaders({ emailOrigin })),
    block('/assets/*', { 'Cache-Control': CACHE_CONTROL.assets }),
    ...pages.map((path) => block(path, { 'Cache-Control': CACHE_CONTROL.html })),
  ].join('\n\n')}\n`;
}
