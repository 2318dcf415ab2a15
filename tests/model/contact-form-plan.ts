// The contact form's model paths, shared by jsdom (contact-form.test.tsx) and Chromium
// (tests/e2e/contact-form-model.spec.ts): what the visitor, a bot and the e-mail server can do,
// and the texts the page must show (errors, toasts, the button).
import type { EventObject, SnapshotFrom } from 'xstate';
import type { ContactFormEvent, contactFormMachine } from '../../src/machines/contact-form-machine';
import type { ContactField, ContactValues, ErrorKey } from '../../src/machines/contact-form-fields';
import { SendEmailError } from '../../src/machines/send-email-actor';
import { sendInterval } from '../../src/machines/send-pace';
import type { Action } from './paths';

export type FormSnapshot = SnapshotFrom<typeof contactFormMachine>;
export type Answer = 'ok' | 'error 500' | 'network' | 'error 429';

/** What a runner does on its page; each call is one model event. */
export interface FormPage {
  type(field: ContactField, value: string): unknown;
  pressSend(): unknown;
  fillHiddenField(value: string): unknown;
  leaveAndComeBack(): unknown;
  answer(answer: Answer): unknown;
}

export const texts = {
  send: 'Send Message',
  sending: 'Sending...',
  toastSending: 'Sending message...',
  toastSuccess: 'Message sent successfully!',
  toastFailure: 'Failed to send message. Please try again.',
  /** A 429 holds the next send back a full interval from the answer (send-pace.ts). */
  heldBack: `You can send another message in ${sendInterval / 1000} seconds.`,
} as const;

export const errorTexts: Partial<Record<ErrorKey, string>> = {
  'contactForm.errors.nameRequired': 'Name is required',
  'contactForm.errors.emailRequired': 'Email is required',
  'contactForm.errors.emailInvalid': 'Invalid email address',
  'contactForm.errors.phoneRequired': 'Phone number is required',
  'contactForm.errors.phoneInvalid': 'Invalid phone number',
  'contactForm.errors.messageRequired': 'Message is required',
};

/** The chart's own events, checked against its types. */
const chart = (event: ContactFormEvent): EventObject => event;
const invalid = { email: 'aung@example', phone: 'call me' };

/** A complete form that passes every rule. */
export const validContact: ContactValues = {
  name: 'Aung Min',
  email: 'aung.min@example.com',
  phone: '+95 9 123 456 789',
  message: 'We plan to open a subsidiary in Yangon.',
};

/** The plan's actions: typing `valid` values or the malformed ones above, Send, the server. */
export function formActions(valid: ContactValues, page: FormPage) {
  const typing = (field: ContactField, value: string, label: string) => ({
    label,
    event: chart({ type: 'field.change', field, value }),
    // Typing what the field already shows changes nothing a visitor could see.
    when: (s: FormSnapshot) => s.context.values[field] !== value,
    run: () => page.type(field, value),
  });
  const answer = (label: string, type: string, how: Answer, error?: unknown) => ({
    label,
    event: error === undefined ? { type } : { type, error },
    run: () => page.answer(how),
  });
  return [
    typing('name', valid.name, 'type a name'),
    typing('email', valid.email, 'type an e-mail address'),
    typing('email', invalid.email, `type "${invalid.email}"`),
    typing('phone', valid.phone, 'type a phone number'),
    typing('phone', invalid.phone, `type "${invalid.phone}"`),
    typing('message', valid.message, 'type a message'),
    { label: 'press Send', event: chart({ type: 'form.submit' }), run: () => page.pressSend() },
    {
      label: 'a bot fills the hidden field',
      event: chart({ type: 'honeypot.change', value: 'https://spam.example' }),
      when: (s: FormSnapshot) => s.context.honeypot === '',
      run: () => page.fillHiddenField('https://spam.example'),
    },
    {
      // A form rendered afresh restores the saved draft; what it restores is what the fields
      // showed, so the chart's event carries nothing new. Errors and a bot's field are not kept.
      label: 'go to About Us and back',
      event: chart({ type: 'draft.restore', values: {} }),
      when: (s: FormSnapshot) =>
        s.matches('idle') &&
        Object.keys(s.context.errors).length === 0 &&
        s.context.honeypot === '' &&
        Object.values(s.context.values).some(Boolean),
      run: () => page.leaveAndComeBack(),
    },
    answer('the server answers 200 OK', 'xstate.done.actor.sendEmail', 'ok'),
    answer('the server answers 500', 'xstate.error.actor.sendEmail', 'error 500'),
    answer('the connection fails', 'xstate.error.actor.sendEmail', 'network'),
    answer(
      'the server answers 429',
      'xstate.error.actor.sendEmail',
      'error 429',
      new SendEmailError(429, 'Too Many Requests', sendInterval),
    ),
  ] satisfies Array<Action<FormSnapshot> & { run: () => unknown }>;
}

/** The report's words after a state: 'idle (2 errors; hidden field filled)'. */
export function describeForm({ context }: FormSnapshot): string {
  const errors = Object.keys(context.errors).length;
  return [
    errors && `${errors} error${errors > 1 ? 's' : ''}`,
    context.honeypot && 'hidden field filled',
  ]
    .filter(Boolean)
    .join('; ');
}
