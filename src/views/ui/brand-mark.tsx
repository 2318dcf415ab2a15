import { mark } from '../theme/mark';
import * as styles from './brand-mark.css';

export function BrandMark({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox={`0 0 ${mark.size} ${mark.size}`}
      aria-hidden="true"
      focusable="false"
    >
      <rect className={styles.tile} width={mark.size} height={mark.size} rx="4" />
      <path className={styles.stroke} d={mark.path} strokeWidth={mark.strokeWidth} />
    </svg>
  );
}
