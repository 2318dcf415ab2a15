import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { toast } from 'react-hot-toast';
import { ContactForm } from '../../src/views/components/contact-form';
import { enableScriptButtons, showDraft } from '../../src/form-before-app';
import { contactFields, honeypotName } from '../../src/machines/contact-form-fields';
import { validContact } from '../model/contact-form-plan';
import { renderRoute, withI18n } from './render';

// What only jsdom shows precisely: how errors are tied to their fields, and the form's start-up
// before and while hydrating; validating and sending are the model paths' (tests/model). The SDK is
// replaced so nothing leaves the test.
const send = vi.hoisted(() => vi.fn());
vi.mock('@emailjs/browser', () => ({ default: { init: vi.fn(), send } }));

const form = () => screen.getByRole('form', { name: 'Contact form' });

/** The form's HTML as prerendered, in the page before the app; `field` finds an input by name. */
function prerender(ui: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  const field = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  return { container, field };
}

beforeEach(() => {
  send.mockReset();
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => toast.remove());

test('the field left for bots is one autofill and password managers leave alone, out of reach of the keyboard and screen readers', () => {
  renderRoute('/contact');
  const field = form().querySelector<HTMLInputElement>(`input[name="${honeypotName}"]`)!;
  const label = form().querySelector(`label[for="${field.id}"]`)?.textContent ?? '';
  // Words autofill heuristics match in a field's name or label (Chromium's, password managers').
  const autofilled =
    /web|url|site|homepage|company|organi[sz]ation|name|mail|phone|tel|fax|address|city|zip|postal|country|user|login|pass/i;
  expect(`${field.name} ${label}`).not.toMatch(autofilled);
  expect(field).toHaveAttribute('autocomplete', 'off');
  for (const skip of ['data-1p-ignore', 'data-lpignore', 'data-bwignore'])
    expect(field).toHaveAttribute(skip, 'true');
  expect(field).toHaveAttribute('tabindex', '-1');
  expect(field.closest('[aria-hidden="true"]')).not.toBeNull();
});

test('before the app, the saved draft fills the empty fields but the one being typed into', () => {
  const { container, field } = prerender(withI18n(<ContactForm />));
  field('email').value = 'typed@example.com';
  field('phone').focus();

  showDraft(document.forms, { ...validContact, email: 'old@example.com' });
  const shown = { ...validContact, email: 'typed@example.com', phone: '' };
  expect(contactFields.map((name) => field(name).value)).toEqual(
    contactFields.map((n) => shown[n]),
  );
  container.remove();
});

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
  const ui = withI18n(
    <>
      <ContactForm />
      <ClickOnCommit />
    </>,
  );
  const { container, field } = prerender(ui);
  for (const name of contactFields) field(name).value = validContact[name];
  // What the boot script does before the app: Send is disabled in the HTML, for pages without it.
  enableScriptButtons(container);

  render(ui, { container, hydrate: true });

  await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
  expect(send.mock.calls[0]?.[2]).toEqual(validContact);
  expect(form()).not.toHaveTextContent(/is required|Invalid (email address|phone number)/);
});
