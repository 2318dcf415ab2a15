import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { contactFormMachine, secondsToWait } from '../../machines/contact-form-machine';
import { contactFields, contactFormFields as fields } from '../../machines/contact-form-fields';
import { loadDraft } from '../../machines/contact-form-draft';
import { heldAttribute, needsScriptAttribute, typedValues } from '../../form-before-app';
import { showToast } from './toast-store';
import { button, buttonBusy } from '../ui/ui.css';
import { FormField } from './form-field';
import { HoneypotField } from './honeypot-field';
import { inspectOptions } from '../inspector';
import { useHydrated } from '../use-hydrated';
import { site } from '../../data/site';
import * as styles from './contact-form.css';

export function ContactForm() {
  const { t } = useTranslation();
  const form = useActorRef(contactFormMachine, inspectOptions());
  const sending = useSelector(form, (s) => s.matches('sending'));
  const canSubmit = useSelector(form, (s) => s.can({ type: 'form.submit' }));
  const wait = useSelector(form, (s) => (s.matches('throttled') ? secondsToWait(s.context) : 0));

  const formElement = useRef<HTMLFormElement>(null);

  // A hydrating form adopts what its fields show (typed, autofilled, restored, or the draft the boot
  // script showed) and saves it at once; one rendered afresh starts from the saved draft. A layout
  // effect: a click landing before the passive effects must queue its submit behind this.
  const hydrating = !useHydrated();
  const [prerendered] = useState(hydrating);
  useLayoutEffect(() => {
    const draft = prerendered ? typedValues(formElement.current) : loadDraft();
    if (draft) form.send({ type: 'draft.restore', values: draft });
  }, [form, prerendered]);

  useEffect(() => {
    const subscription = form.on('notify', (event) => {
      void showToast(
        event.kind,
        t(event.key, { count: 'count' in event ? event.count : 0 }),
        'contact-form',
      );
    });
    return () => subscription.unsubscribe();
  }, [form, t]);
  // A submit the boot script held before the app took over is sent now (src/boot.ts): after the
  // subscription above, so its toasts show.
  useEffect(() => {
    const element = formElement.current;
    if (!element?.hasAttribute(heldAttribute)) return;
    element.removeAttribute(heldAttribute);
    element.requestSubmit();
  }, []);

  const field = (name: keyof typeof fields) => <FormField key={name} name={name} form={form} />;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.send({ type: 'form.submit' });
    const firstInvalid = contactFields.find((field) => form.getSnapshot().context.errors[field]);
    if (firstInvalid) document.getElementById(`contact-${firstInvalid}`)?.focus();
  };

  return (
    <form
      ref={formElement}
      className={styles.form}
      // Never GET: without JavaScript a submit (Enter in a field) would put the message in the URL.
      method="post"
      noValidate
      onSubmit={submit}
      aria-label={t('contactForm.label')}
    >
      <div className={styles.row}>
        {contactFields.filter((name) => !fields[name].multiline).map(field)}
      </div>
      {contactFields.filter((name) => fields[name].multiline).map(field)}
      <HoneypotField form={form} />
      {/* Without JavaScript the form cannot send: it says so; Send is hidden, and disabled. */}
      <noscript>
        <p className={styles.noScript}>
          {t('contactForm.noScript', { email: site.emails.general, phone: site.phone.display })}
        </p>
        <style>{`.${styles.submitRow}{display:none}`}</style>
      </noscript>
      <div className={styles.submitRow}>
        <button
          type="submit"
          className={sending ? `${button.primary} ${buttonBusy}` : button.primary}
          disabled={hydrating || !canSubmit}
          {...{ [needsScriptAttribute]: '' }}
        >
          {sending ? t('contactForm.sending') : t('contactForm.submit')}
        </button>
        {/* Why Send stays disabled, after the toast that announced it has gone. */}
        {wait > 0 && (
          <p className={styles.heldBack}>{t('contactForm.heldBack', { count: wait })}</p>
        )}
      </div>
      <div className={styles.notices}>
        <p className={styles.notice}>{t('contactForm.notices.relationship')}</p>
        <p className={styles.notice}>{t('contactForm.notices.confidential')}</p>
      </div>
    </form>
  );
}
