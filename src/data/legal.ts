/**
 * The Privacy Policy (/privacy-policy) and Terms & Conditions (/terms): the entries of
 * content/legal/. Here, the order of their sections and their last-updated date; their headings
 * and paragraphs are in the translation files under `<page>.sections.<section>`, with the firm's
 * name and contact details filled in from content/firm.json.
 */
import { legalPages as entries } from './generated/legal-pages';

export const legalPageIds = ['privacy', 'terms'] as const;

export type LegalPageId = (typeof legalPageIds)[number];

export interface LegalPage {
  readonly sections: readonly string[];
  /** ISO date (YYYY-MM-DD), shown through the `<page>.lastUpdated` text as `{{date}}`. */
  readonly lastUpdated: string;
}

export const legalPages = entries satisfies Record<LegalPageId, LegalPage>;

export type LegalSectionKey<P extends LegalPageId> = (typeof legalPages)[P]['sections'][number];

export type FirmReviewItem = {
  [P in LegalPageId]: { page: P; section: LegalSectionKey<P>; note: string };
}[LegalPageId];

/**
 * Text the web team wrote where the product brief left a placeholder or where only the firm knows the
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
