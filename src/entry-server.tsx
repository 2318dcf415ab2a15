import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import type { i18n as I18n, Resource, ResourceKey } from 'i18next';
import { createStaticI18n } from './i18n/server';
import { lineHeightOf } from './i18n/config';
import { serializeEmbedded, embeddedResourcesId } from './i18n/resources';
import { looseList, looseText } from './i18n/loose';
import {
  documentTitle,
  findRoute,
  mainRoutes,
  pagePaths,
  pageRoutes,
  paths,
  type NavKey,
} from './data/routes';
import { languages, localizePath, type SiteLanguage } from './data/languages';
import { findService, serviceIds, type ServiceId } from './data/services';
import { findProfessional, professionals, type Professional } from './data/professionals';
import type { LegalPageId } from './data/legal';
import { site } from './data/site';
import { heroPreloadLink } from './data/hero';
import {
  absoluteUrl,
  alternateUrls,
  breadcrumbJsonLd,
  faqPageJsonLd,
  headTags,
  jsonLdScripts,
  legalServiceJsonLd,
  manifestPath,
  normalizeSiteUrl,
  ogLocale,
  personJsonLd,
  robotsTxt,
  sitemapXml,
  titleTag,
  webManifest,
  webPageJsonLd,
  type JsonLd,
  type PageMeta,
} from './data/seo';
import { Root } from './views/root';

/** Every page chunk, loaded before `render` so each route renders synchronously. */
export { preloadAllPages } from './views/app';

const notFoundPath = '/404';

/**
 * The 404 pages of the detail routes: `expertise/404.html` shows 'Service not found.' and answers
 * every unknown service id, as a static host serves the 404.html nearest to the path (the
 * generic one shows 'Oops! Page Not Found'). Rendered for the id '404', which names nothing.
 */
const unknownIdPaths = pageRoutes.flatMap((route) =>
  route.ids ? [route.path.replace(':id', '404')] : [],
);

/** A 404 page: it answers many URLs, so it has no canonical, no alternates and no own path. */
const isNotFoundPage = (path: string) => path === notFoundPath || unknownIdPaths.includes(path);

/** One prerendered page: an English route path (or a 404 page's) in one language. */
export interface PrerenderTarget {
  lng: SiteLanguage;
  path: string;
  /** Where it is served: `/ja/about`, `/ja/`; `/ja/404.html`, `/expertise/404.html` for 404 pages. */
  url: string;
  /**
   * Inside dist/: `<url>.html` (`about.html`), so that Cloudflare Pages serves `/about` itself
   * rather than redirecting it to `/about/`; a language's home `/ja/` is `ja/index.html`, and a
   * 404 page keeps its own name.
   */
  file: string;
}

function target(lng: SiteLanguage, path: string): PrerenderTarget {
  if (isNotFoundPage(path)) {
    const url = localizePath(lng, `${path}.html`);
    return { lng, path, url, file: url.slice(1) };
  }
  const url = localizePath(lng, path);
  return {
    lng,
    path,
    url,
    file: url.endsWith('/') ? `${url.slice(1)}index.html` : `${url.slice(1)}.html`,
  };
}

/** The routes listed in the sitemap, each in every language. */
export const publicPaths: readonly string[] = pagePaths({
  services: serviceIds,
  professionals: professionals.map((person) => person.id),
});

/** Every route of the manifest in every language, and each language's 404 pages. */
export const prerenderTargets: readonly PrerenderTarget[] = languages.flatMap(({ code }) =>
  [...publicPaths, notFoundPath, ...unknownIdPaths].map((path) => target(code, path)),
);

export { normalizeSiteUrl };

/** The site's languages and their texts' namespaces: the build reads their files and labels. */
export { languages, namespaces } from './data/languages';

/** The spec's other service ids, in every language: permanent redirects (decision 0001). */
export { redirects } from './data/routes';

export interface RenderOptions {
  /** The site's public URL (VITE_SITE_URL); the default in site.ts when absent. */
  siteUrl?: string;
}

export interface RenderedPage {
  html: string;
  lang: string;
  dir: string;
  /** The html element's `data-line-height` (taller for Burmese, 'my'). */
  lineHeight: string;
  /** <title>, then description, canonical, Open Graph and Twitter tags. */
  head: string[];
  /** JSON-LD script elements, for the end of <head>. */
  structuredData: string[];
  embeddedScript: string;
}

type SeoRoute =
  | { kind: 'main'; navKey: NavKey }
  | { kind: 'service'; id: ServiceId }
  | { kind: 'profile'; person: Professional }
  | { kind: 'legal'; page: LegalPageId }
  | { kind: 'notFound' };

/** What the manifest says of a path, with the service or lawyer its id names. */
function seoRoute(path: string): SeoRoute {
  if (path === notFoundPath) return { kind: 'notFound' };
  const { route, id = '' } = findRoute(path);
  const { meta } = route;
  if (meta.kind === 'service') {
    const service = findService(id);
    return service ? { kind: 'service', id: service.id } : { kind: 'notFound' };
  }
  if (meta.kind === 'profile') {
    const person = findProfessional(id);
    return person ? { kind: 'profile', person } : { kind: 'notFound' };
  }
  return meta;
}

function personTexts(i18n: I18n, person: Professional) {
  const t = i18n.getFixedT(i18n.language, 'professionals');
  const base = `people.${person.id}`;
  return {
    jobTitle: t(`titles.${person.title}`),
    description: looseText(t, `${base}.summary`),
    education: looseList(t, `${base}.education`),
    practiceAreas: looseList(t, `${base}.practiceAreas`),
  };
}

/** The metadata of one prerendered path, from the texts of the instance's language. */
export function pageMeta(path: string, i18n: I18n, siteUrl: string): PageMeta {
  const t = i18n.getFixedT(i18n.language, 'common');
  const lng = i18n.language as SiteLanguage;
  const firm = { firm: site.firmName, alliance: site.allianceFirmName };
  const route = seoRoute(path);
  const urlOf = (routePath: string) => absoluteUrl(siteUrl, localizePath(lng, routePath));
  const url = route.kind === 'notFound' ? null : urlOf(path);
  const crumb = (navKey: NavKey) => ({
    name: t(`nav.${navKey}`),
    url: urlOf(mainRoutes.find((r) => r.navKey === navKey)?.path ?? paths.home),
  });
  let type: PageMeta['type'] = 'website';
  let description: string;
  let pageLabel: string | undefined;
  let jsonLd: JsonLd[] = [];

  switch (route.kind) {
    case 'main': {
      description = t(`meta.description.${route.navKey}`, firm);
      // A shared link to the home page is titled with the firm's name alone.
      pageLabel = route.navKey === 'home' ? undefined : t(`nav.${route.navKey}`);
      if (route.navKey === 'home')
        jsonLd = [legalServiceJsonLd(siteUrl, { description, url: urlOf(paths.home) })];
      if (route.navKey === 'professionals')
        jsonLd = professionals.map((p) =>
          personJsonLd(siteUrl, p, personTexts(i18n, p), urlOf(paths.profile(p.id))),
        );
      break;
    }
    case 'service': {
      const ts = i18n.getFixedT(i18n.language, 'services');
      description = t(`meta.description.services.${route.id}`, firm);
      pageLabel = ts(`items.${route.id}.name`);
      jsonLd = [
        faqPageJsonLd(urlOf(path), lng, ts(`items.${route.id}.faqs`, { returnObjects: true })),
        breadcrumbJsonLd([
          crumb('home'),
          crumb('expertise'),
          { name: pageLabel, url: urlOf(path) },
        ]),
      ];
      break;
    }
    case 'profile': {
      const { person } = route;
      const texts = personTexts(i18n, person);
      // Keyed by a lawyer's id, which the typed key union cannot check; the length test does.
      const translate = t as unknown as (key: string, values: Record<string, string>) => string;
      description = translate(`meta.description.people.${person.id}`, {
        name: person.name,
        title: texts.jobTitle,
      });
      pageLabel = person.name;
      type = 'profile';
      jsonLd = [
        personJsonLd(siteUrl, person, texts, urlOf(path)),
        breadcrumbJsonLd([
          crumb('home'),
          crumb('professionals'),
          { name: person.name, url: urlOf(path) },
        ]),
      ];
      break;
    }
    case 'legal': {
      description = t(`meta.description.${route.page}`, firm);
      pageLabel = i18n.getFixedT(i18n.language, 'legal')(`${route.page}.title`);
      break;
    }
    case 'notFound': {
      description = t('meta.description.notFound', firm);
      pageLabel = t('notFound.title');
      break;
    }
  }
  const socialTitle = documentTitle(site.firmName, pageLabel);
  // Every indexed page says which language it is in: the FAQ page of a service is that page.
  const page =
    url !== null && route.kind !== 'service'
      ? [webPageJsonLd({ url, name: socialTitle, description, inLanguage: lng })]
      : [];
  return {
    description,
    socialTitle,
    url,
    type,
    locale: ogLocale(lng),
    alternates: url === null ? [] : alternateUrls(siteUrl, path),
    imageAlt: t('meta.socialImageAlt', firm),
    jsonLd: [...page, ...jsonLd],
  };
}

// Head metadata is read only from the prerendered HTML: the browser never needs these strings.
function clientBundle(ns: string, bundle: ResourceKey): ResourceKey {
  if (ns !== 'common' || typeof bundle !== 'object') return bundle;
  return Object.fromEntries(Object.entries(bundle).filter(([key]) => key !== 'meta'));
}

/**
 * The namespaces whose entries are many and whose pages show few of them, with the key that holds
 * the entries: a page embeds only the entries it rendered (`partial`, decision 0002).
 */
const prunable: Readonly<Record<string, string>> = { services: 'items' };

/** Which entries of each prunable namespace a render read, and which fields of each. */
type Touched = Map<string, Map<string, Set<string>>>;

/** A view of `target` that reports each own key read (and every key, when it is enumerated). */
function recorder<T extends object>(target: T, read: (key: string) => unknown): T {
  return new Proxy(target, {
    get(object, property, receiver) {
      const value = Reflect.get(object, property, receiver) as unknown;
      if (typeof property !== 'string' || !Object.hasOwn(object, property)) return value;
      return read(property) ?? value;
    },
    ownKeys(object) {
      for (const property of Object.keys(object)) read(property);
      return Reflect.ownKeys(object);
    },
  });
}

/** `resources` with each prunable namespace's entries recording which of them are read. */
function recordingResources(resources: Resource, lng: string) {
  const touched: Touched = new Map();
  const bundles = { ...(resources[lng] ?? {}) };
  for (const [ns, key] of Object.entries(prunable)) {
    const bundle = bundles[ns];
    if (typeof bundle !== 'object' || bundle === null) continue;
    const entries = (bundle as Record<string, unknown>)[key];
    if (typeof entries !== 'object' || entries === null) continue;
    const seen = new Map<string, Set<string>>();
    touched.set(ns, seen);
    const byId = entries as Record<string, unknown>;
    const recorded = recorder(byId, (id) => {
      const fields = seen.get(id) ?? new Set<string>();
      seen.set(id, fields);
      const entry = byId[id];
      if (typeof entry !== 'object' || entry === null) return undefined;
      return recorder(entry, (field) => void fields.add(field));
    });
    bundles[ns] = { ...bundle, [key]: recorded };
  }
  return { resources: { ...resources, [lng]: bundles } as Resource, touched };
}

/**
 * The bundle with only the entries, and the fields of them, that the render read; the bundle
 * itself when it read everything.
 */
function pruneEntries(ns: string, bundle: ResourceKey, touched: Touched): ResourceKey {
  const key = prunable[ns];
  const seen = touched.get(ns);
  if (!key || !seen || typeof bundle !== 'object') return bundle;
  const entries = (bundle as Record<string, Record<string, unknown>>)[key] ?? {};
  let complete = true;
  const kept: Record<string, Record<string, unknown>> = {};
  for (const [id, entry] of Object.entries(entries)) {
    const fields = seen.get(id);
    if (!fields) {
      complete = false;
      continue;
    }
    const all = Object.entries(entry as Record<string, unknown>);
    const read = all.filter(([field]) => fields.has(field));
    if (read.length < all.length) complete = false;
    kept[id] = Object.fromEntries(read);
  }
  return complete ? bundle : { ...bundle, [key]: kept };
}

/** The page of the English route `path` (or `/404`) in `lng`, from `resources` of that language. */
export function render(
  path: string,
  lng: SiteLanguage,
  resources: Resource,
  options: RenderOptions = {},
): RenderedPage {
  const siteUrl = normalizeSiteUrl(options.siteUrl);
  const recording = recordingResources(resources, lng);
  const i18n = createStaticI18n(lng, recording.resources);
  const location = localizePath(lng, path === notFoundPath ? '/404-not-found' : path);
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={location}>{children}</StaticRouter>
  );
  const year = new Date().getFullYear();
  const html = renderToString(<Root i18n={i18n} router={Router} renderedYear={year} />);
  // 404.html also answers unknown service and profile ids: it carries what those pages need.
  const used = new Set([
    'common',
    ...(path === notFoundPath ? ['services', 'professionals'] : []),
    ...(i18n.reportNamespaces?.getUsedNamespaces() ?? []),
  ]);
  const partial: string[] = [];
  const pageResources: Resource = {
    [lng]: Object.fromEntries(
      Object.entries(resources[lng] ?? {})
        .filter(([ns]) => used.has(ns))
        .map(([ns, bundle]) => {
          const pruned = isNotFoundPage(path)
            ? bundle
            : pruneEntries(ns, bundle, recording.touched);
          if (pruned !== bundle) partial.push(ns);
          return [ns, clientBundle(ns, pruned)];
        }),
    ),
  };
  const { meta: kind } = findRoute(path).route;
  const title = documentTitle(
    site.firmName,
    kind.kind === 'main' && !isNotFoundPage(path) ? i18n.t(`nav.${kind.navKey}`) : undefined,
  );
  const embedded = serializeEmbedded({
    lng,
    // A detail route's 404 page is hydrated at any unknown id (main.tsx); the generic one is not.
    path: path === notFoundPath ? null : localizePath(lng, path),
    resources: pageResources,
    partial,
    year,
  });
  const meta = pageMeta(path, i18n, siteUrl);
  return {
    html,
    lang: lng,
    dir: i18n.dir(lng),
    lineHeight: lineHeightOf(lng),
    // The hero is the home page's largest paint: fetch it with the HTML, not after the CSS.
    head: [
      titleTag(title),
      ...(path === '/' ? [heroPreloadLink()].filter((tag) => tag !== null) : []),
      ...headTags(siteUrl, meta),
    ],
    structuredData: jsonLdScripts(meta),
    embeddedScript: `<script type="application/json" id="${embeddedResourcesId}">${embedded}</script>`,
  };
}

export interface SiteFile {
  /** Path inside dist/. */
  file: string;
  content: string;
}

/**
 * sitemap.xml (every route in every language, each with its alternates), robots.txt and the web
 * manifest (in `lng`), all following the site URL of this build.
 */
export function siteFiles(
  lng: SiteLanguage,
  resources: Resource,
  options: RenderOptions & { lastmod: string },
): SiteFile[] {
  const siteUrl = normalizeSiteUrl(options.siteUrl);
  const i18n = createStaticI18n(lng, resources);
  const manifest = webManifest({
    description: i18n.t('meta.description.home', {
      firm: site.firmName,
      alliance: site.allianceFirmName,
    }),
    lang: lng,
    dir: i18n.dir(lng),
  });
  return [
    {
      file: 'sitemap.xml',
      content: sitemapXml(
        languages.flatMap(({ code }) =>
          publicPaths.map((path) => ({
            url: absoluteUrl(siteUrl, localizePath(code, path)),
            alternates: alternateUrls(siteUrl, path),
          })),
        ),
        options.lastmod,
      ),
    },
    { file: 'robots.txt', content: robotsTxt(siteUrl) },
    { file: manifestPath.slice(1), content: `${JSON.stringify(manifest, null, 2)}\n` },
  ];
}
