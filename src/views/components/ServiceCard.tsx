import { Link } from '../layout/localized-links';
import { useTranslation } from 'react-i18next';
import type { Service } from '../../data/services';
import { ArrowIcon, ServiceGlyph } from './icons';
import * as styles from './cards.css';
import { paths } from '../../data/routes';

export function ServiceCard({
  service,
  headingLevel = 3,
}: {
  service: Service;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('services');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Link to={paths.service(service.id)} className={styles.cardLink}>
      <ServiceGlyph icon={service.icon} className={styles.icon} />
      <Heading className={styles.title}>{t(`items.${service.id}.name`)}</Heading>
      <p className={styles.text}>{t(`items.${service.id}.description`)}</p>
      <span className={styles.more} aria-hidden="true">
        <ArrowIcon />
      </span>
    </Link>
  );
}

export function FeatureCard({
  to,
  title,
  text,
  headingLevel = 3,
}: {
  to: string;
  title: string;
  text: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Link to={to} className={styles.featureLink}>
      <Heading className={styles.featureTitle}>{title}</Heading>
      <p className={styles.featureText}>{text}</p>
      <span className={styles.featureMore} aria-hidden="true">
        <ArrowIcon />
      </span>
    </Link>
  );
}
