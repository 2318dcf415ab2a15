import type { ReactNode } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import type { Namespace } from '../i18n/config';
import { legalRoutes } from '../data/routes';
import { Layout } from './layout/Layout';
import type { RouteNeeds } from './layout/use-prefetch-on-intent';
import { NamespaceGate, PageLoading } from './components/NamespaceGate';
import { lazyPage } from './lazy-page';
import './theme/global.css';
// Only the @font-face rules (a Myanmar-script subset, font-display: swap): the browser fetches
// the font files only when text is set in it, which the theme does for html[lang="my"] alone.
import '@fontsource/noto-sans-myanmar/myanmar-400.css';
import '@fontsource/noto-sans-myanmar/myanmar-700.css';

const loading = <PageLoading />;

// Route-level code splitting: each page is its own chunk, so a first visit downloads the shell
// and the one page it shows (docs/decisions/0008).
const HomePage = lazyPage(() => import('./pages/HomePage').then((m) => m.HomePage), loading);
const AboutPage = lazyPage(() => import('./pages/AboutPage').then((m) => m.AboutPage), loading);
const ExpertisePage = lazyPage(
  () => import('./pages/ExpertisePage').then((m) => m.ExpertisePage),
  loading,
);
const ServicePage = lazyPage(
  () => import('./pages/ServicePage').then((m) => m.ServicePage),
  loading,
);
const ProfessionalsPage = lazyPage(
  () => import('./pages/ProfessionalsPage').then((m) => m.ProfessionalsPage),
  loading,
);
const ProfilePage = lazyPage(
  () => import('./pages/ProfilePage').then((m) => m.ProfilePage),
  loading,
);
const PublicationPage = lazyPage(
  () => import('./pages/PublicationPage').then((m) => m.PublicationPage),
  loading,
);
const ContactPage = lazyPage(
  () => import('./pages/ContactPage').then((m) => m.ContactPage),
  loading,
);
const LegalPage = lazyPage(() => import('./pages/LegalPage').then((m) => m.LegalPage), loading);
const NotFoundPage = lazyPage(
  () => import('./pages/NotFoundPage').then((m) => m.NotFoundPage),
  loading,
);

interface PageRoute {
  path: string;
  /** The translation namespaces the page needs beyond `common`. */
  ns: readonly Namespace[];
  element: ReactNode;
  preload: () => Promise<void>;
}

function route(
  path: string,
  ns: readonly Namespace[],
  page: { preload: () => Promise<void> },
  element: ReactNode,
): PageRoute {
  return { path, ns, element, preload: page.preload };
}

const pages: readonly PageRoute[] = [
  route('/', ['home', 'services', 'professionals'], HomePage, <HomePage />),
  route('/about', ['about'], AboutPage, <AboutPage />),
  route('/expertise', ['services'], ExpertisePage, <ExpertisePage />),
  route('/expertise/:id', ['services'], ServicePage, <ServicePage />),
  route('/professionals', ['professionals'], ProfessionalsPage, <ProfessionalsPage />),
  route('/professionals/:id', ['professionals'], ProfilePage, <ProfilePage />),
  route('/publication', [], PublicationPage, <PublicationPage />),
  route('/contact', [], ContactPage, <ContactPage />),
  route(legalRoutes.privacy, ['legal'], LegalPage, <LegalPage page="privacy" />),
  route(legalRoutes.terms, ['legal'], LegalPage, <LegalPage page="terms" />),
  route('*', [], NotFoundPage, <NotFoundPage />),
];

function pageFor(pathname: string): PageRoute | undefined {
  return (
    pages.find((page) => page.path !== '*' && matchPath(page.path, pathname)) ??
    pages.find((page) => page.path === '*')
  );
}

/** The page a path shows, with the namespaces it needs: to fetch ahead of a navigation. */
export const routeNeeds: RouteNeeds = (pathname) => {
  const page = pageFor(pathname);
  return { ns: page?.ns ?? [], preload: page?.preload ?? (() => Promise.resolve()) };
};

/** Every page's chunk: the prerenderer and the view tests render any route synchronously. */
export function preloadAllPages(): Promise<void> {
  return Promise.all(pages.map((page) => page.preload())).then(() => undefined);
}

export function App() {
  return (
    <Routes>
      <Route element={<Layout routeNeeds={routeNeeds} />}>
        {pages.map(({ path, ns, element }) => (
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
