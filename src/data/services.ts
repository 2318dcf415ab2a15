// The firm's practice areas in the order of the /expertise cards: content/services/. Only ids and
// icons (paths in ./service-icons.json) are code's; the texts are under `items.<id>` in the locales.
import { services as entries } from './generated/services';

export type ServiceIcon = keyof typeof import('./service-icons.json');

export const services = entries satisfies readonly { id: string; icon: ServiceIcon }[];

export type Service = (typeof services)[number];
export type ServiceId = Service['id'];

export const serviceIds: readonly ServiceId[] = services.map((service) => service.id);

/** The home page's Expertise teaser shows three cards before its 'Discover More' card. */
export const homeServiceIds: readonly ServiceId[] = serviceIds.slice(0, 3);

// Older detail ids that links may still use: only the two that describe one of the firm's
// services lead to it; the others stay unknown.
export const serviceAliases: Readonly<Record<string, ServiceId>> = {
  'corporate-law': 'general-corporate',
  mediation: 'dispute-resolution',
};

export const findService = (id: string) => services.find((service) => service.id === id);

export const resolveServiceAlias = (id: string) =>
  Object.hasOwn(serviceAliases, id) ? serviceAliases[id] : undefined;

const lines = (details: string) => details.split(/\r?\n/).map((line) => line.trim());
// Trimming turns an empty bullet '- ' into '-', still a bullet, not prose.
const isBullet = (line: string) => line.startsWith('- ') || line === '-';

/** The Quick Facts list: the bullet lines of a service's details, without their '- ' marker. */
export const quickFacts = (details: string) =>
  lines(details)
    .filter(isBullet)
    .map((line) => line.slice(2).trim())
    .filter(Boolean);

/** The prose of a service's details: every non-empty line that is not a bullet. */
export const detailParagraphs = (details: string) =>
  lines(details).filter((line) => line.length > 0 && !isBullet(line));
