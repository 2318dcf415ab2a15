import type { i18n as I18n } from 'i18next';
import { professionalOf, type Professional } from '../data/professional';
import type { professionals as entries } from '../data/generated/professionals';
import { read } from './publications';

// A lawyer's facts travel with their texts, as an article's (decision 0032): a profile carries
// its own lawyer's, the Professionals page everyone's, and no page's script carries the list.
type Entry = { facts?: (typeof entries)[number] };

/** The firm's lawyers in the order the pages list them. */
export const professionalsIn = (i18n: I18n): Professional[] =>
  Object.values(read<Record<string, Entry>>(i18n, 'professionals', 'people') ?? {}).flatMap(
    ({ facts }) => (facts ? [professionalOf(facts)] : []),
  );

/** The lawyer of `id`, if the firm has them. */
export function professionalIn(i18n: I18n, id: string): Professional | undefined {
  const facts = read<Entry['facts']>(i18n, 'professionals', `people.${id}.facts`);
  return facts && professionalOf(facts);
}
