/**
 * Fuzzing the contact form (issue 6, item 5): hostile text of every kind goes through the
 * validators and the form machine. The validators are checked against an oracle written here from
 * the spec's rules, not from the implementation; the machine against a small model of what the
 * visitor should see after every event.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import fc from 'fast-check';
import { createActor } from 'xstate';
import { contactFormMachine } from '../../src/machines/contact-form-machine';
import {
  validateContact,
  validateField,
  type ContactField,
  type ContactValues,
  type ErrorKey,
  type FieldErrors,
} from '../../src/machines/contact-form-validation';
import { SendEmailError } from '../../src/machines/send-email-actor';
import { createDraftDouble, createSendDouble, flushMicrotasks } from './contact-form-doubles';

const fields = ['name', 'email', 'phone', 'message'] as const;
const empty: ContactValues = { name: '', email: '', phone: '', message: '' };

// ---------------------------------------------------------------------------------------------
// The oracle: spec §5 and decision 0004, restated.
// ---------------------------------------------------------------------------------------------

const limit: Record<ContactField, number> = { name: 100, email: 254, phone: 30, message: 5000 };
const formats: Partial<Record<ContactField, RegExp>> = {
  email: /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/,
  phone: /^\+?[\d\s()-]{7,}$/,
};

/** Required after trim; too long on the value as typed (0004: what the visitor sees); format on trim. */
function expectedError(field: ContactField, value: string): ErrorKey | undefined {
  const trimmed = value.trim();
  if (trimmed.length === 0) return `contactForm.errors.${field}Required`;
  if (value.length > limit[field]) return `contactForm.errors.${field}TooLong`;
  const format = formats[field];
  if (format && !format.test(trimmed)) {
    return `contactForm.errors.${field}Invalid` as ErrorKey;
  }
  return undefined;
}

function expectedErrors(values: ContactValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const error = expectedError(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

const isValid = (values: ContactValues) => Object.keys(expectedErrors(values)).length === 0;

const trimmed = (values: ContactValues): ContactValues => ({
  name: values.name.trim(),
  email: values.email.trim(),
  phone: values.phone.trim(),
  message: values.message.trim(),
});

// ---------------------------------------------------------------------------------------------
// Hostile text
// ---------------------------------------------------------------------------------------------

const snippets = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '{{name}}',
  '{{{message}}}',
  '${email}',
  '\r\n',
  '\n',
  '\r',
  '\t',
  ' ',
  '\u00a0',
  '\u3000',
  '\ufeff',
  '\u0000',
  '\u202e',
  '\u200f',
  'مرحبا بالعالم',
  'שלום',
  'မင်္ဂလာပါ',
  '法律事務所',
  '👩🏽‍⚖️',
  '🇲🇲',
  'e\u0301',
  '\ud800',
  '\udfff',
  '@',
  '.',
  'com',
  '+95',
  '(1)',
  '-',
  '9',
];

const hostile = fc
  .array(
    fc.oneof(
      { arbitrary: fc.constantFrom(...snippets), weight: 4 },
      { arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }), weight: 2 },
      { arbitrary: fc.string({ unit: 'binary', maxLength: 12 }), weight: 1 },
    ),
    { maxLength: 16 },
  )
  .map((parts) => parts.join(''));

const whitespace = fc.constantFrom('', ' ', '  ', '\n', '\r\n', '\t', '\u00a0', '\u3000');
const padded = (core: fc.Arbitrary<string>) =>
  fc.tuple(whitespace, core, whitespace).map(([before, value, after]) => before + value + after);

/** Values that pass (or nearly pass) each rule, so the valid branch is taken often too. */
const plausible: Record<ContactField, fc.Arbitrary<string>> = {
  name: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
  email: fc.oneof(
    fc.emailAddress(),
    fc
      .tuple(hostile, fc.constantFrom('example.com', 'law.co.mm', 'x.y', 'a.bc'))
      .map(([local, domain]) => `${local}@${domain}`),
  ),
  phone: fc.stringMatching(/^\+?[\d ()-]{5,34}$/),
  message: hostile,
};

/** Around each length limit, with a valid shape, so "too long" is tested at its boundary. */
const atTheLimit: Record<ContactField, fc.Arbitrary<string>> = {
  name: fc.integer({ min: 98, max: 102 }).map((n) => 'n'.repeat(n)),
  email: fc.integer({ min: 240, max: 244 }).map((n) => `${'e'.repeat(n)}@example.com`),
  phone: fc.integer({ min: 28, max: 32 }).map((n) => `+${'9'.repeat(n - 1)}`),
  message: fc.integer({ min: 4998, max: 5002 }).map((n) => 'm'.repeat(n)),
};

const fieldValue = (field: ContactField) =>
  fc.oneof(
    hostile,
    padded(plausible[field]),
    fc.string({ unit: 'grapheme' }),
    fc.string({ unit: 'binary' }),
    atTheLimit[field],
  );

const contactValues: fc.Arbitrary<ContactValues> = fc.record({
  name: fieldValue('name'),
  email: fieldValue('email'),
  phone: fieldValue('phone'),
  message: fieldValue('message'),
});

const validContactValues: fc.Arbitrary<ContactValues> = fc
  .record({
    name: padded(plausible.name),
    email: padded(plausible.email),
    phone: padded(plausible.phone),
    message: padded(plausible.message),
  })
  .filter(isValid);

/** 60,000 characters of one hostile unit (cut wherever the count falls). */
const huge = fc
  .constantFrom('x', ' ', '👩🏽‍⚖️', '<script>', '{{t}}', '\r\n', 'ب', '\ud800')
  .map((unit) => unit.repeat(Math.ceil(60_000 / unit.length)).slice(0, 60_000));

const hugeValues: fc.Arbitrary<ContactValues> = fc.record({
  name: fc.oneof(huge, fieldValue('name')),
  email: fc.oneof(huge, plausible.email),
  phone: fc.oneof(huge, plausible.phone),
  message: huge,
});

/** Every shape the SDK or the network has been seen to reject with, and then some. */
const sendFailure = fc.oneof(
  fc.constant(new TypeError('Failed to fetch')),
  fc
    .record({ status: fc.integer({ min: 400, max: 599 }), text: hostile })
    .map(({ status, text }) => new SendEmailError(status, text)),
  fc.record({ status: fc.integer({ min: 0, max: 599 }), text: hostile }),
  hostile,
  fc.constantFrom(undefined, null, 0, {}),
  fc.anything(),
);

// ---------------------------------------------------------------------------------------------
// A form actor with test doubles for the send and the draft storage
// ---------------------------------------------------------------------------------------------

function startForm() {
  const send = createSendDouble();
  const { draft, actions } = createDraftDouble();
  const form = createActor(
    contactFormMachine.provide({ actors: { sendEmail: send.logic }, actions }),
  ).start();
  const fill = (values: ContactValues) => {
    for (const field of fields) form.send({ type: 'field.change', field, value: values[field] });
  };
  return { form, calls: send.calls, draft, fill, resolve: send.resolve, reject: send.reject };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

// ---------------------------------------------------------------------------------------------

describe('validators', () => {
  test('never throw, and every verdict matches the spec rules', () => {
    fc.assert(
      fc.property(contactValues, (values) => {
        expect(validateContact(values)).toEqual(expectedErrors(values));
        for (const field of fields) {
          expect(validateField(field, values[field])).toBe(expectedError(field, values[field]));
        }
      }),
      { numRuns: 300 },
    );
  });

  test('60,000-character values are judged too long (or required), never crash', () => {
    fc.assert(
      fc.property(hugeValues, (values) => {
        expect(validateContact(values)).toEqual(expectedErrors(values));
        expect(validateContact(values).message).toMatch(/messageRequired|messageTooLong/);
      }),
      { numRuns: 8 },
    );
  });
});

describe('the form machine', () => {
  test('a submit sends the trimmed values, within the limits, or sends nothing and shows the errors', () => {
    fc.assert(
      fc.property(contactValues, (values) => {
        const { form, calls, fill } = startForm();
        fill(values);
        form.send({ type: 'form.submit' });
        const snapshot = form.getSnapshot();
        if (isValid(values)) {
          expect(snapshot.value).toBe('sending');
          expect(calls).toEqual([trimmed(values)]);
          const [payload] = calls;
          expect(Object.keys(payload ?? {})).toEqual([...fields]);
          for (const field of fields) {
            expect(payload?.[field].length).toBeLessThanOrEqual(limit[field]);
          }
        } else {
          expect(snapshot.value).toBe('idle');
          expect(snapshot.context.errors).toEqual(expectedErrors(values));
          expect(calls).toEqual([]);
        }
        expect(snapshot.context.values).toEqual(values);
        form.stop();
      }),
      { numRuns: 200 },
    );
  });

  test('a valid submit is always sent trimmed (valid values only)', () => {
    fc.assert(
      fc.property(validContactValues, (values) => {
        const { form, calls, fill } = startForm();
        fill(values);
        form.send({ type: 'form.submit' });
        expect(form.getSnapshot().value).toBe('sending');
        expect(calls).toEqual([trimmed(values)]);
        form.stop();
      }),
      { numRuns: 200 },
    );
  });

  test('a failed send keeps every typed value exactly, and the retry sends them again', async () => {
    await fc.assert(
      fc.asyncProperty(validContactValues, sendFailure, async (values, failure) => {
        const { form, calls, fill, reject, draft } = startForm();
        fill(values);
        form.send({ type: 'form.submit' });
        reject(failure);
        await flushMicrotasks();
        expect(form.getSnapshot().value).toBe('failure');
        expect(form.getSnapshot().context.values).toEqual(values);
        expect(draft.saved).toEqual(values);
        expect(form.getSnapshot().can({ type: 'form.submit' })).toBe(true);
        form.send({ type: 'form.submit' });
        expect(calls).toEqual([trimmed(values), trimmed(values)]);
        form.stop();
      }),
      { numRuns: 200 },
    );
  });

  test('60,000-character values stay in the form, are never sent, and never crash it', () => {
    fc.assert(
      fc.property(hugeValues, (values) => {
        const { form, calls, fill, draft } = startForm();
        fill(values);
        form.send({ type: 'form.submit' });
        expect(form.getSnapshot().value).toBe('idle');
        expect(form.getSnapshot().context.values).toEqual(values);
        expect(draft.saved).toEqual(values);
        expect(calls).toEqual([]);
        form.stop();
      }),
      { numRuns: 8 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Event sequences against a model
// ---------------------------------------------------------------------------------------------

type Step =
  | { kind: 'change'; field: ContactField; value: string }
  | { kind: 'fill'; values: ContactValues }
  | { kind: 'honeypot'; value: string }
  | { kind: 'submit' }
  | { kind: 'restore'; values: Partial<ContactValues> }
  | { kind: 'resolve' }
  | { kind: 'reject'; error: unknown }
  | { kind: 'timeout' };

const reference: ContactValues = {
  name: 'Aung Aung',
  email: 'aung@example.com',
  phone: '+95 9 123 4567',
  message: 'Advice on a joint venture.',
};

const typed = (field: ContactField) =>
  fc.oneof(
    { arbitrary: hostile, weight: 2 },
    { arbitrary: fc.constant(''), weight: 1 },
    { arbitrary: padded(fc.constant(reference[field])), weight: 3 },
  );

/** A complete, valid form typed in one go, so sequences reach sending, success and failure. */
const validFill = fc
  .record({
    name: padded(fc.constant(reference.name)),
    email: padded(fc.constant(reference.email)),
    phone: padded(fc.constant(reference.phone)),
    message: padded(hostile.filter((text) => text.trim() !== '' && text.length <= 4000)),
  })
  .map((values) => ({ kind: 'fill' as const, values }));

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    arbitrary: fc
      .constantFrom(...fields)
      .chain((field) => typed(field).map((value) => ({ kind: 'change' as const, field, value }))),
    weight: 5,
  },
  { arbitrary: validFill, weight: 3 },
  {
    arbitrary: fc
      .oneof(
        { arbitrary: fc.constant(''), weight: 3 },
        { arbitrary: fc.constantFrom(' ', '\n'), weight: 1 },
        { arbitrary: hostile, weight: 1 },
      )
      .map((value) => ({ kind: 'honeypot' as const, value })),
    weight: 1,
  },
  { arbitrary: fc.constant({ kind: 'submit' as const }), weight: 4 },
  {
    arbitrary: fc
      .record(
        { name: typed('name'), email: typed('email'), phone: typed('phone'), message: hostile },
        { requiredKeys: [] },
      )
      .map((values) => ({ kind: 'restore' as const, values })),
    weight: 1,
  },
  { arbitrary: fc.constant({ kind: 'resolve' as const }), weight: 3 },
  { arbitrary: sendFailure.map((error) => ({ kind: 'reject' as const, error })), weight: 3 },
  { arbitrary: fc.constant({ kind: 'timeout' as const }), weight: 1 },
);

/** Half the sequences start from a complete form, so most of them get past validation. */
const steps: fc.Arbitrary<Step[]> = fc
  .tuple(fc.boolean(), validFill, fc.array(step, { minLength: 1, maxLength: 30, size: 'medium' }))
  .map(([prefilled, fill, rest]) => (prefilled ? [fill, ...rest] : rest));

/** What the visitor should see: the rules of the chart, restated without XState. */
class FormModel {
  phase: 'idle' | 'sending' | 'success' | 'failure' = 'idle';
  values: ContactValues = { ...empty };
  honeypot = '';
  errors: FieldErrors = {};
  sent: ContactValues[] = [];
  saved: ContactValues | undefined;

  apply(next: Step): void {
    const editable = this.phase !== 'sending';
    switch (next.kind) {
      case 'change':
        if (!editable) return;
        this.values = { ...this.values, [next.field]: next.value };
        this.errors = { ...this.errors };
        delete this.errors[next.field];
        this.saved = { ...this.values };
        this.phase = 'idle';
        return;
      case 'fill':
        for (const field of fields) {
          this.apply({ kind: 'change', field, value: next.values[field] });
        }
        return;
      case 'honeypot':
        if (!editable) return;
        this.honeypot = next.value;
        this.phase = 'idle';
        return;
      case 'restore':
        if (this.phase !== 'idle') return;
        for (const field of fields) {
          const value = next.values[field];
          if (this.values[field] === '' && value !== undefined) {
            this.values = { ...this.values, [field]: value };
          }
        }
        // Saved at once: the text may have come from outside the app.
        this.saved = { ...this.values };
        return;
      case 'submit':
        if (!editable) return;
        this.errors = expectedErrors(this.values);
        if (Object.keys(this.errors).length > 0) {
          this.phase = 'idle';
        } else if (this.honeypot.trim() !== '') {
          this.succeed();
        } else {
          this.phase = 'sending';
          this.sent.push(trimmed(this.values));
        }
        return;
      case 'resolve':
        if (this.phase === 'sending') this.succeed();
        return;
      case 'reject':
      case 'timeout':
        if (this.phase === 'sending') this.phase = 'failure';
        return;
    }
  }

  private succeed(): void {
    this.phase = 'success';
    this.values = { ...empty };
    this.honeypot = '';
    this.errors = {};
    this.saved = undefined;
  }
}

describe('any sequence of events', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('never loses a typed value except on success, and never sends what the model would not', async () => {
    await fc.assert(
      fc.asyncProperty(steps, async (sequence) => {
        const { form, calls, draft, resolve, reject } = startForm();
        const model = new FormModel();
        try {
          for (const next of sequence) {
            switch (next.kind) {
              case 'change':
                form.send({ type: 'field.change', field: next.field, value: next.value });
                break;
              case 'fill':
                for (const field of fields) {
                  form.send({ type: 'field.change', field, value: next.values[field] });
                }
                break;
              case 'honeypot':
                form.send({ type: 'honeypot.change', value: next.value });
                break;
              case 'submit':
                form.send({ type: 'form.submit' });
                break;
              case 'restore':
                form.send({ type: 'draft.restore', values: next.values });
                break;
              // Settles the latest request even when it was abandoned: a late answer must not count.
              case 'resolve':
                resolve();
                await flushMicrotasks();
                break;
              case 'reject':
                reject(next.error);
                await flushMicrotasks();
                break;
              case 'timeout':
                vi.advanceTimersByTime(20_000);
                break;
            }
            model.apply(next);
            const { value, context } = form.getSnapshot();
            expect(value).toBe(model.phase);
            expect(context.values).toEqual(model.values);
            expect(context.honeypot).toBe(model.honeypot);
            expect(context.errors).toEqual(model.errors);
            expect(calls).toEqual(model.sent);
            expect(draft.saved).toEqual(model.saved);
          }
        } finally {
          form.stop();
        }
      }),
      { numRuns: 200 },
    );
  });
});
