import { useTranslation } from 'react-i18next';
import { Link } from '../ui/link';
import { NotFound } from '../components/not-found';
import { button } from '../ui/ui.css';
import { paths } from '../../data/routes';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <NotFound>
      <Link to={paths.home} className={button.primary}>
        {t('notFound.home')}
      </Link>
    </NotFound>
  );
}
