import { useEffect, useReducer, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { localizePath, type Namespace } from '../../data/languages';
import { fallbackLng } from '../../i18n/config';
import { ensureNamespaces, needsWholeNamespace } from '../../i18n/client';
import { usePage } from '../use-page';
import { hasStylesFor, loadWholeStylesheet } from '../whole-stylesheet';
import { PageLoading } from './page-loading';
import { PageUnavailable } from './page-unavailable';

/**
 * Renders a page once its translations are there: after an in-app navigation and on 404.html (a
 * prerendered page carries its own, decision 0002), and on another page than the HTML's its styles
 * too (decision 0033). If they fail, a full load of the URL is the way back to a readable page, never
 * raw keys.
 */
export function NamespaceGate({ ns, children }: { ns: readonly Namespace[]; children: ReactNode }) {
  const { ready, i18n } = useTranslation([...ns]);
  const navigatedInApp = useLocation().key !== 'default';
  const { lng, path } = usePage();
  const address = localizePath(lng, path);
  const needsWhole = needsWholeNamespace(i18n, ns, address);
  const needsStyles = !hasStylesFor(address);
  /** Set when a partial namespace or the styles could not be fetched whole; counts those that were. */
  const [wholeFailed, setWholeFailed] = useState(false);
  const [, fetched] = useReducer((count: number) => count + 1, 0);
  // Texts in the current or the fallback language are enough: no loading flash while one loads.
  const available =
    !needsWhole &&
    !needsStyles &&
    ns.every(
      (n) => i18n.hasResourceBundle(i18n.language, n) || i18n.hasResourceBundle(fallbackLng, n),
    );
  const missing = (ready && !available && !needsWhole && !needsStyles) || wholeFailed;

  useEffect(() => {
    if (needsWhole)
      void ensureNamespaces(i18n, ns).then((whole) => (whole ? fetched() : setWholeFailed(true)));
  }, [needsWhole, i18n, ns]);
  useEffect(() => {
    if (needsStyles)
      void loadWholeStylesheet().then((loaded) => (loaded ? fetched() : setWholeFailed(true)));
  }, [needsStyles]);

  useEffect(() => {
    if (missing && navigatedInApp) window.location.reload();
  }, [missing, navigatedInApp]);

  if (available) return children;
  if (missing && !navigatedInApp) return <PageUnavailable />;
  return <PageLoading />;
}
