import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { PropsWithChildren } from 'react';
import type { Resource, ResourceKey } from 'i18next';
import { createStaticI18n } from './i18n/server';
import { localizePath, type SiteLanguage } from './data/languages';
import { Document, type PageAssets } from './views/layout/document';
import { Root } from './views/root';

// The prerenderer: a page of the route manifest in a language, rendered whole by React. A page
// declares its own title, description and structured data (PageHead): none are known here.
export { preloadAllPages } from './views/app';

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

// The page's HTML with only the texts it used; `problems` gets what broke it: an error a part threw
// (React shows "Loading…" there) and each text its language lacks (i18next shows the English).
export async function render(
  { lng, path, notFound }: { lng: SiteLanguage; path: string; notFound?: boolean },
  resources: Resource,
  assets: PageAssets,
  problems: string[] = [],
) {
  const read = new Set<string>();
  const i18n = createStaticI18n(lng, noteServiceReads(resources, lng, read));
  Object.assign(i18n.options, { fallbackLng: false, saveMissing: true });
  i18n.on('missingKey', (_, ns, key) => problems.push(`the text ${ns}:${key} is missing`));
  const onError = (error: unknown) => void problems.push(String(error));
  const year = new Date().getFullYear();
  const location = localizePath(lng, path === '/404' ? '/404-not-found' : path);
  const Router = (props: PropsWithChildren) => <StaticRouter location={location} {...props} />;
  const app = <Root i18n={i18n} router={Router} renderedYear={year} />;
  // A first pass learns the texts used: React renders Suspense parts after what follows them.
  await prerender(app, { onError });
  // The 404 pages answer unknown service and profile ids too: they carry what those need.
  const used = new Set(['common', ...(i18n.reportNamespaces?.getUsedNamespaces() ?? [])]);
  if (path === '/404') used.add('services').add('professionals');
  const own = Object.entries(resources[lng] ?? {}).filter(([ns]) => used.has(ns));
  const texts = Object.fromEntries(own);
  if (texts.services && !notFound) texts.services = pruneServices(texts.services, read);
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
  const { prelude } = await prerender(page, { progressiveChunkSize: Infinity, onError });
  return new Response(prelude).text();
}
