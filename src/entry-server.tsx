import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { PropsWithChildren } from 'react';
import type { Resource, ResourceKey } from 'i18next';
import { createStaticI18n } from './i18n/server';
import { pagePaths, pageRoutes, paths, redirects } from './data/routes';
import { languages, localizePath, type SiteLanguage } from './data/languages';
import { serviceIds } from './data/services';
import { professionals, vcardPath } from './data/professionals';
import { articlePath, articles, listingPath, publicationIds } from './data/articles';
import { Document, type PageAssets } from './views/layout/document';
import { Root } from './views/root';

// The prerenderer: every page of the route manifest in every language, rendered whole by React.
// A page declares its own title, description and structured data (PageHead): none are known here.
export { preloadAllPages } from './views/app';
export { defaultLanguage, languages, localizePath, namespaces } from './data/languages';
export { site } from './data/site';
export { mark } from './views/theme/mark';
export { tokens } from './views/theme/tokens';
export { alternateUrls, siteUrl, urlIn } from './data/site-urls';
export { spaceBurmeseWords } from './i18n/space-burmese-words';
export { createStaticI18n, paths, professionals, redirects, vcardPath };
export { articlePath, articlesIn, feedPath, listingPath } from './data/articles';

/**
 * The 404 pages: a static host serves the 404.html nearest to a path, so a service's and a lawyer's
 * route have their own (`expertise/404.html` answers every unknown service id), rendered for the
 * id '404'. An unknown article or listing shows the generic one's texts.
 */
const notFoundPaths = [
  '/404',
  ...pageRoutes.flatMap((r) =>
    r.ids === 'services' || r.ids === 'professionals' ? [r.path.replace(':id', '404')] : [],
  ),
];

/** The routes prerendered and listed in the sitemap in `lng`: publications only where written. */
export const publicPathsIn = (lng: SiteLanguage) =>
  pagePaths({
    services: serviceIds,
    professionals: professionals.map((p) => p.id),
    ...publicationIds(lng, serviceIds),
  });

/** The languages a route is published in, for its alternates. */
export const languagesOf = (path: string) =>
  languages.flatMap(({ code }) => (publicPathsIn(code).includes(path) ? [code] : []));

/** When a route last changed: an article's update, a listing's newest article; else undefined. */
export function lastChanged(path: string): string | undefined {
  const article = articles.find((a) => articlePath(a.slug) === path);
  if (article) return article.updated;
  const listed = path.startsWith(listingPath()) ? articles.map((a) => a.updated) : [];
  return listed.sort().at(-1);
}

/**
 * Each page in each language: its English route, its URL and its file in dist/: `about.html`, as
 * Cloudflare Pages would redirect `/about` to the folder of `about/index.html`, or `ja/index.html`.
 */
export const prerenderTargets = languages.flatMap(({ code: lng }) =>
  [...publicPathsIn(lng), ...notFoundPaths].map((path) => {
    const notFound = notFoundPaths.includes(path);
    const url = localizePath(lng, notFound ? `${path}.html` : path);
    const file = notFound ? url : url.endsWith('/') ? `${url}index.html` : `${url}.html`;
    return { lng, path, url, file: file.slice(1) };
  }),
);

type Services = { items: Record<string, object> };

/** `resources` whose service entries note in `read` each field a render reads (`id.field`). */
function noteServiceReads(resources: Resource, lng: string, read: Set<string>): Resource {
  const services = resources[lng]?.services as Services;
  const items = Object.entries(services.items).map(([id, entry]) => {
    const get = (object: object, field: string | symbol) => {
      read.add(`${id}.${String(field)}`);
      return Reflect.get(object, field);
    };
    return [id, new Proxy(entry, { get })];
  });
  const noting = { ...services, items: Object.fromEntries(items) };
  return { ...resources, [lng]: { ...resources[lng], services: noting } };
}

/** `services` with only the entries, and the fields of them, that were read; itself if all were. */
function pruneServices(services: ResourceKey, read: Set<string>): ResourceKey {
  const items = Object.entries((services as Services).items).flatMap(([id, entry]) => {
    const fields = Object.entries(entry).filter(([field]) => read.has(`${id}.${field}`));
    return fields.length ? [[id, Object.fromEntries(fields)]] : [];
  });
  const kept = { ...(services as Services), items: Object.fromEntries(items) };
  return JSON.stringify(kept) === JSON.stringify(services) ? services : kept;
}

type Target = { lng: SiteLanguage; path: string };

/** The HTML of a page, with the texts its app hydrates with: only those it used. */
export async function render({ lng, path }: Target, resources: Resource, assets: PageAssets) {
  const read = new Set<string>();
  const i18n = createStaticI18n(lng, noteServiceReads(resources, lng, read));
  const year = new Date().getFullYear();
  const location = localizePath(lng, path === '/404' ? '/404-not-found' : path);
  const Router = (props: PropsWithChildren) => <StaticRouter location={location} {...props} />;
  const app = <Root i18n={i18n} router={Router} renderedYear={year} />;
  // A first render learns which texts the page uses: React renders the parts inside Suspense
  // boundaries (header, page, footer) after what follows them, so one pass cannot embed them.
  await prerender(app);
  // The 404 pages answer unknown service and profile ids too: they carry what those need.
  const used = new Set(['common', ...(i18n.reportNamespaces?.getUsedNamespaces() ?? [])]);
  if (path === '/404') used.add('services').add('professionals');
  const own = Object.entries(resources[lng] ?? {}).filter(([ns]) => used.has(ns));
  const texts = Object.fromEntries(own);
  if (texts.services && !notFoundPaths.includes(path))
    texts.services = pruneServices(texts.services, read);
  const embedded = {
    lng,
    // A detail route's 404 page is hydrated at any unknown id (main.tsx); the generic one is not.
    path: path === '/404' ? null : localizePath(lng, path),
    resources: { [lng]: texts },
    partial: Object.keys(texts).filter((ns) => texts[ns] !== resources[lng]?.[ns]),
    year,
  };
  const page = (
    <Document lng={lng} dir={i18n.dir(lng)} texts={embedded} {...assets}>
      {app}
    </Document>
  );
  // Every part inline, however large: moving one to the end of the page takes an inline script.
  const { prelude } = await prerender(page, { progressiveChunkSize: Infinity });
  return new Response(prelude).text();
}
