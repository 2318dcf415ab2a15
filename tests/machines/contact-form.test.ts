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
import { createDraftDouble, createSendDouble, flushMicrotasks } from './contact-form-doubles';

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

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('contact form rules', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
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

  test('a send with no answer in time is logged, and its late answer is no success', async () => {
    const { form, send, notices, fill } = startForm();
    fill(validValues);
    form.send({ type: 'form.submit' });
    vi.advanceTimersByTime(20_000);
    expect(console.error).toHaveBeenCalledWith('Contact form e-mail failed', {
      status: 0,
      reason: 'No answer in time',
    });
    send.resolve();
    await flushMicrotasks();
    expect(form.getSnapshot().value).toBe('failure');
    expect(notices.map((notice) => notice.kind)).toEqual(['loading', 'error']);
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
});
