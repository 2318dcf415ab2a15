/**
 * The site's languages, in switcher order; each label is written in its own language. English
 * lives at the unprefixed routes; every other language has the same pages under its own prefix
 * (`/ja/about`, `/my/`), so each page exists, is prerendered and is found in its language
 * (docs/decisions/0017). Small on purpose: the boot script imports it.
 */
// descriptionLength: a search description's characters. Results show about 160 English or 120
// Japanese ones; Burmese needs about 1.4 times the English's to say as much, Japanese about half.
// numberingSystem: the digits of every number the code writes (Intl's name for them), Burmese
// digits in Burmese, as its texts write them.
export const languages = [
  {
    code: 'en',
    label: 'EN',
    name: 'English',
    descriptionLength: { min: 50, max: 160 },
    numberingSystem: 'latn',
  },
  {
    code: 'ja',
    label: '日本語',
    name: '日本語',
    descriptionLength: { min: 25, max: 120 },
    numberingSystem: 'latn',
  },
  {
    code: 'my',
    label: 'မြန်မာ',
    name: 'မြန်မာဘာသာ',
    descriptionLength: { min: 70, max: 230 },
    numberingSystem: 'mymr',
  },
] as const;

/**
 * Each numbering system's zero (Unicode writes every decimal digit set from 0 to 9 in a row) and
 * the CSS counter style that numbers an ordered list in it.
 */
export const numberingSystems = {
  latn: { zero: 0x30, listStyle: 'decimal' },
  mymr: { zero: 0x1040, listStyle: 'myanmar' },
} as const;

export type SiteLanguage = (typeof languages)[number]['code'];

/** The language of the unprefixed routes, and i18next's fallback language. */
export const defaultLanguage: SiteLanguage = 'en';

/** The translation files of each language, served at `/locales/{lng}/{ns}.json` (scripts/content/content.mjs). */
export const namespaces = [
  'common',
  'home',
  'about',
  'services',
  'professionals',
  'legal',
  'publications',
  'search',
] as const;
export type Namespace = (typeof namespaces)[number];

export function isSiteLanguage(code: string | null | undefined): code is SiteLanguage {
  return languages.some((language) => language.code === code);
}

/** The site's language for a code such as 'ja-JP' or 'my', by its language part; else undefined. */
export function siteLanguageOf(code: string | null | undefined): SiteLanguage | undefined {
  const part = code?.split(/[-_]/)[0]?.toLowerCase();
  return isSiteLanguage(part) ? part : undefined;
}

/** Slashes and backslashes, also percent-encoded, and the tab and line breaks URLs drop. */
const separators = /^(?:[/\\\t\n\r]|%2f|%5c|%09|%0a|%0d)+/i;

/**
 * A path that stays on this site, whatever the address bar held: its leading slashes and
 * backslashes collapse into one, so it never reads as another host (`//host`, `/\host`); a path
 * that does not start with one (`https://…`, `javascript:…`) is refused for the home page.
 */
export function sitePath(path: string): string {
  return separators.test(path) ? path.replace(separators, '/') : '/';
}

/**
 * A URL path as the site writes it: no trailing slash, '/' for the English home page and
 * '/ja/' for another language's (the folder that holds its index.html). It stays on the site
 * (`sitePath`), as every address the app builds goes through here.
 */
export function localizePath(lng: SiteLanguage, path: string): string {
  const clean = sitePath(path).replace(/\/+$/, '') || '/';
  if (lng === defaultLanguage) return clean;
  return clean === '/' ? `/${lng}/` : `/${lng}${clean}`;
}

/**
 * Where the switcher sends a visitor who picks `lng` on the page `path`. The English page names
 * its language in the query: the unprefixed pages follow the detection order, where a stored
 * 日本語 would otherwise send the visitor straight back; `lng` comes first and is cached.
 */
export function switchLanguagePath(lng: SiteLanguage, path: string): string {
  return lng === defaultLanguage
    ? `${localizePath(lng, path)}?lng=${lng}`
    : localizePath(lng, path);
}

/** The language of a URL path and the path within it (the route as the manifest writes it). */
export function splitLanguage(pathname: string): { lng: SiteLanguage; path: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const prefix = match?.[1];
  if (prefix && prefix !== defaultLanguage && isSiteLanguage(prefix)) {
    return { lng: prefix, path: localizePath(defaultLanguage, match[2] ?? '/') };
  }
  return { lng: defaultLanguage, path: localizePath(defaultLanguage, pathname) };
}

/** The path written as the site writes it (see `localizePath`). */
export function canonicalPath(pathname: string): string {
  const { lng, path } = splitLanguage(pathname);
  return localizePath(lng, path);
}
