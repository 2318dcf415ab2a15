import { Link } from '../layout/link';
import { ArrowIcon } from './arrow-icon';
import * as styles from './cards.css';

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
