/**
 * i18next options exactly as spec §9: fallback en, debug off, no escaping (React escapes),
 * no suspense, 5 retries from 350 ms doubling, 10 parallel reads, and the detection order below.
 */
import type { InitOptions } from 'i18next';
import { languages } from '../data/languages';

export const namespaces = [
  'common',
  'home',
  'about',
  'services',
  'professionals',
  'legal',
] as const;
export type Namespace = (typeof namespaces)[number];

export const fallbackLng = 'en';
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

/** The language whose typography differs (spec §1: alternative line-height for 'my'). */
export const alternativeLineHeightLngs: readonly string[] = ['my'];
