import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { experienceYears, type Professional } from '../../data/professionals';
import * as styles from './cards.css';

export function ProfessionalCard({ person }: { person: Professional }) {
  const { t } = useTranslation('professionals');
  return (
    <Link to={`/professionals/${person.id}`} className={styles.cardLink}>
      <img
        className={styles.portrait}
        src={person.img}
        alt=""
        width={600}
        height={750}
        loading="lazy"
        decoding="async"
      />
      <h3 className={styles.title}>{person.name}</h3>
      <p className={styles.role}>{t(`titles.${person.title}`)}</p>
      <p className={styles.text}>
        {t('labels.yearsExperience', { count: experienceYears(person) })}
      </p>
    </Link>
  );
}
