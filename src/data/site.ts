// The firm's facts from content/firm.json, its name and address in English (Latin) form; each
// language's own form is a text (`common:firm`).
export { site } from './generated/site';
export type Site = typeof import('./generated/site').site;
