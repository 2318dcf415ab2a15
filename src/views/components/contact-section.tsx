import { useTranslation } from 'react-i18next';
import { site } from '../../data/site';
import { localDigits } from '../../i18n/local-digits';
import { usePage } from '../use-page';
import { container, sectionAlt } from '../ui/ui.css';
import { ContactForm } from './contact-form';
import { SectionHead } from '../ui/section-head';
import * as styles from './contact-section.css';

/** The contact form with the firm's direct details beside it (home page and /contact). */
export function ContactSection({ showHeading = true }: { showHeading?: boolean }) {
  const { t } = useTranslation();
  const { emails, phone } = site;
  const { lng } = usePage();
  // Under the page's h1 (on /contact) these are second-level headings; under the section's h2, third.
  const Sub = showHeading ? 'h3' : 'h2';
  return (
    <section
      className={sectionAlt}
      aria-labelledby={showHeading ? 'contact-section' : undefined}
      aria-label={showHeading ? undefined : t('contactSection.title')}
    >
      <div className={container}>
        {showHeading && (
          <SectionHead
            id="contact-section"
            eyebrow={t('contactSection.eyebrow')}
            title={t('contactSection.title')}
            intro={t('contactSection.intro')}
          />
        )}
        <div className={styles.grid}>
          <ContactForm />
          <div className={styles.aside}>
            <div>
              <Sub className={styles.asideHeading}>{t('contactSection.visit')}</Sub>
              <address className={styles.asideText}>{localDigits(lng, t('firm.line'))}</address>
            </div>
            <div>
              <Sub className={styles.asideHeading}>{t('contactSection.write')}</Sub>
              <p className={styles.asideText}>
                <a href={`mailto:${emails.general}`}>{emails.general}</a>
              </p>
            </div>
            <div>
              <Sub className={styles.asideHeading}>{t('contactSection.call')}</Sub>
              <p className={styles.asideText}>
                <a href={`tel:${phone.tel}`}>{phone.display}</a>
              </p>
              <p className={styles.asideText}>{t('contactSection.hours')}</p>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
