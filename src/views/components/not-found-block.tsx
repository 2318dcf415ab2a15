import type { PropsWithChildren } from 'react';
import { container } from '../ui.css';
import * as styles from '../pages/pages.css';

type Props = PropsWithChildren<{ title: string; text?: string }>;

export function NotFoundBlock({ title, text, children }: Props) {
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
