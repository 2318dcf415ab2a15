import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Resource } from 'i18next';
import { languages, namespaces, type SiteLanguage } from '../../src/data/languages';

// Every translation file of public/locales, read as the site serves it: for tests that render or
// switch to Japanese and Burmese (the English files are also imported as typed modules elsewhere).

const localesDir = join(import.meta.dirname, '..', '..', 'public', 'locales');

export function localeFile<T = Record<string, unknown>>(lng: SiteLanguage, ns: string): T {
  return JSON.parse(readFileSync(join(localesDir, lng, `${ns}.json`), 'utf8')) as T;
}

/** Every namespace of every language (tests/unit/locales.test.ts checks that they all exist). */
export const siteResources: Resource = Object.fromEntries(
  languages.map(({ code }) => [
    code,
    Object.fromEntries(namespaces.map((ns) => [ns, localeFile(code, ns)])),
  ]),
);

/** The common texts the layout shows: navigation labels and the switcher's name. */
export interface CommonTexts {
  nav: Record<string, string> & { label: string; home: string; about: string };
  language: { label: string };
  notFound: { title: string };
}

export const commonTexts = (lng: SiteLanguage) => localeFile<CommonTexts>(lng, 'common');
