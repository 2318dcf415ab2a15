import { useTranslation } from 'react-i18next';
import { Link, Navigate } from '../ui/link';
import { usePage } from '../use-page';
import {
  detailParagraphs,
  findService,
  quickFacts,
  resolveServiceAlias,
} from '../../data/services';
import { asList } from '../../i18n/loose';
import { idsAt } from '../../i18n/publications';
import { PageHead } from '../components/page-head';
import { faqPageJsonLd } from '../../seo/structured-data';
import { PageHeader } from '../ui/page-header';
import { FaqList } from '../components/faq-list';
import { GoBackLink } from '../components/go-back-link';
import { NotFound } from '../components/not-found';
import { bulletList, button, card, container, lead, section, sectionTitle } from '../ui/ui.css';
import * as styles from './pages.css';
import { paths } from '../../data/routes';
import { RelatedArticles } from '../components/related-articles';
import { StaticPart } from '../static-part';

export function ServicePage() {
  const { t, i18n } = useTranslation(['services', 'common']);
  const { lng, id = '' } = usePage();
  const service = findService(id);
  const alias = resolveServiceAlias(id);
  const goBack = <GoBackLink label={t('page.goBack')} fallback={paths.expertise} />;
  if (!service && alias) return <Navigate to={paths.service(alias)} replace />;
  if (!service) return <NotFound title={t('page.notFound')}>{goBack}</NotFound>;
  const details = t(`items.${service.id}.details`);
  const faqs = asList(t(`items.${service.id}.faqs`, { returnObjects: true }));
  const name = t(`items.${service.id}.name`);
  return (
    <>
      <PageHead
        subject={name}
        parent="expertise"
        description={t(`items.${service.id}.metaDescription`)}
        jsonLd={
          import.meta.env.SSR ? [faqPageJsonLd(paths.service(service.id), lng, faqs)] : undefined
        }
      />
      <StaticPart>
        <PageHeader title={name} intro={t(`items.${service.id}.description`)} />
      </StaticPart>
      <section className={section} aria-labelledby="service-overview">
        <StaticPart>
          <div className={`${container} ${styles.split}`}>
            <div>
              <h2 id="service-overview" className={sectionTitle}>
                {t('page.overview')}
              </h2>
              {detailParagraphs(details).map((paragraph) => (
                <p key={paragraph} className={lead}>
                  {paragraph}
                </p>
              ))}
            </div>
            <aside className={card} aria-labelledby="quick-facts">
              <h2 id="quick-facts" className={styles.valueName}>
                {t('page.quickFacts')}
              </h2>
              <ul className={bulletList}>
                {quickFacts(details).map((fact) => (
                  <li key={fact}>{fact}</li>
                ))}
              </ul>
            </aside>
          </div>
        </StaticPart>
        <div className={`${container} ${styles.faqBlock}`}>
          <h2 className={sectionTitle}>{t('page.faqTitle')}</h2>
          <FaqList faqs={faqs} />
          <div className={styles.actions}>
            {goBack}
            <Link to={paths.contact} className={button.primary}>
              {t('page.contactUs')}
            </Link>
          </div>
        </div>
      </section>
      <StaticPart>
        <RelatedArticles
          slugs={idsAt(i18n, 'services', `items.${service.id}.articles`)}
          of={{ area: service.id }}
          className={`${container} ${section}`}
        />
      </StaticPart>
    </>
  );
}
