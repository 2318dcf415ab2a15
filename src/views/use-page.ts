import { useMemo } from 'react';
import { matchRoutes, useLocation } from 'react-router-dom';
import { splitLanguage, type SiteLanguage } from '../data/languages';
import { siteRoutes, type PageRoute } from '../data/routes';

export interface Page {
  lng: SiteLanguage;
  route: PageRoute;
  /** The path in English, as the manifest writes it. */
  path: string;
  /** A route with ids: the one shown (`:id`, or the rest of the path for `*`). */
  id?: string;
}

/** The page at a URL path (any language): the route react-router matches there. */
export function findPage(pathname: string): Page {
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
export function usePage(): Page {
  const { pathname } = useLocation();
  return useMemo(() => findPage(pathname), [pathname]);
}
