import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { button } from '../ui/ui.css';
import { MessageBlock } from '../ui/message-block';

/** A page whose texts or code failed to load: a link that loads its URL afresh. */
export function PageUnavailable() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <MessageBlock title={t('pageUnavailable.title')} text={t('pageUnavailable.text')}>
      <a href={pathname} className={button.primary}>
        {t('pageUnavailable.retry')}
      </a>
    </MessageBlock>
  );
}
