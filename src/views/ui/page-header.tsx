import { container, pageHeader, pageIntro, pageTitle } from './ui.css';

export function PageHeader({ title, intro }: { title: string; intro?: string }) {
  return (
    <div className={pageHeader}>
      <div className={container}>
        <h1 tabIndex={-1} className={pageTitle}>
          {title}
        </h1>
        {intro && <p className={pageIntro}>{intro}</p>}
      </div>
    </div>
  );
}
