import { useTranslation } from 'react-i18next';
import { site } from '../../data/site';
import { asList } from '../../i18n/loose';
import { PageHead } from '../components/page-head';
import { PageHeader } from '../ui/page-header';
import * as ui from '../ui/ui.css';
import * as styles from './pages.css';
import { StaticPart } from '../static-part';

const valueKeys = ['integrity', 'excellence', 'clientCentricity', 'innovation'] as const;
// The Japan desk's claim counts the lawyers who speak Japanese: one is not "lawyers".
const { ja: japaneseSpeakers = 0 }: Partial<Record<string, number>> = site.speakers;

export function AboutPage() {
  const { t } = useTranslation(['about', 'common']);
  const alliance = { lawyers: site.allianceLawyers, locations: site.allianceLocations };
  return (
    <>
      <PageHead label={t('common:nav.about')} description={t('description')} />
      <StaticPart>
        <PageHeader title={t('title')} intro={t('intro')} />
        <section className={`${ui.section} ${ui.container} ${ui.prose}`} aria-labelledby="mission">
          <h2 id="mission" className={ui.sectionTitle}>
            {t('missionTitle')}
          </h2>
          <p className={ui.lead}>{t('mission')}</p>
        </section>
        <section className={ui.sectionAlt} aria-labelledby="values">
          <div className={ui.container}>
            <h2 id="values" className={`${ui.sectionTitle} ${ui.sectionHead}`}>
              {t('valuesTitle')}
            </h2>
            <ul className={ui.grid}>
              {valueKeys.map((key) => (
                <li key={key} className={ui.card}>
                  <h3 className={styles.valueName}>{t(`values.${key}.name`)}</h3>
                  <p>{t(`values.${key}.text`)}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
        <section
          className={`${ui.section} ${ui.container} ${styles.split}`}
          aria-labelledby="alliance"
        >
          <div>
            <h2 id="alliance" className={ui.sectionTitle}>
              {t('allianceTitle')}
            </h2>
            <p className={ui.lead}>{t('alliance', alliance)}</p>
            <ul className={ui.bulletList}>
              {asList(
                t('allianceBenefits', {
                  returnObjects: true,
                  japaneseSpeakers: t('japaneseSpeakers', { count: japaneseSpeakers }),
                }),
              ).map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          </div>
          <dl className={styles.stats}>
            {(['lawyers', 'locations'] as const).map((key) => (
              <div key={key} className={styles.stat}>
                <dt className={styles.statLabel}>{t('common:firm.alliance')}</dt>
                <dd className={styles.statValue}>
                  {t(`allianceStats.${key}`, { count: alliance[key] })}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      </StaticPart>
    </>
  );
}
