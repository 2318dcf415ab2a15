import { createGlobalTheme, createVar } from '@vanilla-extract/css';
import { breakpoints } from './breakpoints';
import { tokens } from './tokens';

export const vars = createGlobalTheme(':root', tokens);

// The heading face of the page's language, set per html[lang] beside its other fonts
// (theme/global.css.ts): for headings and figures. The firm's name has its own (vars.font.brand).
export const headingFont = createVar();

/** The two breakpoints, named once: menu collapses under 1024 px, hero under 768 px. */
export const media = {
  menuCollapsed: `screen and (max-width: ${breakpoints.menu - 0.02}px)`,
  menuExpanded: `screen and (min-width: ${breakpoints.menu}px)`,
  heroCompact: `screen and (max-width: ${breakpoints.hero - 0.02}px)`,
  /** Small phones (320–399 px), where the header must give up some room. */
  narrow: 'screen and (max-width: 399.98px)',
  tiny: 'screen and (max-width: 359.98px)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
