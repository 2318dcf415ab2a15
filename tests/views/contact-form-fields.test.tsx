import { afterEach, expect, test, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { ContactForm } from '../../src/views/components/contact-form';
import { contactFields, contactFormFields } from '../../src/machines/contact-form-fields';
import { errorTexts, texts, validContact } from '../model/contact-form-plan';
import { siteResources } from '../unit/locale-files';
import { createStaticI18n } from '../../src/i18n/server';
import { withI18n } from './render';

// The field table with one entry more, as a developer would add it: the form must render it,
// validate it and send it, with no other edit than the entry and its texts.
vi.mock('../../src/data/contact-form-fields.json', async (importOriginal) => {
  const { default: table } = await importOriginal<{ default: object }>();
  return { default: { ...table, company: { max: 80, autoComplete: 'organization' } } };
});

const send = vi.hoisted(() => vi.fn());
vi.mock('@emailjs/browser', () => ({ default: { init: vi.fn(), send } }));

afterEach(() => toast.remove());

const added = 'company' as (typeof contactFields)[number];
const { max } = contactFormFields[added];

function renderForm() {
  const en = structuredClone(siteResources.en!);
  const common = en.common as { contactForm: Record<'fields' | 'errors', object> };
  Object.assign(common.contactForm.fields, { company: 'Company' });
  Object.assign(common.contactForm.errors, {
    companyRequired: 'Company is required',
    companyTooLong: 'Company must be {{max}} characters or fewer',
  });
  render(withI18n(<ContactForm />, createStaticI18n('en', { en })));
  const user = userEvent.setup();
  return { user, submit: () => user.click(screen.getByRole('button', { name: texts.send })) };
}

const input = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}$`, 'i') });

test('after a submit each error message, the added field’s too, is its field’s accessible description; the form says it creates no lawyer-client relationship and asks for nothing confidential', async () => {
  const { submit } = renderForm();
  await submit();
  const required = { ...errorTexts, 'contactForm.errors.companyRequired': 'Company is required' };
  for (const name of contactFields) {
    expect(input(name)).toHaveAttribute('aria-invalid', 'true');
    const message = required[`contactForm.errors.${name}Required`]!;
    expect(input(name)).toHaveAccessibleDescription(expect.stringContaining(message));
  }
  const form = screen.getByRole('form', { name: 'Contact form' });
  expect(form).toHaveTextContent(
    'Sending a message through this form does not create a lawyer-client relationship.',
  );
  expect(form).toHaveTextContent(/do not include confidential or time-sensitive information/);
});

test('a field added to the table is held to its limit, which its error text states, and sent in the e-mail, trimmed; a malformed address and number are named', async () => {
  send.mockResolvedValue({ status: 200, text: 'OK' });
  const { user, submit } = renderForm();
  await user.click(input(added));
  await user.paste('c'.repeat(max + 1));
  await user.type(input('email'), 'name@example');
  await user.type(input('phone'), '12-34');
  await submit();
  expect(input(added)).toHaveAccessibleDescription(`Company must be ${max} characters or fewer`);
  for (const name of ['email', 'phone'] as const)
    expect(input(name)).toHaveAccessibleDescription(
      expect.stringContaining(errorTexts[`contactForm.errors.${name}Invalid`]!),
    );

  const values = { ...validContact, [added]: ' Acme Trading ' };
  for (const name of contactFields) {
    await user.clear(input(name));
    await user.paste(values[name]);
  }
  await submit();
  await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
  expect(send.mock.calls[0]?.[2]).toEqual({ ...validContact, [added]: 'Acme Trading' });
});
