import { act, screen, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { expect, vi } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { contactFormMachine, type ContactFormEvent } from '../../src/machines/contact-form-machine';
import {
  contactFields,
  honeypotName,
  type ContactField,
} from '../../src/machines/contact-form-fields';
import { SendEmailError } from '../../src/machines/send-email-actor';
import { sendInterval } from '../../src/machines/send-pace';
import { deferred } from '../deferred';
import { renderRoute, type RouteResult } from '../views/render';
import { errorTexts, texts, validContact } from './contact-form-plan';
import { describeViewModel } from './harness';

type FormSnapshot = SnapshotFrom<typeof contactFormMachine>;
type Answer = ReturnType<typeof deferred<Response>>;

// The real SDK sends; only `fetch` is answered here, as the e-mail server would.
const sendUrl = 'https://api.emailjs.com/api/v1.0/email/send';

let page: RouteResult;
let sent: { params: unknown; answer: Answer }[] = [];
let sentBeforePress = 0;

function answerFetch() {
  sent = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    if (url !== sendUrl) return Promise.resolve(new Response('not in this test', { status: 404 }));
    const answer = deferred<Response>();
    sent.push({ params: JSON.parse(String(init.body)).template_params, answer });
    return answer.promise;
  });
}

/** Lets the lazy SDK, the lazy toasts and the promises after them run, without moving the clock. */
async function settle() {
  for (let round = 0; round < 3; round++) await act(() => vi.dynamicImportSettled());
}

// By label, not role: the accessible-name walk over the whole page, 70 states a run, is slow.
const form = () => screen.getByLabelText('Contact form');
const input = (name: ContactField) => within(form()).getByLabelText(new RegExp(`^${name}`, 'i'));
const button = () => within(form()).getByRole('button');
const toasts = () => screen.queryAllByRole('status').map((status) => status.textContent);

/** The button, every field's text and its error message (none but the chart's), the sending toast. */
async function showsForm(snapshot: FormSnapshot) {
  const [sending, heldBack] = [snapshot.matches('sending'), snapshot.matches('throttled')];
  const { context } = snapshot;
  await settle();
  expect(toasts().includes(texts.toastSending), 'the sending toast').toBe(sending);
  expect(button()).toHaveTextContent(sending ? texts.sending : texts.send);
  expect(button()).toHaveProperty('disabled', sending || heldBack);
  if (heldBack) expect(form()).toHaveTextContent(texts.heldBack);
  else expect(form()).not.toHaveTextContent(/You can send another message/);
  for (const name of contactFields) {
    expect(input(name)).toHaveValue(context.values[name]);
    expect(input(name)).toHaveProperty('readOnly', sending);
    if (context.errors[name]) expect(input(name)).toHaveAttribute('aria-invalid', 'true');
    else expect(input(name)).not.toHaveAttribute('aria-invalid');
  }
  const expected = contactFields.flatMap((name) => errorTexts[context.errors[name]!] ?? []);
  const text = form().textContent ?? '';
  expect(Object.values(errorTexts).filter((error) => text.includes(error))).toEqual(expected);
}

/** The chart's own events, checked against its types. */
const chart = (event: ContactFormEvent): EventObject => event;
const typing = (field: ContactField, value: string, label: string) => ({
  label,
  event: chart({ type: 'field.change', field, value }),
  // Typing what the field already shows changes nothing a visitor could see.
  when: (s: FormSnapshot) => s.context.values[field] !== value,
  run: async () => {
    await page.user.clear(input(field));
    await page.user.type(input(field), value);
  },
});
const [done, failed] = ['xstate.done.actor.sendEmail', 'xstate.error.actor.sendEmail'];
const answer = (label: string, type: string, reply: (to: Answer) => void, error?: unknown) => ({
  label,
  event: error === undefined ? { type } : { type, error },
  run: async () => {
    await settle();
    reply(sent.at(-1)!.answer);
  },
});

describeViewModel({
  name: 'contact form',
  machine: contactFormMachine,
  starts: [
    {
      label: '/contact',
      render: () => {
        sessionStorage.clear();
        localStorage.clear();
        act(() => toast.remove());
        answerFetch();
        vi.spyOn(console, 'error').mockImplementation(() => {});
        page = renderRoute('/contact');
      },
    },
  ],
  actions: [
    typing('name', validContact.name, 'type a name'),
    typing('email', validContact.email, 'type an e-mail address'),
    typing('email', 'aung@example', 'type "aung@example"'),
    typing('phone', validContact.phone, 'type a phone number'),
    typing('phone', 'call me', 'type "call me"'),
    typing('message', validContact.message, 'type a message'),
    {
      label: 'press Send',
      event: { type: 'form.submit' },
      run: () => {
        sentBeforePress = sent.length;
        return page.user.click(button());
      },
    },
    {
      label: 'a bot fills the hidden field',
      event: chart({ type: 'honeypot.change', value: 'https://spam.example' }),
      when: (s) => s.context.honeypot === '',
      run: () =>
        page.user.type(form().querySelector(`#contact-${honeypotName}`)!, 'https://spam.example'),
    },
    {
      // A form rendered afresh restores the saved draft; what it restores is what the fields
      // showed, so the chart's event carries nothing new. Errors and a bot's field are not kept.
      label: 'go to About Us and back',
      event: chart({ type: 'draft.restore', values: {} }),
      when: (s) =>
        s.matches('idle') &&
        Object.keys(s.context.errors).length === 0 &&
        s.context.honeypot === '' &&
        Object.values(s.context.values).some(Boolean),
      run: async () => {
        const main = () => screen.getByRole('navigation', { name: 'Main' });
        await page.user.click(within(main()).getByRole('link', { name: 'About Us' }));
        await page.user.click(within(main()).getByRole('link', { name: 'Contact' }));
        expect(page.pathname()).toBe('/contact');
      },
    },
    answer('the server answers 200 OK', done, (a) => a.resolve(new Response('OK'))),
    answer('the server answers 500', failed, (a) =>
      a.resolve(new Response('Internal Server Error', { status: 500 })),
    ),
    answer('the connection fails', failed, (a) => a.reject(new TypeError('Failed to fetch'))),
    answer(
      'the server answers 429',
      failed,
      (a) => a.resolve(new Response('Too Many Requests', { status: 429 })),
      new SendEmailError(429, 'Too Many Requests', sendInterval),
    ),
  ],
  states: {
    idle: showsForm,
    sending: async (snapshot) => {
      await showsForm(snapshot);
      // One request per press, carrying what the fields show.
      expect(sent.slice(sentBeforePress).map(({ params }) => params)).toEqual([
        snapshot.context.values,
      ]);
    },
    success: async (snapshot) => {
      await showsForm(snapshot);
      expect(toasts()).toContain(texts.toastSuccess);
    },
    throttled: async (snapshot) => {
      await showsForm(snapshot);
      expect(toasts()).toContain(texts.heldBack);
      expect(toasts()).not.toContain(texts.toastFailure);
    },
    failure: async (snapshot) => {
      await showsForm(snapshot);
      expect(toasts()).toContain(texts.toastFailure);
      expect(console.error).toHaveBeenCalledWith('Contact form e-mail failed', expect.anything());
    },
  },
  // The report's words after a state: 'idle (2 errors; hidden field filled)'.
  describe: ({ context }) => {
    const errors = Object.keys(context.errors).length;
    return [
      errors && `${errors} error${errors > 1 ? 's' : ''}`,
      context.honeypot && 'hidden field filled',
    ]
      .filter(Boolean)
      .join('; ');
  },
});
