/**
 * EmailJS settings come from the build environment (`.env`), so the firm swaps accounts, and the
 * e2e suite points the real SDK at a local EmailJS-compatible server, without touching code.
 * Unset values stay empty strings: the send actor refuses to call the network without them.
 */
export interface EmailConfig {
  readonly publicKey: string;
  readonly serviceId: string;
  readonly templateId: string;
  readonly origin: string;
}

export const defaultEmailOrigin = 'https://api.emailjs.com';

// Plain Node has no import.meta.env, and the Playwright spec of the form's model paths
// imports its chart there (tests/e2e/contact-form-model.spec.ts).
const env: Partial<ImportMetaEnv> = import.meta.env ?? {};

export const emailConfig: EmailConfig = {
  publicKey: env.VITE_EMAILJS_PUBLIC_KEY ?? '',
  serviceId: env.VITE_EMAILJS_SERVICE_ID ?? '',
  templateId: env.VITE_EMAILJS_TEMPLATE_ID ?? '',
  // `||` rather than `??`: an empty line `VITE_EMAILJS_ORIGIN=` in .env means "use the default".
  origin: env.VITE_EMAILJS_ORIGIN || defaultEmailOrigin,
};
