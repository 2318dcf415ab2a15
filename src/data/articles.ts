// The published articles, newest first (content/articles/); titles and summaries in `publications`
// under `items.<slug>`, each version's body in `article-<slug>`. A listing shows its language's
// articles (docs/decisions/0024).
import { articles as entries } from './generated/articles';
import type { SiteLanguage } from './languages';

export interface Article {
  slug: string;
  /** ISO dates (YYYY-MM-DD); `updated` is `published` when the article was never updated. */
  published: string;
  updated: string;
  authors: readonly string[];
  areas: readonly string[];
  languages: readonly SiteLanguage[];
  /** A path under /files/publications/, or null, and the language it is written in. */
  pdf: string | null;
  pdfLanguage: SiteLanguage | null;
}

export const articles: readonly Article[] = entries;

export const pageSize = 10;

export const articlePath = (slug: string) => `/publication/${slug}`;

/** `/publication` or `/publication/area/<area>`, then `/page/<n>` past the first page. */
export const listingPath = (area?: string, page = 1) =>
  `/publication${area ? `/area/${area}` : ''}${page > 1 ? `/page/${page}` : ''}`;

/** The listing at `path`, if `listingPath` writes it so. */
export function parseListing(path: string): { area?: string; page: number } | undefined {
  const [, area, page] = /^\/publication(?:\/area\/([^/]+))?(?:\/page\/(\d+))?$/.exec(path) ?? [];
  const listing = { area, page: Number(page ?? 1) };
  return listingPath(listing.area, listing.page) === path ? listing : undefined;
}

export const feedPath = '/publication/feed.xml';
/** The feed's format, as its links announce it (scripts/build/feeds.ts writes it). */
export const feedType = 'application/rss+xml';

/** The articles a listing in `lng` shows, of one practice area or all. */
export const articlesIn = (lng: SiteLanguage, area?: string) =>
  articles.filter((a) => a.languages.includes(lng) && (!area || a.areas.includes(area)));

export const pageCount = (count: number) => Math.ceil(count / pageSize);

/** The areas with an article in `lng`: the listing's filter. */
export const areasIn = (lng: SiteLanguage, order: readonly string[]) =>
  order.filter((area) => articlesIn(lng, area).length > 0);

/** The publication route ids in `lng`: articles, listing pages past the first, areas' listings. */
export function publicationIds(lng: SiteLanguage, areaOrder: readonly string[]) {
  const listings = [undefined, ...areasIn(lng, areaOrder)].flatMap((area) =>
    Array.from({ length: pageCount(articlesIn(lng, area).length) }, (_, i) =>
      listingPath(area, i + 1),
    ),
  );
  return {
    articles: articlesIn(lng).map((a) => a.slug),
    listings: listings.slice(1).map((path) => path.slice(`${listingPath()}/`.length)),
  };
}
