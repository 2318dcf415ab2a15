// @vitest-environment node
// What the model paths (tests/model/contact-form.test.tsx) cannot enumerate: hostile text, any
// sequence of edits, sends and answers, checked against a small model of what the visitor sees.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import fc from 'fast-check';
import { createActor, fromPromise } from 'xstate';
import {
  contactFormMachine,
  type ContactFormEvent,
  type ContactFormInput,
} from '../../src/machines/contact-form-machine';
import {
  contactFields as fields,
  emptyContactValues as empty,
  contactFormFields,
  emailParams,
  validateContact,
  type ContactField,
  type ContactValues,
  type FieldErrors,
} from '../../src/machines/contact-form-fields';
import { SendEmailError } from '../../src/machines/send-email-actor';
import { sendInterval } from '../../src/machines/send-pace';
import { deferred } from '../deferred';
import { ofLength, validContact } from '../model/contact-form-plan';

const sendTimeout = contactFormMachine.implementations.delays.sendTimeout as number;
const isValid = (values: ContactValues) => Object.keys(validateContact(values)).length === 0;

// Markup, templates, spaces, controls, scripts, pieces of addresses and phone numbers.
const snippets = [
  ...['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '"><svg onload=alert(1)>'],
  ...['{{name}}', '{{{message}}}', '${email}'],
  ...['\r\n', '\n', '\r', '\t', ' ', '\u00a0', '\u3000', '\ufeff'],
  ...['\u0000', '\u202e', '\u200f', '\ud800', '\udfff', 'e\u0301'],
  ...['مرحبا بالعالم', 'שלום', 'မင်္ဂလာပါ', '法律事務所', '👩🏽‍⚖️', '🇲🇲'],
  ...['@', '.', 'com', '+95', '(1)', '-', '9'],
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

// Values that pass (or nearly pass) each rule, so the valid branch is taken often too.
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

// Two characters either side of each length limit, to test "too long" there.
const atTheLimit = (field: ContactField) =>
  fc.integer({ min: -2, max: 2 }).map((d) => ofLength[field](contactFormFields[field].max + d));

const record = (of: (field: ContactField) => fc.Arbitrary<string>) =>
  fc.record(
    Object.fromEntries(fields.map((f) => [f, of(f)])) as Record<ContactField, fc.Arbitrary<string>>,
  );

const fieldValue = (field: ContactField) =>
  fc.oneof(
    hostile,
    padded(plausible[field]),
    fc.string({ unit: 'grapheme' }),
    fc.string({ unit: 'binary' }),
    atTheLimit(field),
  );

const huge = fc
  .constantFrom('x', ' ', '👩🏽‍⚖️', '<script>', '{{t}}', '\r\n', 'ب', '\ud800')
  .map((unit) => unit.repeat(Math.ceil(60_000 / unit.length)).slice(0, 60_000));

// Any values, valid ones as often as not, and now and then 60,000 characters.
const contactValues: fc.Arbitrary<ContactValues> = fc.oneof(
  { arbitrary: record(fieldValue), weight: 20 },
  { arbitrary: record((field) => padded(plausible[field])).filter(isValid), weight: 20 },
  {
    arbitrary: record((field) => fc.oneof(huge, fieldValue(field))),
    weight: 1,
  },
);

// Every shape the SDK or the network has been seen to reject with, and then some.
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

// Every send is recorded in `calls`; the latest settles when the test says so; `draft.saved` is
// what a reload would find.
function startForm(input?: ContactFormInput) {
  const calls: ContactValues[] = [];
  let latest: ReturnType<typeof deferred<void>> | undefined;
  const draft: { saved?: ContactValues } = {};
  const sendEmail = fromPromise<void, ContactValues>(({ input: values }) => {
    calls.push(values);
    latest = deferred();
    return latest.promise;
  });
  const form = createActor(
    contactFormMachine.provide({
      actors: { sendEmail },
      actions: {
        persistDraft: ({ context }) => Object.assign(draft, { saved: { ...context.values } }),
        discardDraft: () => delete draft.saved,
      },
    }),
    { input },
  );
  form.start();
  const resolve = () => latest?.resolve();
  const reject = (error: unknown) => latest?.reject(error);
  return { form, calls, draft, resolve, reject };
}

/** Lets a settled send reach the machine: the promise callbacks of the invoked actor run. */
async function flushMicrotasks() {
  for (let tick = 0; tick < 10; tick++) await Promise.resolve();
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

test('a draft passed as input pre-fills the form; missing fields start empty', () => {
  const { form } = startForm({ values: { name: 'Draft', message: 'Half written' } });
  expect(form.getSnapshot().context.values).toEqual({
    ...empty,
    name: 'Draft',
    message: 'Half written',
  });
});

// A late answer, the chart's toasts and a held-back form's fields, draft and Send button: the
// property test below and the model paths (tests/model/contact-form.test.tsx).
test.each([
  [
    'an error answer',
    (reject: (error: unknown) => void) =>
      reject({ status: 400, text: 'The template ID is invalid' }),
    { status: 400, reason: 'The template ID is invalid' },
  ],
  [
    `no answer in ${sendTimeout / 1000} s`,
    () => vi.advanceTimersByTime(sendTimeout),
    { status: 0, reason: 'No answer in time' },
  ],
])('%s is logged with its status and reason', async (_, fail, logged) => {
  const { form, reject } = startForm();
  typeAll(validContact).forEach((event) => form.send(event));
  form.send({ type: 'form.submit' });
  fail(reject);
  await flushMicrotasks();
  expect(console.error).toHaveBeenCalledWith('Contact form e-mail failed', logged);
});

test('a send held back announces its wait in whole seconds, rounded up, and logs nothing', async () => {
  const { form, reject } = startForm();
  const waits: number[] = [];
  form.on('notify', (event) => 'count' in event && waits.push(event.count));
  typeAll(validContact).forEach((event) => form.send(event));
  form.send({ type: 'form.submit' });
  reject(new SendEmailError(429, 'Too Many Requests', 6400));
  await flushMicrotasks();
  expect(form.getSnapshot().value).toBe('throttled');
  expect(waits).toEqual([7]);
  expect(console.error).not.toHaveBeenCalled();
});

/** A chart event, or the server's answer: a settled send, or the 20 s timeout. */
type Step =
  | ContactFormEvent
  | { type: 'resolve' }
  | { type: 'reject'; error: unknown }
  | { type: 'timeout' };

const typed = (field: ContactField) =>
  fc.oneof(
    { arbitrary: hostile, weight: 2 },
    { arbitrary: fc.constant(''), weight: 1 },
    { arbitrary: padded(fc.constant(validContact[field])), weight: 3 },
  );

const typeAll = (values: ContactValues) =>
  fields.map((field): ContactFormEvent => ({ type: 'field.change', field, value: values[field] }));
// Room for the padding on each side.
const validMessage = hostile.filter(
  (t) => t.trim() !== '' && t.length <= contactFormFields.message.max - 4,
);
/** A complete, valid form typed in one go, so sequences reach sending, success and failure. */
const validFill = record((field) =>
  padded(field === 'message' ? validMessage : fc.constant(validContact[field])),
).map(typeAll);

const weighted = (weight: number, arbitrary: fc.Arbitrary<Step | Step[]>) => ({
  weight,
  arbitrary,
});
const step = fc.oneof(
  weighted(
    5,
    fc
      .constantFrom(...fields)
      .chain((field) => typed(field).map((value) => ({ type: 'field.change', field, value }))),
  ),
  weighted(3, validFill),
  // Any values, hostile, at the limits or 60,000 characters long, then Send.
  weighted(
    3,
    contactValues.map((values) => [...typeAll(values), { type: 'form.submit' }]),
  ),
  weighted(
    1,
    fc
      .oneof(
        { arbitrary: fc.constant(''), weight: 3 },
        { arbitrary: fc.constantFrom(' ', '\n'), weight: 1 },
        { arbitrary: hostile, weight: 1 },
      )
      .map((value) => ({ type: 'honeypot.change', value })),
  ),
  weighted(4, fc.constant({ type: 'form.submit' })),
  weighted(
    1,
    fc
      .record(
        { name: typed('name'), email: typed('email'), phone: typed('phone'), message: hostile },
        { requiredKeys: [] },
      )
      .map((values) => ({ type: 'draft.restore', values })),
  ),
  weighted(3, fc.constant({ type: 'resolve' })),
  weighted(
    3,
    sendFailure.map((error): Step => ({ type: 'reject', error })),
  ),
  // Held back (send-pace.ts): a 429 with the time left, up to the 10 s interval.
  weighted(
    1,
    fc
      .integer({ min: 1, max: sendInterval })
      .map((ms) => ({ type: 'reject', error: new SendEmailError(429, 'Too Many Requests', ms) })),
  ),
  weighted(1, fc.constant({ type: 'timeout' })),
);

/** Half the sequences start from a complete form, so most of them get past validation. */
const steps = fc
  .tuple(fc.boolean(), validFill, fc.array(step, { minLength: 1, maxLength: 30, size: 'medium' }))
  .map(([prefilled, fill, rest]): Step[] => [...(prefilled ? fill : []), ...rest.flat()]);

/** What the visitor should see: the rules of the chart, restated without XState. */
class FormModel {
  phase: 'idle' | 'sending' | 'success' | 'failure' | 'throttled' = 'idle';
  values: ContactValues = { ...empty };
  honeypot = '';
  errors: FieldErrors = {};
  sent: ContactValues[] = [];
  saved: ContactValues | undefined;

  apply(next: Step): void {
    const editable = this.phase !== 'sending';
    // Held back, the form stays so until the wait is over, whatever is typed.
    const after = this.phase === 'throttled' ? 'throttled' : 'idle';
    switch (next.type) {
      case 'field.change':
        if (!editable) return;
        this.values[next.field] = next.value;
        delete this.errors[next.field];
        this.saved = { ...this.values };
        this.phase = after;
        return;
      case 'honeypot.change':
        if (!editable) return;
        this.honeypot = next.value;
        this.phase = after;
        return;
      case 'draft.restore':
        if (this.phase !== 'idle') return;
        for (const field of fields) this.values[field] ||= next.values[field] ?? '';
        // Saved at once: the text may have come from outside the app.
        this.saved = { ...this.values };
        return;
      case 'form.submit':
        if (!editable || this.phase === 'throttled') return;
        this.errors = validateContact(this.values);
        if (Object.keys(this.errors).length > 0) this.phase = 'idle';
        else if (this.honeypot.trim() !== '') this.succeed();
        else {
          this.phase = 'sending';
          this.sent.push(emailParams(this.values));
        }
        return;
      case 'resolve':
        if (this.phase === 'sending') this.succeed();
        return;
      case 'reject': {
        const heldBack = next.error instanceof SendEmailError && next.error.retryAfter;
        if (this.phase === 'sending') this.phase = heldBack ? 'throttled' : 'failure';
        return;
      }
      case 'timeout':
        // 20 s: past any wait of a send held back (10 s at most).
        if (this.phase === 'sending') this.phase = 'failure';
        else if (this.phase === 'throttled') this.phase = 'idle';
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

test('any sequence of events never loses a typed value except on success, and never sends what the model would not', async () => {
  await fc.assert(
    fc.asyncProperty(steps, async (sequence) => {
      const { form, calls, draft, resolve, reject } = startForm();
      const model = new FormModel();
      try {
        for (const next of sequence) {
          // An answer settles the latest request even when abandoned: a late one must not count.
          if (next.type === 'resolve') resolve();
          else if (next.type === 'reject') reject(next.error);
          else if (next.type === 'timeout') vi.advanceTimersByTime(sendTimeout);
          else form.send(next);
          await flushMicrotasks();
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
  // Hundreds of sequences: room for a loaded machine.
}, 20_000);
