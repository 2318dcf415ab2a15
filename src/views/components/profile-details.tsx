import { useTranslation } from 'react-i18next';
import {
  experienceYears,
  flagFor,
  flagPictureFor,
  type Professional,
} from '../../data/professional';
import { looseList, looseText } from '../../i18n/loose';
import { bulletList } from '../ui/ui.css';
import { pictureSources } from '../../data/images';
import { Picture } from './picture';
import { useCurrentYear } from '../use-current-year';
import { ProfileContactLinks } from './profile-contact-links';
import * as styles from './profile.css';

// profile.css: at most 18 rem wide, narrower only when the container (1 rem padding) is.
const profilePortraitSizes = '(max-width: 319px) calc(100vw - 2rem), 18rem';
// profile.css: an award's image is 3 rem square.
const awardSizes = '3rem';

type Props = {
  person: Professional;
  heading: 'h1' | 'h2';
  /** The portrait is above the fold, likely the largest paint: fetched first, not lazily. */
  priority?: boolean;
};

export function ProfileDetails({ person, heading: Title, priority = Title === 'h1' }: Props) {
  const { t } = useTranslation('professionals');
  const year = useCurrentYear();
  const Sub = Title === 'h1' ? 'h2' : 'h3';
  const base = `people.${person.id}`;
  const listBlock = (key: 'practiceAreas' | 'education' | 'experience') => (
    <section>
      <Sub className={styles.blockTitle}>{t(`labels.${key}`)}</Sub>
      <ul className={bulletList}>
        {looseList(t, `${base}.${key}`).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
  const name = looseText(t, `${base}.name`);
  return (
    <article className={styles.root} aria-labelledby={`profile-${person.id}`}>
      <Picture
        className={styles.portrait}
        sources={pictureSources(person.img)}
        sizes={profilePortraitSizes}
        alt={name}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
      />
      <div>
        <Title
          id={`profile-${person.id}`}
          tabIndex={Title === 'h1' ? -1 : undefined}
          className={styles.name}
        >
          {name}
        </Title>
        <p className={styles.role}>{t(`titles.${person.title}`)}</p>
        <p className={styles.meta}>
          {t('labels.yearsExperience', { count: experienceYears(person, year) })}
        </p>
        {looseList(t, `${base}.bio`).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <ProfileContactLinks person={person} />
        <div className={styles.blocks}>
          {listBlock('practiceAreas')}
          <section>
            <Sub className={styles.blockTitle}>{t('labels.languages')}</Sub>
            <ul className={styles.plainList}>
              {person.languages.map((lng) => (
                <li key={lng}>
                  <img
                    className={styles.flag}
                    src={flagPictureFor(lng)}
                    alt={flagFor(lng)}
                    aria-hidden="true"
                    width={20}
                    height={15}
                    loading="lazy"
                  />{' '}
                  {t(`languages.${lng}`)}
                </li>
              ))}
            </ul>
          </section>
          {listBlock('education')}
          {listBlock('experience')}
        </div>
        {person.awards.length > 0 && (
          <section>
            <Sub className={styles.blockTitle}>{t('labels.awards')}</Sub>
            <ul className={styles.awards}>
              {person.awards.map((award) => (
                <li key={award.key} className={styles.award}>
                  <Picture
                    className={styles.awardImage}
                    sources={pictureSources(award.imageUrl)}
                    sizes={awardSizes}
                    alt=""
                    loading="lazy"
                  />
                  {looseText(t, `${base}.awards.${award.key}`)}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </article>
  );
}
