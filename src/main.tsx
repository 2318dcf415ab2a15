import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createClientI18n } from './i18n/client';
import { readEmbedded } from './i18n/resources';
import { canonicalPath } from './data/languages';
import { findRoute } from './data/routes';
import { Root } from './views/Root';
import { routeNeeds } from './views/App';
import { installInspector } from './views/inspector';

/**
 * For the boot script: a held submit is tried again when a deferred part of the page hydrates;
 * if the part's code cannot be loaded, the visitor is told.
 */
export { onSectionFailed, onSectionHydrated } from './views/deferred-section';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

if (import.meta.env.DEV && new URLSearchParams(window.location.search).has('inspect')) {
  const { createBrowserInspector } = await import('@statelyai/inspect');
  installInspector(createBrowserInspector().inspect);
}

const embedded = readEmbedded(document);
const here = canonicalPath(window.location.pathname);
// The page's own chunk is fetched alongside i18n, so hydration renders it without suspending.
const [i18n] = await Promise.all([
  createClientI18n({
    lng: embedded?.lng ?? 'en',
    resources: embedded?.resources,
    partial: embedded?.partial,
    path: embedded?.path,
  }),
  routeNeeds(here).preload(),
]);
let markHydrated = () => {};
/** Settles once the page is hydrated (or rendered) and React handles every event itself. */
export const hydrated = new Promise<void>((resolve) => {
  markHydrated = resolve;
});
const tree = (
  <Root i18n={i18n} router={BrowserRouter} onReady={markHydrated} renderedYear={embedded?.year} />
);

// HTML prerendered for this very path is hydrated, and so is a detail route's 404 page
// (expertise/404.html) at any unknown id of that route: it renders the same. The generic 404 page
// (served for any other unknown path) is rendered afresh for the actual URL.
const rendered = embedded?.path;
const sameView =
  rendered === here ||
  (!!rendered?.endsWith('/404') && findRoute(rendered).route === findRoute(here).route);
if (sameView) {
  // As a transition, hydration yields to the browser between slices instead of one long task;
  // a click before it finishes still hydrates the clicked part first.
  startTransition(() => {
    hydrateRoot(container, tree);
  });
} else {
  // 404.html carries every namespace its routes need (entry-server.tsx): nothing to wait for.
  createRoot(container).render(tree);
}
