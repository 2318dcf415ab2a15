import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { PropsWithChildren } from 'react';
import type { Resource } from 'i18next';
import { createStaticI18n } from './i18n/server';
import { localizePath, type SiteLanguage } from './data/languages';
import { Document, type PageAssets } from './views/layout/document';
import { Root } from './views/root';

// The prerenderer: a page of the route manifest in a language, rendered whole by React. A page
// declares its own title, description and structured data (PageHead): none are known here.
export { preloadAllPages } from './views/app';
// The build inlines the rules of the view a page shows (decision 0033).
export { findPage } from './views/use-page';

/**
 * The texts with an entry per lawyer, service or article, and the contact section's (the home
 * page shows it without the contact page's heading): a page embeds those it reads.
 */
const collections = [
  'publications.listings',
  'services.items',
  'professionals.people',
  'publications.items',
  'publications.people',
  'common.contactSection',
];
/** Namespaces a page shows in part (teasers, the shared texts): it embeds the groups it reads. */
const borrowed = ['services', 'professionals', 'common'];
/** Groups of common the app shows in a later state of any page: kept though no render read them. */
const laterStates = ['common.loading', 'common.pageUnavailable'];
type Texts = Record<string, Record<string, unknown>>;
const isRecord = (value: unknown): value is object =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** `value` noting in `read` the path of each entry a render reads, and of each field of one. */
function noting(value: unknown, at: string, read: Set<string>, depth = 2): unknown {
  if (!depth || !isRecord(value)) return value;
  return new Proxy(value, {
    get(target, key) {
      const found: unknown = Reflect.get(target, key);
      if (typeof key !== 'string' || !Object.hasOwn(target, key)) return found;
      read.add(`${at}.${key}`);
      return noting(found, `${at}.${key}`, read, depth - 1);
    },
  });
}

/** `value` with only the entries, and the fields of them, noted in `read`. */
function pruned(value: unknown, at: string, read: Set<string>, depth = 2): unknown {
  if (!depth || !isRecord(value)) return value;
  const kept = Object.entries(value).filter(([key]) => read.has(`${at}.${key}`));
  return Object.fromEntries(
    kept.map(([key, v]) => [key, pruned(v, `${at}.${key}`, read, depth - 1)]),
  );
}

/** A language's texts with `change` made at each of `paths`: a namespace, or a collection in one. */
function eachAt(
  texts: object,
  paths: readonly string[],
  change: (value: unknown, at: string) => unknown,
) {
  const copy = { ...texts } as Texts;
  for (const at of paths) {
    const [ns, key] = at.split('.') as [string, string?];
    if (!copy[ns]) continue;
    if (key === undefined) copy[ns] = change(copy[ns], at) as Texts[string];
    else if (copy[ns][key]) copy[ns] = { ...copy[ns], [key]: change(copy[ns][key], at) };
  }
  return copy;
}

// The page's HTML with only the texts it used; `problems` gets what broke it: an error a part threw
// (React shows "Loading…" there) and each text its language lacks (i18next shows the English).
export async function render(
  { lng, path, notFound }: { lng: SiteLanguage; path: string; notFound?: boolean },
  resources: Resource,
  assets: PageAssets,
  problems: string[] = [],
) {
  const read = new Set<string>(laterStates);
  // A collection's proxy inside its namespace's: spreading the namespace would read every group.
  const noted = eachAt(
    eachAt(resources[lng] ?? {}, collections, (value, at) => noting(value, at, read)),
    borrowed,
    (value, ns) => noting(value, ns, read, 1),
  );
  const i18n = createStaticI18n(lng, { ...resources, [lng]: noted });
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
  const all = Object.fromEntries(own);
  // A 404 page, hydrated at any unknown id, keeps every entry.
  const texts = notFound
    ? all
    : eachAt(
        eachAt(all, borrowed, (value, ns) => pruned(value, ns, read, 1)),
        collections,
        (value, at) => pruned(value, at, read),
      );
  const embedded = {
    lng,
    // A detail route's 404 page is hydrated at any unknown id (start.tsx); the generic one is not.
    path: path === '/404' ? null : localizePath(lng, path),
    resources: { [lng]: texts },
    partial: Object.keys(texts).filter(
      (ns) => JSON.stringify(texts[ns]) !== JSON.stringify(all[ns]),
    ),
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
