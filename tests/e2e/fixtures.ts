import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type Request,
  type Route,
} from '@playwright/test';
import { site } from '../../src/data/site';
import { PORTS } from '../../scripts/env.mjs';

/** The outbox Playwright starts (playwright.config.ts); dist/ is built to send to it. */
export const OUTBOX_URL = `http://127.0.0.1:${PORTS.e2eOutbox}`;
/** Where the EmailJS SDK posts a message. */
export const SEND_URL = `${OUTBOX_URL}/api/v1.0/email/send`;

/** A message as the outbox stores it (it adds an id and the time it came, which no test reads). */
export interface OutboxMessage {
  lib_version: string | null;
  user_id: string;
  service_id: string;
  template_id: string;
  template_params: Record<string, unknown>;
}

/** Reads the local EmailJS outbox, which all tests share: find yours by a token unique to the test. */
export class Outbox {
  constructor(private readonly request: APIRequestContext) {}

  /** Stored messages whose JSON contains `match`, oldest first. */
  async messages(match: string): Promise<OutboxMessage[]> {
    const response = await this.request.get(`${OUTBOX_URL}/__outbox/messages`, {
      params: { match },
    });
    expect(response.ok(), 'the outbox lists its messages').toBe(true);
    return (await response.json()) as OutboxMessage[];
  }

  /** Waits until exactly `count` messages containing `match` are stored, and returns them. */
  async waitForMessages(match: string, count = 1): Promise<OutboxMessage[]> {
    let found: OutboxMessage[] = [];
    await expect
      .poll(async () => (found = await this.messages(match)).length, {
        message: `outbox messages containing ${match}`,
        timeout: 10_000,
      })
      .toBe(count);
    return found;
  }
}

/** A fault on the way to EmailJS: an error answer, or no connection at all. */
export type SendFault = { status: number; text: string } | 'network';

/**
 * Makes the page's next send fail, in the browser (page.route): the request is the real SDK's; the
 * sends after it go on to the outbox.
 */
export async function failSends(page: Page, fault: SendFault): Promise<void> {
  await page.route(SEND_URL, (route) => answerWithFault(route, fault), { times: 1 });
}

/** Answers an intercepted send with `fault`, as EmailJS or a dropped connection would. */
export function answerWithFault(route: Route, fault: SendFault): Promise<void> {
  return fault === 'network'
    ? route.abort('failed')
    : route.fulfill({
        status: fault.status,
        body: fault.text,
        headers: { 'Access-Control-Allow-Origin': '*' },
      });
}

/**
 * Holds the page's requests to `url` that `pick` chooses until the returned function lets them go
 * on (to the page's other routes, else the network): a slow server or a slow link.
 */
export async function holdRequests(
  page: Page,
  url: string,
  pick: (request: Request) => boolean = () => true,
): Promise<() => void> {
  const held: Route[] = [];
  let released = false;
  await page.route(url, (route) => {
    if (released || !pick(route.request())) return route.fallback();
    held.push(route);
  });
  return () => {
    released = true;
    for (const route of held.splice(0)) void route.fallback();
  };
}

/** What a failed send leaves in the console and the network log. */
export function allowFailedSends(problems: PageProblems): void {
  const url = SEND_URL.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  problems.allow(
    /Contact form e-mail failed/,
    /Failed to load resource/,
    new RegExp(`HTTP \\d+: POST ${url}$`),
    new RegExp(`request failed: POST ${url} `),
  );
}

/**
 * Console errors, uncaught page errors, failed requests and HTTP error responses seen during a test.
 * The test fails at the end if any was not expected with `allow(pattern)`. Requests cancelled by a
 * navigation (net::ERR_ABORTED) are not counted.
 */
export class PageProblems {
  readonly seen: string[] = [];
  private readonly allowed: RegExp[] = [];

  constructor(page: Page) {
    page.on('console', (message) => {
      if (message.type() === 'error') this.seen.push(`console.error: ${message.text()}`);
    });
    page.on('pageerror', (error) => this.seen.push(`page error: ${error.message}`));
    page.on('requestfailed', (request) => {
      const reason = request.failure()?.errorText ?? '?';
      // Requests cancelled because the page navigated or closed are not failures of the site.
      if (reason === 'net::ERR_ABORTED') return;
      this.seen.push(`request failed: ${request.method()} ${request.url()} (${reason})`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400)
        this.seen.push(
          `HTTP ${response.status()}: ${response.request().method()} ${response.url()}`,
        );
    });
  }

  /** Expects problems matching `pattern` (e.g. the console entry a failed send logs). */
  allow(...patterns: RegExp[]): void {
    this.allowed.push(...patterns);
  }

  unexpected(): string[] {
    return this.seen.filter((problem) => !this.allowed.some((pattern) => pattern.test(problem)));
  }
}

/** The contact form's controls, found by role and accessible name as a visitor finds them. */
export function contactForm(page: Page) {
  const button = { name: /^(Send Message|Sending\.\.\.)$/ };
  const form = page.locator('form').filter({ has: page.getByRole('button', button) });
  const field = (name: string): Locator => form.getByRole('textbox', { name, exact: true });
  return {
    form,
    name: field('Name'),
    email: field('Email'),
    phone: field('Phone'),
    message: field('Message'),
    submit: form.getByRole('button', button),
    error: (text: string): Locator => form.getByText(text, { exact: true }),
    async fill(values: Record<'name' | 'email' | 'phone' | 'message', string>): Promise<void> {
      for (const name of ['name', 'email', 'phone', 'message'] as const)
        await this[name].fill(values[name]);
    },
  };
}

/** A toast (react-hot-toast renders each one as role="status"). */
export const toast = (page: Page, text: string): Locator =>
  page.getByRole('status').filter({ hasText: text });

/**
 * Records the text of every role="status" element the page ever shows, so a short-lived toast
 * (success lasts 2 s) is not missed when the machine is busy. Installed for every page by `test`.
 */
function recordStatusTexts(): void {
  const log: string[] = [];
  (window as unknown as { __statusLog: string[] }).__statusLog = log;
  const seen = new WeakMap<Element, string>();
  const scan = () => {
    for (const element of document.querySelectorAll('[role="status"]')) {
      const text = (element.textContent ?? '').trim();
      if (text && seen.get(element) !== text) {
        seen.set(element, text);
        log.push(text);
      }
    }
  };
  new MutationObserver(scan).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
  });
}

/** Every role="status" text the page has shown so far, in order. */
export const statusLog = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __statusLog?: string[] }).__statusLog ?? []);

/** Waits until a toast with this text has been shown (it may already be gone). */
export async function expectToastShown(page: Page, text: string): Promise<void> {
  await expect
    .poll(async () => (await statusLog(page)).some((shown) => shown.includes(text)), {
      message: `a toast reading "${text}"`,
    })
    .toBe(true);
}

export const TOASTS = {
  sending: 'Sending message...',
  success: 'Message sent successfully!',
  failure: 'Failed to send message. Please try again.',
} as const;

/** A short token unique to this test run, to find "our" messages in the shared outbox. */
export const uniqueToken = (): string => `t${randomUUID().replace(/-/g, '').slice(0, 12)}`;

/** Valid contact values carrying `token` in the name and the message. */
export function validValues(token: string) {
  return {
    name: `Aung Min ${token}`,
    email: `aung.${token}@example.com`,
    phone: '+95 9 123 456 789',
    message: `We plan to set up a subsidiary in Yangon. Reference ${token}.`,
  };
}

export const test = base.extend<{ outbox: Outbox; problems: PageProblems; statusRecorder: void }>({
  // The second parameter is Playwright's `use`, named otherwise so react-hooks' lint rule leaves it alone.
  outbox: async ({ request }, provide) => {
    await provide(new Outbox(request));
  },
  statusRecorder: [
    async ({ page }, provide) => {
      await page.addInitScript(recordStatusTexts);
      await provide();
    },
    { auto: true },
  ],
  problems: [
    async ({ page }, provide) => {
      const problems = new PageProblems(page);
      await provide(problems);
      expect(problems.unexpected(), 'console errors, page errors or failed requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * An unknown path is answered 404 on purpose: allow its document's 404 (optionally with a query)
 * and the URL-less console line Chromium logs for it; any other 404 still fails the test.
 */
export function allowDocument404(problems: PageProblems, path: string): void {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  problems.allow(
    new RegExp(`^HTTP 404: GET http://[^/]+${escaped}(\\?.*)?$`),
    /^console\.error: Failed to load resource: the server responded with a status of 404 \(Not Found\)$/,
  );
}

/**
 * axe's findings on the WCAG 2.2 AA rule sets the issues ask for, one readable line per violated
 * rule, so a failure says what and where.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

/** The language switcher, found by id: its accessible name follows the page's language. */
export const languageSwitcher = (page: Page) => page.locator('#site-navigation [role="group"]');

/**
 * The app has taken over the prerendered HTML (hydrateRoot/createRoot mark their container).
 * It starts a second after `load` unless the visitor acts (decision 0018); before it, a link is an
 * ordinary page load. A test of in-app behaviour acts first, as a visitor would,
 * with a key that does nothing else (Shift): the app starts at once. `act: false` for a test of
 * how the app starts on its own.
 */
export async function waitForApp(page: Page, { act = true } = {}): Promise<void> {
  if (act) await page.keyboard.press('Shift');
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) =>
      key.startsWith('__reactContainer'),
    ),
  );
}

/**
 * Watches the page for hydration mismatches (React #418 and kin) in console messages and page
 * errors from now on; the returned function lists those seen so far.
 */
export function watchHydration(page: Page): () => string[] {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return () => messages.filter((message) => /hydrat|#418|#423|#425|did not match/i.test(message));
}

/**
 * Holds every script but those the pages name in their HTML (the boot script and what it imports
 * statically) until `release` is called: a phone on a slow link, where the visitor acts before the
 * app has arrived.
 */
export async function holdAppScripts(page: Page): Promise<() => void> {
  const named = await scriptsNamedInHtml(page);
  return holdRequests(
    page,
    '**/assets/*.js',
    (request) => !named.has(new URL(request.url()).pathname),
  );
}

/** The scripts the pages' HTML names (the boot script and its static imports), by path. */
export async function scriptsNamedInHtml(page: Page): Promise<Set<string>> {
  const html = await (await page.request.get('/')).text();
  return new Set(
    [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? ''),
  );
}

/**
 * The FAQ questions of the page: each the `<summary>` of a `<details>` (it opens before any
 * script), holding the question's heading. `name`: the one question with that text.
 */
export function faqQuestions(page: Page, name?: string): Locator {
  const all = page.getByRole('main').locator('details > summary');
  return name === undefined
    ? all
    : all.filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** Text with its HTML character references decoded (`&amp;`, `&#39;`, `&#x27;`). */
export function decodeEntities(text: string): string {
  const named: Record<string, string> = {
    amp: '&',
    lt: '<',
    gt: '>',
    quot: '"',
    apos: "'",
    nbsp: ' ',
  };
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&([a-z]+);/gi, (entity, name: string) => named[name.toLowerCase()] ?? entity);
}

/** The visible text of a raw HTML fragment: tags removed, entities decoded, spaces collapsed. */
export function textOf(html: string): string {
  return decodeEntities(html.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

export type Json = string | Json[] | { [key: string]: Json };
const localeFiles = new Map<string, Json>();
const firmValues = { lawyers: site.allianceLawyers, locations: site.allianceLocations };

/** public/locales/{lng}/{ns}.json, read once. */
export function localeFile(lng: string, ns: string): Json {
  const file = join(import.meta.dirname, '..', '..', 'public', 'locales', lng, `${ns}.json`);
  if (!localeFiles.has(file)) localeFiles.set(file, JSON.parse(readFileSync(file, 'utf8')) as Json);
  return localeFiles.get(file)!;
}

/** The text at 'ns:a.b.c' in lng's files, its {{placeholders}} filled from `values` and the firm's. */
export function localeText(
  lng: string,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const [ns = '', path = ''] = key.split(':');
  let node: Json | undefined = localeFile(lng, ns);
  for (const part of path.split('.'))
    node = node && typeof node === 'object' && !Array.isArray(node) ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`${lng}/${ns}.json has no text at ${path}`);
  const all: Record<string, string | number> = { ...firmValues, ...values };
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in all ? String(all[name]) : whole,
  );
}

/** Presses Tab (or `key`) until `target` has focus; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 40, key = 'Tab'): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${target} was not reached within ${max} Tab presses`);
}
