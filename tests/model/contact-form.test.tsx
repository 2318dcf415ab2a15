import { act, screen, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { expect, vi } from 'vitest';
import { contactFormMachine } from '../../src/machines/contact-form-machine';
import {
  contactFields,
  honeypotName,
  type ContactField,
} from '../../src/machines/contact-form-fields';
import { deferred } from '../deferred';
import { renderRoute, type RouteResult } from '../views/render';
import {
  describeForm,
  errorTexts,
  formActions,
  texts,
  validContact,
  type Answer,
  type FormSnapshot,
} from './contact-form-plan';
import { describeViewModel } from './harness';

// The real SDK sends; only `fetch` is answered here, as the e-mail server would.
const sendUrl = 'https://api.emailjs.com/api/v1.0/email/send';

let page: RouteResult;
let sent: { params: unknown; answer: ReturnType<typeof deferred<Response>> }[] = [];
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

/** The button, every field's text and its error message (none but the chart's). */
async function showsForm({ context }: FormSnapshot, sending = false, heldBack = false) {
  await settle();
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
  actions: formActions(validContact, {
    type: async (name, value) => {
      await page.user.clear(input(name));
      await page.user.type(input(name), value);
    },
    pressSend: () => {
      sentBeforePress = sent.length;
      return page.user.click(button());
    },
    fillHiddenField: (value) =>
      page.user.type(form().querySelector(`#contact-${honeypotName}`)!, value),
    leaveAndComeBack: async () => {
      const main = () => screen.getByRole('navigation', { name: 'Main' });
      await page.user.click(within(main()).getByRole('link', { name: 'About Us' }));
      await page.user.click(within(main()).getByRole('link', { name: 'Contact' }));
      expect(page.pathname()).toBe('/contact');
    },
    answer: async (how: Answer) => {
      await settle();
      const { answer } = sent.at(-1)!;
      if (how === 'ok') answer.resolve(new Response('OK', { status: 200 }));
      else if (how === 'network') answer.reject(new TypeError('Failed to fetch'));
      else if (how === 'error 429')
        answer.resolve(new Response('Too Many Requests', { status: 429 }));
      else answer.resolve(new Response('Internal Server Error', { status: 500 }));
    },
  }),
  states: {
    idle: async (snapshot) => {
      await showsForm(snapshot);
      expect(toasts()).not.toContain(texts.toastSending);
    },
    sending: async (snapshot) => {
      await showsForm(snapshot, true);
      expect(toasts()).toContain(texts.toastSending);
      // One request per press, carrying what the fields show.
      expect(sent.slice(sentBeforePress).map(({ params }) => params)).toEqual([
        snapshot.context.values,
      ]);
    },
    success: async (snapshot) => {
      await showsForm(snapshot);
      expect(toasts()).toContain(texts.toastSuccess);
      expect(toasts()).not.toContain(texts.toastSending);
    },
    throttled: async (snapshot) => {
      await showsForm(snapshot, false, true);
      expect(toasts()).toContain(texts.heldBack);
      expect(toasts()).not.toContain(texts.toastFailure);
      expect(toasts()).not.toContain(texts.toastSending);
    },
    failure: async (snapshot) => {
      await showsForm(snapshot);
      expect(toasts()).toContain(texts.toastFailure);
      expect(toasts()).not.toContain(texts.toastSending);
      expect(console.error).toHaveBeenCalledWith('Contact form e-mail failed', expect.anything());
    },
  },
  describe: describeForm,
});
