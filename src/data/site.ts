/**
 * The firm's facts (name, address, e-mails, phone, alliance, web address), from content/firm.json
 * (scripts/content.mjs), so the real firm replaces them in one place. The name and address also
 * come in each language's form where the firm gives one (`names`, `addresses`).
 */
import type { SiteLanguage } from './languages';
import { site } from './generated/content';

export { site };
export type Site = typeof site;

export const firmName = (lng: SiteLanguage): string => site.names[lng];
export const firmAddress = (lng: SiteLanguage) => site.addresses[lng];
