import type { Resource } from 'i18next';

// The texts a page was prerendered with travel in it as JSON, so the client hydrates with the same.
export const embeddedResourcesId = 'i18n-resources';

export interface EmbeddedResources {
  lng: string;
  /** The path the HTML was rendered for; null for the shared 404 page. */
  path: string | null;
  resources: Resource;
  /** Namespaces of `lng` embedded with only the entries this page shows, to fetch whole for another. */
  partial?: string[];
  /** The year the page was rendered in: hydration renders it, to match the HTML in a later year. */
  year?: number;
}

/** A value as the JSON text of a <script>, `<` escaped: no text can close it or open a comment. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function readEmbedded(doc: Document): EmbeddedResources | undefined {
  try {
    const parsed = JSON.parse(doc.getElementById(embeddedResourcesId)?.textContent ?? '');
    if (typeof parsed?.lng !== 'string' || !parsed.resources) return undefined;
    // A year that is not one is dropped, not the page's texts with it.
    return Number.isInteger(parsed.year) ? parsed : { ...parsed, year: undefined };
  } catch {
    return undefined;
  }
}
