import { eyebrow as eyebrowStyle, lead } from '../ui.css';
import * as styles from '../pages/pages.css';

type Props = { id: string; title: string; intro: string; eyebrow?: string };

/** A section's second-level heading (the section's label) with its introduction below. */
export function SectionHead({ id, title, intro, eyebrow }: Props) {
  return (
    <div className={styles.sectionHead}>
      {eyebrow && <span className={eyebrowStyle}>{eyebrow}</span>}
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <p className={lead}>{intro}</p>
    </div>
  );
}
