import { style } from '@vanilla-extract/css';
import { media, vars } from '../theme/theme.css';

export const grid = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.menuCollapsed]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const aside = style({ display: 'grid', gap: vars.space.lg });

export const asideHeading = style({ fontSize: '1.125rem', marginBottom: vars.space.xs });

export const asideText = style({ margin: 0, fontStyle: 'normal' });
