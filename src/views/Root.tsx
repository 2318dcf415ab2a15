import { StrictMode, useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { detectPreferredLanguage, preloadAllNamespacesWhenIdle } from '../i18n/client';
import { App } from './App';

/**
 * After hydration (never before: that would mismatch the prerendered HTML) switch to the
 * visitor's language and fetch the remaining namespaces so later navigation needs no wait.
 */
function LanguageSync({ i18n }: { i18n: I18n }) {
  useEffect(() => {
    void detectPreferredLanguage(i18n).then(() => preloadAllNamespacesWhenIdle(i18n));
  }, [i18n]);
  return null;
}

export function Root({
  i18n,
  router: Router,
}: {
  i18n: I18n;
  router: (props: { children: ReactNode }) => ReactNode;
}) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <Router>
          <App />
        </Router>
        <LanguageSync i18n={i18n} />
      </I18nextProvider>
    </StrictMode>
  );
}
