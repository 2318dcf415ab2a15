import { afterEach, expect, test, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { toast } from 'react-hot-toast';
import { ContactForm } from '../../src/views/components/contact-form';
import { contactFields, contactFormFields } from '../../src/machines/contact-form-fields';
import { validContact } from '../model/contact-form-plan';
import { siteResources } from '../unit/locale-files';
import { createTestI18n } from './render';

// The field table with one entry more, as a developer would add it: the form must render it,
// validate it and send it, with no other edit than the entry and its texts.
vi.mock('../../src/data/contact-form-fields.json', async (importOriginal) => {
  const { default: table } = await importOriginal<{ default: object }>();
  return { default: { ...table, company: { max: 80, autoComplete: 'organization' } } };
});

const { send, init } = vi.hoisted(() => {
  vi.stubEnv('VITE_EMAILJS_PUBLIC_KEY', 'test-public-key');
  vi.stubEnv('VITE_EMAILJS_SERVICE_ID', 'service_test');
  vi.stubEnv('VITE_EMAILJS_TEMPLATE_ID', 'template_test');
  return { send: vi.fn(), init: vi.fn() };
});
vi.mock('@emailjs/browser', () => ({ default: { init, send } }));

afterEach(() => toast.remove());

const added = 'company' as (typeof contactFields)[number];
const { max } = contactFormFields[added];

function renderForm() {
  const en = structuredClone(siteResources.en!);
  const texts = en.common as { contactForm: Record<'fields' | 'errors', object> };
  Object.assign(texts.contactForm.fields, { company: 'Company' });
  Object.assign(texts.contactForm.errors, {
    companyRequired: 'Company is required',
    companyTooLong: 'Company must be {{max}} characters or fewer',
  });
  render(
    <I18nextProvider i18n={createTestI18n('en', { en })}>
      <ContactForm />
    </I18nextProvider>,
  );
  return { user: userEvent.setup(), field: () => screen.getByRole('textbox', { name: 'Company' }) };
}

test('a field added to the table is rendered, validated against its limit (which its error text states) and sent in the e-mail, trimmed', async () => {
  send.mockResolvedValue({ status: 200, text: 'OK' });
  const { user, field } = renderForm();
  const submit = () => user.click(screen.getByRole('button', { name: 'Send Message' }));

  await submit();
  expect(field()).toHaveAccessibleDescription('Company is required');

  await user.click(field());
  await user.paste('c'.repeat(max + 1));
  await submit();
  expect(field()).toHaveAccessibleDescription(`Company must be ${max} characters or fewer`);

  const values = { ...validContact, [added]: ' Acme Trading ' };
  for (const name of contactFields) {
    const input = screen.getByRole('textbox', { name: new RegExp(`^${name}`, 'i') });
    await user.clear(input);
    await user.paste(values[name]);
  }
  await submit();
  await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
  expect(send.mock.calls[0]?.[2]).toEqual({ ...validContact, [added]: 'Acme Trading' });
});
