import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { honeypotName } from '../../machines/contact-form-fields';
import type { contactFormMachine } from '../../machines/contact-form-machine';
import * as styles from './honeypot-field.css';

/** The field only bots fill: out of sight, of the tab order and of screen readers. */
export function HoneypotField({ form }: { form: ActorRefFrom<typeof contactFormMachine> }) {
  const { t } = useTranslation();
  const value = useSelector(form, (s) => s.context.honeypot);
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
        onChange={(event) => form.send({ type: 'honeypot.change', value: event.target.value })}
      />
    </div>
  );
}
