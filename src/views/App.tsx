import type { ReactNode } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import type { Namespace } from '../i18n/config';
import { legalRoutes } from '../data/routes';
import { Layout } from './layout/Layout';
import type { RouteNeeds } from './layout/use-prefetch-on-intent';
import { NamespaceGate, PageLoading } from './components/NamespaceGate';
import { lazyPage, type LazyPage } from './lazy-page';
import { preloadDeferredSections } from './deferred-section';
import './theme/global.css';
// Only the @font-face rules (a Myanmar-script subset, font-display: swap): the browser fetches
// the font files only when text is set in it, which the theme does for html[lang="my"] alone.
import '@fontsource/noto-sans-myanmar/myanmar-400.css';
import '@fontsource/noto-sans-myanmar/myanmar-700.css';

const loading = <PageLoading />;

// Route-level code splitting: each page is its own chunk, so a first visit downloads the shell
// and the one page it shows (docs/decisions/0008). The chunk is named after the page's module.
const HomePage = lazyPage(
  'HomePage',
  () => import('./pages/HomePage').then((m) => m.HomePage),
  loading,
);
const AboutPage = lazyPage(
  'AboutPage',
  () => import('./pages/AboutPage').then((m) => m.AboutPage),
  loading,
);
const ExpertisePage = lazyPage(
  'ExpertisePage',
  () => import('./pages/ExpertisePage').then((m) => m.ExpertisePage),
  loading,
);
const ServicePage = lazyPage(
  'ServicePage',
  () => import('./pages/ServicePage').then((m) => m.ServicePage),
  loading,
);
const ProfessionalsPage = lazyPage(
  'ProfessionalsPage',
  () => import('./pages/ProfessionalsPage').then((m) => m.ProfessionalsPage),
  loading,
);
const ProfilePage = lazyPage(
  'ProfilePage',
  () => import('./pages/ProfilePage').then((m) => m.ProfilePage),
  loading,
);
const PublicationPage = lazyPage(
  'PublicationPage',
  () => import('./pages/PublicationPage').then((m) => m.PublicationPage),
  loading,
);
const ContactPage = lazyPage(
  'ContactPage',
  () => import('./pages/ContactPage').then((m) => m.ContactPage),
  loading,
);
const LegalPage = lazyPage(
  'LegalPage',
  () => import('./pages/LegalPage').then((m) => m.LegalPage),
  loading,
);
const NotFoundPage = lazyPage(
  'NotFoundPage',
  () => import('./pages/NotFoundPage').then((m) => m.NotFoundPage),
  loading,
);

interface PageRoute {
  path: string;
  /** The name of the page's chunk (`LazyPage.chunk`). */
  chunk: string;
  /** The translation namespaces the page needs beyond `common`. */
  ns: readonly Namespace[];
  element: ReactNode;
  preload: () => Promise<void>;
}

/** A route showing `Page` (with `props`), whose chunk `preload` fetches ahead of a navigation. */
function route<P extends object>(
  path: string,
  ns: readonly Namespace[],
  Page: LazyPage<P>,
  props: P,
): PageRoute {
  return { path, ns, chunk: Page.chunk, element: <Page {...props} />, preload: Page.preload };
}

const pages: readonly PageRoute[] = [
  route('/', ['home', 'services', 'professionals'], HomePage, {}),
  route('/about', ['about'], AboutPage, {}),
  route('/expertise', ['services'], ExpertisePage, {}),
  route('/expertise/:id', ['services'], ServicePage, {}),
  route('/professionals', ['professionals'], ProfessionalsPage, {}),
  route('/professionals/:id', ['professionals'], ProfilePage, {}),
  route('/publication', [], PublicationPage, {}),
  route('/contact', [], ContactPage, {}),
  route(legalRoutes.privacy, ['legal'], LegalPage, { page: 'privacy' }),
  route(legalRoutes.terms, ['legal'], LegalPage, { page: 'terms' }),
];
const notFound = route('*', [], NotFoundPage, {});
const routes = [...pages, notFound];

const pageRoute = (pathname: string): PageRoute =>
  pages.find((page) => matchPath(page.path, pathname)) ?? notFound;

/** The page a path shows, with the namespaces it needs: to fetch ahead of a navigation. */
export const routeNeeds: RouteNeeds = pageRoute;

/** The name of the chunk of the page a path shows: for the prerenderer (decision 0012). */
export const pageChunk = (pathname: string): string => pageRoute(pathname).chunk;

/** Every page's chunk and deferred section: the prerenderer and the view tests render any route synchronously. */
export function preloadAllPages(): Promise<void> {
  // Pages first: a page's deferred sections are known once its module has run.
  return Promise.all(routes.map((page) => page.preload())).then(preloadDeferredSections);
}

export function App() {
  return (
    <Routes>
      <Route element={<Layout routeNeeds={routeNeeds} />}>
        {routes.map(({ path, ns, element }) => (
          <Route
            key={path}
            path={path}
            element={<NamespaceGate ns={ns}>{element}</NamespaceGate>}
          />
        ))}
      </Route>
    </Routes>
  );
}
