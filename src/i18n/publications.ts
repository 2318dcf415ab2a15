import type { i18n as I18n } from 'i18next';
import type { Namespace } from '../data/languages';
import type { Article, Listing } from '../data/articles';

// What a page shows of the articles travels with the texts (decision 0032), read as data from the
// first language whose texts are there, as `t` falls back: a list the content leaves out is empty.
export function read<T>(i18n: I18n, ns: Namespace, key: string) {
  const lng = i18n.languages.find((code) => i18n.hasResourceBundle(code, ns));
  return lng === undefined ? undefined : (i18n.getResource(lng, ns, key) as T | undefined);
}

/** An article the page's language has: its facts, title and summary. */
export const articleIn = (i18n: I18n, slug: string) =>
  read<Article>(i18n, 'publications', `items.${slug}`);

export const listingAt = (i18n: I18n, path: string) =>
  read<Listing>(i18n, 'publications', `listings.${path}`);

/** A list of ids in the texts (a service's or a lawyer's articles, the areas listed), or none. */
export const idsAt = (i18n: I18n, ns: Namespace, key: string): readonly string[] =>
  read<string[]>(i18n, ns, key) ?? [];

/** The articles of `slugs`, in the order given. */
export const articlesOf = (i18n: I18n, slugs: readonly string[]) =>
  slugs.flatMap((slug) => articleIn(i18n, slug) ?? []);
