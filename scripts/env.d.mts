// Types for the parts of env.mjs that TypeScript files (playwright.config.ts, tests) import.
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_FLAGS: readonly string[];
export declare const PORTS: Readonly<Record<'site' | 'outbox' | 'e2eSite' | 'e2eOutbox', number>>;
export declare const E2E_ENV: Readonly<
  Record<
    | 'VITE_EMAILJS_PUBLIC_KEY'
    | 'VITE_EMAILJS_SERVICE_ID'
    | 'VITE_EMAILJS_TEMPLATE_ID'
    | 'VITE_EMAILJS_ORIGIN',
    string
  >
>;
