/**
 * The i18next options: fallback en, debug off, no escaping (React escapes),
 * no suspense, 5 retries from 350 ms doubling, 10 parallel reads, and the detection order below.
 */
import type { InitOptions } from 'i18next';
import { defaultLanguage, languages } from '../data/languages';

export { namespaces } from '../data/languages';
export type { Namespace } from '../data/languages';

export const fallbackLng = defaultLanguage;
export const supportedLngs = languages.map((language) => language.code);
export const localesPath = '/locales/{{lng}}/{{ns}}.json';
export const localeRequestTimeoutMs = 8000;

export { detection } from './detection';

export const baseOptions = {
  fallbackLng,
  supportedLngs,
  load: 'languageOnly',
  ns: ['common'],
  defaultNS: 'common',
  debug: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  maxRetries: 5,
  retryTimeout: 350,
  maxParallelReads: 10,
  returnNull: false,
} satisfies InitOptions;

/** The languages whose typography differs: Burmese ('my') gets a taller line-height. */
export const alternativeLineHeightLngs: readonly string[] = ['my'];

/** The `data-line-height` of a page in `lng`: set in the prerendered HTML and by the client. */
export function lineHeightOf(lng: string): 'alternative' | 'default' {
  return alternativeLineHeightLngs.includes(lng) ? 'alternative' : 'default';
}
