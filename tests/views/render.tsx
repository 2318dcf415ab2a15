import { useEffect, type ReactNode } from 'react';
import { configure, render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { i18n as I18n } from 'i18next';
import { vi } from 'vitest';
import { createStaticI18n } from '../../src/i18n/server';
import { App, preloadAllPages } from '../../src/views/app';
import { splitLanguage } from '../../src/data/languages';
import { siteResources } from '../unit/locale-files';

// jsdom has no `matchMedia`; the header (menu breakpoint), the hero (reduced motion) and
// react-hot-toast ask for it. Every query answers "does not match" unless a test says otherwise,
// and tells its listeners when a resize flips the answer, as the header's breakpoint expects.
export function installMatchMedia(matches: (query: string) => boolean = () => false): void {
  window.matchMedia = (query) => {
    const list = Object.assign(new EventTarget(), {
      media: query,
      matches: matches(query),
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
    });
    window.addEventListener('resize', () => {
      if (list.matches === matches(query)) return;
      list.matches = !list.matches;
      list.dispatchEvent(
        Object.assign(new Event('change'), { matches: list.matches, media: query }),
      );
    });
    return list;
  };
}

installMatchMedia();

// Pages are split into chunks; with every chunk loaded, a route renders at once, as after a
// prefetch in the browser.
await preloadAllPages();

// Whole-app renders, the lazy toast host and the lazy SDK import are slow on a busy machine:
// give findBy/waitFor and each test room so a loaded CI box does not turn into false failures.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30000 });

// user-event waits between actions by advancing timers; Vitest throws when asked to advance
// timers that are not faked, so the same `user` works with real and fake timers.
function setupUser() {
  return userEvent.setup({
    advanceTimers: (ms: number) => {
      if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
    },
  });
}

export type RouteResult = RenderResult & {
  user: ReturnType<typeof setupUser>;
  /** The router's current path, e.g. '/expertise'. */
  pathname: () => string;
};

/** Renders the real `App` (layout, header, footer, toasts) at `path`, in the path's language. */
export function renderRoute(
  path: string,
  { i18n = createStaticI18n(splitLanguage(path).lng, siteResources) }: { i18n?: I18n } = {},
) {
  // jsdom has no scrolling; the app scrolls to the top on a route change.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  let pathname = path;
  /** Records where the router is, so tests can assert on the path a click led to. */
  function LocationProbe() {
    const { pathname: now } = useLocation();
    useEffect(() => void (pathname = now), [now]);
    return null;
  }
  const user = setupUser();
  const result = render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <App />
        <LocationProbe />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { ...result, user, pathname: () => pathname } satisfies RouteResult;
}

export const withI18n = (ui: ReactNode, i18n = createStaticI18n('en', siteResources)) => (
  <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
);

export const renderWithProviders = (ui: ReactNode) =>
  render(withI18n(<MemoryRouter>{ui}</MemoryRouter>));
