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
const here = canonicalPath(window.location.pathname);
// The page's own chunk is fetched at once, so hydration renders it without suspending.
const page = routeNeeds(here).preload();
// Evaluating the modules took a task; the page's texts are read in the next (a phone's main
// thread is never held for both).
await new Promise((resolve) => setTimeout(resolve));
const embedded = readEmbedded(document);
const [i18n] = await Promise.all([createClientI18n(embedded ?? { lng: 'en' }), page]);
const tree = <Root i18n={i18n} router={BrowserRouter} renderedYear={embedded?.year} />;

// Hydrated: the HTML prerendered for this path, and a detail route's 404 page (expertise/404.html)
// at any unknown id of that route. The generic 404 page, served for any other unknown path, is
// rendered afresh for the URL (it carries every namespace its routes need: nothing to wait for).
const rendered = embedded?.path;
if (
  rendered === here ||
  (rendered?.endsWith('/404') && findRoute(rendered).route === findRoute(here).route)
) {
  // As a transition, hydration yields to the browser between slices, and each Suspense boundary
  // (header, page, footer) commits on its own; a tap on a part hydrates that part first.
  startTransition(() => void hydrateRoot(container, tree));
} else {
  // Rendered afresh, the page puts its own head tags (PageHead) in place of the prerendered ones.
  const pageHead = [
    'title, link[rel="canonical"], link[rel="alternate"], meta[property]',
    'meta[name="description"], meta[name="robots"], meta[name^="twitter:"]',
  ];
  for (const tag of document.head.querySelectorAll(pageHead.join())) tag.remove();
  createRoot(container).render(tree);
}
