import { Link } from '../layout/link';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../layout/use-page-title';
import { NotFoundBlock } from '../components/not-found-block';
import { button } from '../ui.css';
import { paths } from '../../data/routes';

export function PublicationPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.publication'), 'publication');
  return (
    <NotFoundBlock title={t('publication.title')} text={t('publication.text')}>
      <Link to={paths.home} className={button.primary}>
        {t('publication.home')}
      </Link>
    </NotFoundBlock>
  );
}
