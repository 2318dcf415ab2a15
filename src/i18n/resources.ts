import type { Resource } from 'i18next';

/**
 * The texts a page was prerendered with, in its language, travel inside the page as JSON, so the
 * client hydrates with exactly the same strings and never shows raw keys while loading.
 */
export const embeddedResourcesId = 'i18n-resources';

export interface EmbeddedResources {
  lng: string;
  /** The path the HTML was rendered for; null for the shared 404 page. */
  path: string | null;
  resources: Resource;
  /**
   * Namespaces of `lng` embedded with only the entries this page shows (decision 0002): complete
   * enough for this page, to be fetched whole before any other page uses them.
   */
  partial?: string[];
  /**
   * The year the page was rendered in: the client hydrates with it, so the copyright and the
   * years of experience match the HTML even when the visit is in a later year.
   */
  year?: number;
}

export function serializeEmbedded(data: EmbeddedResources): string {
  // `<` is escaped so no value can close the script element.
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export function readEmbedded(doc: Document): EmbeddedResources | undefined {
  const text = doc.getElementById(embeddedResourcesId)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(text) as EmbeddedResources;
    if (typeof parsed.lng !== 'string' || !parsed.resources) return undefined;
    // A year that is not one is dropped, not the page's texts with it.
    return Number.isInteger(parsed.year) ? parsed : { ...parsed, year: undefined };
  } catch {
    return undefined;
  }
}
