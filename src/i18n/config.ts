// i18next's options (no escaping: React escapes; every value through the formatter, for the
// language's digits), and the language detection, which the boot script runs before i18next loads.
import type { InitOptions } from 'i18next';
import {
  defaultLanguage,
  languages,
  localizePath,
  siteLanguageOf,
  splitLanguage,
  type SiteLanguage,
} from '../data/languages';

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
  interpolation: { escapeValue: false, alwaysFormat: true },
  react: { useSuspense: false },
  maxRetries: 5,
  retryTimeout: 350,
} satisfies InitOptions;

/** Each source, in the detector's order (tests/unit/language-hint.test.ts runs the real one). */
type Codes = readonly (string | null | undefined)[];
export type DetectionSource =
  | 'querystring'
  | 'path'
  | 'cookie'
  | 'localStorage'
  | 'sessionStorage'
  | 'navigator'
  | 'htmlTag';
const lookups: Record<DetectionSource, () => Codes | Promise<Codes>> = {
  querystring: () => [new URLSearchParams(location.search).get(detection.lookupQuerystring)],
  path: () => [location.pathname.split('/')[detection.lookupFromPathIndex + 1]],
  // The Cookie Store API where there is one: the first `document.cookie` of a browser's start
  // waits on its cookie database (20–50 ms on the bench's machine), holding the main thread.
  cookie: async () => {
    if ('cookieStore' in globalThis)
      return [(await cookieStore.get(detection.lookupCookie))?.value];
    const entry = document.cookie.match(new RegExp(`(?:^|;\\s*)${detection.lookupCookie}=([^;]*)`));
    return [entry && decodeURIComponent(entry[1]!)];
  },
  localStorage: () => [localStorage.getItem(detection.lookupLocalStorage)],
  sessionStorage: () => [sessionStorage.getItem(detection.lookupSessionStorage)],
  navigator: () => navigator.languages ?? [navigator.language],
  htmlTag: () => [document.documentElement.lang],
};
/** The sources read from the address: they cost nothing, and decide a prefixed page at once. */
export const addressSources: readonly DetectionSource[] = ['querystring', 'path'];

/** The language detector's settings (docs/decisions/0017): `?lng=` first, then the path. */
export const detection = {
  order: Object.keys(lookups),
  lookupQuerystring: 'lng',
  lookupFromPathIndex: 0,
  lookupCookie: 'i18next',
  lookupLocalStorage: 'i18nextLng',
  lookupSessionStorage: 'i18nextLng',
  caches: ['localStorage'],
};

// Names each source before reading it, and reads it on the next `next()`: the boot script reads
// one per task, and the browser's stores only once the page has loaded (decision 0017).
export async function* detectionSteps(): AsyncGenerator<DetectionSource, SiteLanguage, void> {
  for (const source of Object.keys(lookups) as DetectionSource[]) {
    yield source;
    let codes: Codes = [];
    try {
      codes = await lookups[source]();
    } catch {
      // Storage or cookies blocked: the next source decides.
    }
    const found = codes.map(siteLanguageOf).find((code) => code !== undefined);
    if (found) return found;
  }
  return defaultLanguage;
}

/** Caches the language as the detector does (in localStorage), where storage is allowed. */
export function cacheLanguage(lng: SiteLanguage): void {
  try {
    localStorage.setItem(detection.lookupLocalStorage, lng);
  } catch {
    // Storage blocked: the language pages still show their language.
  }
}

/** The page at `location` in the language `?lng=` asks for (else `lng`), without the parameter. */
export function pageAddress(
  lng: SiteLanguage,
  { pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>,
): string {
  const params = new URLSearchParams(search);
  const asked = siteLanguageOf(params.get(detection.lookupQuerystring));
  params.delete(detection.lookupQuerystring);
  const rest = params.size > 0 ? `?${params}` : '';
  return `${localizePath(asked ?? lng, splitLanguage(pathname).path)}${rest}${hash}`;
}
