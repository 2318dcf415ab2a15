/**
 * The firm's facts (name, address, e-mails, phone, alliance, web address), from content/firm.json
 * (scripts/content/content.mjs), so the real firm replaces them in one place. The name and address in
 * English (Latin) form; each language's own form, where the firm gives one, is a text
 * (`common:firm`).
 */
export { site } from './generated/site';
export type Site = typeof import('./generated/site').site;
