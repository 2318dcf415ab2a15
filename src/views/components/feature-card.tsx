import { Link } from '../ui/link';
import { ArrowIcon } from '../ui/arrow-icon';
import * as styles from './cards.css';

export function FeatureCard({ to, title, text }: { to: string; title: string; text: string }) {
  return (
    <Link to={to} className={styles.featureLink}>
      <h3 className={styles.featureTitle}>{title}</h3>
      <p className={styles.featureText}>{text}</p>
      <span className={styles.featureMore} aria-hidden="true">
        <ArrowIcon />
      </span>
    </Link>
  );
}
