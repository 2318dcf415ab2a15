import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { professionalsIn } from '../../i18n/people';
import { PageHead } from '../components/page-head';
import { usePage } from '../use-page';
import { personJsonLd } from '../../seo/structured-data';
import { PageHeader } from '../ui/page-header';
import { ProfileDetails } from '../components/profile-details';
import { container, section } from '../ui/ui.css';
import * as profile from '../components/profile.css';
import { StaticPart } from '../static-part';

export function ProfessionalsPage() {
  const { t, i18n } = useTranslation(['professionals', 'common']);
  const professionals = professionalsIn(i18n);
  const { lng } = usePage();
  return (
    <>
      <PageHead
        label={t('common:nav.professionals')}
        description={t('page.description')}
        jsonLd={
          import.meta.env.SSR
            ? professionals.map((person) => personJsonLd(person, t, lng))
            : undefined
        }
      />
      <StaticPart>
        <PageHeader title={t('page.title')} intro={t('page.intro')} />
        <div className={`${container} ${section}`}>
          {professionals.map((person, i) => (
            <Fragment key={person.id}>
              {i > 0 && <hr className={profile.divider} />}
              <ProfileDetails person={person} heading="h2" priority={i === 0} />
            </Fragment>
          ))}
        </div>
      </StaticPart>
    </>
  );
}
