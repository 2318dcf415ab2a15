import { preload } from 'react-dom';
import { Link } from '../layout/link';
import { useTranslation } from 'react-i18next';
import { site } from '../../data/site';
import { findService, homeServiceIds, type Service } from '../../data/services';
import { professionals } from '../../data/professionals';
import { heroPreload } from '../../data/hero';
import { PageHead } from '../layout/page-head';
import { firmJsonLd } from '../layout/structured-data';
import { Hero } from '../components/hero';
import { FeatureCard } from '../components/feature-card';
import { ServiceCard } from '../components/service-card';
import { ProfessionalCard } from '../components/professional-card';
import { deferredSection } from '../deferred-section';
import { useCurrentYear } from '../use-current-year';
import { container, eyebrow, grid, lead, section, sectionAlt, textLink } from '../ui.css';
import * as styles from './pages.css';
import { paths } from '../../data/routes';

// The contact form is the page's last section: its code (the form machine, validation, drafts)
// loads when the visitor comes near it, not with the page (decision 0018).
const ContactSection = deferredSection(
  () => import('../components/contact-section').then((m) => m.ContactSection),
  'contact-section',
);

const teaserServices = homeServiceIds.map(findService).filter((s): s is Service => Boolean(s));

function AboutTeaser() {
  const { t } = useTranslation('home');
  const years = useCurrentYear() - site.foundedYear;
  return (
    <section className={section} aria-labelledby="about-teaser">
      <div className={`${container} ${styles.split}`}>
        <div>
          <span className={eyebrow}>{t('about.eyebrow')}</span>
          <h2 id="about-teaser" className={styles.sectionTitle}>
            {t('about.title')}
          </h2>
          <p className={lead}>{t('about.text', { locations: site.allianceLocations })}</p>
          <Link to={paths.about} className={textLink}>
            {t('about.link')}
          </Link>
        </div>
        <dl className={styles.stats} aria-label={t('stats.label')}>
          {[
            [String(years), t('stats.years')],
            [`${site.allianceLawyers}+`, t('stats.allianceLawyers')],
            [`${site.allianceLocations}+`, t('stats.locations')],
            ['3', t('stats.languages')],
          ].map(([value, label]) => (
            <div key={label} className={styles.stat}>
              <dt className={styles.statLabel}>{label}</dt>
              <dd className={styles.statValue}>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

function ExpertiseTeaser() {
  const { t } = useTranslation('services');
  return (
    <section className={sectionAlt} aria-labelledby="expertise-teaser">
      <div className={container}>
        <div className={styles.sectionHead}>
          <h2 id="expertise-teaser" className={styles.sectionTitle}>
            {t('teaser.title')}
          </h2>
          <p className={lead}>{t('teaser.intro')}</p>
        </div>
        <ul className={grid}>
          {teaserServices.map((service) => (
            <li key={service.id}>
              <ServiceCard service={service} />
            </li>
          ))}
          <li>
            <FeatureCard
              to={paths.expertise}
              title={t('teaser.discoverMore')}
              text={t('teaser.discoverMoreText')}
            />
          </li>
        </ul>
      </div>
    </section>
  );
}

function ProfessionalsTeaser() {
  const { t } = useTranslation('professionals');
  return (
    <section className={section} aria-labelledby="professionals-teaser">
      <div className={container}>
        <div className={styles.sectionHead}>
          <h2 id="professionals-teaser" className={styles.sectionTitle}>
            {t('teaser.title')}
          </h2>
          <p className={lead}>{t('teaser.intro')}</p>
        </div>
        <ul className={grid}>
          {professionals.map((person) => (
            <li key={person.id}>
              <ProfessionalCard person={person} />
            </li>
          ))}
          <li>
            <FeatureCard
              to={paths.professionals}
              title={t('teaser.exploreMore')}
              text={t('teaser.exploreMoreText')}
            />
          </li>
        </ul>
      </div>
    </section>
  );
}

export function HomePage() {
  const { t } = useTranslation();
  const { t: th, i18n } = useTranslation('home');
  const description = th('description');
  const hero = heroPreload();
  if (hero) preload(hero.href, { as: 'image', fetchPriority: 'high', ...hero });
  return (
    <>
      {/* A shared link to the home page is titled with the firm's name alone. */}
      <PageHead
        label={t('nav.home')}
        subject=""
        description={description}
        jsonLd={
          import.meta.env.SSR
            ? [firmJsonLd(description, i18n.language, t('firm', { returnObjects: true }))]
            : undefined
        }
      />
      <Hero />
      <AboutTeaser />
      <ExpertiseTeaser />
      <ProfessionalsTeaser />
      <ContactSection />
    </>
  );
}
