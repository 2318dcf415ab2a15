// The Privacy Policy and Terms & Conditions (content/legal/): the sections' order and the date
// here; their texts in the locales under `<page>.sections.<section>`, firm facts filled in.
import { legalPages as entries } from './generated/legal-pages';

export const legalPageIds = ['privacy', 'terms'] as const;

export type LegalPageId = (typeof legalPageIds)[number];

export interface LegalPage {
  readonly sections: readonly string[];
  /** ISO date (YYYY-MM-DD), shown through the `<page>.lastUpdated` text as `{{date}}`. */
  readonly lastUpdated: string;
}

export const legalPages = entries satisfies Record<LegalPageId, LegalPage>;

type FirmReviewItem = {
  [P in LegalPageId]: {
    page: P;
    section: (typeof legalPages)[P]['sections'][number];
    note: string;
  };
}[LegalPageId];

/** Texts the web team wrote where the brief left a placeholder; the firm confirms each before launch. */
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
