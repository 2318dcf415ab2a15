import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../layout/use-page-title';
import { NotFoundBlock } from '../components/NotFoundBlock';
import { button } from '../ui.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(undefined, 'notFound');
  return (
    <NotFoundBlock title={t('notFound.title')} text={t('notFound.text')}>
      <Link to="/" className={button.primary}>
        {t('notFound.home')}
      </Link>
    </NotFoundBlock>
  );
}
