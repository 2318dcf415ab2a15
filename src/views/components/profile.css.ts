import { style } from '@vanilla-extract/css';
import { media, vars } from '../theme/theme.css';
import { columns, split } from '../ui/layout-rules';
import { bareList, sectionTitle } from '../ui/ui.css';

// A profile after the first (the Professionals page) is laid out and painted only as it nears the
// view, at about its height until then: with thirty profiles the page's first layout took 2,712
// boxes, not 278 (decision 0032).
const later = (height: string) => ({
  selectors: {
    '& ~ &': { contentVisibility: 'auto' as const, containIntrinsicSize: `auto ${height}` },
  },
});
export const root = style([
  split('minmax(12rem, 18rem) minmax(0, 1fr)', media.heroCompact),
  { ...later('120rem'), '@media': { [media.menuExpanded]: later('65rem') } },
]);

export const portrait = style({
  width: '100%',
  maxWidth: '18rem',
  aspectRatio: '4 / 5',
  borderRadius: vars.radius.md,
  border: `4px solid ${vars.color.surfaceRaised}`,
  boxShadow: vars.shadow.card,
});

export const name = style([sectionTitle, { marginBottom: vars.space.xs }]);

export const role = style({ color: vars.color.accentText, fontWeight: 600, margin: 0 });

export const meta = style({ color: vars.color.textMuted, marginTop: vars.space.xs });

export const blocks = style({ ...columns('16rem'), marginTop: vars.space.lg });

export const blockTitle = style({ fontSize: '1.125rem', marginBottom: vars.space.sm });

export const plainList = style([bareList, { display: 'grid', gap: vars.space.xs }]);

/** A flag beside a language's name, a line's cap height high (decision 0035). */
export const flag = style({
  display: 'inline',
  width: 'auto',
  height: '0.75em',
  verticalAlign: 'baseline',
});

export const awards = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  listStyle: 'none',
  padding: 0,
});

export const award = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: '22rem',
});

export const awardImage = style({ width: '3rem', height: '3rem', flexShrink: 0 });

export const divider = style({
  border: 0,
  borderTop: `1px solid ${vars.color.line}`,
  marginBlock: vars.space.xxl,
});
