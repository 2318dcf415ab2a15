import { matchRoutes, useLocation } from 'react-router-dom';
import { splitLanguage } from '../data/languages';
import { siteRoutes } from '../data/routes';

/**
 * The page at a URL path (any language): the route react-router matches there, its path in English
 * as the manifest writes it, and on a route with ids the one shown.
 */
export function findPage(pathname: string) {
  let page = pages.get(pathname);
  if (!page) pages.set(pathname, (page = matchPage(pathname)));
  return page;
}

// Matching ranks every route in every language: on a phone, once per path, not once per view.
const pages = new Map<string, ReturnType<typeof matchPage>>();

function matchPage(pathname: string) {
  const { route: found, params } = matchRoutes(siteRoutes, pathname)![0]!;
  const { lng, route } = found;
  return {
    lng,
    route,
    path: splitLanguage(pathname).path,
    id: route.ids && (params.id ?? params['*']),
  };
}

/** The page shown, and so its language (docs/decisions/0017): every view asks this hook. */
export function usePage() {
  return findPage(useLocation().pathname);
}
