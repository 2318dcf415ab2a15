import { Link } from '../ui/link';
import { useTranslation } from 'react-i18next';
import { experienceYears, type Professional } from '../../data/professional';
import { pictureSources } from '../../data/images';
import { Picture } from './picture';
import { useCurrentYear } from '../use-current-year';
import * as styles from './cards.css';
import { paths } from '../../data/routes';
import { looseText } from '../../i18n/loose';

// The card's image as ui.css `container` and `grid` and cards.css lay it out: 1 rem of container
// padding under 768 px, else 1.5 rem; 16 rem columns with 1.5 rem gaps, so one column up to 567 px,
// two up to 863 px, three up to 1143 px, then four in the 72 rem container; 1.5 rem card padding
// and a 1 px border.
const cardPortraitSizes =
  '(max-width: 567px) calc(100vw - 82px), (max-width: 863px) calc(50vw - 78px), ' +
  '(max-width: 1143px) calc(33.34vw - 82px), 208px';

export function ProfessionalCard({ person }: { person: Professional }) {
  const { t } = useTranslation('professionals');
  const year = useCurrentYear();
  return (
    <Link to={paths.profile(person.id)} className={styles.cardLink}>
      <Picture
        className={styles.portrait}
        sources={pictureSources(person.img)}
        sizes={cardPortraitSizes}
        alt=""
        loading="lazy"
        decoding="async"
      />
      <h3 className={styles.title}>{looseText(t, `people.${person.id}.name`)}</h3>
      <p className={styles.role}>{t(`titles.${person.title}`)}</p>
      <p className={styles.text}>
        {t('labels.yearsExperience', { count: experienceYears(person, year) })}
      </p>
    </Link>
  );
}
