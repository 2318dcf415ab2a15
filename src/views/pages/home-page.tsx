import type { PropsWithChildren } from 'react';
import { preload } from 'react-dom';
import { Link } from '../ui/link';
import { useTranslation } from 'react-i18next';
import { site } from '../../data/site';
import { homeServiceIds, services } from '../../data/services';
import { homeProfessionals } from '../../data/home-professionals';
import { heroPreload } from '../../data/hero';
import { PageHead } from '../components/page-head';
import { firmJsonLd } from '../../seo/structured-data';
import { Hero } from '../components/hero';
import { FeatureCard } from '../components/feature-card';
import { SectionHead } from '../ui/section-head';
import { ServiceCard } from '../components/service-card';
import { ProfessionalCard } from '../components/professional-card';
import { deferredSection } from '../deferred-section';
import { StaticPart } from '../static-part';
import { useCurrentYear } from '../use-current-year';
import { usePage } from '../use-page';
import { localDigits } from '../../i18n/local-digits';
import * as ui from '../ui/ui.css';
import * as styles from './pages.css';
import { paths } from '../../data/routes';

// The contact form is the page's last section: its code (the form machine, validation, drafts)
// loads when the visitor comes near it, not with the page (decision 0018).
const ContactSection = deferredSection(
  () => import('../components/contact-section').then((m) => m.ContactSection),
  'contact-section',
);

const teaserServices = services.filter(({ id }) => homeServiceIds.includes(id));

function AboutTeaser() {
  const { t } = useTranslation('home');
  const years = useCurrentYear() - site.foundedYear;
  const { lng } = usePage();
  return (
    <section
      className={`${ui.section} ${ui.container} ${styles.split}`}
      aria-labelledby="about-teaser"
    >
      <div>
        <span className={ui.eyebrow}>{t('about.eyebrow')}</span>
        <h2 id="about-teaser" className={ui.sectionTitle}>
          {t('about.title')}
        </h2>
        <p className={ui.lead}>{t('about.text', { locations: site.allianceLocations })}</p>
        <Link to={paths.about} className={ui.textLink}>
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
            <dd className={styles.statValue}>{localDigits(lng, value!)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

type TeaserProps = PropsWithChildren<{
  ns: 'services' | 'professionals';
  className: string;
  to: string;
  more: 'discoverMore' | 'exploreMore';
}>;

/** A home-page section: a heading, then a grid of cards ending with a link to the full list. */
function Teaser({ ns, className, to, more, children }: TeaserProps) {
  const { t } = useTranslation(ns);
  const id = ns === 'services' ? 'expertise-teaser' : 'professionals-teaser';
  return (
    <section className={className} aria-labelledby={id}>
      <div className={ui.container}>
        <SectionHead id={id} title={t('teaser.title')} intro={t('teaser.intro')} />
        <ul className={ui.grid}>
          {children}
          <li>
            <FeatureCard to={to} title={t(`teaser.${more}`)} text={t(`teaser.${more}Text`)} />
          </li>
        </ul>
      </div>
    </section>
  );
}

export function HomePage() {
  const { t } = useTranslation(['home', 'common']);
  const { lng } = usePage();
  const description = t('description');
  const hero = heroPreload();
  if (hero) preload(hero.href, { as: 'image', fetchPriority: 'high', ...hero });
  return (
    <>
      {/* A shared link to the home page is titled with the firm's name alone. */}
      <PageHead
        label={t('common:nav.home')}
        subject=""
        description={description}
        jsonLd={
          import.meta.env.SSR
            ? [firmJsonLd(description, lng, t('common:firm', { returnObjects: true }))]
            : undefined
        }
      />
      <Hero />
      <StaticPart>
        <AboutTeaser />
        <Teaser ns="services" className={ui.sectionAlt} to={paths.expertise} more="discoverMore">
          {teaserServices.map((service) => (
            <li key={service.id}>
              <ServiceCard service={service} />
            </li>
          ))}
        </Teaser>
        <Teaser
          ns="professionals"
          className={ui.section}
          to={paths.professionals}
          more="exploreMore"
        >
          {homeProfessionals.map((person) => (
            <li key={person.id}>
              <ProfessionalCard person={person} />
            </li>
          ))}
        </Teaser>
      </StaticPart>
      <ContactSection />
    </>
  );
}
