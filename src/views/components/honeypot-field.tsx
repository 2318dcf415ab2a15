import { useTranslation } from 'react-i18next';
import { honeypotName } from '../../machines/contact-form-fields';
import * as styles from './honeypot-field.css';

type Props = { value: string; onChange: (value: string) => void };

/** The field only bots fill: out of sight, of the tab order and of screen readers. */
export function HoneypotField({ value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <div className={styles.root} aria-hidden="true">
      <label htmlFor={`contact-${honeypotName}`}>{t('contactForm.honeypot')}</label>
      <input
        id={`contact-${honeypotName}`}
        name={honeypotName}
        tabIndex={-1}
        autoComplete="off"
        // 1Password, LastPass and Bitwarden skip the field; autofill does, for its nonsense name.
        data-1p-ignore="true"
        data-lpignore="true"
        data-bwignore="true"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
