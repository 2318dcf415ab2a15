/**
 * The firm's lawyers, in the order the pages list them: their facts, from the entries of
 * content/lawyers/ (scripts/content/content.mjs). Their texts (the name as each language writes it,
 * biography, education, experience, award titles) are in the translation files under
 * `people.<id>`; the English name is the Latin form.
 */
import type texts from '../../locales/en/professionals.json';
import { professionals as entries } from './generated/professionals';
import flags from './spoken-languages.json' with { type: 'json' };

/**
 * A language a lawyer speaks: an entry of ./spoken-languages.json (its flag) with its name at
 * `languages.<code>` in the translation files, as a service icon is an entry of service-icons.json.
 */
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

/** A title is an entry of `titles` in the translation files, its text in each language. */
export type ProfessionalTitle = keyof typeof texts.titles;

export interface Professional {
  id: string;
  /** The Latin form, as the English texts' `people.<id>.name` has it, for the page metadata. */
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
  /** The portrait, in /images/professionals/ at the size src/data/images.json gives that folder. */
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

/** A lawyer's contact card sits beside their profile page in each language: `/ja/professionals/<id>.vcf`. */
export function vcardPath(profilePath: string): string {
  return `${profilePath}.vcf`;
}

/** Experience is the current year minus the start year. */
export function experienceYears(p: Professional, year: number): number {
  return year - p.startYear;
}
