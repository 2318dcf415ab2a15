import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { toast } from 'react-hot-toast';
import { ContactForm } from '../../src/views/components/ContactForm';
import { showDraft } from '../../src/views/typed-values';
import { createTestI18n, renderRoute } from './render';

// What only jsdom shows precisely: how errors are tied to their fields, focus, the notices, and
// the form's start-up before and while hydrating. What the visitor sees of validating and sending
// (messages, Sending..., toasts, values kept, double submit, the honeypot) is proved by the model
// paths (tests/model/contact-form.test.tsx, and in Chromium) and tests/e2e/contact-form.spec.ts.
//
// The send actor reads its keys from import.meta.env when src/data/email-config.ts is first
// imported, so they are stubbed before any import; the SDK itself is replaced so nothing leaves
// the test (the send actor imports it lazily, which vi.mock also covers).
const { send, init } = vi.hoisted(() => {
  vi.stubEnv('VITE_EMAILJS_PUBLIC_KEY', 'test-public-key');
  vi.stubEnv('VITE_EMAILJS_SERVICE_ID', 'service_test');
  vi.stubEnv('VITE_EMAILJS_TEMPLATE_ID', 'template_test');
  return { send: vi.fn(), init: vi.fn() };
});

vi.mock('@emailjs/browser', () => ({ default: { init, send } }));

const messages = {
  name: 'Name is required',
  email: 'Email is required',
  phone: 'Phone number is required',
  message: 'Message is required',
};
const errorTexts = [...Object.values(messages), 'Invalid email address', 'Invalid phone number'];

const valid = {
  name: 'Aung Aung',
  email: 'aung@example.com',
  phone: '+95 9 123 456 789',
  message: 'We plan to open a subsidiary in Yangon.',
};

function form() {
  return screen.getByRole('form', { name: 'Contact form' });
}

function fields() {
  const scope = within(form());
  return {
    name: scope.getByRole('textbox', { name: 'Name' }),
    email: scope.getByRole('textbox', { name: 'Email' }),
    phone: scope.getByRole('textbox', { name: 'Phone' }),
    message: scope.getByRole('textbox', { name: 'Message' }),
  };
}

function submitButton(name = 'Send Message') {
  return within(form()).getByRole('button', { name });
}

function shownErrors(): string[] {
  const text = form().textContent ?? '';
  return errorTexts.filter((message) => text.includes(message));
}

async function renderContact() {
  const view = renderRoute('/contact');
  await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
  return view;
}

beforeEach(() => {
  send.mockReset();
  init.mockReset();
  sessionStorage.clear();
  localStorage.clear();
});

afterEach(() => {
  toast.remove();
});

describe('contact form validation', () => {
  test('after a submit, each field’s error message is its accessible description', async () => {
    const { user } = await renderContact();
    await user.click(submitButton());

    const f = fields();
    for (const field of ['name', 'email', 'phone', 'message'] as const) {
      const input = f[field];
      expect(input).toHaveAttribute('aria-invalid', 'true');
      const describedBy = input.getAttribute('aria-describedby')?.split(' ') ?? [];
      const errorElement = screen.getByText(messages[field]);
      expect(describedBy).toContain(errorElement.id);
      expect(input).toHaveAccessibleDescription(expect.stringContaining(messages[field]));
    }
  });

  test('focus moves to the first invalid field on submit', async () => {
    const { user } = await renderContact();
    await user.click(submitButton());
    expect(fields().name).toHaveFocus();

    await user.type(fields().name, valid.name);
    await user.type(fields().phone, valid.phone);
    await user.click(submitButton());
    expect(fields().email).toHaveFocus();
  });
});

describe('the form itself', () => {
  test('the form states that it creates no lawyer-client relationship and asks for no confidential information', async () => {
    await renderContact();
    const scope = within(form());
    expect(
      scope.getByText(
        'Sending a message through this form does not create a lawyer-client relationship.',
      ),
    ).toBeInTheDocument();
    expect(
      scope.getByText(/do not include confidential or time-sensitive information/),
    ).toBeInTheDocument();
  });

  test('the form is not validated by the browser', async () => {
    await renderContact();
    expect(form()).toHaveAttribute('novalidate');
  });
});

describe('the contact form draft', () => {
  test('before the app, the saved draft fills the empty fields but the one being typed into', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <I18nextProvider i18n={createTestI18n()}>
        <ContactForm />
      </I18nextProvider>,
    );
    document.body.append(container);
    const field = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    field('email').value = 'typed@example.com';
    field('phone').focus();

    showDraft(document.forms, {
      name: 'Aung Aung',
      email: 'old@example.com',
      phone: '+95 1 111',
      message: 'Half written',
    });

    expect(['name', 'email', 'phone', 'message'].map((name) => field(name).value)).toEqual([
      'Aung Aung',
      'typed@example.com',
      '',
      'Half written',
    ]);
    container.remove();
  });
});

describe('text typed before the app took over', () => {
  // Hydration commits in one task and runs its effects (among them the one that starts the form's
  // actor) in a later one. A click that lands in between reaches the hydrated form's onSubmit
  // before any of those effects: `ClickOnCommit`, rendered after the form, clicks Send there.
  function ClickOnCommit() {
    useLayoutEffect(() => {
      document.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    }, []);
    return null;
  }

  test('a Send that lands between hydration and its effects sends what the fields show', async () => {
    send.mockResolvedValue({ status: 200, text: 'OK' });
    const ui = (
      <I18nextProvider i18n={createTestI18n()}>
        <ContactForm />
        <ClickOnCommit />
      </I18nextProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    for (const [field, value] of Object.entries(valid)) {
      container.querySelector<HTMLInputElement>(`[name="${field}"]`)!.value = value;
    }

    render(ui, { container, hydrate: true });

    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]?.[2]).toEqual(valid);
    expect(shownErrors()).toEqual([]);
  });
});
