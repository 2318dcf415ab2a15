// A lawyer's facts and what the views derive from them, without the firm's list: a page reads the
// facts of the lawyers it shows with their texts (src/i18n/people.ts, docs/decisions/0032).
import type texts from '../../locales/en/professionals.json';
import type { professionals as entries } from './generated/professionals';
import flags from './spoken-languages.json' with { type: 'json' };

/** A spoken language: an entry of ./spoken-languages.json (its flag), its name at `languages.<code>`. */
type SpokenLanguage = keyof typeof flags;

export const defaultFlag = '🏳️';

const spoken = (language: string): language is SpokenLanguage =>
  // `hasOwn` keeps inherited names such as 'constructor' from passing for a language.
  Object.hasOwn(flags, language);

export const flagFor = (language: string): string =>
  spoken(language) ? flags[language] : defaultFlag;

/** The flags' pictures (decision 0035), drawn at build by scripts/build/flag-images.ts. */
export const defaultFlagPicture = '/flags/default.png';
export const flagPictureFor = (language: string) =>
  spoken(language) ? `/flags/${language}.png` : defaultFlagPicture;

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
