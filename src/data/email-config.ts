// EmailJS settings come from the build environment (`.env`), so the firm swaps accounts and the e2e
// suite points the real SDK at a local server without touching code; unset values stay empty.
export const defaultEmailOrigin = 'https://api.emailjs.com';

// Read at send time: Vite writes each value into the bundle, and plain Node (the e2e model spec
// imports the chart) has no `import.meta.env`.
export function emailConfig() {
  return {
    publicKey: import.meta.env.VITE_EMAILJS_PUBLIC_KEY ?? '',
    serviceId: import.meta.env.VITE_EMAILJS_SERVICE_ID ?? '',
    templateId: import.meta.env.VITE_EMAILJS_TEMPLATE_ID ?? '',
    // `||` rather than `??`: an empty line `VITE_EMAILJS_ORIGIN=` in .env means "use the default".
    origin: import.meta.env.VITE_EMAILJS_ORIGIN || defaultEmailOrigin,
  };
}
export type EmailConfig = ReturnType<typeof emailConfig>;
