/**
 * The six main routes of spec §2, in navigation order. Their nav label is also the page part of
 * the document title ('<Page> - firm name'); every other route is titled with the firm name alone.
 */
export const mainRoutes = [
  { path: '/', navKey: 'home' },
  { path: '/about', navKey: 'about' },
  { path: '/expertise', navKey: 'expertise' },
  { path: '/professionals', navKey: 'professionals' },
  { path: '/publication', navKey: 'publication' },
  { path: '/contact', navKey: 'contact' },
] as const;

export type NavKey = (typeof mainRoutes)[number]['navKey'];

export const legalRoutes = { privacy: '/privacy-policy', terms: '/terms' } as const;

export function documentTitle(firmName: string, pageLabel?: string): string {
  return pageLabel ? `${pageLabel} - ${firmName}` : firmName;
}

/** A URL path as the routes table writes it: no trailing slash, and '/' for the home page. */
export function canonicalPath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}
