import { expect, test } from 'vitest';
import { createStaticI18n } from '../../src/i18n/server';
import { formatDate } from '../../src/i18n/format-date';
import { languages } from '../../src/data/languages';
import { siteResources } from './locale-files';

// Legal pages show their date without Intl (its first use is a long task while hydrating); the
// words must still be Intl's long date in English and Japanese, and in Burmese the form Burmese
// legal documents use, "{year} ခုနှစ်၊ {month}လ {day} ရက်", with Intl's digits and month names.
for (const { code: lng } of languages) {
  for (const iso of ['2026-11-22', '2025-01-05', '2024-02-29', '2030-12-31']) {
    test(`${iso} in ${lng} reads as the language's long date`, () => {
      const i18n = createStaticI18n(lng, siteResources);
      const intl = new Intl.DateTimeFormat(lng, { dateStyle: 'long', timeZone: 'UTC' });
      const part = (type: string) =>
        intl.formatToParts(new Date(iso)).find((p) => p.type === type)?.value;
      const expected =
        lng === 'my'
          ? `${part('year')} ခုနှစ်၊ ${part('month')}လ ${part('day')} ရက်`
          : intl.format(new Date(iso));
      expect(formatDate(i18n.getFixedT(lng, 'legal'), iso)).toBe(expected);
    });
  }
}
