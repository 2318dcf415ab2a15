import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import type { Resource, ResourceKey } from 'i18next';
import { createStaticI18n } from './i18n/server';
import { serializeEmbedded } from './i18n/resources';
import { pagePaths, pageRoutes } from './data/routes';
import { languages, localizePath, type SiteLanguage } from './data/languages';
import { serviceIds } from './data/services';
import { professionals } from './data/professionals';
import { Document, type PageAssets } from './views/layout/document';
import { Root } from './views/root';

// The prerenderer: every page of the route manifest in every language, rendered whole by React.
// What a page says about itself (title, description, structured data) is the page's own (PageHead).
export { preloadAllPages } from './views/app';
export { languages, namespaces } from './data/languages';
export { redirects } from './data/routes';
export { site } from './data/site';
export { tokens } from './views/theme/tokens';
export { firmNames } from './views/layout/page-head';
export { alternateUrls, siteUrl, urlIn } from './views/layout/structured-data';
export { createStaticI18n };
export type { PageAssets };

const notFoundPath = '/404';

/**
 * The 404 pages of the detail routes: a static host serves the 404.html nearest to a path, so
 * `expertise/404.html` answers every unknown service id with 'Service not found.'. Rendered for
 * the id '404', which names nothing.
 */
const unknownIdPaths = pageRoutes.flatMap((route) =>
  route.ids ? [route.path.replace(':id', '404')] : [],
);
const isNotFoundPage = (path: string) => path === notFoundPath || unknownIdPaths.includes(path);

/** The routes the sitemap lists, each in every language. */
export const publicPaths: readonly string[] = pagePaths({
  services: serviceIds,
  professionals: professionals.map((person) => person.id),
});

/** One prerendered page: an English route path (or a 404 page's) in one language. */
export interface PrerenderTarget {
  lng: SiteLanguage;
  path: string;
  /** Where it is served: `/ja/about`, `/ja/`; `/ja/404.html`, `/expertise/404.html` for 404 pages. */
  url: string;
  /**
   * Inside dist/: `about.html`, so that Cloudflare Pages serves `/about` itself rather than
   * redirecting it to `/about/`; a language's home is `ja/index.html`; a 404 page keeps its name.
   */
  file: string;
}

function target(lng: SiteLanguage, path: string): PrerenderTarget {
  if (isNotFoundPage(path)) {
    const url = localizePath(lng, `${path}.html`);
    return { lng, path, url, file: url.slice(1) };
  }
  const url = localizePath(lng, path);
  const file = url.endsWith('/') ? `${url.slice(1)}index.html` : `${url.slice(1)}.html`;
  return { lng, path, url, file };
}

/** Every route of the manifest in every language, and each language's 404 pages. */
export const prerenderTargets: readonly PrerenderTarget[] = languages.flatMap(({ code }) =>
  [...publicPaths, notFoundPath, ...unknownIdPaths].map((path) => target(code, path)),
);

/**
 * `resources` whose `services` entries note each field a render reads (a page shows a few of many),
 * with those notes: an entry never read has none.
 */
function recordServiceReads(resources: Resource, lng: string) {
  const reads = new Map<string, Set<string>>();
  const services = resources[lng]?.services as { items: Record<string, object> } | undefined;
  if (!services) return { resources, reads };
  const items = Object.entries(services.items).map(([id, entry]) => {
    const fields = new Set<string>();
    reads.set(id, fields);
    const get = (object: object, field: string | symbol) => {
      if (typeof field === 'string') fields.add(field);
      return Reflect.get(object, field);
    };
    return [id, new Proxy(entry, { get })];
  });
  const recording = { ...services, items: Object.fromEntries(items) };
  return { resources: { ...resources, [lng]: { ...resources[lng], services: recording } }, reads };
}

/** `services` with only the entries, and the fields of them, that were read; whole if all were. */
function pruneServices(bundle: ResourceKey, reads: Map<string, Set<string>>): ResourceKey {
  if (typeof bundle !== 'object') return bundle;
  let whole = true;
  const kept = Object.entries(bundle.items as Record<string, object>).flatMap(([id, entry]) => {
    const fields = Object.entries(entry).filter(([field]) => reads.get(id)!.has(field));
    if (fields.length < Object.keys(entry).length) whole = false;
    return fields.length ? [[id, Object.fromEntries(fields)]] : [];
  });
  return whole ? bundle : { ...bundle, items: Object.fromEntries(kept) };
}

/** The HTML of a page, with the texts its app hydrates with: only what it used (decision 0018). */
export async function render(
  { lng, path }: Pick<PrerenderTarget, 'lng' | 'path'>,
  resources: Resource,
  assets: PageAssets,
): Promise<string> {
  const recording = recordServiceReads(resources, lng);
  const i18n = createStaticI18n(lng, recording.resources);
  const year = new Date().getFullYear();
  const location = localizePath(lng, path === notFoundPath ? '/404-not-found' : path);
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={location}>{children}</StaticRouter>
  );
  const texts = () => {
    // 404.html also answers unknown service and profile ids: it carries what those pages need.
    const used = new Set(['common', ...(i18n.reportNamespaces?.getUsedNamespaces() ?? [])]);
    if (path === notFoundPath) used.add('services').add('professionals');
    const bundles = Object.entries(resources[lng] ?? {}).filter(([ns]) => used.has(ns));
    const embedded = bundles.map(([ns, bundle]) => {
      const pruned = ns === 'services' && !isNotFoundPage(path);
      return [ns, pruned ? pruneServices(bundle, recording.reads) : bundle] as const;
    });
    return serializeEmbedded({
      lng,
      // A detail route's 404 page is hydrated at any unknown id (main.tsx); the generic one is not.
      path: path === notFoundPath ? null : localizePath(lng, path),
      resources: { [lng]: Object.fromEntries(embedded) },
      partial: embedded.filter(([ns, bundle]) => bundle !== resources[lng]?.[ns]).map(([ns]) => ns),
      year,
    });
  };
  const page = (
    <Document lng={lng} dir={i18n.dir(lng)} assets={assets} texts={texts}>
      <Root i18n={i18n} router={Router} renderedYear={year} />
    </Document>
  );
  // Every part inline, however large: moving one to the end of the page takes an inline script.
  const { prelude } = await prerender(page, { progressiveChunkSize: Infinity });
  return new Response(prelude).text();
}
