import { useTranslation } from 'react-i18next';
import { legalPages } from '../../data/legal';
import { looseList, looseText } from '../../i18n/loose';
import { formatDate } from '../../i18n/format-date';
import { PageHead } from '../components/page-head';
import { PageHeader } from '../ui/page-header';
import { container, prose, section } from '../ui/ui.css';
import { StaticPart } from '../static-part';

export function LegalPage({ page }: { page: keyof typeof legalPages }) {
  const { t } = useTranslation('legal');
  const { sections, lastUpdated } = legalPages[page];
  return (
    <>
      <PageHead subject={t(`${page}.title`)} description={t(`${page}.description`)} />
      <StaticPart>
        <PageHeader
          title={t(`${page}.title`)}
          intro={t(`${page}.lastUpdated`, { date: formatDate(t, lastUpdated) })}
        />
        <div className={`${container} ${section}`}>
          <div className={prose}>
            <p>{t(`${page}.intro`)}</p>
            {sections.map((key) => {
              const base = `${page}.sections.${key}`;
              return (
                <section key={key} aria-labelledby={`legal-${key}`}>
                  <h2 id={`legal-${key}`}>{looseText(t, `${base}.heading`)}</h2>
                  {looseList(t, `${base}.paragraphs`).map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </section>
              );
            })}
          </div>
        </div>
      </StaticPart>
    </>
  );
}
