import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Namespace } from '../../i18n/config';
import { container, section } from '../ui.css';

/**
 * Renders a page only once its translations are there. Prerendered pages carry them, so this
 * shows nothing new during hydration; it matters after client-side navigation and on 404.html.
 */
export function NamespaceGate({ ns, children }: { ns: readonly Namespace[]; children: ReactNode }) {
  const { ready } = useTranslation([...ns]);
  const { t } = useTranslation();
  if (ready) return children;
  return (
    <div className={`${container} ${section}`} role="status">
      {t('loading')}
    </div>
  );
}
