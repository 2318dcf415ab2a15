// The files beside the pages: sitemap.xml, robots.txt and the web manifest.

const entities = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (value) => value.replace(/[&<>"']/g, (character) => entities[character]);

/**
 * sitemaps.org XML, each page with its alternates in every language (search engines read hreflang
 * from a sitemap too); `lastmod` is a W3C date (YYYY-MM-DD).
 * @param {{ url: string, alternates: { hreflang: string, href: string }[] }[]} pages
 * @param {string} lastmod
 */
export function sitemapXml(pages, lastmod) {
  const entries = pages.flatMap(({ url, alternates }) => [
    '  <url>',
    `    <loc>${escapeXml(url)}</loc>`,
    ...alternates.map(
      ({ hreflang, href }) =>
        `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}" />`,
    ),
    `    <lastmod>${escapeXml(lastmod)}</lastmod>`,
    '  </url>',
  ]);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** @param {string} sitemapUrl */
export const robotsTxt = (sitemapUrl) => `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;

/**
 * The installed app: its names, colours and PNG icons (Chrome draws an SVG icon as a document on
 * the page's main thread while the app starts); the 512 px one is full-bleed, hence maskable too.
 * @param {{ name: string, shortName: string, description: string, lang: string, dir: string,
 *   theme: string, background: string }} app
 */
export function webManifest({ name, shortName, description, lang, dir, theme, background }) {
  const icon = (size, purpose) => ({
    src: `/icons/icon-${size}.png`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  return {
    id: '/',
    name,
    short_name: shortName,
    description,
    lang,
    dir,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: theme,
    background_color: background,
    icons: [icon(192, 'any'), icon(512, 'any'), icon(512, 'maskable')],
  };
}
