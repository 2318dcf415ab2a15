import { createGlobalTheme } from '@vanilla-extract/css';
import { breakpoints, tokens } from './tokens';

export const vars = createGlobalTheme(':root', tokens);

/** The two breakpoints of the spec, named once: menu collapses under 1024 px, hero under 768 px. */
export const media = {
  menuCollapsed: `screen and (max-width: ${breakpoints.menu - 0.02}px)`,
  menuExpanded: `screen and (min-width: ${breakpoints.menu}px)`,
  heroCompact: `screen and (max-width: ${breakpoints.hero - 0.02}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
