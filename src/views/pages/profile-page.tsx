import { usePage } from '../use-page';
import { useTranslation } from 'react-i18next';
import { looseText } from '../../i18n/loose';
import { idsAt } from '../../i18n/publications';
import { professionalIn } from '../../i18n/people';
import { PageHead } from '../components/page-head';
import { personJsonLd } from '../../seo/structured-data';
import { ProfileDetails } from '../components/profile-details';
import { GoBackLink } from '../components/go-back-link';
import { NotFound } from '../components/not-found';
import { container, section } from '../ui/ui.css';
import * as styles from './pages.css';
import { paths } from '../../data/routes';
import { RelatedArticles } from '../components/related-articles';
import { StaticPart } from '../static-part';

export function ProfilePage() {
  const { t, i18n } = useTranslation(['professionals', 'common']);
  const { lng, id = '' } = usePage();
  const person = professionalIn(i18n, id);
  const back = <GoBackLink label={t('labels.goBack')} fallback={paths.professionals} />;
  if (!person) return <NotFound title={t('labels.notFound')}>{back}</NotFound>;
  const title = t(`titles.${person.title}`);
  const name = looseText(t, `people.${person.id}.name`);
  return (
    <div className={`${container} ${section}`}>
      <PageHead
        subject={name}
        type="profile"
        description={looseText(t, `people.${person.id}.description`, { name, title })}
        parent="professionals"
        jsonLd={import.meta.env.SSR ? [personJsonLd(person, t, lng)] : undefined}
      />
      <StaticPart>
        <div
          className={styles.profileBanner}
          style={{ backgroundImage: `url(${person.bgimg})` }}
          aria-hidden="true"
        />
        <ProfileDetails person={person} heading="h1" />
        <RelatedArticles
          slugs={idsAt(i18n, 'professionals', `people.${person.id}.articles`)}
          of={{ author: person.id }}
          className={section}
        />
        <div className={styles.actions}>{back}</div>
      </StaticPart>
    </div>
  );
}
