// The route manifest: every page once. The router, prerenderer, sitemap, alternates, navigation
// (main routes, in this order) and link helpers derive from it.
import {
  defaultLanguage,
  languages,
  localizePath,
  type Namespace,
  type SiteLanguage,
} from './languages';
import { serviceAliases } from './services';
import type { LegalPageId } from './legal';

/** Where a route's ids come from. A listing's ids are the path after /publication/ (`*`). */
type IdSource = 'services' | 'professionals' | 'articles' | 'listings';

export interface PageRoute {
  /** `:id` (one segment) or `*` (the rest) stands for each of `ids`. */
  path: string;
  page: (typeof entries)[number]['page'] | 'not-found-page';
  ns: readonly Namespace[];
  /** A main route (titled by its nav label), a detail, legal or listing page, or 404. */
  meta:
    | { kind: 'main'; navKey: NavKey }
    | { kind: 'legal'; page: LegalPageId }
    | { kind: 'service' | 'profile' | 'article' | 'listing' | 'notFound' };
  // Named, not listed: the lawyers' data would otherwise travel in every first visit's chunk.
  ids?: IdSource;
}

/** A main route: `nav.<navKey>` labels its link and titles it; its view is `<navKey>-page`. */
const main = <const K extends string>(navKey: K, path: string, ns: readonly Namespace[] = []) =>
  ({ path, page: `${navKey}-page`, ns, meta: { kind: 'main', navKey } }) as const;

const detail = <const P extends string>(
  path: string,
  page: P,
  kind: 'service' | 'profile' | 'article' | 'listing',
  ids: IdSource,
  ns: readonly Namespace[] = [],
) => ({ path, page, ns, meta: { kind }, ids }) as const;

const legal = (page: LegalPageId, path: string) =>
  ({ path, page: 'legal-page', ns: ['legal'], meta: { kind: 'legal', page } }) as const;

const entries = [
  main('home', '/', ['home', 'services', 'professionals']),
  main('about', '/about', ['about']),
  main('expertise', '/expertise', ['services']),
  detail('/expertise/:id', 'service-page', 'service', 'services', ['services']),
  main('professionals', '/professionals', ['professionals']),
  detail('/professionals/:id', 'profile-page', 'profile', 'professionals', ['professionals']),
  main('publication', '/publication'),
  // An article, then the listings of all or one practice area (`page/2`, `area/x/page/2`).
  detail('/publication/:id', 'article-page', 'article', 'articles'),
  detail('/publication/*', 'publication-page', 'listing', 'listings'),
  main('contact', '/contact'),
  main('search', '/search', ['search']),
  legal('privacy', '/privacy-policy'),
  legal('terms', '/terms'),
] as const;

type NavKey = Extract<(typeof entries)[number]['meta'], { kind: 'main' }>['navKey'];

export const pageRoutes: readonly PageRoute[] = entries;

/** Any other path; its 404.html also answers unknown service and profile ids. */
export const notFoundRoute: PageRoute = {
  path: '*',
  page: 'not-found-page',
  ns: [],
  meta: { kind: 'notFound' },
};

export const mainRoutes = pageRoutes.flatMap((route) =>
  route.meta.kind === 'main' ? [{ path: route.path, navKey: route.meta.navKey }] : [],
);

function pathOf(kind: PageRoute['meta']['kind'], legalPage?: LegalPageId): string {
  const route = pageRoutes.find(
    ({ meta }) => meta.kind === kind && (!legalPage || ('page' in meta && meta.page === legalPage)),
  );
  if (!route) throw new Error(`The route manifest has no ${legalPage ?? kind} page.`);
  return route.path;
}
const withId = (path: string) => (id: string) => path.replace(':id', id);

const mainPaths = Object.fromEntries(mainRoutes.map(({ navKey, path }) => [navKey, path]));

/** The English paths of the routes the views link to (see `localizePath`). */
export const paths = {
  ...(mainPaths as Record<NavKey, string>),
  service: withId(pathOf('service')),
  profile: withId(pathOf('profile')),
  privacy: pathOf('legal', 'privacy'),
  terms: pathOf('legal', 'terms'),
};

/** Every route in every language, then each language's 404: react-router's routes. */
export const siteRoutes = languages.flatMap(({ code }) => [
  ...pageRoutes.map((route) => ({ path: localizePath(code, route.path), route, lng: code })),
  { path: localizePath(code, '/*'), route: notFoundRoute, lng: code },
]);

// To `lng` from a page: the same page, but an article or later listing may not exist in `lng`, so
// its publications. English names itself in the query, or a stored language would send it back.
export function switchLanguagePath(
  lng: SiteLanguage,
  page: { lng: string; route: PageRoute; path: string },
): string {
  const uncertain = lng !== page.lng && ['article', 'listing'].includes(page.route.meta.kind);
  const path = localizePath(lng, uncertain ? paths.publication : page.path);
  return lng === defaultLanguage ? `${path}?lng=${lng}` : path;
}

/** Every path prerendered, in English: each route, each id of a route with ids. */
export function pagePaths(ids: Readonly<Partial<Record<IdSource, readonly string[]>>>): string[] {
  return pageRoutes.flatMap((route) =>
    route.ids ? (ids[route.ids] ?? []).map((id) => route.path.replace(/:id|\*/, id)) : [route.path],
  );
}

/** The older service ids (docs/decisions/0001), moved permanently, in every language. */
export const redirects: readonly { from: string; to: string }[] = languages.flatMap(({ code }) =>
  Object.entries(serviceAliases).map(([from, to]) => ({
    from: localizePath(code, paths.service(from)),
    to: localizePath(code, paths.service(to)),
  })),
);
