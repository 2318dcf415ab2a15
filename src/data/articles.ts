// The articles' facts and the listing's URL grammar. A page reads the facts of the articles it shows
// from `publications:items.<slug>` and a listing page its articles from `publications:listings.<path>`
// (scripts/content/locale-files.ts writes both with `listingsIn`; docs/decisions/0024, 0032).
// With its extension: the content step, which Vite's config loads, imports this module.
import { languages, type SiteLanguage } from './languages.ts';

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

/** A listing page: its articles' slugs, how many pages its listing has, the languages that have it. */
export interface Listing {
  articles: readonly string[];
  pages: number;
  among: readonly SiteLanguage[];
}

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

/** The articles of `all` (newest first) a listing in `lng` shows, of one practice area or all. */
export const articlesIn = (all: readonly Article[], lng: SiteLanguage, area?: string) =>
  all.filter((a) => a.languages.includes(lng) && (!area || a.areas.includes(area)));

const pageCount = (count: number) => Math.ceil(count / pageSize);

/** Every listing page in `lng` by path: of all areas, then of each area of `areas` with articles. */
export function listingsIn(all: readonly Article[], lng: SiteLanguage, areas: readonly string[]) {
  const listings = [undefined, ...areas].flatMap((area) => {
    const slugs = articlesIn(all, lng, area).map((a) => a.slug);
    const pages = pageCount(slugs.length);
    const pagesIn = languages.map(
      ({ code }) => [code, pageCount(articlesIn(all, code, area).length)] as const,
    );
    return Array.from({ length: pages }, (_, i): [string, Listing] => [
      listingPath(area, i + 1),
      {
        articles: slugs.slice(i * pageSize, (i + 1) * pageSize),
        pages,
        among: pagesIn.filter(([, count]) => count > i).map(([code]) => code),
      },
    ]);
  });
  return Object.fromEntries(listings);
}
