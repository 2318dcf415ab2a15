import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { looseText } from '../../i18n/loose';
import type { ContactField, FieldSpec } from '../../machines/contact-form-fields';
import * as styles from './contact-form.css';

interface FormFieldProps {
  name: ContactField;
  spec: FieldSpec;
  value: string;
  error?: string;
  readOnly: boolean;
  onChange: (field: ContactField, value: string) => void;
}

export function FormField({ name, spec, value, error, readOnly, onChange }: FormFieldProps) {
  const { t } = useTranslation();
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
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(name, event.target.value),
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
