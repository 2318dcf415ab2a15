import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { languages } from '../../data/languages';
import { switchLanguagePath } from '../../data/routes';
import { usePage } from '../use-page';
import * as styles from './language-switcher.css';

/** Links to this page in each language: they work before any script, then navigate in place. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const page = usePage();
  return (
    <div role="group" aria-label={t('language.label')} className={styles.root}>
      {languages.map(({ code, label, name }) => (
        <Link
          key={code}
          to={switchLanguagePath(code, page)}
          hrefLang={code}
          lang={code}
          aria-label={name}
          aria-current={page.lng === code ? 'true' : undefined}
          className={styles.option}
        >
          {label}
        </Link>
      ))}
    </div>
  );
}
