import { useTranslation } from 'react-i18next';
import { loadFailureId } from '../../form-before-app';
import { button } from '../ui/ui.css';
import * as styles from './load-failure-notice.css';

/**
 * In every page, hidden: shown by the boot script when the page's code could not be loaded
 * (src/load-failure.ts, decision 0018), which also makes its button reload the page.
 * React renders it so its texts are translated; React never changes `hidden`, so what the boot
 * script showed stays shown.
 */
export function LoadFailureNotice() {
  const { t } = useTranslation();
  return (
    <div id={loadFailureId} role="alert" hidden className={styles.notice}>
      <p className={styles.notSent}>{t('loadFailure.notSent')}</p>
      <p className={styles.text}>{t('loadFailure.text')}</p>
      <button type="button" className={button.primary}>
        {t('loadFailure.reload')}
      </button>
    </div>
  );
}
