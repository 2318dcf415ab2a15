import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactField } from '../../machines/contact-form-validation';
import * as styles from './contact-form.css';

interface FormFieldProps {
  name: ContactField;
  value: string;
  error?: string;
  hint?: string;
  readOnly: boolean;
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
  onChange: (field: ContactField, value: string) => void;
}

export function FormField({
  name,
  value,
  error,
  hint,
  readOnly,
  multiline,
  type = 'text',
  autoComplete,
  onChange,
}: FormFieldProps) {
  const { t } = useTranslation();
  const id = `contact-${name}`;
  const describedBy =
    [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    value,
    readOnly,
    autoComplete,
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(name, event.target.value),
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t(`contactForm.fields.${name}`)}
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      </label>
      {multiline ? (
        <textarea {...common} className={styles.textarea} rows={6} />
      ) : (
        <input {...common} type={type} className={styles.control} />
      )}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
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
