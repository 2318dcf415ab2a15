import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createClientI18n } from './i18n/client';
import { readEmbedded } from './i18n/resources';
import { localizePath } from './data/languages';
import { Root } from './views/root';
import { routeNeeds } from './views/app';
import { findPage } from './views/use-page';
import { startInspector } from './views/inspector';
import { hydrateStaticPartsOnAct } from './views/static-part';

/** The app, imported by src/main.tsx once React DOM has been evaluated (decision 0018). */
const container = document.getElementById('root')!;
// Each step in a task of its own: the modules' evaluation, finding the page, reading the texts;
// then hydration yields as it goes.
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
await nextTask();
await startInspector();
const shown = findPage(window.location.pathname);
const here = localizePath(shown.lng, shown.path);
const page = routeNeeds(here).preload(); // at once: hydration renders it without suspending
await nextTask();
const embedded = readEmbedded(document);
const [i18n] = await Promise.all([createClientI18n(embedded ?? { lng: 'en' }), page]);
const tree = <Root i18n={i18n} router={BrowserRouter} renderedYear={embedded?.year} />;

// Hydrated: the HTML prerendered for this path, or a detail route's 404 page (expertise/404.html)
// at an unknown id of that route. The generic 404 page is rendered afresh for its URL.
const rendered = embedded?.path;
if (rendered === here || (rendered?.endsWith('/404') && findPage(rendered).route === shown.route)) {
  // As a transition, hydration yields to the browser between slices, and each Suspense boundary
  // (header, page, footer) commits on its own; a tap on a part hydrates that part first.
  hydrateStaticPartsOnAct();
  startTransition(() => void hydrateRoot(container, tree));
} else {
  // Rendered afresh, the page puts its own head tags (PageHead) in place of the prerendered ones.
  const pageHead = `title, link[rel=canonical], link[rel=alternate], meta[property], meta[name=description], meta[name=robots], meta[name^="twitter:"]`;
  for (const tag of document.head.querySelectorAll(pageHead)) tag.remove();
  createRoot(container).render(tree);
}
