import { randomUUID } from 'node:crypto';
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
import { defaultLanguage, languages, type SiteLanguage } from '../../src/data/languages';
import {
  contactFields,
  type ContactField,
  type ContactValues,
} from '../../src/machines/contact-form-fields';
import { professionals } from '../../src/data/professionals';
import { pagePaths, paths } from '../../src/data/routes';
import { findPage } from '../../src/views/use-page';
import { appRunning } from '../../scripts/bench/first-visit';
import { serviceIds } from '../../src/data/services';
import { site } from '../../src/data/site';
import { looseText } from '../../src/i18n/loose';
import { createStaticI18n } from '../../src/i18n/server';
import { PORTS } from '../../scripts/env.ts';
import { texts as TOASTS } from '../model/contact-form-plan';
import { localeFile as readLocale, siteResources } from '../unit/locale-files';

export { TOASTS };

export const OUTBOX_URL = `http://127.0.0.1:${PORTS.e2eOutbox}`;
export const SEND_URL = `${OUTBOX_URL}/api/v1.0/email/send`;

type OutboxMessage = Record<string, unknown> & { template_params: Record<string, unknown> };

/** Every page of the site (without drafts), by its English path. */
export const PAGE_PATHS = pagePaths({
  services: serviceIds,
  professionals: professionals.map((p) => p.id),
});

/** The content's first lawyer, and first service with two questions: the tests' examples. */
export const LAWYER = professionals[0]!;
const { items } = localeFile('en', 'services') as { items: Record<string, { faqs: Json[] }> };
const serviceId = serviceIds.find((id) => items[id]!.faqs.length > 1)!;
export const SERVICE = {
  id: serviceId,
  path: paths.service(serviceId),
  name: (lng = 'en') => localeText(lng, `services:items.${serviceId}.name`),
};

/** The languages besides the default, and every code. */
export const OTHER_LANGUAGES = languages.filter(({ code }) => code !== defaultLanguage);
export const CODES = languages.map(({ code }) => code);

export const firmIn = (lng: string) => localeText(lng, 'common:firm.name');
/** A page's title: a main route's names its link before the firm. */
export function titleOf(lng: string, path: string): string {
  const { meta } = findPage(path).route;
  const firm = firmIn(lng);
  return meta.kind === 'main' ? `${localeText(lng, `common:nav.${meta.navKey}`)} - ${firm}` : firm;
}

export const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
/** The page's address, whole: `/about` must not match `/ja/about`, nor `/about?lng=en`. */
export const at = (path: string) => new RegExp(`^https?://[^/]+${escapeRegExp(path)}$`);

/** The page shown is at `path` (all of its address), in `lng`, and has this heading. */
export async function expectAt(page: Page, path: string, lng: string, heading?: string) {
  await expect(page).toHaveURL(at(path));
  await expect(page.locator('html')).toHaveAttribute('lang', lng);
  if (heading !== undefined) await expect(h1(page)).toHaveText(heading);
}

/** A page of each view, and the 404 page: the others differ only in their texts. */
const viewOf = (path: string) => findPage(path).route.page;
export const TEMPLATE_PAGES = [
  ...PAGE_PATHS.filter(
    (path, i) => PAGE_PATHS.findIndex((p) => viewOf(p) === viewOf(path)) === i,
  ).map((path) => (viewOf(path) === viewOf(SERVICE.path) ? SERVICE.path : path)),
  '/no-such-page',
];

/** The local EmailJS outbox, which all tests share: find yours by a token unique to the test. */
export class Outbox {
  constructor(private readonly request: APIRequestContext) {}

  async messages(match: string): Promise<OutboxMessage[]> {
    const response = await this.request.get(`${OUTBOX_URL}/__outbox/messages`, {
      params: { match },
    });
    expect(response.ok(), 'the outbox lists its messages').toBe(true);
    return (await response.json()) as OutboxMessage[];
  }

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

export type SendFault = { status: number; text: string };

/** Makes the page's next send (the real SDK's request) fail; the sends after it go on. */
export async function failSends(page: Page, { status, text }: SendFault): Promise<void> {
  const headers = { 'Access-Control-Allow-Origin': '*' };
  await page.route(SEND_URL, (route) => route.fulfill({ status, body: text, headers }), {
    times: 1,
  });
}

/** Holds the page's requests to `url` that `pick` chooses until the returned function is called. */
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

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What a failed send leaves in the console and the network log. */
export function allowFailedSends(problems: PageProblems): void {
  const url = escapeRegExp(SEND_URL);
  problems.allow(
    /Contact form e-mail failed/,
    /Failed to load resource/,
    new RegExp(`HTTP \\d+: POST ${url}$`),
    new RegExp(`request failed: POST ${url} `),
  );
}

/**
 * Console errors, page errors, failed requests and HTTP error responses: the test fails at the end
 * on any not expected with `allow(pattern)`.
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

  allow(...patterns: RegExp[]): void {
    this.allowed.push(...patterns);
  }

  unexpected(): string[] {
    return this.seen.filter((problem) => !this.allowed.some((pattern) => pattern.test(problem)));
  }
}

/** The contact form's controls, found by role and accessible name in the page's language. */
export function contactForm(page: Page, lng = 'en') {
  const text = (key: string) => localeText(lng, `common:contactForm.${key}`);
  const names = [text('submit'), text('sending')].map(escapeRegExp);
  const button = { name: new RegExp(`^(${names.join('|')})$`) };
  const form = page.locator('form').filter({ has: page.getByRole('button', button) });
  const field = (name: ContactField): Locator =>
    form.getByRole('textbox', { name: text(`fields.${name}`), exact: true });
  return {
    form,
    ...(Object.fromEntries(contactFields.map((name) => [name, field(name)])) as Record<
      ContactField,
      Locator
    >),
    submit: form.getByRole('button', button),
    error: (text: string): Locator => form.getByText(text, { exact: true }),
    async fill(values: ContactValues): Promise<void> {
      for (const name of contactFields) await field(name).fill(values[name]);
    },
    async expectValues(values: ContactValues): Promise<void> {
      for (const name of contactFields) await expect(field(name)).toHaveValue(values[name]);
    },
  };
}

/** A toast (react-hot-toast's are role="status"). */
export const toast = (page: Page, text: string): Locator =>
  page.getByRole('status').filter({ hasText: text });

/** Records every role="status" text the page shows: a 2 s toast is not missed on a busy machine. */
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

export const statusLog = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __statusLog?: string[] }).__statusLog ?? []);

/** A toast with this text has been shown (it may already be gone). */
export async function expectToastShown(page: Page, text: string): Promise<void> {
  await expect
    .poll(async () => (await statusLog(page)).some((shown) => shown.includes(text)), {
      message: `a toast reading "${text}"`,
    })
    .toBe(true);
}

/** The success toast shows, and the message arrives once with exactly these values. */
export async function expectDelivered(page: Page, outbox: Outbox, values: { name: string }) {
  await expectToastShown(page, TOASTS.toastSuccess);
  const [message] = await outbox.waitForMessages(values.name);
  expect(message?.template_params).toStrictEqual(values);
}

/** A token to find this test's messages in the shared outbox. */
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
  // Playwright's `use`, renamed for react-hooks' lint rule.
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

/** An unknown path's 404 on purpose, and the URL-less console line Chromium logs for it. */
export function allowDocument404(problems: PageProblems, path: string): void {
  problems.allow(
    new RegExp(`^HTTP 404: GET http://[^/]+${escapeRegExp(path)}(\\?.*)?$`),
    /^console\.error: Failed to load resource: the server responded with a status of 404 \(Not Found\)$/,
  );
}

/** axe's findings on the WCAG 2.2 AA rule sets, one line per violated rule. */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return violations.map(({ id, impact, help, nodes }) => {
    const targets = nodes.slice(0, 3).map((node) => node.target.join(' '));
    return `${id} (${impact}): ${help} — ${targets.join(', ')}`;
  });
}

/** The page does not scroll sideways; a failure names the elements that stick out. */
export async function expectNoOverflow(page: Page, where: string): Promise<void> {
  const { scrollWidth, innerWidth, culprits } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    culprits: [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right + window.scrollX > window.innerWidth + 0.5)
      .slice(0, 3)
      .map((el) => `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 30)}"`)
      .join(', '),
  }));
  expect
    .soft(scrollWidth, `${where}: scrollWidth <= innerWidth (${culprits})`)
    .toBeLessThanOrEqual(innerWidth);
}

/** The language switcher, found by id: its accessible name follows the page's language. */
export const languageSwitcher = (page: Page) => page.locator('#site-navigation [role="group"]');

/**
 * The app has taken over the prerendered HTML. It starts on the visitor's first act (decision
 * 0018): by default a key that does nothing else (Shift), once in each document (the page may be
 * replaced by its twin in the visitor's language), so no second press acts on the running app;
 * `act: false` waits for it to start by itself (a page with a part that changes by itself, or
 * after an act the test made).
 */
export async function waitForApp(page: Page, { act = true } = {}): Promise<void> {
  // A page being replaced has no context to evaluate in: asked again on the next poll.
  const running = () => page.evaluate(appRunning).catch(() => false);
  // Once loaded: a document still parsing has not run the boot script, which would miss the key.
  const firstPressHere = () =>
    page
      .evaluate(
        () =>
          document.readyState === 'complete' &&
          !('actedByTest' in window) &&
          Boolean(Object.assign(window, { actedByTest: 1 })),
      )
      .catch(() => false);
  // Patient: in a test of several tabs, each starts at once, fetching its files from one server.
  await expect
    .poll(
      async () => {
        if (await running()) return true;
        if (act && (await firstPressHere())) await page.keyboard.press('Shift');
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
}

/** Whether React owns this element now: has hydrated it, or rendered it afresh. */
export const isHydrated = (element: Locator): Promise<boolean> =>
  element.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber')));

/** React owns this element once the visitor acts with the app running (static parts, static-part.tsx). */
export async function expectHydrated(element: Locator): Promise<void> {
  await waitForApp(element.page());
  await element.page().keyboard.press('Shift');
  await expect.poll(() => isHydrated(element)).toBe(true);
}

/** Watches for hydration mismatches from now on; the returned function lists those seen. */
export function watchHydration(page: Page): () => string[] {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return () => messages.filter((message) => /hydrat|#418|#423|#425|did not match/i.test(message));
}

/** Holds every script but those the HTML names (the boot script and its imports): a slow link. */
export async function holdAppScripts(page: Page): Promise<() => void> {
  const named = await scriptsNamedInHtml(page);
  return holdRequests(
    page,
    '**/assets/*.js',
    (request) => !named.has(new URL(request.url()).pathname),
  );
}

/** The scripts the page at `path` names in its HTML: the boot script and its imports. */
export async function scriptsNamedInHtml(page: Page, path = '/'): Promise<Set<string>> {
  const html = await (await page.request.get(path)).text();
  return new Set(
    [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? ''),
  );
}

/** The FAQ questions (each a `<details>`' `<summary>`); `name`: the one with that heading. */
export function faqQuestions(page: Page, name?: string): Locator {
  const all = page.getByRole('main').locator('details > summary');
  return name === undefined
    ? all
    : all.filter({ has: page.getByRole('heading', { name, exact: true }) });
}

export type Json = string | Json[] | { [key: string]: Json };

/** public/locales/{lng}/{ns}.json. */
export function localeFile(lng: string, ns: string): Json {
  return readLocale<Json>(lng as SiteLanguage, ns);
}

const translators = new Map<string, ReturnType<typeof createStaticI18n>>();

/** The text at 'ns:key' in lng's files, as the site's i18next gives it, with the firm's values. */
export function localeText(lng: string, key: string, values: Record<string, string | number> = {}) {
  if (!translators.has(lng))
    translators.set(lng, createStaticI18n(lng, { [lng]: siteResources[lng]! }));
  const firm = { lawyers: site.allianceLawyers, locations: site.allianceLocations };
  return looseText(translators.get(lng)!.t, key, { ...firm, ...values });
}
