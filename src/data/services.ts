/**
 * The firm's practice areas, in the order of the /expertise cards: the entries of
 * content/services/. Only ids and icons are code's (an icon is a path in ./service-icons.json,
 * drawn by src/views/components/service-glyph.tsx); names, descriptions, details and FAQs are the
 * entries' texts, in the translation files under `items.<id>`.
 */
import { services as entries } from './generated/services';
import type serviceIcons from './service-icons.json';

/** An icon's name: a key of ./service-icons.json. */
export type ServiceIcon = keyof typeof serviceIcons;

export const services = entries satisfies readonly { id: string; icon: ServiceIcon }[];

export type Service = (typeof services)[number];
export type ServiceId = Service['id'];

export const serviceIds: readonly ServiceId[] = services.map((service) => service.id);

/** The home page's Expertise teaser shows three cards before its 'Discover More' card. */
export const homeServiceIds: readonly ServiceId[] = serviceIds.slice(0, 3);

/**
 * Older detail ids (criminal-defense, family-law, corporate-law, mediation) that links may still
 * use: only the two that describe one of the firm's services lead to it; the others stay unknown.
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
