import { Route, Routes } from 'react-router-dom';
import { legalRoutes } from '../data/routes';
import { Layout } from './layout/Layout';
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

export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="expertise" element={<ExpertisePage />} />
        <Route path="expertise/:id" element={<ServicePage />} />
        <Route path="professionals" element={<ProfessionalsPage />} />
        <Route path="professionals/:id" element={<ProfilePage />} />
        <Route path="publication" element={<PublicationPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path={legalRoutes.privacy.slice(1)} element={<LegalPage page="privacy" />} />
        <Route path={legalRoutes.terms.slice(1)} element={<LegalPage page="terms" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
