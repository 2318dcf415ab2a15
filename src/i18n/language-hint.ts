/**
 * What the boot script can tell, before i18next has loaded, about the language the detector will
 * choose: whether it may be another than the page's. The boot script then starts the app at once
 * instead of waiting for a quiet moment (src/boot.ts, decision 0016): a visitor whose stored choice
 * or browser asks for Japanese or Burmese should not read English a second longer than needed.
 *
 * It reads what the detector reads, in the detector's order (./detection), and takes
 * the first value whose language part the site has, as `detectPreferredLanguage` does. Any doubt
 * answers true (storage that throws, a lookup it does not know): a wrong true costs only an
 * earlier start; a wrong false would only delay the switch, never prevent it.
 */
import { languages } from '../data/languages';
import { detection } from './detection';

type Lookup = () => readonly (string | null | undefined)[];

function cookieValue(name: string): string | undefined {
  const prefix = `${name}=`;
  const entry = document.cookie.split(';').find((part) => part.trim().startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.trim().slice(prefix.length));
}

const lookups: Record<string, Lookup> = {
  querystring: () => [new URLSearchParams(location.search).get(detection.lookupQuerystring)],
  cookie: () => [cookieValue(detection.lookupCookie)],
  localStorage: () => [localStorage.getItem(detection.lookupLocalStorage)],
  sessionStorage: () => [sessionStorage.getItem(detection.lookupSessionStorage)],
  navigator: () => navigator.languages ?? [navigator.language],
  htmlTag: () => [document.documentElement.lang],
};

const languagePart = (code: string) => code.split(/[-_]/)[0]!.toLowerCase();

/**
 * Whether the detector may choose another language than `pageLanguage` (see above), one source at
 * a time: each `next()` reads one source of the detector's order; the generator returns the answer.
 * The first read of the cookie and of each storage area is a synchronous round trip to the
 * browser: under a millisecond on a quiet machine, up to 10 ms in Lighthouse runs while the
 * browser was busy with the page it had just painted. Read in one task, they made one of the
 * longest tasks after the first paint; the boot script reads one per task (decision 0016).
 */
export function* languageChecks(pageLanguage: string): Generator<void, boolean, void> {
  for (const name of detection.order) {
    const lookup = lookups[name];
    if (!lookup) return true;
    let codes: readonly (string | null | undefined)[];
    try {
      codes = lookup();
    } catch {
      return true;
    }
    for (const code of codes) {
      if (!code) continue;
      const language = languagePart(code);
      if (languages.some(({ code }) => code === language)) {
        return language !== languagePart(pageLanguage);
      }
    }
    yield;
  }
  return false;
}
