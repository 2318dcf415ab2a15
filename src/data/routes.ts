/**
 * The route manifest: every page of the site, once. The router (src/views/app.tsx), the
 * prerenderer and the sitemap (src/entry-server.tsx), the alternates of each language, the
 * navigation (main routes, in this order) and every link helper derive from it, so a new page is
 * one entry here and a new language one entry in ./languages.
 */
import {
  defaultLanguage,
  languages,
  localizePath,
  type Namespace,
  type SiteLanguage,
} from './languages';
import { serviceAliases } from './services';
import type { LegalPageId } from './legal';

/**
 * What a page is: a main route (in the navigation, titled by its label), a detail page, a legal
 * page (which one), or the 404 page. Each page declares its own head (PageHead).
 */
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
  /** The route as the site writes it; `:id` (one segment) or `*` (the rest) stands for each of `ids`. */
  path: string;
  /** The view that shows it (src/views/pages/<page>.tsx). */
  page: (typeof entries)[number]['page'] | 'not-found-page';
  /** The translation namespaces it needs beyond `common`. */
  ns: readonly Namespace[];
  meta: PageKind;
  /**
   * For a route with `:id`: the data whose ids it is prerendered for (see `pagePaths`). Named, not
   * listed: the lawyers' data would otherwise travel in the app's chunk to every first visit.
   */
  ids?: IdSource;
}

// Typed where it is assigned to `pageRoutes` below, so that the views and nav keys follow from it.
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
  // Publications: an article, then the listings of 10 a page, of all or one practice area
  // (`page/2`, `area/employment`, `area/employment/page/2`); their texts are loaded by the views
  // (a namespace per article). Routes without articles are not prerendered.
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

/**
 * Any other path. Its HTML (`404.html`, one per language) also answers unknown service and
 * profile ids: the prerenderer has it carry what those pages need.
 */
export const notFoundRoute: PageRoute = {
  path: '*',
  page: 'not-found-page',
  ns: [],
  meta: { kind: 'notFound' },
};

/** The main routes in navigation order, with their label key. */
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

/** Link helpers: the paths of the routes the views link to, in English (see `localizePath`). */
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

/**
 * Every route of the manifest in every language, then each language's 404: react-router's routes
 * (src/views/app.tsx), which alone match a path (src/views/use-page.ts).
 */
export const siteRoutes = languages.flatMap(({ code }) => [
  ...pageRoutes.map((route) => ({ path: localizePath(code, route.path), route, lng: code })),
  { path: localizePath(code, '/*'), route: notFoundRoute, lng: code },
]);

/**
 * Where the language switcher leads to `lng` from a page: the same page, except from an article or
 * a listing past the first, which may not exist in `lng`: to its publications. English names
 * itself in the query: the unprefixed pages follow the detection order, where a stored 日本語
 * would otherwise send the visitor straight back; `lng` comes first and is cached.
 */
export function switchLanguagePath(
  lng: SiteLanguage,
  page: { lng: string; route: PageRoute; path: string },
): string {
  const uncertain = lng !== page.lng && ['article', 'listing'].includes(page.route.meta.kind);
  const path = localizePath(lng, uncertain ? paths.publication : page.path);
  return lng === defaultLanguage ? `${path}?lng=${lng}` : path;
}

/** Every path prerendered, in English: each route, each id of a route with ids (none if not given). */
export function pagePaths(ids: Readonly<Partial<Record<IdSource, readonly string[]>>>): string[] {
  return pageRoutes.flatMap((route) =>
    route.ids ? (ids[route.ids] ?? []).map((id) => route.path.replace(/:id|\*/, id)) : [route.path],
  );
}

/**
 * The older service ids (docs/decisions/0001): old addresses that move permanently to
 * the service they name, in every language.
 */
export const redirects: readonly { from: string; to: string }[] = languages.flatMap(({ code }) =>
  Object.entries(serviceAliases).map(([from, to]) => ({
    from: localizePath(code, paths.service(from)),
    to: localizePath(code, paths.service(to)),
  })),
);
