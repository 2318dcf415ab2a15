import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LazyHttpBackend } from './lazy-backend';
import { cacheLanguage } from './language-hint';
import { canonicalPath, isSiteLanguage } from '../data/languages';
import {
  baseOptions,
  fallbackLng,
  localeRequestTimeoutMs,
  lineHeightOf,
  localesPath,
} from './config';

interface ClientOptions {
  lng: string;
  resources?: Resource;
  /** Namespaces of `lng` embedded with only this page's entries (decision 0002). */
  partial?: readonly string[];
  /** The path the page was prerendered for: the partial namespaces serve that path. */
  path?: string | null;
}

/**
 * Per instance, the namespaces still partial in the language they were embedded in. Keyed by the
 * resource store: react-i18next hands views a copy of the instance, which shares the store.
 */
const partialBundles = new WeakMap<
  object,
  { lng: string; path?: string | null; ns: Set<string> }
>();
const completing = new WeakMap<object, Map<string, Promise<boolean>>>();

/**
 * The browser instance, in the language of the page's URL, which the HTML was rendered in (so
 * hydration matches); it follows the URL from then on (useLanguageFromPath). The boot script has
 * detected and cached the visitor's language already; each later change is cached likewise.
 */
export async function createClientI18n({
  lng,
  resources,
  partial = [],
  path,
}: ClientOptions): Promise<I18n> {
  const instance = i18next.createInstance();
  instance.use(LazyHttpBackend).use(initReactI18next);
  await instance.init({
    ...baseOptions,
    lng,
    // A page in Japanese or Burmese carries every text it shows in its language, and the locale
    // files have the same keys (a test checks): fetching the English ones as a fallback up front
    // would cost its visitors 40 KB and the HTTP backend on every first visit. English stays the
    // fallback of the English pages.
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
  partialBundles.set(instance.store, { lng, path, ns: new Set(partial) });
  // The language whose texts are shown: one whose files failed to load resolves to English.
  const shown = () => instance.resolvedLanguage ?? instance.language;
  applyDocumentLanguage(instance, shown());
  instance.on('languageChanged', (changed) => {
    applyDocumentLanguage(instance, shown());
    // The boot script has detected and cached the language of this page; a change in the app
    // (the switcher's links) is cached likewise, in localStorage.
    if (isSiteLanguage(changed)) cacheLanguage(changed);
  });
  return instance;
}

/**
 * Whether the page at `pathname` needs any of `ns` whole first: true when one was embedded with
 * only the entries of another path's page and has not been fetched whole since.
 */
export function needsWholeNamespace(
  instance: I18n,
  ns: readonly string[],
  pathname: string,
): boolean {
  const partial = partialBundles.get(instance.store);
  return !!partial && partial.path !== canonicalPath(pathname) && ns.some((n) => partial.ns.has(n));
}

/**
 * Makes `ns` whole for another page: loads those never loaded, fetches in full those embedded in
 * part. Resolves true when every partial one is now whole, false when a fetch failed (then the
 * prerendered page for the URL, which embeds what it needs, is the way to a readable page).
 */
export function ensureNamespaces(instance: I18n, ns: readonly string[]): Promise<boolean> {
  const load = instance.loadNamespaces([...ns]);
  const partial = partialBundles.get(instance.store);
  const pending = completing.get(instance.store) ?? new Map<string, Promise<boolean>>();
  completing.set(instance.store, pending);
  const whole = ns
    .filter((n) => partial?.ns.has(n))
    .map((n) => {
      const known = pending.get(n);
      if (known) return known;
      let failed = false;
      const onFailed = (lng: string, namespace: string) => {
        if (lng === partial!.lng && namespace === n) failed = true;
      };
      instance.on('failedLoading', onFailed);
      const task = instance.reloadResources([partial!.lng], [n]).then(() => {
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
  root.dataset.lineHeight = lineHeightOf(lng);
}
