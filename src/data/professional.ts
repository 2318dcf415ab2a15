// A lawyer's facts and what the views derive from them, without the firm's list: a page reads the
// facts of the lawyers it shows with their texts (src/i18n/people.ts, docs/decisions/0032).
import type texts from '../../locales/en/professionals.json';
import type { professionals as entries } from './generated/professionals';
import flags from './spoken-languages.json' with { type: 'json' };

/** A spoken language: an entry of ./spoken-languages.json (its flag), its name at `languages.<code>`. */
type SpokenLanguage = keyof typeof flags;

export const defaultFlag = '🏳️';

// `hasOwn` keeps inherited names such as 'constructor' from passing for a language.
export const flagFor = (language: string): string =>
  Object.hasOwn(flags, language) ? flags[language as SpokenLanguage] : defaultFlag;

/** The region a flag emoji's two regional indicator letters name ('jp' for 🇯🇵); none for 🏳️. */
export function regionOf(flag: string): string | undefined {
  const letters = [...flag].map((c) => c.codePointAt(0)! - 0x1f1e6);
  if (letters.length !== 2 || letters.some((n) => n < 0 || n > 25)) return undefined;
  return String.fromCharCode(...letters.map((n) => n + 97));
}

/** A flag emoji's picture (decision 0035): its region's, or the plain white flag's. */
export const flagPicture = (flag: string) => `/flags/${regionOf(flag) ?? 'white'}.png`;

export const flagPictureFor = (language: string) => flagPicture(flagFor(language));

export interface Professional {
  id: string;
  name: string;
  title: keyof typeof texts.titles;
  startYear: number;
  languages: readonly SpokenLanguage[];
  /** An award's title is the text at `people.<professional id>.awards.<key>`. */
  awards: readonly { key: string; imageUrl: string }[];
  awardImages: readonly string[];
  phone: string | null;
  email: string | null;
  linkedin: string | null;
  facebook: string | null;
  img: string;
  bgimg: string;
}

/** A lawyer as the views show them, from the facts scripts/content/ generated. */
export const professionalOf = (entry: (typeof entries)[number]): Professional => ({
  ...entry,
  awardImages: entry.awards.map((award) => award.imageUrl),
  bgimg: '/images/backgrounds/office.webp',
});

/** The contact card beside each language's profile page: `/ja/professionals/<id>.vcf`. */
export const vcardPath = (profilePath: string) => `${profilePath}.vcf`;

export const experienceYears = (p: Professional, year: number) => year - p.startYear;
