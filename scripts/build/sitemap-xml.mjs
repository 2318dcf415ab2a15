const entities = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (value) => value.replace(/[&<>"']/g, (character) => entities[character]);

/**
 * sitemap.xml: each page's `url` with its `alternates` (search engines read hreflang here too),
 * last modified on its own `lastmod` date or, without one, on `lastmod`.
 */
export function sitemapXml(pages, lastmod) {
  const entries = pages.flatMap(({ url, alternates, lastmod: own }) => [
    `  <url>\n    <loc>${escapeXml(url)}</loc>`,
    ...alternates.map(
      ({ hreflang, href }) =>
        `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}" />`,
    ),
    `    <lastmod>${own ?? lastmod}</lastmod>\n  </url>`,
  ]);
  const urlset = `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`;
  return ['<?xml version="1.0" encoding="UTF-8"?>', urlset, ...entries, '</urlset>', ''].join('\n');
}
