/** The site's languages, in switcher order; each label is written in its own language. */
export const languages = [
  { code: 'en', label: 'EN', name: 'English' },
  { code: 'ja', label: '日本語', name: '日本語' },
  { code: 'my', label: 'မြန်မာ', name: 'မြန်မာဘာသာ' },
] as const;

export type SiteLanguage = (typeof languages)[number]['code'];
