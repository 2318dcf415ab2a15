// The site's languages in switcher order, each label in its own language; English unprefixed, the
// others under their prefix (docs/decisions/0017). Small on purpose: the boot script imports it.
// descriptionLength: search results show ~160 English or ~120 Japanese characters; Burmese needs
// ~1.4 times the English's. font.elsewhere: on another language's page, installed fonts only.
// segmentWords: no spaces between its words, by which Pagefind finds them. ogLocale: Open Graph's
// language_TERRITORY, the territory the language's readers most likely read in.
// A font stack names, per platform, the font it should use, and nothing a font before it already
// covers there: each name Chrome on Linux does not have is a lookup in the browser process, in the
// page's first layout (docs/decisions/0034). system-ui: every browser that runs the site's scripts
// knows it. "Noto Sans Myanmar Web" is the app's own face (src/views/theme/myanmar-font.css); the
// Myanmar faces lack Latin letters, which system-ui then draws, and the Unicode fonts after it
// keep a Burmese text off a Zawgyi font if the site's face did not load.
const myanmar =
  '"Noto Sans Myanmar", "Noto Sans Myanmar Web", system-ui, "Myanmar Text", Pyidaungsu, "Noto Sans Myanmar UI", sans-serif';
export const languages = [
  {
    code: 'en',
    ogLocale: 'en_US',
    label: 'EN',
    name: 'English',
    descriptionLength: { min: 50, max: 160 },
    numberingSystem: 'latn',
    lineHeight: { body: '1.6', heading: '1.2' },
    font: {
      body: 'system-ui, sans-serif',
      // Apple's, Windows'; elsewhere (Android) the system's serif.
      heading: '"Iowan Old Style", "Palatino Linotype", serif',
    },
    lineBreaks: {},
    address: { largeFirst: false, separator: ', ' },
    script: '\\p{Script=Latin}',
  },
  {
    code: 'ja',
    ogLocale: 'ja_JP',
    label: '日本語',
    name: '日本語',
    descriptionLength: { min: 25, max: 120 },
    numberingSystem: 'latn',
    lineHeight: { body: '1.6', heading: '1.2' },
    font: {
      // Apple's, Windows', then Noto (Linux, Android; the JP cut is the same).
      body: '"Hiragino Kaku Gothic ProN", "Yu Gothic UI", "Noto Sans CJK JP", "Noto Sans JP", sans-serif',
      heading: '"Hiragino Mincho ProN", "Yu Mincho", "Noto Serif CJK JP", "Noto Serif JP", serif',
    },
    lineBreaks: { lineBreak: 'strict', wordBreak: 'normal', overflowWrap: 'anywhere' },
    address: { largeFirst: true, separator: ' ' },
    script: '\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Han}',
  },
  {
    code: 'my',
    ogLocale: 'my_MM',
    label: 'မြန်မာ',
    name: 'မြန်မာဘာသာ',
    descriptionLength: { min: 70, max: 230 },
    numberingSystem: 'mymr',
    lineHeight: { body: '1.9', heading: '1.6' },
    font: {
      body: myanmar,
      heading: myanmar,
      elsewhere: '"Noto Sans Myanmar", "Myanmar Text", Pyidaungsu, sans-serif',
    },
    lineBreaks: { overflowWrap: 'anywhere' },
    address: { largeFirst: false, separator: '၊ ' },
    script: '\\u1000-\\u109f\\ua9e0-\\ua9ff\\uaa60-\\uaa7f',
    segmentWords: true,
  },
] as const;

/** Each numbering system's zero (digit sets run 0 to 9 in Unicode) and its CSS list style. */
export const numberingSystems = {
  latn: { zero: 0x30, listStyle: 'decimal' },
  mymr: { zero: 0x1040, listStyle: 'myanmar' },
} as const;

export type SiteLanguage = (typeof languages)[number]['code'];

export const languageOf = (lng: SiteLanguage) => languages.find(({ code }) => code === lng)!;

export const ogLocale = (lng: SiteLanguage): string => languageOf(lng).ogLocale;

export const scriptRuns = (lng: SiteLanguage) => new RegExp(`[${languageOf(lng).script}]+`, 'gu');

/** The language of the unprefixed routes, and i18next's fallback language. */
export const defaultLanguage: SiteLanguage = 'en';

/** The translation files of each language, served at `/locales/{lng}/{ns}.json` (scripts/content/content.ts). */
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

export const isSiteLanguage = (code: string | null | undefined): code is SiteLanguage =>
  languages.some((language) => language.code === code);

/** The site's language for a code such as 'ja-JP' or 'my', by its language part; else undefined. */
export function siteLanguageOf(code: string | null | undefined): SiteLanguage | undefined {
  const part = code?.split(/[-_]/)[0]?.toLowerCase();
  return isSiteLanguage(part) ? part : undefined;
}

const separators = /^(?:[/\\\t\n\r]|%2f|%5c|%09|%0a|%0d)+/i;

// Leading slashes and backslashes collapse into one, so a path never reads as another host
// (`//host`, `/\host`); one that starts otherwise (`javascript:…`) becomes the home page.
export const sitePath = (path: string): string =>
  separators.test(path) ? path.replace(separators, '/') : '/';

/** No trailing slash, '/' or '/ja/' for a home page; every address the app builds goes through here. */
export function localizePath(lng: SiteLanguage, path: string): string {
  const clean = sitePath(path).replace(/\/+$/, '') || '/';
  return lng === defaultLanguage ? clean : `/${lng}${clean}`;
}

/** The language of a URL path and the path within it (the route as the manifest writes it). */
export function splitLanguage(pathname: string): { lng: SiteLanguage; path: string } {
  const [, prefix, rest = '/'] = /^\/([^/]+)(\/.*)?$/.exec(pathname) ?? [];
  const prefixed = prefix !== defaultLanguage && isSiteLanguage(prefix);
  const path = localizePath(defaultLanguage, prefixed ? rest : pathname);
  return { lng: prefixed ? prefix : defaultLanguage, path };
}
