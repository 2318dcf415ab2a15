import type { Namespace, TFunction } from 'i18next';
import { looseList, looseText } from './loose';

/**
 * A calendar date (`YYYY-MM-DD`) in the words of the language `t` speaks, from the month names,
 * digits and pattern of `legal:date`. Not Intl.DateTimeFormat: its first use in a page costs
 * 20–30 ms of main thread (locale data), a long task in the middle of hydration on a phone.
 */
export function formatDate(t: TFunction<Namespace>, isoDate: string): string {
  const [year = '', month = '', day = ''] = isoDate.split('-');
  const digits = [...looseText(t, 'legal:date.digits')];
  const localDigits = (number: string) =>
    digits.length === 10 ? number.replace(/\d/g, (d) => digits[Number(d)]!) : number;
  const monthName = looseList(t, 'legal:date.months')[Number(month) - 1] ?? month;
  return looseText(t, 'legal:date.pattern', {
    year: localDigits(year),
    month: localDigits(monthName),
    day: localDigits(String(Number(day))),
  });
}
