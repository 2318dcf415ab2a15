import type { ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { notFoundRoute, pageRoutes, siteRoutes, type PageRoute } from '../data/routes';
import { findPage } from './use-page';
import { Layout } from './layout/layout';
import type { RouteNeeds } from './layout/use-prefetch-on-intent';
import { NamespaceGate } from './components/namespace-gate';
import { PageLoading } from './components/page-loading';
import { lazyPage, type LazyComponent } from './lazy-page';
import { preloadDeferredSections } from './deferred-section';
import './theme/global.css';
// The Myanmar font's faces for a switch to Burmese in the app (a Burmese page names its own).
import './theme/myanmar-font.css';

/** Every page view: `src/views/pages/<page>.tsx`, exporting the component its file names. */
const pageModules = import.meta.glob<Record<string, ComponentType<object>>>('./pages/*-page.tsx');
const componentName = (page: string) =>
  page.replace(/(?:^|-)(\w)/g, (_, c: string) => c.toUpperCase());

// Each page its own chunk, so a first visit loads the shell and the one page (docs/decisions/0018).
const views = Object.fromEntries(
  [...pageRoutes, notFoundRoute].map(({ page }) => {
    const load = pageModules[`./pages/${page}.tsx`];
    if (!load) throw new Error(`No view src/views/pages/${page}.tsx for the route manifest.`);
    return [
      page,
      lazyPage(() => load().then((module) => module[componentName(page)]!), <PageLoading />),
    ];
  }),
) as Record<PageRoute['page'], LazyComponent<object>>;

/** The page a path (in any language) shows, with the namespaces it needs: to fetch ahead of a navigation. */
export const routeNeeds: RouteNeeds = (pathname) => {
  const { route } = findPage(pathname);
  return { ns: ['common', ...route.ns], preload: views[route.page].preload };
};

/** Every page's chunk and deferred section: the prerenderer and the view tests render any route synchronously. */
export function preloadAllPages(): Promise<void> {
  // Pages first: a page's deferred sections are known once its module has run.
  return Promise.all(Object.values(views).map((page) => page.preload())).then(
    preloadDeferredSections,
  );
}

// react-router's route objects, made once: <Routes> would make them again from its <Route>
// children at every render, the hydration's largest step (6 ms of a desktop's CPU).
const routes: RouteObject[] = [
  {
    element: <Layout routeNeeds={routeNeeds} />,
    children: siteRoutes.map(({ path, route }) => {
      const Page = views[route.page];
      const props = route.meta.kind === 'legal' ? { page: route.meta.page } : {};
      // A gate per route (its path holds the language) waits for its texts, the shared ones among
      // them: a prerendered page embeds only those it shows. Updated in place, a section still
      // waiting for the visitor to come near would hold the navigation's transition, and a
      // gate would keep the state of the route before.
      const gate = (
        <NamespaceGate key={path} ns={['common', ...route.ns]}>
          <Page {...props} />
        </NamespaceGate>
      );
      return { path, element: gate };
    }),
  },
];

export function App() {
  return useRoutes(routes);
}
