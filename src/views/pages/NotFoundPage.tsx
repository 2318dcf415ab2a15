import { Link } from '../layout/localized-links';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../layout/use-page-title';
import { NotFoundBlock } from '../components/NotFoundBlock';
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
