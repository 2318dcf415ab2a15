import { Link } from '../ui/link';
import { useTranslation } from 'react-i18next';
import type { Service } from '../../data/services';
import { ArrowIcon } from '../ui/arrow-icon';
import { ServiceGlyph } from './service-glyph';
import * as styles from './cards.css';
import { paths } from '../../data/routes';

type Props = { service: Service; heading?: 'h2' | 'h3' };

export function ServiceCard({ service, heading: Heading = 'h3' }: Props) {
  const { t } = useTranslation('services');
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
