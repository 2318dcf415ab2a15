import i18next, { type BackendModule, type ReadCallback, type Services } from 'i18next';
import type { i18n as I18n } from 'i18next';
import type { HttpBackendOptions } from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { isSiteLanguage } from '../data/languages';
import type { EmbeddedResources } from './resources';
import {
  baseOptions,
  cacheLanguage,
  fallbackLng,
  localeRequestTimeoutMs,
  localesPath,
} from './config';
import { digitsFormatter } from './local-digits';

/** i18next-http-backend, fetched on the first read: a prerendered page carries the texts it shows. */
export class LazyHttpBackend implements BackendModule<HttpBackendOptions> {
  static readonly type = 'backend';
  readonly type = 'backend';
  private settings?: [Services, HttpBackendOptions];
  private backend?: Promise<BackendModule<HttpBackendOptions>>;

  init(services: Services, options: HttpBackendOptions): void {
    this.settings = [services, options];
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    this.backend ??= import('i18next-http-backend').then(({ default: HttpBackend }) => {
      const backend = new HttpBackend();
      if (this.settings) backend.init(...this.settings);
      return backend;
    });
    this.backend.then(
      (backend) => backend.read(language, namespace, callback),
      (error: unknown) => {
        // The chunk itself failed (offline): the next try fetches it again.
        this.backend = undefined;
        callback(error instanceof Error ? error : new Error(String(error)), true);
      },
    );
  }
}

/** What the page embeds (./resources); in a page rendered afresh, only the language. */
type ClientOptions = Partial<EmbeddedResources> & { lng: string };

// Per instance, the namespaces still partial in their embedded language and those being fetched
// whole; keyed by the store, which the copies react-i18next hands views share.
type PartialBundle = {
  lng: string;
  path?: string | null;
  ns: Set<string>;
  pending: Map<string, Promise<boolean>>;
};
const partialBundles = new WeakMap<object, PartialBundle>();

/** In the language of the URL the HTML was rendered in (so hydration matches). */
export async function createClientI18n({ lng, resources, partial = [], path }: ClientOptions) {
  const instance = i18next.createInstance();
  instance.use(LazyHttpBackend).use(initReactI18next).use(digitsFormatter);
  await instance.init({
    ...baseOptions,
    lng,
    // A Japanese or Burmese page carries every text it shows: no English fallback to fetch.
    fallbackLng: lng === fallbackLng ? fallbackLng : false,
    ns: resources?.[lng] ? Object.keys(resources[lng] ?? {}) : ['common'],
    resources,
    partialBundledLanguages: true,
    backend: {
      loadPath: localesPath,
      // A locale server that never answers must not stall the page.
      requestOptions: () => ({ signal: AbortSignal.timeout(localeRequestTimeoutMs) }),
    },
  });
  partialBundles.set(instance.store, { lng, path, ns: new Set(partial), pending: new Map() });
  // The language whose texts are shown: one whose files failed to load resolves to English.
  const shown = () => instance.resolvedLanguage ?? instance.language;
  applyDocumentLanguage(instance, shown());
  instance.on('languageChanged', (changed) => {
    applyDocumentLanguage(instance, shown());
    // The boot script cached this page's language; a change in the app is cached likewise.
    if (isSiteLanguage(changed)) cacheLanguage(changed);
  });
  return instance;
}

/** Whether any of `ns` was embedded with only another page's entries and not fetched whole since. */
export function needsWholeNamespace(instance: I18n, ns: readonly string[], address: string) {
  const partial = partialBundles.get(instance.store);
  return !!partial && partial.path !== address && ns.some((n) => partial.ns.has(n));
}

// Loads `ns` and fetches in full those embedded in part; false when a fetch failed (then the
// prerendered page for the URL is the way to a readable page).
export function ensureNamespaces(instance: I18n, ns: readonly string[]): Promise<boolean> {
  const load = instance.loadNamespaces([...ns]);
  const partial = partialBundles.get(instance.store);
  const whole = ns
    .filter((n) => partial?.ns.has(n))
    .map((n) => {
      const { lng, pending } = partial!;
      if (pending.has(n)) return pending.get(n)!;
      let failed = false;
      const onFailed = (failedLng: string, namespace: string) => {
        if (failedLng === lng && namespace === n) failed = true;
      };
      instance.on('failedLoading', onFailed);
      const task = instance.reloadResources([lng], [n]).then(() => {
        instance.off('failedLoading', onFailed);
        if (!failed) partial!.ns.delete(n);
        pending.delete(n);
        return !failed;
      });
      pending.set(n, task);
      return task;
    });
  return Promise.all([load, ...whole]).then(([, ...results]) => results.every(Boolean));
}

export function applyDocumentLanguage(instance: I18n, lng: string): void {
  const root = document.documentElement;
  root.lang = lng;
  root.dir = instance.dir(lng);
}
