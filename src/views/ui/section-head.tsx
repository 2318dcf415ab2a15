import { eyebrow as eyebrowStyle, lead, sectionHead, sectionTitle } from './ui.css';

type Props = { id: string; title: string; intro: string; eyebrow?: string };

/** A section's second-level heading (the section's label) with its introduction below. */
export function SectionHead({ id, title, intro, eyebrow }: Props) {
  return (
    <div className={sectionHead}>
      {eyebrow && <span className={eyebrowStyle}>{eyebrow}</span>}
      <h2 id={id} className={sectionTitle}>
        {title}
      </h2>
      <p className={lead}>{intro}</p>
    </div>
  );
}
