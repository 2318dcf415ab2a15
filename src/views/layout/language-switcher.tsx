import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { languages } from '../../data/languages';
import { switchLanguagePath } from '../../data/routes';
import { usePage } from '../use-page';
import * as styles from './language-switcher.css';

/**
 * Links to this page in each language (switchLanguagePath). They work before any script, and once
 * the app runs they navigate in place; the new page's language is then cached (decision 0017).
 */
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
