import { StrictMode, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { App } from './app';
import { RenderedYear } from './use-current-year';

type Props = {
  i18n: I18n;
  router: (props: { children: ReactNode }) => ReactNode;
  /** The year the HTML was (or is being) prerendered in: hydration renders it (use-current-year). */
  renderedYear?: number;
};

export function Root({ i18n, router: Router, renderedYear }: Props) {
  return (
    <StrictMode>
      <RenderedYear value={renderedYear}>
        <I18nextProvider i18n={i18n}>
          <Router>
            <App />
          </Router>
        </I18nextProvider>
      </RenderedYear>
    </StrictMode>
  );
}
