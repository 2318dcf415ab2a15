import { assertEvent, assign, emit, setup } from 'xstate';
import {
  contactFields,
  emailParams,
  emptyContactValues,
  validateContact,
  type ContactField,
  type ContactValues,
  type FieldErrors,
} from './contact-form-fields';
import { clearDraft, saveDraft } from './contact-form-draft';
import { prefetchEmailSdk, sendEmailActor, toSendEmailError } from './send-email-actor';

/** A saved draft to start from; missing fields start empty. */
export type ContactFormInput = { values?: Partial<ContactValues> };

export type ContactFormEvent =
  | { type: 'field.change'; field: ContactField; value: string }
  | { type: 'draft.restore'; values: Partial<ContactValues> }
  | { type: 'honeypot.change'; value: string }
  | { type: 'form.submit' };

/** Toasts leave the machine as translation keys; the view owns the toast library and the words. */
export type ContactFormNotify =
  | { type: 'notify'; kind: 'loading'; key: 'contactForm.toast.sending' }
  | { type: 'notify'; kind: 'success'; key: 'contactForm.toast.success' }
  | { type: 'notify'; kind: 'error'; key: 'contactForm.toast.failure' }
  | { type: 'notify'; kind: 'error'; key: 'contactForm.heldBack'; count: number };

/** The wait a held-back send announces, in whole seconds, never less than one. */
export const secondsToWait = ({ retryAfter }: { retryAfter: number }) =>
  Math.max(1, Math.ceil(retryAfter / 1000));

// What a form holds besides its values before anything is typed, and again after a success.
const blank = { honeypot: '', errors: {} as FieldErrors, submitted: false };

/** How long a send held back waits, in ms, from entering `throttled`; undefined when not held back. */
const retryAfterOf = (event: object) =>
  'error' in event ? toSendEmailError(event.error).retryAfter : undefined;

const logFailure = ({ status, reason }: { status: number; reason: string }) =>
  console.error('Contact form e-mail failed', { status, reason });

/** A restored draft fills empty fields only: nothing typed since is ever overwritten. */
function withDraft(values: ContactValues, draft: Partial<ContactValues>): ContactValues {
  const merged = { ...values };
  for (const field of contactFields) if (merged[field] === '') merged[field] = draft[field] ?? '';
  return merged;
}

const edit = ['assignFieldValue', 'clearFieldError', 'persistDraft'] as const;
// After a send (success or failure) an edit starts over and Send is offered again.
const afterSend = {
  'field.change': { target: 'idle', actions: edit },
  'honeypot.change': { target: 'idle', actions: 'assignHoneypot' },
  'form.submit': { target: 'validating', actions: 'markSubmitted' },
} as const;

/**
 * The contact form: validation runs only on submit, a field's error clears when that field is
 * edited, one message goes out per valid submit. `sendTimeout`: the SDK has none, and a hung request
 * would leave the button dimmed forever. A filled honeypot is answered like a success, nothing sent.
 * A send within 10 s of the last is held back (`throttled`, send-pace.ts), the fields editable.
 * Every edit is saved as a draft, a success discards it (0006); `draft.restore` brings it back.
 */
export const contactFormMachine = setup({
  types: {
    context: {} as typeof blank & { values: ContactValues; retryAfter: number },
    events: {} as ContactFormEvent,
    // `void`, not `undefined`: setup() would strip `undefined`, making every caller pass an input.
    input: {} as ContactFormInput | void,
    emitted: {} as ContactFormNotify,
  },
  actors: { sendEmail: sendEmailActor },
  delays: { sendTimeout: 20000, retryWait: ({ context }) => context.retryAfter },
  guards: {
    hasErrors: ({ context }) => Object.keys(context.errors).length > 0,
    isSpam: ({ context }) => context.honeypot.trim() !== '',
    isHeldBack: ({ event }) => retryAfterOf(event) !== undefined,
  },
  actions: {
    prefetchSender: () => prefetchEmailSdk(),
    assignFieldValue: assign({
      values: ({ context, event }) => {
        assertEvent(event, 'field.change');
        return { ...context.values, [event.field]: event.value };
      },
    }),
    assignDraft: assign({
      values: ({ context, event }) => {
        assertEvent(event, 'draft.restore');
        return withDraft(context.values, event.values);
      },
    }),
    persistDraft: ({ context }) => saveDraft(context.values),
    discardDraft: () => clearDraft(),
    clearFieldError: assign({
      errors: ({ context, event }) => {
        assertEvent(event, 'field.change');
        const errors = { ...context.errors };
        delete errors[event.field];
        return errors;
      },
    }),
    assignHoneypot: assign({
      honeypot: ({ event }) => {
        assertEvent(event, 'honeypot.change');
        return event.value;
      },
    }),
    markSubmitted: assign({ submitted: true }),
    assignRetryAfter: assign({ retryAfter: ({ event }) => retryAfterOf(event) ?? 0 }),
    assignErrors: assign({ errors: ({ context }) => validateContact(context.values) }),
    resetForm: assign({ ...blank, values: emptyContactValues }),
    notifySending: emit({ type: 'notify', kind: 'loading', key: 'contactForm.toast.sending' }),
    notifySuccess: emit({ type: 'notify', kind: 'success', key: 'contactForm.toast.success' }),
    notifyFailure: emit({ type: 'notify', kind: 'error', key: 'contactForm.toast.failure' }),
    notifyHeldBack: emit(({ context }) => ({
      type: 'notify' as const,
      kind: 'error' as const,
      key: 'contactForm.heldBack' as const,
      count: secondsToWait(context),
    })),
    // The server's text goes to the console for whoever debugs; visitors only see the toast.
    logSendError: ({ event }) => logFailure(toSendEmailError('error' in event && event.error)),
    logSendTimeout: () => logFailure({ status: 0, reason: 'No answer in time' }),
  },
}).createMachine({
  id: 'contactForm',
  context: ({ input }) => ({
    ...blank,
    values: withDraft(emptyContactValues, input?.values ?? {}),
    retryAfter: 0,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'field.change': { actions: [...edit, 'prefetchSender'] },
        // Saved at once: text typed before the app, autofilled or restored is lost on a reload.
        'draft.restore': { actions: ['assignDraft', 'persistDraft'] },
        'honeypot.change': { actions: 'assignHoneypot' },
        'form.submit': { target: 'validating', actions: 'markSubmitted' },
      },
    },
    validating: {
      entry: 'assignErrors',
      always: [
        { guard: 'hasErrors', target: 'idle' },
        { guard: 'isSpam', target: 'success' },
        { target: 'sending' },
      ],
    },
    // No submit or edit: `can(submit)` is false, which disables Send, so a double click sends once.
    sending: {
      entry: 'notifySending',
      invoke: {
        id: 'sendEmail',
        src: 'sendEmail',
        input: ({ context }) => emailParams(context.values),
        onDone: { target: 'success' },
        onError: [
          { guard: 'isHeldBack', target: 'throttled', actions: 'assignRetryAfter' },
          { target: 'failure', actions: 'logSendError' },
        ],
      },
      after: { sendTimeout: { target: 'failure', actions: 'logSendTimeout' } },
    },
    success: {
      entry: ['resetForm', 'discardDraft', 'notifySuccess'],
      on: afterSend,
    },
    // Nothing went out; Send waits out the interval (no `form.submit`), the fields stay editable.
    throttled: {
      entry: 'notifyHeldBack',
      on: {
        'field.change': { actions: edit },
        'honeypot.change': { actions: 'assignHoneypot' },
      },
      after: { retryWait: { target: 'idle' } },
    },
    // Values stay as typed so the visitor can retry with one click.
    failure: {
      entry: 'notifyFailure',
      on: afterSend,
    },
  },
});
