import { vars } from '../theme/theme.css';

/** Two columns side by side, the second under the first below `breakpoint` (a `media` query). */
export const split = (columns: string, breakpoint: string) => ({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: columns,
  alignItems: 'start',
  '@media': { [breakpoint]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** As many columns at least `min` wide as fit. */
export const columns = (min: string, gap: string = vars.space.lg) => ({
  display: 'grid',
  gap,
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${min}), 1fr))`,
});
