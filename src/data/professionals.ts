// The firm's lawyers in the order the pages list them (content/lawyers/); their texts are in the
// locales under `people.<id>`, the English name being the Latin form.
import type texts from '../../locales/en/professionals.json';
import { professionals as entries } from './generated/professionals';
import flags from './spoken-languages.json' with { type: 'json' };

/** A spoken language: an entry of ./spoken-languages.json (its flag), its name at `languages.<code>`. */
export type SpokenLanguage = keyof typeof flags;

export const defaultFlag = '🏳️';

// `hasOwn` keeps inherited names such as 'constructor' from passing for a language.
export function flagFor(language: string): string {
  return Object.hasOwn(flags, language) ? flags[language as SpokenLanguage] : defaultFlag;
}

/** The award's title is the text at `people.<professional id>.awards.<key>`. */
export interface Award {
  key: string;
  imageUrl: string;
}

export type ProfessionalTitle = keyof typeof texts.titles;

export interface Professional {
  id: string;
  name: string;
  title: ProfessionalTitle;
  startYear: number;
  languages: readonly SpokenLanguage[];
  awards: readonly Award[];
  awardImages: readonly string[];
  phone: string | null;
  email: string | null;
  linkedin: string | null;
  facebook: string | null;
  img: string;
  bgimg: string;
}

const officeBackground = '/images/backgrounds/office.svg';

export const professionals: readonly Professional[] = entries.map((entry) => ({
  ...entry,
  awardImages: entry.awards.map((award) => award.imageUrl),
  bgimg: officeBackground,
}));

export function findProfessional(id: string): Professional | undefined {
  return professionals.find((professional) => professional.id === id);
}

/** The contact card beside each language's profile page: `/ja/professionals/<id>.vcf`. */
export function vcardPath(profilePath: string): string {
  return `${profilePath}.vcf`;
}

export function experienceYears(p: Professional, year: number): number {
  return year - p.startYear;
}
