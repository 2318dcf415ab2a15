import { fromPromise } from 'xstate';
import { emailConfig, type EmailConfig } from '../data/email-config';
import type { ContactValues } from './contact-form-fields';
import type { PacedFailure } from './send-pace';

/**
 * The one shape a rejected send reaches the machine in: the SDK rejects with three unrelated ones.
 * Status 0 means "never reached the server"; `retryAfter` (send-pace.ts): ms until the next may go.
 */
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

function isResponseStatus(value: unknown): value is { status: number; text: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { status?: unknown }).status === 'number' &&
    typeof (value as { text?: unknown }).text === 'string'
  );
}

export function toSendEmailError(error: unknown): SendEmailError {
  if (error instanceof SendEmailError) return error;
  if (isResponseStatus(error)) return new SendEmailError(error.status, error.text);
  if (error instanceof Error) return new SendEmailError(0, error.message);
  return new SendEmailError(0, typeof error === 'string' ? error : 'Unknown error');
}

// Fetched while the visitor types, so a connection lost before the submit still lets the send (and
// its failure message) run; failures are ignored: the send imports them again and reports.
export function prefetchEmailSdk(): void {
  import('./send-pace').then((pace) => pace.importSdk()).catch(() => undefined);
}

/** The SDK is fetched on the first send (most visitors send none); a held-back send has `retryAfter`. */
export async function sendContactEmail(values: ContactValues, config: EmailConfig): Promise<void> {
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
