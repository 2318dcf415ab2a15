import i18next, { type i18n as I18n, type Resource } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { LazyHttpBackend } from './lazy-backend';
import { canonicalPath } from '../data/routes';
import {
  alternativeLineHeightLngs,
  baseOptions,
  detection,
  localeRequestTimeoutMs,
  localesPath,
} from './config';

interface ClientOptions {
  lng: string;
  resources?: Resource;
  /** Namespaces of `lng` embedded with only this page's entries (decision 0009). */
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
 * The browser instance: starts in the language the HTML was rendered in (so hydration matches),
 * and `detectPreferredLanguage` switches afterwards following the spec's detection order.
 */
export async function createClientI18n({
  lng,
  resources,
  partial = [],
  path,
}: ClientOptions): Promise<I18n> {
  const instance = i18next.createInstance();
  instance.use(LazyHttpBackend).use(LanguageDetector).use(initReactI18next);
  await instance.init({
    ...baseOptions,
    lng,
    ns: resources?.[lng] ? Object.keys(resources[lng] ?? {}) : ['common'],
    resources,
    partialBundledLanguages: true,
    // No caching yet: starting in the prerendered language must not overwrite the visitor's
    // stored choice before detection has read it (detectPreferredLanguage turns caching on).
    detection: { ...detection, caches: [] },
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
  instance.on('languageChanged', () => applyDocumentLanguage(instance, shown()));
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

export function detectPreferredLanguage(instance: I18n): Promise<unknown> {
  const detector = instance.services.languageDetector as LanguageDetector | undefined;
  if (!detector) return instance.changeLanguage();
  detector.init(instance.services, detection);
  // Matched as changeLanguage() matches it. When that is the language already shown (most
  // visitors: the page is prerendered in English), only cache it (spec §9): a language change
  // re-renders every translated component at once, one long task right after hydration.
  // Compared by language part: a browser saying 'en-US' matches 'en-US', which shows the same
  // English texts (`load: 'languageOnly'`), so switching to it would re-render for nothing.
  const detected = detector.detect();
  const codes = Array.isArray(detected) ? detected : detected ? [detected] : [];
  const languageUtils = instance.services.languageUtils as {
    getBestMatchFromCodes(codes: readonly string[]): string | undefined;
    getLanguagePartFromCode(code: string): string;
  };
  const best = languageUtils.getBestMatchFromCodes(codes);
  const shown = languageUtils.getLanguagePartFromCode(instance.language);
  if (best && languageUtils.getLanguagePartFromCode(best) === shown) {
    detector.cacheUserLanguage(shown);
    return Promise.resolve();
  }
  return instance.changeLanguage();
}

/**
 * `detectPreferredLanguage` in the next task rather than the caller's: the detector's cookie and
 * storage probes cost a few milliseconds, and its caller (Root, once hydrated) runs in the task of
 * the hydration's effects (decision 0014). Returns what cancels it.
 */
export function detectPreferredLanguageNextTask(instance: I18n): () => void {
  const timer = setTimeout(() => void detectPreferredLanguage(instance), 0);
  return () => clearTimeout(timer);
}

export function applyDocumentLanguage(instance: I18n, lng: string): void {
  const root = document.documentElement;
  root.lang = lng;
  root.dir = instance.dir(lng);
  root.dataset.lineHeight = alternativeLineHeightLngs.includes(lng) ? 'alternative' : 'default';
}
