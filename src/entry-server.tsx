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

// The prerenderer: each page of the route manifest in each language, rendered whole by React.
// What a page says of itself (title, description, structured data) is the page's own (PageHead).
export { preloadAllPages } from './views/app';
export { defaultLanguage, languages, localizePath, namespaces } from './data/languages';
export { paths, redirects } from './data/routes';
export { site } from './data/site';
export { professionals, vcardPath } from './data/professionals';
export { tokens } from './views/theme/tokens';
export { firmNames } from './views/layout/page-head';
export { alternateUrls, siteUrl, urlIn } from './views/layout/structured-data';
export { createStaticI18n };

/**
 * The 404 pages: the generic one, and one per detail route, since a static host serves the
 * 404.html nearest to a path (`expertise/404.html` answers every unknown service id). A detail
 * route's is rendered for the id '404', which names nothing.
 */
const notFoundPaths = [
  '/404',
  ...pageRoutes.flatMap((r) => (r.ids ? [r.path.replace(':id', '404')] : [])),
];

/** The routes the sitemap lists, each in every language. */
export const publicPaths = pagePaths({
  services: serviceIds,
  professionals: professionals.map((p) => p.id),
});

/**
 * Each page in each language: its English route, where it is served and its file in dist/.
 * `about.html` is served at `/about` (Cloudflare Pages would redirect `/about` to the folder of
 * `about/index.html`); a language's home is `ja/index.html`; a 404 page keeps its own name.
 */
export const prerenderTargets = languages.flatMap(({ code: lng }) =>
  [...publicPaths, ...notFoundPaths].map((path) => {
    const notFound = notFoundPaths.includes(path);
    const url = localizePath(lng, notFound ? `${path}.html` : path);
    const name = url.slice(1);
    const file = notFound ? name : url.endsWith('/') ? `${name}index.html` : `${name}.html`;
    return { lng, path, url, file };
  }),
);

/** `resources` whose `services` entries note each field a render reads (a page shows a few). */
function recordServiceReads(resources: Resource, lng: string) {
  const reads = new Map<string, Set<string>>();
  const services = resources[lng]?.services as { items: Record<string, object> } | undefined;
  if (!services) return { resources, reads };
  const items = Object.entries(services.items).map(([id, entry]) => {
    const fields = reads.set(id, new Set()).get(id)!;
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

/** The HTML of a page, with the texts its app hydrates with: only those it used. */
export async function render(
  { lng, path }: { lng: SiteLanguage; path: string },
  resources: Resource,
  assets: PageAssets,
): Promise<string> {
  const recording = recordServiceReads(resources, lng);
  const i18n = createStaticI18n(lng, recording.resources);
  const year = new Date().getFullYear();
  const location = localizePath(lng, path === '/404' ? '/404-not-found' : path);
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={location}>{children}</StaticRouter>
  );
  const app = <Root i18n={i18n} router={Router} renderedYear={year} />;
  // A first render learns which texts the page uses: React renders the parts inside Suspense
  // boundaries (header, page, footer) after what follows them, so one pass cannot embed them.
  await prerender(app);
  // The 404 pages answer unknown service and profile ids too: they carry what those need.
  const used = new Set(['common', ...(i18n.reportNamespaces?.getUsedNamespaces() ?? [])]);
  if (path === '/404') used.add('services').add('professionals');
  const embedded = Object.entries(resources[lng] ?? {})
    .filter(([ns]) => used.has(ns))
    .map(([ns, bundle]) => {
      const pruned = ns === 'services' && !notFoundPaths.includes(path);
      return [ns, pruned ? pruneServices(bundle, recording.reads) : bundle] as const;
    });
  const texts = serializeEmbedded({
    lng,
    // A detail route's 404 page is hydrated at any unknown id (main.tsx); the generic one is not.
    path: path === '/404' ? null : localizePath(lng, path),
    resources: { [lng]: Object.fromEntries(embedded) },
    partial: embedded.filter(([ns, bundle]) => bundle !== resources[lng]?.[ns]).map(([ns]) => ns),
    year,
  });
  const page = (
    <Document lng={lng} dir={i18n.dir(lng)} assets={assets} texts={texts}>
      {app}
    </Document>
  );
  // Every part inline, however large: moving one to the end of the page takes an inline script.
  const { prelude } = await prerender(page, { progressiveChunkSize: Infinity });
  return new Response(prelude).text();
}
