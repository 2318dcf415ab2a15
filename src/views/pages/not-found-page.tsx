import { Link } from '../layout/link';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../layout/use-page-title';
import { NotFoundBlock } from '../components/not-found-block';
import { button } from '../ui.css';
import { paths } from '../../data/routes';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(undefined, 'notFound');
  return (
    <NotFoundBlock title={t('notFound.title')} text={t('notFound.text')}>
      <Link to={paths.home} className={button.primary}>
        {t('notFound.home')}
      </Link>
    </NotFoundBlock>
  );
}
