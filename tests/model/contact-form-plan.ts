// The texts the contact form must show (errors, toasts, the button) and a form that passes.
import type { ContactField, ContactValues, ErrorKey } from '../../src/machines/contact-form-fields';
import { sendInterval } from '../../src/machines/send-pace';

export const texts = {
  send: 'Send Message',
  sending: 'Sending...',
  toastSending: 'Sending message...',
  toastSuccess: 'Message sent successfully!',
  toastFailure: 'Failed to send message. Please try again.',
  /** A 429 holds the next send back a full interval from the answer (send-pace.ts). */
  heldBack: `You can send another message in ${sendInterval / 1000} seconds.`,
} as const;

export const errorTexts: Partial<Record<ErrorKey, string>> = {
  'contactForm.errors.nameRequired': 'Name is required',
  'contactForm.errors.emailRequired': 'Email is required',
  'contactForm.errors.emailInvalid': 'Invalid email address',
  'contactForm.errors.phoneRequired': 'Phone number is required',
  'contactForm.errors.phoneInvalid': 'Invalid phone number',
  'contactForm.errors.messageRequired': 'Message is required',
};

/** A complete form that passes every rule. */
export const validContact: ContactValues = {
  name: 'Aung Min',
  email: 'aung.min@example.com',
  phone: '+95 9 123 456 789',
  message: 'We plan to open a subsidiary in Yangon.',
};

/** A value of `field` in a valid shape, `length` characters long, to test the limits. */
export const ofLength: Record<ContactField, (length: number) => string> = {
  name: (n) => 'n'.repeat(n),
  email: (n) => `${'e'.repeat(n - 12)}@example.com`,
  phone: (n) => `+${'9'.repeat(n - 1)}`,
  message: (n) => 'm'.repeat(n),
};
