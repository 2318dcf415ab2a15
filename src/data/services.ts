/**
 * The firm's seven practice areas, the cards of /expertise. Only ids and icons live here;
 * names, descriptions, details and FAQs are translation texts in `public/locales/{lng}/services.json`
 * under `items.<id>`.
 */
export const serviceIds = [
  'general-corporate',
  'cross-border-transactions',
  'foreign-direct-investment',
  'mergers-and-acquisitions',
  'regulatory-compliance',
  'employment',
  'dispute-resolution',
] as const;

export type ServiceId = (typeof serviceIds)[number];

export type ServiceIcon =
  | 'building'
  | 'globe'
  | 'investment'
  | 'merger'
  | 'shield'
  | 'people'
  | 'scales';

export interface Service {
  id: ServiceId;
  icon: ServiceIcon;
}

const icons: Readonly<Record<ServiceId, ServiceIcon>> = {
  'general-corporate': 'building',
  'cross-border-transactions': 'globe',
  'foreign-direct-investment': 'investment',
  'mergers-and-acquisitions': 'merger',
  'regulatory-compliance': 'shield',
  employment: 'people',
  'dispute-resolution': 'scales',
};

export const services: readonly Service[] = serviceIds.map((id) => ({ id, icon: icons[id] }));

/** The home page's Expertise teaser shows three cards before its 'Discover More' card. */
export const homeServiceIds: readonly ServiceId[] = serviceIds.slice(0, 3);

/**
 * The spec's notes name four detail ids (criminal-defense, family-law, corporate-law, mediation)
 * that differ from the seven cards. The firm practises neither criminal nor family law, so only
 * the two that describe one of our services map to it; the others stay unknown.
 */
export const serviceAliases: Readonly<Record<string, ServiceId>> = {
  'corporate-law': 'general-corporate',
  mediation: 'dispute-resolution',
};

export function findService(id: string): Service | undefined {
  return services.find((service) => service.id === id);
}

export function resolveServiceAlias(id: string): ServiceId | undefined {
  return Object.hasOwn(serviceAliases, id) ? serviceAliases[id] : undefined;
}

const bullet = '- ';

function lines(details: string): string[] {
  return details.split(/\r?\n/).map((line) => line.trim());
}

// Trimming turns an empty bullet '- ' into '-', which is still a bullet, not prose.
function isBullet(line: string): boolean {
  return line.startsWith(bullet) || line === bullet.trim();
}

/** The Quick Facts list: the bullet lines of a service's details, without their '- ' marker. */
export function quickFacts(details: string): string[] {
  return lines(details)
    .filter(isBullet)
    .map((line) => line.slice(bullet.length).trim())
    .filter((fact) => fact.length > 0);
}

/** The prose of a service's details: every non-empty line that is not a bullet. */
export function detailParagraphs(details: string): string[] {
  return lines(details).filter((line) => line.length > 0 && !isBullet(line));
}
