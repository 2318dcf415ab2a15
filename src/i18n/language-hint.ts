/**
 * The detector's choice (./detection), made by the boot script before i18next has loaded
 * (decision 0017): the detector's sources in its order, the first value whose language the site
 * has (tests/unit/language-hint.test.ts runs the real detector beside it). A source that throws
 * (storage blocked) is passed over.
 */
import { defaultLanguage, siteLanguageOf, type SiteLanguage } from '../data/languages';
import { detection } from './detection';

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
 * Each `next()` reads one source; the generator returns the language. The first read of the
 * cookie and of each storage area is a synchronous round trip to the browser, up to 10 ms while
 * it is busy with the page it has just painted: in one task, they made one of a load's longest.
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

/** Caches the language as the detector does, in localStorage, where storage is allowed. */
export function cacheLanguage(lng: SiteLanguage): void {
  try {
    localStorage.setItem(detection.lookupLocalStorage, lng);
  } catch {
    // Storage blocked: the language pages still show their language.
  }
}
