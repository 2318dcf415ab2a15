// The firm's lawyers in the order the pages list them (content/lawyers/); their texts are in the
// locales under `people.<id>`, the English name being the Latin form.
import type texts from '../../locales/en/professionals.json';
import { professionals as entries } from './generated/professionals';
import flags from './spoken-languages.json' with { type: 'json' };

/** A spoken language: an entry of ./spoken-languages.json (its flag), its name at `languages.<code>`. */
type SpokenLanguage = keyof typeof flags;

export const defaultFlag = '🏳️';

// `hasOwn` keeps inherited names such as 'constructor' from passing for a language.
export function flagFor(language: string): string {
  return Object.hasOwn(flags, language) ? flags[language as SpokenLanguage] : defaultFlag;
}

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

export const professionals: readonly Professional[] = entries.map((entry) => ({
  ...entry,
  awardImages: entry.awards.map((award) => award.imageUrl),
  bgimg: '/images/backgrounds/office.svg',
}));

/** The home page's Professionals teaser shows the first three before its 'Explore More' card. */
export const homeProfessionals = professionals.slice(0, 3);

export const findProfessional = (id: string) => professionals.find((p) => p.id === id);

/** The contact card beside each language's profile page: `/ja/professionals/<id>.vcf`. */
export const vcardPath = (profilePath: string) => `${profilePath}.vcf`;

export const experienceYears = (p: Professional, year: number) => year - p.startYear;
