import type { Namespace, TFunction } from 'i18next';

// Keys built from data ids cannot be checked against the typed key union: this narrow escape hatch
// returns a string or a string list and nothing else.
const loose = (t: TFunction<Namespace>) => t as unknown as (key: string, o?: object) => unknown;

export function looseText(
  t: TFunction<Namespace>,
  key: string,
  values?: Record<string, string | number>,
): string {
  const value = loose(t)(key, values);
  return typeof value === 'string' ? value : '';
}

export function looseList(t: TFunction<Namespace>, key: string): string[] {
  const value = loose(t)(key, { returnObjects: true });
  return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
}

/** A `returnObjects` value is only a list once its namespace has loaded; before that it is the key. */
export const asList = <T>(value: T[] | string): T[] => (Array.isArray(value) ? value : []);
