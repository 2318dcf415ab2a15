import { createContext, useContext } from 'react';
import { useHydrated } from './use-hydrated';

/** The year the prerendered HTML was rendered in (embedded by the prerenderer), if any. */
export const RenderedYear = createContext<number | undefined>(undefined);

// For the copyright and years of experience. Hydration renders the HTML's year so the texts match
// (no React #418 on a page built last year), then the current one; no timer for New Year.
export function useCurrentYear(): number {
  const rendered = useContext(RenderedYear);
  const hydrated = useHydrated();
  const current = new Date().getFullYear();
  return hydrated ? current : (rendered ?? current);
}
