import i18next, { type i18n as I18n, type Resource } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import {
  alternativeLineHeightLngs,
  baseOptions,
  detection,
  localeRequestTimeoutMs,
  localesPath,
  namespaces,
} from './config';

interface ClientOptions {
  lng: string;
  resources?: Resource;
}

/**
 * The browser instance: starts in the language the HTML was rendered in (so hydration matches),
 * and `detectPreferredLanguage` switches afterwards following the spec's detection order.
 */
export async function createClientI18n({ lng, resources }: ClientOptions): Promise<I18n> {
  const instance = i18next.createInstance();
  instance.use(HttpBackend).use(LanguageDetector).use(initReactI18next);
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
  // The language whose texts are shown: one whose files failed to load resolves to English.
  const shown = () => instance.resolvedLanguage ?? instance.language;
  applyDocumentLanguage(instance, shown());
  instance.on('languageChanged', () => applyDocumentLanguage(instance, shown()));
  return instance;
}

export function detectPreferredLanguage(instance: I18n): Promise<unknown> {
  const detector = instance.services.languageDetector as LanguageDetector | undefined;
  detector?.init(instance.services, detection);
  return instance.changeLanguage();
}

export function preloadAllNamespaces(instance: I18n): Promise<void> {
  return instance.loadNamespaces([...namespaces]);
}

/** The other pages' texts are fetched once the browser is idle, off the page's critical path. */
export function preloadAllNamespacesWhenIdle(instance: I18n): void {
  const preload = () => void preloadAllNamespaces(instance);
  if ('requestIdleCallback' in window) window.requestIdleCallback(preload, { timeout: 3000 });
  else setTimeout(preload, 1000);
}

export function applyDocumentLanguage(instance: I18n, lng: string): void {
  const root = document.documentElement;
  root.lang = lng;
  root.dir = instance.dir(lng);
  root.dataset.lineHeight = alternativeLineHeightLngs.includes(lng) ? 'alternative' : 'default';
  if (lng === 'my') void loadMyanmarFont();
}

/** The Myanmar font (a Myanmar-script subset, font-display: swap) is fetched only for 'my'. */
function loadMyanmarFont(): Promise<unknown> {
  return Promise.all([
    import('@fontsource/noto-sans-myanmar/myanmar-400.css'),
    import('@fontsource/noto-sans-myanmar/myanmar-700.css'),
  ]).catch(() => undefined);
}
