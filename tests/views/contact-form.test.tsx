import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { toast } from 'react-hot-toast';
import { draftKey } from '../../src/machines/draft-storage';
import { ContactForm } from '../../src/views/components/ContactForm';
import { showDraft } from '../../src/views/typed-values';
import { createTestI18n, renderRoute } from './render';

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

function deferred() {
  let resolve: (value: { status: number; text: string }) => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const promise = new Promise<{ status: number; text: string }>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

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

async function fillValid(user: ReturnType<typeof renderRoute>['user'], values = valid) {
  const f = fields();
  await user.type(f.name, values.name);
  await user.type(f.email, values.email);
  await user.type(f.phone, values.phone);
  await user.type(f.message, values.message);
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
  test('an empty submit shows exactly the four required messages, each linked to its field', async () => {
    const { user } = await renderContact();
    await user.click(submitButton());

    expect(shownErrors()).toEqual(Object.values(messages));
    const f = fields();
    for (const field of ['name', 'email', 'phone', 'message'] as const) {
      const input = f[field];
      expect(input).toHaveAttribute('aria-invalid', 'true');
      const describedBy = input.getAttribute('aria-describedby')?.split(' ') ?? [];
      const errorElement = screen.getByText(messages[field]);
      expect(describedBy).toContain(errorElement.id);
      expect(input).toHaveAccessibleDescription(expect.stringContaining(messages[field]));
    }
    expect(send).not.toHaveBeenCalled();
  });

  test('a malformed email and phone show their format messages', async () => {
    const { user } = await renderContact();
    await fillValid(user, { ...valid, email: 'aung@example', phone: '12ab' });
    await user.click(submitButton());

    expect(shownErrors()).toEqual(['Invalid email address', 'Invalid phone number']);
    expect(fields().email).toHaveAccessibleDescription('Invalid email address');
    expect(fields().phone).toHaveAccessibleDescription(
      expect.stringContaining('Invalid phone number'),
    );
    expect(fields().name).not.toHaveAttribute('aria-invalid');
    expect(send).not.toHaveBeenCalled();
  });

  test('errors do not show before a submit attempt', async () => {
    const { user } = await renderContact();
    const f = fields();
    await user.type(f.email, 'not an address');
    await user.type(f.phone, 'x');
    await user.click(f.name);
    await user.tab();

    expect(shownErrors()).toEqual([]);
    for (const input of Object.values(fields())) expect(input).not.toHaveAttribute('aria-invalid');
  });

  test('editing a field clears only its own error', async () => {
    const { user } = await renderContact();
    await user.click(submitButton());
    await user.type(fields().email, 'a');

    expect(shownErrors()).toEqual([messages.name, messages.phone, messages.message]);
    expect(fields().email).not.toHaveAttribute('aria-invalid');
    expect(fields().email).not.toHaveAccessibleDescription(expect.stringContaining('required'));
    expect(fields().name).toHaveAttribute('aria-invalid', 'true');
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

describe('sending the contact form', () => {
  test('sends the four trimmed values once, shows Sending... on a disabled button with read-only fields, then clears the form', async () => {
    const pending = deferred();
    send.mockReturnValue(pending.promise);
    const { user } = await renderContact();
    await fillValid(user, {
      name: '  Aung Aung ',
      email: ' aung@example.com  ',
      phone: ' +95 9 123 456 789 ',
      message: '  We plan to open a subsidiary in Yangon.  ',
    });
    await user.click(submitButton());

    const sendingButton = await screen.findByRole('button', { name: 'Sending...' });
    expect(sendingButton).toBeDisabled();
    for (const input of Object.values(fields())) expect(input).toHaveAttribute('readonly');
    expect(await screen.findByText('Sending message...')).toBeInTheDocument();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith(
      'service_test',
      'template_test',
      valid,
      expect.objectContaining({ publicKey: 'test-public-key' }),
    );

    // A second click while sending sends nothing more.
    await user.click(sendingButton);
    expect(send).toHaveBeenCalledTimes(1);

    pending.resolve({ status: 200, text: 'OK' });

    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(screen.queryByText('Sending message...')).not.toBeInTheDocument();
    const f = fields();
    for (const input of Object.values(f)) {
      expect(input).toHaveValue('');
      expect(input).not.toHaveAttribute('readonly');
    }
    expect(submitButton()).toBeEnabled();
    expect(shownErrors()).toEqual([]);
  });

  test('a failed send keeps every value, re-enables the button and shows the failure toast', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    send.mockRejectedValue({ status: 500, text: 'Internal Server Error' });
    const { user } = await renderContact();
    await fillValid(user);
    await user.click(submitButton());

    expect(
      await screen.findByText('Failed to send message. Please try again.'),
    ).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
    const f = fields();
    expect(f.name).toHaveValue(valid.name);
    expect(f.email).toHaveValue(valid.email);
    expect(f.phone).toHaveValue(valid.phone);
    expect(f.message).toHaveValue(valid.message);
    for (const input of Object.values(f)) expect(input).not.toHaveAttribute('readonly');
    expect(submitButton()).toBeEnabled();
    expect(consoleError).toHaveBeenCalledWith(
      'Contact form e-mail failed',
      expect.objectContaining({ status: 500 }),
    );

    // The visitor can retry with one click.
    send.mockResolvedValue({ status: 200, text: 'OK' });
    await user.click(submitButton());
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(2);
  });

  test('a filled honeypot answers with the success toast and sends nothing', async () => {
    const { user } = await renderContact();
    await fillValid(user);
    await user.type(screen.getByLabelText('Leave this field empty'), 'https://spam.example');
    await user.click(submitButton());

    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    expect(init).not.toHaveBeenCalled();
    expect(fields().name).toHaveValue('');
  });

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

const savedDraft = () => {
  const raw = sessionStorage.getItem(draftKey);
  return raw === null ? null : (JSON.parse(raw) as unknown);
};

/** Makes the storage getters throw, as Chromium does when site data is blocked. */
function blockStorage(): () => void {
  const names = ['sessionStorage', 'localStorage'] as const;
  const originals = names.map((name) => Object.getOwnPropertyDescriptor(window, name));
  for (const name of names) {
    Object.defineProperty(window, name, {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  }
  return () =>
    names.forEach((name, index) => {
      const original = originals[index];
      if (original) Object.defineProperty(window, name, original);
    });
}

describe('the contact form draft', () => {
  test('a draft in sessionStorage is restored into the fields after render, without errors', async () => {
    sessionStorage.setItem(draftKey, JSON.stringify({ name: 'Mya Mya', message: 'Half\nwritten' }));
    await renderContact();

    await waitFor(() => expect(fields().name).toHaveValue('Mya Mya'));
    expect(fields().message).toHaveValue('Half\nwritten');
    expect(fields().email).toHaveValue('');
    expect(shownErrors()).toEqual([]);
    for (const input of Object.values(fields())) expect(input).not.toHaveAttribute('aria-invalid');
  });

  test('typing saves the draft in sessionStorage, never in localStorage and never the honeypot', async () => {
    const { user } = await renderContact();
    await user.type(fields().name, 'Aung');
    await user.type(fields().email, 'a@b');
    await user.type(screen.getByLabelText('Leave this field empty'), 'bot');

    expect(savedDraft()).toEqual({ name: 'Aung', email: 'a@b' });
    expect(localStorage.length).toBe(0);
  });

  test('the draft follows the visitor to another page and back, and to the home page form', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { user } = await renderContact();
    await user.type(fields().message, 'Please call me back.');
    const nav = screen.getByRole('navigation', { name: 'Main' });

    await user.click(within(nav).getByRole('link', { name: 'About Us' }));
    await screen.findByRole('heading', { level: 1, name: /about/i });
    await user.click(within(nav).getByRole('link', { name: 'Contact' }));
    await waitFor(() => expect(fields().message).toHaveValue('Please call me back.'));

    await user.click(within(nav).getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(fields().message).toHaveValue('Please call me back.'));
  });

  test('a successful send clears the saved draft; a failed one keeps it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    send.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user } = await renderContact();
    await fillValid(user);
    await user.click(submitButton());
    expect(
      await screen.findByText('Failed to send message. Please try again.'),
    ).toBeInTheDocument();
    expect(savedDraft()).toEqual(valid);

    send.mockResolvedValue({ status: 200, text: 'OK' });
    await user.click(submitButton());
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(sessionStorage.getItem(draftKey)).toBeNull();
  });

  test('blocked storage leaves the form fully usable: it validates and sends', async () => {
    const unblock = blockStorage();
    try {
      send.mockResolvedValue({ status: 200, text: 'OK' });
      const { user } = await renderContact();
      await user.click(submitButton());
      expect(shownErrors()).toEqual(Object.values(messages));

      await fillValid(user);
      expect(shownErrors()).toEqual([]);
      await user.click(submitButton());

      expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
      expect(send).toHaveBeenCalledTimes(1);
      for (const input of Object.values(fields())) expect(input).toHaveValue('');
    } finally {
      unblock();
    }
  });

  test('a malformed or tampered draft is ignored', async () => {
    sessionStorage.setItem(draftKey, '{"name": 42, "email": ["x"], "message": ');
    await renderContact();
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const input of Object.values(fields())) expect(input).toHaveValue('');
  });

  test('hydrating prerendered HTML adopts exactly what the fields show, saves it at once, and adds no saved text to it', async () => {
    const ui = (
      <I18nextProvider i18n={createTestI18n()}>
        <ContactForm />
      </I18nextProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    // An older draft in storage; the fields show what the visitor put there before the app.
    sessionStorage.setItem(
      draftKey,
      JSON.stringify({ name: 'Aung Aung', message: 'An older message' }),
    );
    container.querySelector<HTMLInputElement>('[name="name"]')!.value = 'Mya Mya';
    const consoleError = vi.spyOn(console, 'error');
    const onRecoverableError = vi.fn();

    render(ui, { container, hydrate: true, onRecoverableError });

    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(draftKey) ?? '{}')).toEqual({ name: 'Mya Mya' }),
    );
    expect(fields().name).toHaveValue('Mya Mya');
    // The boot script shows a saved draft before the visitor can type (showDraft); the app never
    // puts one into a form it hydrates, where the visitor may be typing.
    expect(fields().message).toHaveValue('');
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(shownErrors()).toEqual([]);
  });

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

describe('what is typed stays text', () => {
  const markup = {
    name: '<img src=x onerror="window.__typed=1"> {{name}}',
    email: '"><script>window.__typed=2</script>@example.com',
    phone: '{{{phone}}}',
    message:
      '<b>bold</b>\r\n<iframe src="javascript:alert(1)"></iframe> \u202Eevil\u202C שלום مرحبا 👩🏽‍⚖️',
  };

  test('markup typed into the fields is rendered as text, never as HTML', async () => {
    const { user } = await renderContact();
    for (const field of ['name', 'email', 'phone', 'message'] as const) {
      await user.click(fields()[field]);
      await user.paste(markup[field]);
    }

    expect(fields().name).toHaveValue(markup.name);
    expect(fields().email).toHaveValue(markup.email);
    expect(fields().phone).toHaveValue(markup.phone);
    // A textarea normalises CR LF to LF in its value, as every browser does.
    expect(fields().message).toHaveValue(markup.message.replace('\r\n', '\n'));
    expect(form().querySelectorAll('img, script, b, iframe')).toHaveLength(0);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect((window as { __typed?: number }).__typed).toBeUndefined();

    // The loose address rule (no spaces, an @, a dot and letters) accepts the markup as text.
    await user.click(submitButton());
    expect(shownErrors()).toEqual(['Invalid phone number']);
    expect(form().querySelectorAll('img, script, b, iframe')).toHaveLength(0);
  });

  test('markup in a restored draft is rendered as text too', async () => {
    sessionStorage.setItem(draftKey, JSON.stringify(markup));
    await renderContact();
    await waitFor(() => expect(fields().name).toHaveValue(markup.name));
    expect(fields().email).toHaveValue(markup.email);
    expect(form().querySelectorAll('img, script, b, iframe')).toHaveLength(0);
    expect((window as { __typed?: number }).__typed).toBeUndefined();
  });
});
