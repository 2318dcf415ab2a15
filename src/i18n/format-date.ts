import type { Namespace, TFunction } from 'i18next';
import { looseList, looseText } from './loose';

/**
 * A `YYYY-MM-DD` date in the words and digits of `t`'s language, from `legal:date` (or `date` in
 * `ns`). Not Intl.DateTimeFormat: its first use costs 20–30 ms of locale data mid-hydration.
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
