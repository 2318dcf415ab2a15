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

/** The words of a listing's path after /publication/, which no article's slug may be. */
export const listingWords = ['page', 'area', 'author'];

/** What a listing lists: every article, or a practice area's, or a lawyer's. */
export type ListingOf = { area?: string; author?: string };

/** `/publication`, `/publication/area/<area>` or `/publication/author/<id>`, then `/page/<n>`. */
export const listingPath = ({ area, author }: ListingOf = {}, page = 1) =>
  `/publication${area ? `/area/${area}` : author ? `/author/${author}` : ''}${page > 1 ? `/page/${page}` : ''}`;

/** The listing at `path`, if `listingPath` writes it so. */
export function parseListing(path: string): (ListingOf & { page: number }) | undefined {
  const [, kind, id, page] =
    /^\/publication(?:\/(area|author)\/([^/]+))?(?:\/page\/(\d+))?$/.exec(path) ?? [];
  const of: ListingOf = kind ? { [kind]: id } : {};
  const listing = { ...of, page: Number(page ?? 1) };
  return listingPath(of, listing.page) === path ? listing : undefined;
}

export const feedPath = '/publication/feed.xml';
/** The feed's format, as its links announce it (scripts/build/feeds.ts writes it). */
export const feedType = 'application/rss+xml';

/** The articles of `all` (newest first) a listing in `lng` shows: all, a practice area's or a lawyer's. */
export const articlesIn = (
  all: readonly Article[],
  lng: SiteLanguage,
  { area, author }: ListingOf = {},
) =>
  all.filter(
    (a) =>
      a.languages.includes(lng) &&
      (!area || a.areas.includes(area)) &&
      (!author || a.authors.includes(author)),
  );

const pageCount = (count: number) => Math.ceil(count / pageSize);

/** Every listing page in `lng` by path: of all articles, then of each area and lawyer with some. */
export function listingsIn(
  all: readonly Article[],
  lng: SiteLanguage,
  { areas, authors }: { areas: readonly string[]; authors: readonly string[] },
) {
  const filters: ListingOf[] = [
    {},
    ...areas.map((area) => ({ area })),
    ...authors.map((author) => ({ author })),
  ];
  const listings = filters.flatMap((of) => {
    const slugs = articlesIn(all, lng, of).map((a) => a.slug);
    const pages = pageCount(slugs.length);
    const pagesIn = languages.map(
      ({ code }) => [code, pageCount(articlesIn(all, code, of).length)] as const,
    );
    return Array.from({ length: pages }, (_, i): [string, Listing] => [
      listingPath(of, i + 1),
      {
        articles: slugs.slice(i * pageSize, (i + 1) * pageSize),
        pages,
        among: pagesIn.filter(([, count]) => count > i).map(([code]) => code),
      },
    ]);
  });
  return Object.fromEntries(listings);
}
