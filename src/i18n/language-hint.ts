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

/** Whether the detector may choose another language than `pageLanguage` (see above). */
export function languageMayChange(pageLanguage: string): boolean {
  try {
    for (const name of detection.order) {
      const lookup = lookups[name];
      if (!lookup) return true;
      for (const code of lookup()) {
        if (!code) continue;
        const language = languagePart(code);
        if (languages.some(({ code }) => code === language)) {
          return language !== languagePart(pageLanguage);
        }
      }
    }
    return false;
  } catch {
    return true;
  }
}
