import { StrictMode, useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { detectPreferredLanguageNextTask } from '../i18n/client';
import { App } from './App';

/**
 * After hydration (never before: that would mismatch the prerendered HTML) switch to the
 * visitor's language, in a task of its own: the detector's cookie and storage probes cost a few
 * milliseconds, and the hydration's effects already fill a task (decision 0014). Other pages'
 * texts are fetched when a link is about to be followed (usePrefetchOnIntent), not on every
 * first visit.
 */
function LanguageSync({ i18n, onReady }: { i18n: I18n; onReady?: () => void }) {
  useEffect(() => {
    onReady?.();
    return detectPreferredLanguageNextTask(i18n);
  }, [i18n, onReady]);
  return null;
}

export function Root({
  i18n,
  router: Router,
  onReady,
}: {
  i18n: I18n;
  router: (props: { children: ReactNode }) => ReactNode;
  /** Called once the tree has hydrated (or rendered) and its effects ran. */
  onReady?: () => void;
}) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <Router>
          <App />
        </Router>
        <LanguageSync i18n={i18n} onReady={onReady} />
      </I18nextProvider>
    </StrictMode>
  );
}
