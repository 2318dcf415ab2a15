import type { Namespace, TFunction } from 'i18next';
import { looseList, looseText } from './loose';

/**
 * A calendar date (`YYYY-MM-DD`) in the words of the language `t` speaks, from the month names,
 * digits and pattern of `legal:date` (or of `date` in another namespace `ns` that carries them). Not Intl.DateTimeFormat: its first use in a page costs
 * 20–30 ms of main thread (locale data), a long task in the middle of hydration on a phone.
 */
export function formatDate(t: TFunction<Namespace>, isoDate: string, ns = 'legal'): string {
  const [year = '', month = '', day = ''] = isoDate.split('-');
  const local = (number: string) => localDigits(t, number, ns);
  const monthName = looseList(t, `${ns}:date.months`)[Number(month) - 1] ?? month;
  return looseText(t, `${ns}:date.pattern`, {
    year: local(year),
    month: local(monthName),
    day: local(String(Number(day))),
  });
}

/** A number written in the language's digits (Burmese digits in Burmese). */
export function localDigits(t: TFunction<Namespace>, number: string | number, ns = 'legal') {
  const digits = [...looseText(t, `${ns}:date.digits`)];
  const text = String(number);
  return digits.length === 10 ? text.replace(/\d/g, (d) => digits[Number(d)]!) : text;
}
