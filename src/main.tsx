import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createClientI18n } from './i18n/client';
import { readEmbedded } from './i18n/resources';
import { canonicalPath } from './data/languages';
import { findRoute } from './data/routes';
import { Root } from './views/root';
import { routeNeeds } from './views/app';
import { startInspector } from './views/inspector';

/** The app, started by the boot script (src/boot.ts, decision 0018). */
const container = document.getElementById('root')!;
await startInspector();
const embedded = readEmbedded(document);
const here = canonicalPath(window.location.pathname);
// The page's own chunk is fetched alongside i18n, so hydration renders it without suspending.
const [i18n] = await Promise.all([
  createClientI18n(embedded ?? { lng: 'en' }),
  routeNeeds(here).preload(),
]);
const tree = <Root i18n={i18n} router={BrowserRouter} renderedYear={embedded?.year} />;

// Hydrated: the HTML prerendered for this path, and a detail route's 404 page (expertise/404.html)
// at any unknown id of that route. The generic 404 page, served for any other unknown path, is
// rendered afresh for the URL (it carries every namespace its routes need: nothing to wait for).
const rendered = embedded?.path;
if (
  rendered === here ||
  (rendered?.endsWith('/404') && findRoute(rendered).route === findRoute(here).route)
) {
  // As a transition, hydration yields to the browser between slices; a click before it finishes
  // still hydrates the clicked part first.
  startTransition(() => void hydrateRoot(container, tree));
} else {
  createRoot(container).render(tree);
}
