import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { fallbackLng, type Namespace } from '../../i18n/config';
import { ensureNamespaces, needsWholeNamespace } from '../../i18n/client';
import { button, container, section } from '../ui.css';
import { NotFoundBlock } from './NotFoundBlock';

/**
 * Renders a page only once its translations are there. Prerendered pages carry them, so this
 * shows nothing new during hydration; it matters after client-side navigation and on 404.html.
 * If a namespace failed to load, the prerendered document for this URL carries its texts, so
 * after an in-app navigation a full load is the way back to a readable page (never raw keys).
 * A namespace the page embedded in part (decision 0018) serves that page's path; any other page
 * waits until it has been fetched whole.
 */
export function NamespaceGate({ ns, children }: { ns: readonly Namespace[]; children: ReactNode }) {
  const { ready, i18n } = useTranslation([...ns]);
  const location = useLocation();
  // Texts in the current or the fallback language are enough: while another language loads,
  // the page keeps showing what it has instead of flashing a loading state.
  const navigatedInApp = location.key !== 'default';
  const needsWhole = needsWholeNamespace(i18n, ns, location.pathname);
  const [wholeFailed, setWholeFailed] = useState(false);
  const [, setCompleted] = useState(0);
  const available =
    !needsWhole &&
    ns.every(
      (n) => i18n.hasResourceBundle(i18n.language, n) || i18n.hasResourceBundle(fallbackLng, n),
    );
  const missing = (ready && !available && !needsWhole) || wholeFailed;

  useEffect(() => {
    if (!needsWhole) return;
    let current = true;
    void ensureNamespaces(i18n, ns).then((whole) => {
      if (!current) return;
      if (whole) setCompleted((count) => count + 1);
      else setWholeFailed(true);
    });
    return () => {
      current = false;
    };
  }, [needsWhole, i18n, ns]);

  useEffect(() => {
    if (missing && navigatedInApp) window.location.reload();
  }, [missing, navigatedInApp]);

  if (available) return children;
  if (missing && !navigatedInApp) return <PageUnavailable />;
  return <PageLoading />;
}

/**
 * A page that cannot be shown in this document (its texts or its code failed to load): a link
 * that loads its URL afresh, whose prerendered HTML carries everything the page needs.
 */
export function PageUnavailable() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <NotFoundBlock title={t('pageUnavailable.title')} text={t('pageUnavailable.text')}>
      <a href={pathname} className={button.primary}>
        {t('pageUnavailable.retry')}
      </a>
    </NotFoundBlock>
  );
}

/** What a page shows while its chunk or its texts are on the way. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className={`${container} ${section}`} role="status">
      {t('loading')}
    </div>
  );
}
