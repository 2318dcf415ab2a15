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

/** What a page is: a main route (titled by its nav label), a detail, legal or listing page, or 404. */
export type PageKind =
  | { kind: 'main'; navKey: NavKey }
  | { kind: 'service' }
  | { kind: 'profile' }
  | { kind: 'legal'; page: LegalPageId }
  | { kind: 'listing' }
  | { kind: 'article' }
  | { kind: 'notFound' };

/** Where a route's ids come from. A listing's ids are the path after /publication/ (`*`). */
export type IdSource = 'services' | 'professionals' | 'articles' | 'listings';

export interface PageRoute {
  /** `:id` (one segment) or `*` (the rest) stands for each of `ids`. */
  path: string;
  page: (typeof entries)[number]['page'] | 'not-found-page';
  ns: readonly Namespace[];
  meta: PageKind;
  // Named, not listed: the lawyers' data would otherwise travel in every first visit's chunk.
  ids?: IdSource;
}

const entries = [
  {
    path: '/',
    page: 'home-page',
    ns: ['home', 'services', 'professionals'],
    meta: { kind: 'main', navKey: 'home' },
  },
  { path: '/about', page: 'about-page', ns: ['about'], meta: { kind: 'main', navKey: 'about' } },
  {
    path: '/expertise',
    page: 'expertise-page',
    ns: ['services'],
    meta: { kind: 'main', navKey: 'expertise' },
  },
  {
    path: '/expertise/:id',
    page: 'service-page',
    ns: ['services'],
    meta: { kind: 'service' },
    ids: 'services',
  },
  {
    path: '/professionals',
    page: 'professionals-page',
    ns: ['professionals'],
    meta: { kind: 'main', navKey: 'professionals' },
  },
  {
    path: '/professionals/:id',
    page: 'profile-page',
    ns: ['professionals'],
    meta: { kind: 'profile' },
    ids: 'professionals',
  },
  {
    path: '/publication',
    page: 'publication-page',
    ns: [],
    meta: { kind: 'main', navKey: 'publication' },
  },
  // An article, then the listings of all or one practice area (`page/2`, `area/x/page/2`).
  {
    path: '/publication/:id',
    page: 'article-page',
    ns: [],
    meta: { kind: 'article' },
    ids: 'articles',
  },
  {
    path: '/publication/*',
    page: 'publication-page',
    ns: [],
    meta: { kind: 'listing' },
    ids: 'listings',
  },
  { path: '/contact', page: 'contact-page', ns: [], meta: { kind: 'main', navKey: 'contact' } },
  {
    path: '/search',
    page: 'search-page',
    ns: ['search'],
    meta: { kind: 'main', navKey: 'search' },
  },
  {
    path: '/privacy-policy',
    page: 'legal-page',
    ns: ['legal'],
    meta: { kind: 'legal', page: 'privacy' },
  },
  { path: '/terms', page: 'legal-page', ns: ['legal'], meta: { kind: 'legal', page: 'terms' } },
] as const;

/** The main routes' keys: a main route's `nav.<key>` text labels its link and titles the page. */
export type NavKey = Extract<(typeof entries)[number]['meta'], { kind: 'main' }>['navKey'];

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

function pathOf(test: (route: PageRoute) => boolean, id?: string): string {
  const route = pageRoutes.find(test);
  if (!route) throw new Error('The route manifest has no such page.');
  return id === undefined ? route.path : route.path.replace(':id', id);
}
const showing = (page: PageRoute['page']) => (route: PageRoute) => route.page === page;
const legal = (page: LegalPageId) => (route: PageRoute) =>
  route.meta.kind === 'legal' && route.meta.page === page;

/** The English paths of the routes the views link to (see `localizePath`). */
export const paths = {
  home: pathOf(showing('home-page')),
  about: pathOf(showing('about-page')),
  expertise: pathOf(showing('expertise-page')),
  service: (id: string) => pathOf(showing('service-page'), id),
  professionals: pathOf(showing('professionals-page')),
  profile: (id: string) => pathOf(showing('profile-page'), id),
  contact: pathOf(showing('contact-page')),
  publication: pathOf(showing('publication-page')),
  privacy: pathOf(legal('privacy')),
  terms: pathOf(legal('terms')),
} as const;

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
