import { style } from '@vanilla-extract/css';
import { media, vars } from '../theme/theme.css';
import { split } from '../ui/layout-rules';

export const grid = style(split('minmax(0, 2fr) minmax(0, 1fr)', media.menuCollapsed));

export const aside = style({ display: 'grid', gap: vars.space.lg });

export const asideHeading = style({ fontSize: '1.125rem', marginBottom: vars.space.xs });

export const asideText = style({ margin: 0, fontStyle: 'normal' });
