import type { ReactNode } from 'react';
import { container, pageHeader, pageIntro, pageTitle } from '../ui.css';

export function PageHeader({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <div className={pageHeader}>
      <div className={container}>
        {children}
        <h1 tabIndex={-1} className={pageTitle}>
          {title}
        </h1>
        {intro && <p className={pageIntro}>{intro}</p>}
      </div>
    </div>
  );
}
