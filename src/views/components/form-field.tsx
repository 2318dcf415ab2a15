import type { ChangeEvent } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useTranslation } from 'react-i18next';
import { looseText } from '../../i18n/loose';
import { contactFormFields, type ContactField } from '../../machines/contact-form-fields';
import type { contactFormMachine } from '../../machines/contact-form-machine';
import { prefetchToasts } from './toast-store';
import * as styles from './contact-form.css';

type Props = { name: ContactField; form: ActorRefFrom<typeof contactFormMachine> };

/** One of the form's fields: its value and error as the form's machine holds them. */
export function FormField({ name, form }: Props) {
  const { t } = useTranslation();
  const spec = contactFormFields[name];
  const value = useSelector(form, (s) => s.context.values[name]);
  const errorKey = useSelector(form, (s) => s.context.errors[name]);
  const readOnly = useSelector(form, (s) => s.matches('sending'));
  const error = errorKey && looseText(t, errorKey, { max: spec.max });
  const id = `contact-${name}`;
  const describedBy =
    [spec.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    value,
    readOnly,
    autoComplete: spec.autoComplete,
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      prefetchToasts();
      form.send({ type: 'field.change', field: name, value: event.target.value });
    },
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {looseText(t, `contactForm.fields.${name}`)}
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      </label>
      {spec.multiline ? (
        <textarea {...common} className={styles.textarea} rows={6} />
      ) : (
        <input {...common} type={spec.type ?? 'text'} className={styles.control} />
      )}
      {spec.hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {looseText(t, `contactForm.hints.${name}`)}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
