import type { FormatterModule } from 'i18next';
import { isSiteLanguage, languageOf, numberingSystems } from '../data/languages';

/** A number, or the digits in a text (a postcode, an address), in the language's own digits. */
export function localDigits(lng: string, value: number | string): string {
  const { zero } = numberingSystems[isSiteLanguage(lng) ? languageOf(lng).numberingSystem : 'latn'];
  return String(value).replace(/[0-9]/g, (digit) => String.fromCodePoint(zero + Number(digit)));
}

/** i18next's formatter (`alwaysFormat`): every number interpolated comes out in the text's digits. */
export const digitsFormatter: FormatterModule = {
  type: 'formatter',
  init: () => {},
  add: () => {},
  addCached: () => {},
  format: (value: unknown, _format, lng) =>
    typeof value === 'number' && lng ? localDigits(lng, value) : (value as string),
};
