import { Link } from '../layout/link';
import { useTranslation } from 'react-i18next';
import { PageHead } from '../layout/page-head';
import { NotFoundBlock } from '../components/not-found-block';
import { button } from '../ui.css';
import { paths } from '../../data/routes';

export function PublicationPage() {
  const { t } = useTranslation();
  return (
    <NotFoundBlock title={t('publication.title')} text={t('publication.text')}>
      <PageHead label={t('nav.publication')} description={t('publication.description')} />
      <Link to={paths.home} className={button.primary}>
        {t('publication.home')}
      </Link>
    </NotFoundBlock>
  );
}
