import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { Namespace } from '../i18n/config';
import { legalRoutes } from '../data/routes';
import { Layout } from './layout/Layout';
import { NamespaceGate } from './components/NamespaceGate';
import { HomePage } from './pages/HomePage';
import { AboutPage } from './pages/AboutPage';
import { ExpertisePage } from './pages/ExpertisePage';
import { ServicePage } from './pages/ServicePage';
import { ProfessionalsPage } from './pages/ProfessionalsPage';
import { ProfilePage } from './pages/ProfilePage';
import { PublicationPage } from './pages/PublicationPage';
import { ContactPage } from './pages/ContactPage';
import { LegalPage } from './pages/LegalPage';
import { NotFoundPage } from './pages/NotFoundPage';
import './theme/global.css';

/** Each page with the translation namespaces it needs beyond `common`. */
const pages: readonly { path: string; ns: readonly Namespace[]; element: ReactNode }[] = [
  { path: '/', ns: ['home', 'services', 'professionals'], element: <HomePage /> },
  { path: '/about', ns: ['about'], element: <AboutPage /> },
  { path: '/expertise', ns: ['services'], element: <ExpertisePage /> },
  { path: '/expertise/:id', ns: ['services'], element: <ServicePage /> },
  { path: '/professionals', ns: ['professionals'], element: <ProfessionalsPage /> },
  { path: '/professionals/:id', ns: ['professionals'], element: <ProfilePage /> },
  { path: '/publication', ns: [], element: <PublicationPage /> },
  { path: '/contact', ns: [], element: <ContactPage /> },
  { path: legalRoutes.privacy, ns: ['legal'], element: <LegalPage page="privacy" /> },
  { path: legalRoutes.terms, ns: ['legal'], element: <LegalPage page="terms" /> },
  { path: '*', ns: [], element: <NotFoundPage /> },
];

export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
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
