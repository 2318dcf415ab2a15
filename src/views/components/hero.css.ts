import { style } from '@vanilla-extract/css';
import { media, vars } from '../theme/theme.css';
import { eyebrow as eyebrowBase } from '../ui/ui.css';

export const root = style({
  position: 'relative',
  display: 'grid',
  minHeight: 'min(78vh, 44rem)',
  background: vars.color.inverseSurface,
  color: vars.color.textOnInverse,
  overflow: 'hidden',
  '@media': {
    [media.heroCompact]: { minHeight: 'auto', gridTemplateRows: 'auto auto' },
  },
});

export const media_ = style({
  gridArea: '1 / 1',
  position: 'relative',
  '@media': { [media.heroCompact]: { gridArea: '1 / 1', aspectRatio: '16 / 9' } },
});

export const image = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  opacity: 0,
  transition: 'opacity 800ms ease',
});

export const imageActive = style({ opacity: 1 });

export const scrim = style({
  position: 'absolute',
  inset: 0,
  background: vars.scrim,
  '@media': { [media.heroCompact]: { display: 'none' } },
});

export const content = style({
  gridArea: '1 / 1',
  position: 'relative',
  alignSelf: 'center',
  paddingBlock: vars.space.xxl,
  '@media': { [media.heroCompact]: { gridArea: '2 / 1', paddingBlock: vars.space.xl } },
});

export const eyebrow = style([
  eyebrowBase,
  { color: vars.color.accentOnInverse, marginBottom: vars.space.md },
]);

export const title = style({
  color: vars.color.textOnInverse,
  fontSize: 'clamp(2rem, 1.2rem + 3.2vw, 3.5rem)',
  maxWidth: '20ch',
});

export const text = style({
  color: vars.color.textOnInverseMuted,
  fontSize: '1.125rem',
  maxWidth: '38rem',
  marginBottom: vars.space.xl,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const control = style({
  position: 'absolute',
  insetInlineEnd: vars.space.md,
  bottom: vars.space.md,
  minHeight: '2.75rem',
  paddingInline: vars.space.md,
  background: vars.color.surfaceOnImage,
  color: vars.color.textOnInverse,
  border: `1px solid ${vars.color.accentOnInverse}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
});
