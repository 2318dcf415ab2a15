import { fromPromise } from 'xstate';
import { emailConfig, type EmailConfig } from '../data/email-config';
import type { ContactValues } from './contact-form-validation';
import { holdAfter, paceOptions } from './send-pace';

/**
 * The one way a rejected send reaches the contact form machine (an answer that is not OK is
 * thrown, leads to the failure toast and a log entry). The SDK rejects with three unrelated
 * shapes; collapsing them here keeps the machine's log action to one line and status 0 means
 * "never reached the server".
 */
export class SendEmailError extends Error {
  readonly status: number;
  readonly reason: string;
  /** Set when the send was held back (send-pace.ts): ms until the next may go. */
  readonly retryAfter?: number;

  constructor(status: number, reason: string, retryAfter?: number) {
    super(`E-mail send failed (${status}): ${reason}`);
    this.name = 'SendEmailError';
    this.status = status;
    this.reason = reason;
    this.retryAfter = retryAfter;
  }
}

function isResponseStatus(value: unknown): value is { status: number; text: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { status?: unknown }).status === 'number' &&
    typeof (value as { text?: unknown }).text === 'string'
  );
}

export function toSendEmailError(error: unknown): SendEmailError {
  if (error instanceof SendEmailError) {
    return error;
  }
  if (isResponseStatus(error)) {
    return new SendEmailError(error.status, error.text);
  }
  if (error instanceof Error) {
    return new SendEmailError(0, error.message);
  }
  if (typeof error === 'string') {
    return new SendEmailError(0, error);
  }
  return new SendEmailError(0, 'Unknown error');
}

function missingSettings(config: EmailConfig): string[] {
  const required = {
    VITE_EMAILJS_PUBLIC_KEY: config.publicKey,
    VITE_EMAILJS_SERVICE_ID: config.serviceId,
    VITE_EMAILJS_TEMPLATE_ID: config.templateId,
  };
  return Object.entries(required)
    .filter(([, value]) => value.trim() === '')
    .map(([name]) => name);
}

/** True where reading `localStorage` throws (the browser blocks site data for this page). */
function isStorageBlocked(): boolean {
  try {
    void globalThis.localStorage;
    return false;
  } catch {
    return true;
  }
}

/**
 * The SDK reads `localStorage` while its module is evaluated, and a module whose evaluation threw
 * stays failed for the life of the page. Where storage is blocked, the throwing getter is hidden
 * for the length of the import, so the SDK sees no storage (only `limitRate` would use it, and
 * there it has none: send-pace.ts).
 */
async function importSdk() {
  if (!isStorageBlocked()) return import('@emailjs/browser');
  const blocked = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  try {
    Object.defineProperty(globalThis, 'localStorage', { configurable: true, value: undefined });
  } catch {
    // Not configurable here: the import below fails and the send ends in the failure toast.
  }
  try {
    return await import('@emailjs/browser');
  } finally {
    // Browsers define the getter on Window.prototype: removing the shadow brings it back.
    if (blocked) Object.defineProperty(globalThis, 'localStorage', blocked);
    else delete (globalThis as { localStorage?: Storage }).localStorage;
  }
}

/**
 * Fetches the SDK while the visitor is still typing, so a connection that drops before the
 * submit cannot keep the send (and its failure message) from running. Failures are ignored here:
 * the send imports it again and reports.
 */
export function prefetchEmailSdk(): void {
  importSdk().catch(() => undefined);
}

/**
 * Sends the contact message through the EmailJS SDK, paced by its `limitRate` (send-pace.ts): a
 * send held back rejects with `retryAfter`. `blockHeadless` stays off because it rejects every
 * send under Playwright.
 */
export async function sendContactEmail(values: ContactValues, config: EmailConfig): Promise<void> {
  const missing = missingSettings(config);
  if (missing.length > 0) {
    throw new SendEmailError(0, `Missing e-mail configuration: ${missing.join(', ')}`);
  }
  const startedAt = Date.now();
  try {
    // Imported lazily: the SDK touches localStorage at import time and throws where site data is
    // blocked, and most visitors never send a message.
    const { default: emailjs } = await importSdk();
    const options = { publicKey: config.publicKey, blockHeadless: false, ...paceOptions() };
    // The SDK ignores a per-call origin; only init() points it at another API host.
    emailjs.init(options, config.origin);
    // Exactly the four template variables, whatever else the caller's object carries.
    const { name, email, phone, message } = values;
    await emailjs.send(
      config.serviceId,
      config.templateId,
      { name, email, phone, message },
      options,
    );
  } catch (error) {
    const { status, reason } = toSendEmailError(error);
    throw new SendEmailError(status, reason, holdAfter(error, startedAt));
  }
}

export const sendEmailActor = fromPromise<void, ContactValues>(({ input }) =>
  sendContactEmail(input, emailConfig()),
);
