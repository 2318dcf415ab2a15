import { Link } from '../layout/link';
import { useTranslation } from 'react-i18next';
import { PageHead } from '../layout/page-head';
import { NotFoundBlock } from '../components/not-found-block';
import { button } from '../ui.css';
import { paths } from '../../data/routes';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <NotFoundBlock title={t('notFound.title')} text={t('notFound.text')}>
      <PageHead description={t('notFound.description')} notFound />
      <Link to={paths.home} className={button.primary}>
        {t('notFound.home')}
      </Link>
    </NotFoundBlock>
  );
}
