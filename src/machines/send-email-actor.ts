import { fromPromise } from 'xstate';
import { emailConfig, type EmailConfig } from '../data/email-config';
import type { ContactValues } from './contact-form-fields';
import type { PacedFailure } from './send-pace';

// The one shape a rejected send reaches the machine in: the SDK rejects with three unrelated ones.
// Status 0 means "never reached the server"; `retryAfter` (send-pace.ts): ms until the next may go.
export class SendEmailError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
    readonly retryAfter?: number,
  ) {
    super(`E-mail send failed (${status}): ${reason}`);
    this.name = 'SendEmailError';
  }
}

export function toSendEmailError(error: unknown): SendEmailError {
  if (error instanceof SendEmailError) return error;
  // The SDK's EmailJSResponseStatus, or any answer shaped like it.
  const { status, text } = Object(error) as { status?: unknown; text?: unknown };
  if (typeof status === 'number' && typeof text === 'string')
    return new SendEmailError(status, text);
  if (error instanceof Error) return new SendEmailError(0, error.message);
  return new SendEmailError(0, typeof error === 'string' ? error : 'Unknown error');
}

// Fetched while the visitor types, so a connection lost before the submit still lets the send (and
// its failure message) run; failures are ignored: the send imports them again and reports.
export const prefetchEmailSdk = () =>
  import('./send-pace').then((pace) => pace.importSdk()).catch(() => undefined);

/** The SDK is fetched on the first send (most visitors send none); a held-back send has `retryAfter`. */
export async function sendContactEmail(values: ContactValues, config: EmailConfig): Promise<void> {
  const required = {
    VITE_EMAILJS_PUBLIC_KEY: config.publicKey,
    VITE_EMAILJS_SERVICE_ID: config.serviceId,
    VITE_EMAILJS_TEMPLATE_ID: config.templateId,
  };
  const missing = Object.entries(required).flatMap(([name, value]) => (value.trim() ? [] : [name]));
  if (missing.length > 0)
    throw new SendEmailError(0, `Missing e-mail configuration: ${missing.join(', ')}`);
  const pace = await import('./send-pace').catch((error: unknown) => {
    throw toSendEmailError(error);
  });
  await pace.sendPaced(values, config).catch(({ error, retryAfter }: PacedFailure) => {
    const { status, reason } = toSendEmailError(error);
    throw new SendEmailError(status, reason, retryAfter);
  });
}

export const sendEmailActor = fromPromise<void, ContactValues>(({ input }) =>
  sendContactEmail(input, emailConfig()),
);
