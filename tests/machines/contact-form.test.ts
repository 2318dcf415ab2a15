import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  contactFormMachine,
  type ContactFormInput,
  type ContactFormNotify,
} from '../../src/machines/contact-form-machine';
import {
  contactFields,
  emptyContactValues,
  type ContactValues,
} from '../../src/machines/contact-form-validation';
import { SendEmailError } from '../../src/machines/send-email-actor';
import { createDraftDouble, createSendDouble } from './contact-form-doubles';
import {
  flushMicrotasks,
  generatePaths,
  once,
  replayPaths,
  type EventCases,
  describeModel,
} from './model-coverage';

const validValues: ContactValues = {
  name: 'Aung Aung',
  email: 'aung@example.com',
  phone: '+95 9 123 4567',
  message: 'We would like advice on a joint venture.',
};

function startForm(input?: ContactFormInput) {
  const send = createSendDouble();
  const { draft, actions } = createDraftDouble();
  const notices: ContactFormNotify[] = [];
  const form = createActor(
    contactFormMachine.provide({ actors: { sendEmail: send.logic }, actions }),
    { input },
  );
  form.on('notify', (notice) => notices.push(notice));
  form.start();
  const fill = (values: Partial<ContactValues>) => {
    for (const field of contactFields) {
      const value = values[field];
      if (value !== undefined) {
        form.send({ type: 'field.change', field, value });
      }
    }
  };
  return { form, send, notices, fill, draft };
}

// The model starts from a complete draft and varies two fields (valid, blank, malformed) and the
// honeypot: that reaches every branch of the chart while keeping the graph small enough to replay
// every edge. Every field's own rules are the validation unit tests' business.
const draft: ContactFormInput = { values: validValues };
const events: EventCases<typeof contactFormMachine> = {
  'field.change': [
    { type: 'field.change', field: 'name', value: validValues.name },
    { type: 'field.change', field: 'name', value: '' },
    { type: 'field.change', field: 'email', value: validValues.email },
    { type: 'field.change', field: 'email', value: 'aung@example' },
  ],
  'honeypot.change': [
    { type: 'honeypot.change', value: 'https://spam.example' },
    { type: 'honeypot.change', value: '' },
  ],
  // Restores the model's own name, so a blank name is refilled without growing the graph.
  'draft.restore': [{ type: 'draft.restore', values: { name: validValues.name } }],
};
// Storage is the draft tests' business; the model replays without touching it.
const modelMachine = contactFormMachine.provide({ actions: createDraftDouble().actions });

const replay = once(() => {
  let send = createSendDouble();
  return replayPaths(generatePaths(modelMachine, { events, input: draft }), {
    machine: modelMachine,
    start: (inspect) => {
      send = createSendDouble();
      return createActor(modelMachine.provide({ actors: { sendEmail: send.logic } }), {
        input: draft,
        inspect,
      }).start();
    },
    perform: (event) => {
      if (event.type === 'xstate.done.actor.sendEmail') {
        send.resolve();
        return true;
      }
      if (event.type === 'xstate.error.actor.sendEmail') {
        send.reject(new SendEmailError(500, 'Internal Server Error'));
        return true;
      }
      return false;
    },
  });
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describeModel('contact form model', contactFormMachine, replay);

describe('contact form rules', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('starts idle, empty and unsubmitted', () => {
    const { form } = startForm();
    expect(form.getSnapshot().value).toBe('idle');
    expect(form.getSnapshot().context).toEqual({
      values: emptyContactValues,
      honeypot: '',
      errors: {},
      submitted: false,
    });
  });

  test('a saved draft passed as input pre-fills the form', () => {
    const { form } = startForm({ values: { name: 'Draft', message: 'Half written' } });
    expect(form.getSnapshot().context.values).toEqual({
      ...emptyContactValues,
      name: 'Draft',
      message: 'Half written',
    });
  });

  test('an over-long value is reported as too long', () => {
    const { form, fill } = startForm();
    fill({ ...validValues, name: 'x'.repeat(101) });
    form.send({ type: 'form.submit' });
    expect(form.getSnapshot().context.errors).toEqual({ name: 'contactForm.errors.nameTooLong' });
  });

  test('a failed send logs the status and the server text', async () => {
    const { form, send, fill } = startForm();
    fill(validValues);
    form.send({ type: 'form.submit' });
    send.reject({ status: 400, text: 'The template ID is invalid' });
    await flushMicrotasks();
    expect(console.error).toHaveBeenCalledWith('Contact form e-mail failed', {
      status: 400,
      reason: 'The template ID is invalid',
    });
  });

  test('a send with no answer for 20000 ms ends in failure', async () => {
    const { form, send, notices, fill } = startForm();
    fill(validValues);
    form.send({ type: 'form.submit' });
    vi.advanceTimersByTime(19_999);
    expect(form.getSnapshot().value).toBe('sending');
    vi.advanceTimersByTime(1);
    expect(form.getSnapshot().value).toBe('failure');
    expect(form.getSnapshot().context.values).toEqual(validValues);
    expect(console.error).toHaveBeenCalledWith('Contact form e-mail failed', {
      status: 0,
      reason: 'No answer in time',
    });
    // A late answer from the abandoned request must not flip the form to success.
    send.resolve();
    await flushMicrotasks();
    expect(form.getSnapshot().value).toBe('failure');
    expect(notices.map((notice) => notice.kind)).toEqual(['loading', 'error']);
  });

  test.each(['success', 'failure'] as const)(
    'typing after %s returns the form to idle',
    async (outcome) => {
      const { form, send, fill } = startForm();
      fill(validValues);
      form.send({ type: 'form.submit' });
      if (outcome === 'success') {
        send.resolve();
      } else {
        send.reject(new SendEmailError(500, 'Internal Server Error'));
      }
      await flushMicrotasks();
      expect(form.getSnapshot().value).toBe(outcome);
      form.send({ type: 'field.change', field: 'name', value: 'Mya' });
      expect(form.getSnapshot().value).toBe('idle');
      expect(form.getSnapshot().context.values.name).toBe('Mya');
    },
  );

  test('a second message can be sent after a success', async () => {
    const { form, send, fill } = startForm();
    fill(validValues);
    form.send({ type: 'form.submit' });
    send.resolve();
    await flushMicrotasks();
    fill(validValues);
    form.send({ type: 'form.submit' });
    expect(form.getSnapshot().value).toBe('sending');
    expect(send.calls).toHaveLength(2);
  });
});

describe('contact form draft', () => {
  test('every edit saves the four values', () => {
    const { fill, draft } = startForm();
    fill({ name: 'A', email: 'a@' });
    expect(draft.saves).toEqual([
      { ...emptyContactValues, name: 'A' },
      { ...emptyContactValues, name: 'A', email: 'a@' },
    ]);
    expect(Object.keys(draft.saved ?? {})).toEqual([...contactFields]);
  });

  test('a restored draft fills the fields and shows no errors', () => {
    const { form, draft } = startForm();
    form.send({ type: 'draft.restore', values: { name: 'Draft', message: 'Half written' } });
    expect(form.getSnapshot().value).toBe('idle');
    expect(form.getSnapshot().context).toEqual({
      values: { ...emptyContactValues, name: 'Draft', message: 'Half written' },
      honeypot: '',
      errors: {},
      submitted: false,
    });
    // Saved at once: what is restored may come from the page (typed before the app took over,
    // autofilled), not from storage, and a reload must find it.
    expect(draft.saves).toEqual([
      { ...emptyContactValues, name: 'Draft', message: 'Half written' },
    ]);
  });

  test('a restored draft never overwrites a field typed since', () => {
    const { form, fill } = startForm();
    fill({ name: 'Typed now' });
    form.send({ type: 'draft.restore', values: { name: 'Old draft', email: 'old@example.com' } });
    expect(form.getSnapshot().context.values).toEqual({
      ...emptyContactValues,
      name: 'Typed now',
      email: 'old@example.com',
    });
  });

  test('a restored draft is ignored while a message is sending', () => {
    const { form, fill } = startForm();
    fill(validValues);
    form.send({ type: 'form.submit' });
    expect(form.getSnapshot().can({ type: 'draft.restore', values: {} })).toBe(false);
  });

  test('a failed send keeps the draft', async () => {
    const { form, send, fill, draft } = startForm();
    fill(validValues);
    form.send({ type: 'form.submit' });
    send.reject(new SendEmailError(503, 'Service Unavailable'));
    await flushMicrotasks();
    expect(form.getSnapshot().value).toBe('failure');
    expect(draft.saved).toEqual(validValues);
    expect(draft.discards).toBe(0);
  });

  test('a send that times out keeps the draft', () => {
    vi.useFakeTimers();
    try {
      const { form, fill, draft } = startForm();
      fill(validValues);
      form.send({ type: 'form.submit' });
      vi.advanceTimersByTime(20_000);
      expect(form.getSnapshot().value).toBe('failure');
      expect(draft.saved).toEqual(validValues);
    } finally {
      vi.useRealTimers();
    }
  });

  test('typing after a success starts a new draft', async () => {
    const { form, send, fill, draft } = startForm();
    fill(validValues);
    form.send({ type: 'form.submit' });
    send.resolve();
    await flushMicrotasks();
    fill({ name: 'Next' });
    expect(draft.saved).toEqual({ ...emptyContactValues, name: 'Next' });
  });
});
