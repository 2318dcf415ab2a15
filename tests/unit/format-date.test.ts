import { describe, expect, test } from 'vitest';
import en from '../../public/locales/en/legal.json';
import ja from '../../public/locales/ja/legal.json';
import my from '../../public/locales/my/legal.json';
import { createStaticI18n } from '../../src/i18n/server';
import { formatDate } from '../../src/i18n/format-date';

// Legal pages show their date without Intl (its first use is a long task while hydrating); the
// words must still be what Intl's long date style says in each language.
const resources = { en: { legal: en }, ja: { legal: ja }, my: { legal: my } };

describe('formatDate', () => {
  for (const lng of ['en', 'ja', 'my'] as const) {
    for (const iso of ['2026-11-22', '2025-01-05', '2024-02-29', '2030-12-31']) {
      test(`${iso} in ${lng} reads as Intl's long date`, () => {
        const i18n = createStaticI18n(lng, resources);
        const intl = new Intl.DateTimeFormat(lng, { dateStyle: 'long', timeZone: 'UTC' });
        expect(formatDate(i18n.getFixedT(lng, 'legal'), iso)).toBe(intl.format(new Date(iso)));
      });
    }
  }
});
