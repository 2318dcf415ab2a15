import type { PropsWithChildren } from 'react';
import { container, displayTitle } from './ui.css';
import * as styles from './message-block.css';

type Props = PropsWithChildren<{ title: string; text?: string }>;

/** A page's one message in place of its content: not found, unavailable, not there yet. */
export function MessageBlock({ title, text, children }: Props) {
  return (
    <div className={`${container} ${styles.root}`}>
      <h1 tabIndex={-1} className={displayTitle}>
        {title}
      </h1>
      {text && <p>{text}</p>}
      {children}
    </div>
  );
}
