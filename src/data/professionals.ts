/**
 * The firm's lawyers, in the order the pages list them: their facts, from the entries of
 * content/lawyers/ (scripts/content/content.mjs). Their texts (the name as each language writes it,
 * biography, education, experience, award titles) are in the translation files under
 * `people.<id>`; the English name is the Latin form.
 */
import { professionals as entries } from './generated/professionals';

export type LanguageCode = 'my' | 'ja' | 'en';

export const languageFlags: Readonly<Record<string, string>> = {
  my: '🇲🇲',
  ja: '🇯🇵',
  en: '🇬🇧',
};

export const defaultFlag = '🏳️';

// `hasOwn` keeps inherited names such as 'constructor' from passing for a language.
export function flagFor(language: string): string {
  const flag = Object.hasOwn(languageFlags, language) ? languageFlags[language] : undefined;
  return flag ?? defaultFlag;
}

/** The award's title is the text at `people.<professional id>.awards.<key>`. */
export interface Award {
  key: string;
  imageUrl: string;
}

export type ProfessionalTitle = 'managingPartner' | 'partner';

export interface Professional {
  id: string;
  /** The Latin form, as the English texts' `people.<id>.name` has it, for the page metadata. */
  name: string;
  title: ProfessionalTitle;
  startYear: number;
  languages: readonly LanguageCode[];
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
