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

/**
 * Read when a message is sent, not when the module loads: Vite writes each value into the bundle,
 * and plain Node, where the Playwright spec of the form's model paths imports the chart
 * (tests/e2e/contact-form-model.spec.ts), has no `import.meta.env`.
 */
export function emailConfig(): EmailConfig {
  return {
    publicKey: import.meta.env.VITE_EMAILJS_PUBLIC_KEY ?? '',
    serviceId: import.meta.env.VITE_EMAILJS_SERVICE_ID ?? '',
    templateId: import.meta.env.VITE_EMAILJS_TEMPLATE_ID ?? '',
    // `||` rather than `??`: an empty line `VITE_EMAILJS_ORIGIN=` in .env means "use the default".
    origin: import.meta.env.VITE_EMAILJS_ORIGIN || defaultEmailOrigin,
  };
}
