import { useTranslation } from 'react-i18next';
import { loadFailureId } from '../../form-before-app';
import { button } from '../ui/ui.css';
import * as styles from './load-failure-notice.css';

// Hidden in every page until the boot script shows it, when the page's code could not load (decision
// 0018). React renders it for its translations but never changes `hidden`.
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
