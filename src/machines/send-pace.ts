import type { EmailConfig } from '../data/email-config';
import type { ContactValues } from './contact-form-fields';

/**
 * One message per browser every 10 s (`sendInterval`), so a page cannot flood the firm's inbox.
 * The EmailJS SDK's own throttle (`limitRate`) enforces it: it stamps a send's time in
 * localStorage, before the request, under `paceKey`, and refuses the next inside the interval,
 * in any tab, with a 429 'Too Many Requests'. Two things it leaves to us: a send that failed
 * delivered nothing, so its stamp goes and the retry the failure toast invites goes out; and a
 * refused visitor needs to know how long to wait, which the stamp tells. A 429 from the server
 * waits a full interval from its answer. Where site data is blocked there is no stamp: the SDK
 * cannot throttle there, and the form only holds back after the server's own 429.
 */
export const sendInterval = 10_000;
export const paceKey = 'contact-form-sent';

function paceStorage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

function stamp(): number | undefined {
  const value = Number(paceStorage()?.getItem(paceKey));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

function write(key: string, value: string): void {
  try {
    paceStorage()?.setItem(key, value);
  } catch {
    // Full storage: the message matters more than the throttle.
  }
}

/** The SDK's throttle options, over localStorage; a write that fails never fails the send. */
export function paceOptions() {
  const storage = paceStorage();
  const storageProvider = storage && {
    get: async (key: string) => storage.getItem(key),
    set: async (key: string, value: string) => write(key, value),
    remove: async (key: string) => storage.removeItem(key),
  };
  return { limitRate: { id: paceKey, throttle: sendInterval }, storageProvider };
}

const isTooManyRequests = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 429;

/**
 * How long a send that began at `startedAt` and failed with `error` holds the next one back, in
 * ms; undefined when it does not (any failure but a 429), and then this send's stamp goes.
 */
export function holdAfter(error: unknown, startedAt: number): number | undefined {
  const last = stamp();
  if (!isTooManyRequests(error)) {
    if (last !== undefined && last >= startedAt) paceStorage()?.removeItem(paceKey);
    return undefined;
  }
  // Stamped before this send began: the SDK refused it here, for what is left of the interval.
  if (last !== undefined && last < startedAt) return last + sendInterval - Date.now();
  write(paceKey, String(Date.now()));
  return sendInterval;
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
export async function importSdk() {
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

/** A send that failed: the SDK's error, and how long the next send is held back (if it is). */
export interface PacedFailure {
  error: unknown;
  retryAfter?: number;
}

/**
 * Sends through the EmailJS SDK, paced by its `limitRate`; `blockHeadless` stays off because it
 * rejects every send under Playwright.
 */
export async function sendPaced(values: ContactValues, config: EmailConfig): Promise<void> {
  const missing = missingSettings(config);
  if (missing.length > 0)
    throw {
      error: new Error(`Missing e-mail configuration: ${missing.join(', ')}`),
    } satisfies PacedFailure;
  const startedAt = Date.now();
  try {
    // Imported here, not with this module: the SDK touches localStorage at import time and
    // throws where site data is blocked.
    const { default: emailjs } = await importSdk();
    const options = { publicKey: config.publicKey, blockHeadless: false, ...paceOptions() };
    // The SDK ignores a per-call origin; only init() points it at another API host.
    emailjs.init(options, config.origin);
    await emailjs.send(config.serviceId, config.templateId, values, options);
  } catch (error) {
    // The actor shapes the error: importing its class here would put the actor in every page.
    throw { error, retryAfter: holdAfter(error, startedAt) } satisfies PacedFailure;
  }
}
