import { useTranslation } from 'react-i18next';
import { languages } from '../../data/languages';
import * as styles from './language-switcher.css';

/** Switches without a reload; the detector caches the choice in localStorage (spec §9). */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  return (
    <div role="group" aria-label={t('language.label')} className={styles.root}>
      {languages.map(({ code, label, name }) => (
        <button
          key={code}
          type="button"
          lang={code}
          aria-label={name}
          aria-pressed={current === code}
          className={styles.option}
          onClick={() => void i18n.changeLanguage(code)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
