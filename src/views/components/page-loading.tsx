import { useTranslation } from 'react-i18next';
import { container, section } from '../ui/ui.css';

/** What a page shows while its chunk or its texts are on the way. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className={`${container} ${section}`} role="status">
      {t('loading')}
    </div>
  );
}
