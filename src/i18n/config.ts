/**
 * i18next options exactly as spec §9: fallback en, debug off, no escaping (React escapes),
 * no suspense, 5 retries from 350 ms doubling, 10 parallel reads; and the language detection,
 * which the boot script runs before i18next has loaded.
 */
import type { InitOptions } from 'i18next';
import { defaultLanguage, languages, siteLanguageOf, type SiteLanguage } from '../data/languages';

export { namespaces } from '../data/languages';
export type { Namespace } from '../data/languages';

export const fallbackLng = defaultLanguage;
export const supportedLngs = languages.map((language) => language.code);
export const localesPath = '/locales/{{lng}}/{{ns}}.json';
export const localeRequestTimeoutMs = 8000;

export const baseOptions = {
  fallbackLng,
  supportedLngs,
  load: 'languageOnly',
  ns: ['common'],
  defaultNS: 'common',
  debug: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  maxRetries: 5,
  retryTimeout: 350,
  maxParallelReads: 10,
  returnNull: false,
} satisfies InitOptions;

/** The language whose typography differs (spec §1: alternative line-height for 'my'). */
export const alternativeLineHeightLngs: readonly string[] = ['my'];

/** The `data-line-height` of a page in `lng`: set in the prerendered HTML and by the client. */
export function lineHeightOf(lng: string): 'alternative' | 'default' {
  return alternativeLineHeightLngs.includes(lng) ? 'alternative' : 'default';
}

/**
 * The language detector's settings, spec §9, with the language pages (docs/decisions/0017): the
 * query parameter `lng` first (it leads to that language's page), then the path (a page under
 * /ja/ or /my/ is in its language), then the spec's order: cookie, localStorage, sessionStorage,
 * the browser's languages, the html lang attribute. On an English page the path names no
 * language, so the spec's order decides. The chosen language is cached in localStorage.
 */
export const detection = {
  order: [
    'querystring',
    'path',
    'cookie',
    'localStorage',
    'sessionStorage',
    'navigator',
    'htmlTag',
  ],
  lookupQuerystring: 'lng',
  lookupFromPathIndex: 0,
  lookupCookie: 'i18next',
  lookupLocalStorage: 'i18nextLng',
  lookupSessionStorage: 'i18nextLng',
  caches: ['localStorage'],
};

/** What each source says; tests/unit/language-hint.test.ts runs the real detector beside it. */
const lookups: Record<string, () => readonly (string | null | undefined)[]> = {
  querystring: () => [new URLSearchParams(location.search).get(detection.lookupQuerystring)],
  path: () => [location.pathname.split('/')[detection.lookupFromPathIndex + 1]],
  cookie: () => {
    const entry = document.cookie.match(new RegExp(`(?:^|;\\s*)${detection.lookupCookie}=([^;]*)`));
    return [entry && decodeURIComponent(entry[1]!)];
  },
  localStorage: () => [localStorage.getItem(detection.lookupLocalStorage)],
  sessionStorage: () => [sessionStorage.getItem(detection.lookupSessionStorage)],
  navigator: () => navigator.languages ?? [navigator.language],
  htmlTag: () => [document.documentElement.lang],
};

/**
 * The detector's choice, one source per `next()` in its order: the first value whose language the
 * site has; a source that throws (storage blocked) is passed over. The first read of the cookie
 * and of each storage area is a synchronous round trip to the browser, up to 10 ms while it is
 * busy with the page it has just painted: in one task, they made one of a load's longest.
 */
export function* detectionSteps(): Generator<void, SiteLanguage, void> {
  for (const name of detection.order) {
    let codes: readonly (string | null | undefined)[] = [];
    try {
      codes = lookups[name]?.() ?? [];
    } catch {
      // Storage or cookies blocked: the next source decides.
    }
    const found = codes.map(siteLanguageOf).find((code) => code !== undefined);
    if (found) return found;
    yield;
  }
  return defaultLanguage;
}

/** Caches the language as the detector does (spec §9: in localStorage), where storage is allowed. */
export function cacheLanguage(lng: SiteLanguage): void {
  try {
    localStorage.setItem(detection.lookupLocalStorage, lng);
  } catch {
    // Storage blocked: the language pages still show their language.
  }
}
