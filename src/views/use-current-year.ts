import { createContext, useContext } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * The year the prerendered HTML was rendered in (the prerenderer embeds it, main.tsx reads it back);
 * undefined where nothing was prerendered.
 */
export const RenderedYear = createContext<number | undefined>(undefined);

/**
 * The visitor's year, for the copyright line and every years-of-experience figure. Hydration
 * renders the year of the HTML, so the texts match it exactly (no React #418 on a page built last
 * year), then React renders again with the current year. The prerenderer renders its own year. A
 * page left open over New Year keeps its year until the next render: no timer for that.
 */
export function useCurrentYear(): number {
  const rendered = useContext(RenderedYear);
  const hydrated = useHydrated();
  const current = new Date().getFullYear();
  return hydrated ? current : (rendered ?? current);
}
