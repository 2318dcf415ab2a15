import { fromPromise } from 'xstate';
import { emailConfig, type EmailConfig } from '../data/email-config';
import type { ContactValues } from './contact-form-fields';
import type { PacedFailure } from './send-pace';

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

/**
 * Fetches the SDK and its pacing while the visitor is still typing, so a connection that drops
 * before the submit cannot keep the send (and its failure message) from running. Failures are
 * ignored here: the send imports them again and reports.
 */
export function prefetchEmailSdk(): void {
  import('./send-pace').then((pace) => pace.importSdk()).catch(() => undefined);
}

/**
 * Sends the contact message through the EmailJS SDK, paced by its `limitRate` (send-pace.ts, with
 * the SDK fetched on the first send, as most visitors never send one): a send held back rejects
 * with `retryAfter`.
 */
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
