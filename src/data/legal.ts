/**
 * The Privacy Policy (/privacy-policy) and Terms & Conditions (/terms) pages. The order of the
 * sections lives here; their headings and paragraphs live in `public/locales/{lng}/legal.json`
 * under `<page>.sections.<section>`. Those texts spell out the firm's name and contact details
 * rather than interpolating them, because the page renders them as plain lists; a unit test keeps
 * them equal to `site.ts`.
 */
export const legalPageIds = ['privacy', 'terms'] as const;

export type LegalPageId = (typeof legalPageIds)[number];

export interface LegalPage {
  readonly sections: readonly string[];
  /** ISO date (YYYY-MM-DD), shown through the `<page>.lastUpdated` text as `{{date}}`. */
  readonly lastUpdated: string;
}

export const legalPages = {
  privacy: {
    sections: [
      'whoWeAre',
      'informationWeCollect',
      'contactForm',
      'use',
      'languagePreference',
      'cookies',
      'sharing',
      'transfers',
      'security',
      'retention',
      'rights',
      'children',
      'changes',
      'contact',
    ],
    lastUpdated: '2026-11-22',
  },
  terms: {
    sections: [
      'acceptance',
      'noLegalAdvice',
      'noRelationship',
      'confidentiality',
      'useOfSite',
      'intellectualProperty',
      'alliance',
      'links',
      'accuracy',
      'liability',
      'privacy',
      'changes',
      'governingLaw',
      'jurisdiction',
      'contact',
    ],
    lastUpdated: '2026-11-22',
  },
} as const satisfies Record<LegalPageId, LegalPage>;

export type LegalSectionKey<P extends LegalPageId> = (typeof legalPages)[P]['sections'][number];

export type FirmReviewItem = {
  [P in LegalPageId]: { page: P; section: LegalSectionKey<P>; note: string };
}[LegalPageId];

/**
 * Text the web team wrote where the spec left a placeholder or where only the firm knows the
 * facts. The firm confirms or corrects each before launch.
 */
export const firmReview: readonly FirmReviewItem[] = [
  {
    page: 'privacy',
    section: 'security',
    note: "Placeholder filled by the web team; confirm the firm's actual security measures.",
  },
  {
    page: 'privacy',
    section: 'retention',
    note: "The two-year period for enquiries that do not lead to an engagement was chosen by the web team; confirm the firm's retention practice.",
  },
  {
    page: 'terms',
    section: 'alliance',
    note: 'Confirm that the two firms are separate legal practices and how the firm wishes the alliance to be described.',
  },
  {
    page: 'terms',
    section: 'jurisdiction',
    note: 'Placeholder filled by the web team (exclusive jurisdiction of the courts of Yangon); confirm with the firm.',
  },
];
