/**
 * The detector's choice (./detection), made by the boot script before i18next has loaded, so a
 * visitor is moved to the page in their language as early as the page allows (src/boot.ts,
 * docs/decisions/0017). It reads what the detector reads, in the detector's order, and takes the
 * first value whose language part the site has, as i18next does with the detector's list
 * (tests/unit/language-hint.test.ts runs the real detector beside it). A source that throws
 * (storage blocked) is passed over.
 */
import { defaultLanguage, siteLanguageOf, type SiteLanguage } from '../data/languages';
import { detection } from './detection';

type Lookup = () => readonly (string | null | undefined)[];

function cookieValue(name: string): string | undefined {
  const prefix = `${name}=`;
  const entry = document.cookie.split(';').find((part) => part.trim().startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.trim().slice(prefix.length));
}

const lookups: Record<string, Lookup> = {
  querystring: () => [new URLSearchParams(location.search).get(detection.lookupQuerystring)],
  path: () => [location.pathname.split('/')[detection.lookupFromPathIndex + 1]],
  cookie: () => [cookieValue(detection.lookupCookie)],
  localStorage: () => [localStorage.getItem(detection.lookupLocalStorage)],
  sessionStorage: () => [sessionStorage.getItem(detection.lookupSessionStorage)],
  navigator: () => navigator.languages ?? [navigator.language],
  htmlTag: () => [document.documentElement.lang],
};

/**
 * The detected language, one source at a time: each `next()` reads one source of the detector's
 * order; the generator returns the language. The first read of the cookie and of each storage
 * area is a synchronous round trip to the browser, up to 10 ms while the browser is busy with the
 * page it has just painted: read in one task, they made one of the longest tasks of a page load.
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
