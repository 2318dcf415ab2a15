import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Header } from './header';
import { Footer } from './footer';
import { MenuContext } from './menu-context';
import { ToastHost } from './toast-host';
import { LoadFailureNotice } from './load-failure-notice';
import { PageOutlet } from './page-error-boundary';
import { useRouteFocus } from './use-route-focus';
import { useLanguageFromPath } from './use-language-from-path';
import { usePrefetchOnIntent, type RouteNeeds } from './use-prefetch-on-intent';
import { inspectOptions } from '../inspector';
import { StaticPart } from '../static-part';
import * as styles from './layout.css';

/** The page's main content: the skip link's target, and what the first paint waits for. */
export const mainId = 'main';

function RouteEffects({ routeNeeds }: { routeNeeds: RouteNeeds }) {
  useRouteFocus();
  useLanguageFromPath();
  usePrefetchOnIntent(routeNeeds);
  return null;
}

export function Layout({ routeNeeds }: { routeNeeds: RouteNeeds }) {
  const { t } = useTranslation();
  return (
    <MenuContext.Provider options={inspectOptions()}>
      <RouteEffects routeNeeds={routeNeeds} />
      <div className={styles.shell}>
        <a href={`#${mainId}`} className={styles.skip}>
          {t('skipToContent')}
        </a>
        {/* Each boundary hydrates in a task of its own, so a phone's main thread is never held
            for the whole page; a tap on a part not yet hydrated hydrates that part first. */}
        <Suspense>
          <Header />
        </Suspense>
        <main id={mainId} tabIndex={-1} className={styles.main}>
          <Suspense>
            <PageOutlet />
          </Suspense>
        </main>
        <StaticPart>
          <Footer />
        </StaticPart>
      </div>
      <ToastHost />
      <LoadFailureNotice />
    </MenuContext.Provider>
  );
}
