import type { Namespace, TFunction } from 'i18next';
import { looseList, looseText } from './loose';

/**
 * A calendar date (`YYYY-MM-DD`) in the words of the language `t` speaks, from the month names and
 * pattern of `legal:date` (or of `date` in another namespace `ns` that carries them); its numbers
 * come out in the language's digits (./local-digits). Not Intl.DateTimeFormat: its first use in a
 * page costs 20–30 ms of main thread (locale data), a long task in the middle of hydration on a phone.
 */
export function formatDate(t: TFunction<Namespace>, isoDate: string, ns = 'legal'): string {
  const [year = '', month = '', day = ''] = isoDate.split('-');
  const monthName = looseList(t, `${ns}:date.months`)[Number(month) - 1] ?? month;
  return looseText(t, `${ns}:date.pattern`, {
    year: Number(year),
    month: /^\d+$/.test(monthName) ? Number(monthName) : monthName,
    day: Number(day),
  });
}
