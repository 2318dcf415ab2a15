import { Link } from '../ui/link';
import { usePage } from '../use-page';
import { asList } from '../../i18n/loose';
import { useTranslation } from 'react-i18next';
import { site } from '../../data/site';
import { paths } from '../../data/routes';
import { container, visuallyHidden } from '../ui/ui.css';
import { useCurrentYear } from '../use-current-year';
import { localDigits } from '../../i18n/local-digits';
import * as styles from './footer.css';

function ExternalLink({ href, children }: { href: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className={visuallyHidden}> {t('footer.newTab')}</span>
    </a>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const year = useCurrentYear();
  const { lng } = usePage();
  const { emails, phone } = site;
  const contacts = [
    ['footer.generalEnquiries', `mailto:${emails.general}`, emails.general],
    ['footer.japanDesk', `mailto:${emails.japanDesk}`, emails.japanDesk],
    ['footer.phone', `tel:${phone.tel}`, phone.display],
  ] as const;
  return (
    <footer className={styles.root}>
      <div className={container}>
        <div className={styles.columns}>
          <div>
            <p className={styles.brand}>{t('firm.name')}</p>
            <p>{t('footer.tagline')}</p>
          </div>
          <div>
            <h2 className={styles.heading}>{t('footer.officeHeading')}</h2>
            <address className={styles.address}>
              {asList(t('firm.lines', { returnObjects: true })).map((line, i) => (
                <span key={line}>
                  {i > 0 && <br />}
                  {localDigits(lng, line)}
                </span>
              ))}
            </address>
            <ExternalLink href={site.mapsUrl}>{t('footer.viewOnMap')}</ExternalLink>
          </div>
          <div>
            <h2 className={styles.heading}>{t('footer.contactHeading')}</h2>
            <ul className={styles.list}>
              {contacts.map(([label, href, text]) => (
                <li key={label}>
                  {t('labelled', { label: t(label) })}
                  <a className={styles.link} href={href}>
                    {text}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className={styles.heading}>{t('footer.legalHeading')}</h2>
            <ul className={styles.list}>
              {(['privacy', 'terms'] as const).map((page) => (
                <li key={page}>
                  <Link className={styles.link} to={paths[page]}>
                    {t(`footer.${page}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className={styles.bottom}>
          <p className={styles.small}>{t('footer.copyright', { year })}</p>
          <p className={styles.small}>
            {t('footer.credit')}{' '}
            <ExternalLink href={site.designer.url}>{site.designer.name}</ExternalLink>
          </p>
        </div>
      </div>
    </footer>
  );
}
