import { useTranslation } from 'react-i18next';
import { button } from '../ui.css';
import * as styles from './load-failure-notice.css';

/**
 * In every page, hidden: shown by the boot script when the page's code could not be loaded
 * (src/views/load-failure.ts, decision 0011), which also makes its button reload the page.
 * React renders it so its texts are translated; React never changes `hidden`, so what the boot
 * script showed stays shown. The ids are `loadFailureIds`, written out: importing that module
 * here would pull it into the app chunk, and the boot script would wait for all of the app.
 */
export function LoadFailureNotice() {
  const { t } = useTranslation();
  return (
    <div id="load-failure" role="alert" hidden className={styles.notice}>
      <p id="load-failure-not-sent" hidden className={styles.notSent}>
        {t('loadFailure.notSent')}
      </p>
      <p className={styles.text}>{t('loadFailure.text')}</p>
      <button type="button" className={button.primary}>
        {t('loadFailure.reload')}
      </button>
    </div>
  );
}
