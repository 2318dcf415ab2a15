import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import type { Resource } from 'i18next';
import { createStaticI18n } from './i18n/server';
import { serializeEmbedded, embeddedResourcesId } from './i18n/resources';
import { mainRoutes, legalRoutes, documentTitle } from './data/routes';
import { serviceIds } from './data/services';
import { professionals } from './data/professionals';
import { site } from './data/site';
import { Root } from './views/Root';

/** Every route the site knows, prerendered to `<path>/index.html`; `/404` becomes `404.html`. */
export const prerenderPaths: readonly string[] = [
  ...mainRoutes.map((r) => r.path),
  ...serviceIds.map((id) => `/expertise/${id}`),
  ...professionals.map((p) => `/professionals/${p.id}`),
  legalRoutes.privacy,
  legalRoutes.terms,
  '/404',
];

export interface RenderedPage {
  html: string;
  title: string;
  lang: string;
  dir: string;
  embeddedScript: string;
}

export function render(path: string, lng: string, resources: Resource): RenderedPage {
  const i18n = createStaticI18n(lng, resources);
  const location = path === '/404' ? '/404-not-found' : path;
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={location}>{children}</StaticRouter>;
  const html = renderToString(<Root i18n={i18n} router={Router} />);
  const used = new Set(['common', ...(i18n.reportNamespaces?.getUsedNamespaces() ?? [])]);
  const pageResources: Resource = { [lng]: Object.fromEntries(Object.entries(resources[lng] ?? {}).filter(([ns]) => used.has(ns))) };
  const main = mainRoutes.find((r) => r.path === path);
  const title = documentTitle(site.firmName, main ? i18n.t(`nav.${main.navKey}`) : undefined);
  const embedded = serializeEmbedded({ lng, path: path === '/404' ? null : path, resources: pageResources });
  return {
    html,
    title,
    lang: lng,
    dir: i18n.dir(lng),
    embeddedScript: `<script type="application/json" id="${embeddedResourcesId}">${embedded}</script>`,
  };
}
