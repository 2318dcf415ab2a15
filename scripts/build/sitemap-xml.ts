import { escapeXml } from '../content/words.ts';

/** A page's `url`, its hreflang `alternates`, and its own `lastmod` (else the sitemap's). */
export type SitemapPage = {
  url: string;
  alternates: readonly { hreflang: string; href: string }[];
  lastmod?: string;
};

export function sitemapXml(pages: readonly SitemapPage[], lastmod: string) {
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
