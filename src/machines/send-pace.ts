import type { EmailConfig } from '../data/email-config';
import type { ContactValues } from './contact-form-fields';
import { quietly } from './contact-form-draft';

// One message per browser every 10 s, so a page cannot flood the firm's inbox: the SDK's
// `limitRate` stamps localStorage before the request and refuses the next send in any tab with a
// 429. Ours: a failed send's stamp goes (the retry must go out), a refused visitor is told how long
// to wait, a server 429 waits a full interval. Where site data is blocked only the server throttles.
export const sendInterval = 10_000;
export const paceKey = 'contact-form-sent';

// Undefined where site data is blocked (the getter throws) or there is no storage.
const paceStorage = () => quietly(() => globalThis.localStorage ?? undefined);

// Full storage: the message matters more than the throttle.
const write = (key: string, value: string) => quietly(() => paceStorage()?.setItem(key, value));

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

/** How long a failed send holds the next back, in ms; none but for a 429, and then its stamp goes. */
function holdAfter(error: unknown, startedAt: number): number | undefined {
  const stamp = Number(paceStorage()?.getItem(paceKey));
  const last = Number.isFinite(stamp) && stamp > 0 ? stamp : undefined;
  if ((Object(error) as { status?: unknown }).status !== 429) {
    if (last !== undefined && last >= startedAt) paceStorage()?.removeItem(paceKey);
    return undefined;
  }
  // Stamped before this send began: the SDK refused it here, for what is left of the interval.
  if (last !== undefined && last < startedAt) return last + sendInterval - Date.now();
  write(paceKey, String(Date.now()));
  return sendInterval;
}

// The SDK reads `localStorage` while its module evaluates, and a module that threw stays failed for
// the page's life: where storage is blocked, the throwing getter is hidden for the import.
export async function importSdk() {
  if (paceStorage()) return import('@emailjs/browser');
  const blocked = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  // Not configurable here: the import below fails and the send ends in the failure toast.
  quietly(() =>
    Object.defineProperty(globalThis, 'localStorage', { configurable: true, value: undefined }),
  );
  try {
    return await import('@emailjs/browser');
  } finally {
    // Browsers define the getter on Window.prototype: removing the shadow brings it back.
    if (blocked) Object.defineProperty(globalThis, 'localStorage', blocked);
    else delete (globalThis as { localStorage?: Storage }).localStorage;
  }
}

export type PacedFailure = { error: unknown; retryAfter?: number };

/** Paced by the SDK's `limitRate`; `blockHeadless` stays off because it rejects every Playwright send. */
export async function sendPaced(values: ContactValues, config: EmailConfig): Promise<void> {
  const startedAt = Date.now();
  try {
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
