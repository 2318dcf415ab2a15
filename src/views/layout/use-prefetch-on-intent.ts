import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Namespace } from '../../data/languages';
import { ensureNamespaces } from '../../i18n/client';
import { loadWholeStylesheet } from '../whole-stylesheet';

export type RouteNeeds = (pathname: string) => {
  ns: readonly Namespace[];
  preload: () => Promise<unknown>;
};

/**
 * When a pointer rests on, a finger touches or the keyboard focuses an internal link, fetch the
 * page chunk, the texts and the styles it leads to, so the click itself rarely waits on a slow
 * network.
 */
export function usePrefetchOnIntent(routeNeeds: RouteNeeds): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    const seen = new Set<string>();
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      if (seen.has(link.pathname)) return;
      seen.add(link.pathname);
      const { ns, preload } = routeNeeds(link.pathname);
      // A failed prefetch is not an error: the navigation itself fetches again and reports.
      preload().catch(() => seen.delete(link.pathname));
      if (ns.length > 0) void ensureNamespaces(i18n, ns);
      void loadWholeStylesheet();
    };
    const events = ['pointerover', 'touchstart', 'focusin'] as const;
    // Capturing: React stops these events on HTML it has not hydrated yet (static-part.tsx).
    const options = { passive: true, capture: true };
    for (const type of events) document.addEventListener(type, onIntent, options);
    return () => {
      for (const type of events) document.removeEventListener(type, onIntent, options);
    };
  }, [routeNeeds, i18n]);
}
