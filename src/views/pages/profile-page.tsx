import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { findProfessional } from '../../data/professionals';
import { usePageTitle } from '../layout/use-page-title';
import { ProfileDetails } from '../components/profile-details';
import { GoBackLink } from '../components/go-back-link';
import { NotFoundBlock } from '../components/not-found-block';
import { container, section } from '../ui.css';
import * as styles from './pages.css';
import { paths } from '../../data/routes';

export function ProfilePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('professionals');
  const person = findProfessional(id);
  usePageTitle(
    undefined,
    person ? `people.${person.id}` : 'notFound',
    person ? { name: person.name, title: t(`titles.${person.title}`) } : undefined,
  );
  const back = <GoBackLink label={t('labels.goBack')} fallback={paths.professionals} />;
  if (!person) return <NotFoundBlock title={t('labels.notFound')}>{back}</NotFoundBlock>;
  return (
    <div className={`${container} ${section}`}>
      <div
        className={styles.profileBanner}
        style={{ backgroundImage: `url(${person.bgimg})` }}
        aria-hidden="true"
      />
      <ProfileDetails person={person} heading="h1" />
      <div className={styles.actions}>{back}</div>
    </div>
  );
}
