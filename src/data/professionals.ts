/**
 * The firm's two lawyers. Fixed data, not fetched. Names stay untranslated;
 * every other text (title, biography, education, experience, award titles) lives in
 * `public/locales/{lng}/professionals.json`, under `titles.<title>` and `people.<id>`.
 * The people are fictional placeholders and the images are drawn placeholders: the real firm
 * replaces both here.
 */
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
  /** The original portrait under public/; images.json lists it with the widths generated from it. */
  img: string;
  bgimg: string;
}

const officeBackground = '/images/professionals/bg-office.svg';

const khinMyatNoeAwards: readonly Award[] = [
  { key: 'corporate-ma-2023', imageUrl: '/images/awards/corporate-ma-2023.svg' },
  { key: 'foreign-investment-2021', imageUrl: '/images/awards/foreign-investment-2021.svg' },
  { key: 'legal-education-2019', imageUrl: '/images/awards/legal-education-2019.svg' },
];

export const professionals: readonly Professional[] = [
  {
    id: 'KhinMyatNoe',
    name: 'Daw Khin Myat Noe',
    title: 'managingPartner',
    startYear: 2005,
    languages: ['my', 'en', 'ja'],
    awards: khinMyatNoeAwards,
    awardImages: khinMyatNoeAwards.map((award) => award.imageUrl),
    phone: null,
    email: null,
    linkedin: null,
    facebook: null,
    img: '/images/professionals/khin-myat-noe.svg',
    bgimg: officeBackground,
  },
  {
    id: 'ZawMinHtet',
    name: 'U Zaw Min Htet',
    title: 'partner',
    startYear: 2012,
    languages: ['my', 'en'],
    awards: [],
    awardImages: [],
    phone: null,
    email: null,
    linkedin: null,
    facebook: null,
    img: '/images/professionals/zaw-min-htet.svg',
    bgimg: officeBackground,
  },
];

export function findProfessional(id: string): Professional | undefined {
  return professionals.find((professional) => professional.id === id);
}

/** Years of experience: the current year minus the start year. */
export function experienceYears(p: Professional, year: number): number {
  return year - p.startYear;
}
