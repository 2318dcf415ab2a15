import { useTranslation } from 'react-i18next';
import { services } from '../../data/services';
import { asList } from '../../i18n/loose';
import { PageHead } from '../components/page-head';
import { PageHeader } from '../ui/page-header';
import { ServiceCard } from '../components/service-card';
import { SectionHead } from '../ui/section-head';
import { card, container, grid, section, sectionAlt } from '../ui/ui.css';
import * as styles from './pages.css';
import { StaticPart } from '../static-part';

export function ExpertisePage() {
  const { t } = useTranslation(['services', 'common']);
  return (
    <>
      <PageHead label={t('common:nav.expertise')} description={t('page.description')} />
      <StaticPart>
        <PageHeader title={t('page.title')} intro={t('page.intro')} />
        <section className={`${section} ${container}`} aria-label={t('page.title')}>
          <ul className={grid}>
            {services.map((service) => (
              <li key={service.id}>
                <ServiceCard service={service} heading="h2" />
              </li>
            ))}
          </ul>
        </section>
        <section className={sectionAlt} aria-labelledby="why-choose-us">
          <div className={container}>
            <SectionHead
              id="why-choose-us"
              title={t('whyChooseUs.title')}
              intro={t('whyChooseUs.intro')}
            />
            <ul className={grid}>
              {asList(t('whyChooseUs.points', { returnObjects: true })).map((point) => (
                <li key={point.title} className={card}>
                  <h3 className={styles.valueName}>{point.title}</h3>
                  <p>{point.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      </StaticPart>
    </>
  );
}
