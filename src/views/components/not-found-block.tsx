import type { ReactNode } from 'react';
import { container } from '../ui.css';
import * as styles from '../pages/pages.css';

export function NotFoundBlock({
  title,
  text,
  children,
}: {
  title: string;
  text?: string;
  children?: ReactNode;
}) {
  return (
    <div className={`${container} ${styles.centered}`}>
      <h1 tabIndex={-1} className={styles.bigTitle}>
        {title}
      </h1>
      {text && <p>{text}</p>}
      {children}
    </div>
  );
}
