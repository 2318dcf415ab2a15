// What the build writes: every page of the route manifest in every language where it is published,
// and the 404 pages. src/data alone says what a page is; the prerenderer only renders it.
import {
  articlePath,
  articlesIn,
  listingPath,
  listingsIn,
  type Article,
} from '../../src/data/articles';
import { articles as generated } from '../../src/data/generated/articles';
import { languages, localizePath, type SiteLanguage } from '../../src/data/languages';
import { professionals } from '../../src/data/professionals';
import { pagePaths, pageRoutes } from '../../src/data/routes';
import { serviceIds } from '../../src/data/services';

// A static host serves the nearest 404.html, so services and lawyers have their own (for the id
// '404'); an unknown article or listing shows the generic one.
const notFoundPaths = [
  '/404',
  ...pageRoutes.flatMap((r) =>
    r.ids === 'services' || r.ids === 'professionals' ? [r.path.replace(':id', '404')] : [],
  ),
];

const lawyerIds = professionals.map((p) => p.id);

/** The published articles, newest first. */
export const articles: readonly Article[] = generated;

/** The routes prerendered and listed in the sitemap in `lng`: publications only where written. */
export const publicPathsIn = (lng: SiteLanguage) =>
  pagePaths({
    services: serviceIds,
    professionals: lawyerIds,
    articles: articlesIn(articles, lng).map((a) => a.slug),
    // The listing's pages past its first: `page/2`, `area/<area>`, `author/<id>/page/2`.
    listings: Object.keys(listingsIn(articles, lng, { areas: serviceIds, authors: lawyerIds }))
      .slice(1)
      .map((path) => path.slice(`${listingPath()}/`.length)),
  });

/** The languages a route is published in, for its alternates. */
export const languagesOf = (path: string) =>
  languages.flatMap(({ code }) => (publicPathsIn(code).includes(path) ? [code] : []));

/** When a route last changed: an article's update, a listing's newest article; else undefined. */
export function lastChanged(path: string): string | undefined {
  const article = articles.find((a) => articlePath(a.slug) === path);
  if (article) return article.updated;
  const listed = path.startsWith(listingPath()) ? articles.map((a) => a.updated) : [];
  return listed.sort().at(-1);
}

export type PrerenderTarget = (typeof prerenderTargets)[number];
// Each page in each language: its English route, URL and file in dist/ (`about.html`, as Pages
// would redirect `/about` to the folder of `about/index.html`; `ja/index.html`).
export const prerenderTargets = languages.flatMap(({ code: lng }) =>
  [...publicPathsIn(lng), ...notFoundPaths].map((path) => {
    const notFound = notFoundPaths.includes(path);
    const url = localizePath(lng, notFound ? `${path}.html` : path);
    const file = notFound ? url : url.endsWith('/') ? `${url}index.html` : `${url}.html`;
    return { lng, path, url, file: file.slice(1), notFound };
  }),
);
