import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { findRoute, notFoundRoute, pageRoutes, type PageRoute } from '../data/routes';
import { defaultLanguage, languages, localizePath } from '../data/languages';
import { Layout } from './layout/layout';
import type { RouteNeeds } from './layout/use-prefetch-on-intent';
import { NamespaceGate } from './components/namespace-gate';
import { PageLoading } from './components/page-loading';
import { lazyPage, type LazyComponent } from './lazy-page';
import { preloadDeferredSections } from './deferred-section';
import './theme/global.css';
// The Myanmar font's faces for a switch to Burmese in the app (a Burmese page carries its own).
import './theme/myanmar-font.css';

const loading = <PageLoading />;

// Route-level code splitting: each page is its own chunk, so a first visit downloads the shell
// and the one page it shows (docs/decisions/0018). The chunk is named after the page's module.
const HomePage = lazyPage(() => import('./pages/home-page').then((m) => m.HomePage), loading);
const AboutPage = lazyPage(() => import('./pages/about-page').then((m) => m.AboutPage), loading);
const ExpertisePage = lazyPage(
  () => import('./pages/expertise-page').then((m) => m.ExpertisePage),
  loading,
);
const ServicePage = lazyPage(
  () => import('./pages/service-page').then((m) => m.ServicePage),
  loading,
);
const ProfessionalsPage = lazyPage(
  () => import('./pages/professionals-page').then((m) => m.ProfessionalsPage),
  loading,
);
const ProfilePage = lazyPage(
  () => import('./pages/profile-page').then((m) => m.ProfilePage),
  loading,
);
const PublicationPage = lazyPage(
  () => import('./pages/publication-page').then((m) => m.PublicationPage),
  loading,
);
const ContactPage = lazyPage(
  () => import('./pages/contact-page').then((m) => m.ContactPage),
  loading,
);
const LegalPage = lazyPage(() => import('./pages/legal-page').then((m) => m.LegalPage), loading);
const NotFoundPage = lazyPage(
  () => import('./pages/not-found-page').then((m) => m.NotFoundPage),
  loading,
);

/** Each view of the route manifest, by name. */
const views = {
  'home-page': HomePage,
  'about-page': AboutPage,
  'expertise-page': ExpertisePage,
  'service-page': ServicePage,
  'professionals-page': ProfessionalsPage,
  'profile-page': ProfilePage,
  'publication-page': PublicationPage,
  'contact-page': ContactPage,
  'legal-page': LegalPage,
  'not-found-page': NotFoundPage,
} satisfies Record<PageRoute['page'], LazyComponent<never>>;

function pageElement(route: PageRoute): ReactNode {
  if (route.meta.kind === 'legal') return <LegalPage page={route.meta.page} />;
  const Page = views[route.page] as LazyComponent<object>;
  return <Page />;
}

/** The page a path (in any language) shows, with the namespaces it needs: to fetch ahead of a navigation. */
export const routeNeeds: RouteNeeds = (pathname) => {
  const { route } = findRoute(pathname);
  return { ns: route.ns, preload: views[route.page].preload };
};

/** Every page's chunk and deferred section: the prerenderer and the view tests render any route synchronously. */
export function preloadAllPages(): Promise<void> {
  // Pages first: a page's deferred sections are known once its module has run.
  return Promise.all(Object.values(views).map((page) => page.preload())).then(
    preloadDeferredSections,
  );
}

/** Every route of the manifest in every language, then each language's 404. */
const routes = languages.flatMap(({ code }) => [
  ...pageRoutes.map((route) => ({ path: localizePath(code, route.path), route, lng: code })),
  { path: code === defaultLanguage ? '*' : `/${code}/*`, route: notFoundRoute, lng: code },
]);

export function App() {
  return (
    <Routes>
      <Route element={<Layout routeNeeds={routeNeeds} />}>
        {routes.map(({ path, route, lng }) => (
          <Route
            key={path}
            path={path}
            element={
              // Keyed by language: the same page in another language is a new page. Updated in
              // place, a part still waiting for the visitor to come near (the home page's contact
              // form) would hold the navigation's transition until then, and the switch with it.
              <NamespaceGate key={lng} ns={route.ns}>
                {pageElement(route)}
              </NamespaceGate>
            }
          />
        ))}
      </Route>
    </Routes>
  );
}
