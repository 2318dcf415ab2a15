import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * The year the prerendered HTML was rendered in (the prerenderer embeds it, main.tsx reads it back);
 * undefined where nothing was prerendered.
 */
export const RenderedYear = createContext<number | undefined>(undefined);

const currentYear = () => new Date().getFullYear();

// A page left open over New Year keeps its year until the next navigation: no timer for that.
const subscribe = () => () => {};

/**
 * The visitor's year, for the copyright line and every years-of-experience figure. Hydration
 * renders the year of the HTML, so the texts match it exactly (no React #418 on a page built last
 * year), then React renders again with the current year. The prerenderer renders its own year.
 */
export function useCurrentYear(): number {
  const rendered = useContext(RenderedYear);
  return useSyncExternalStore(subscribe, currentYear, () => rendered ?? currentYear());
}
