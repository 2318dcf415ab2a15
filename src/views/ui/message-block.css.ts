import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const root = style({
  textAlign: 'center',
  paddingBlock: vars.space.xxl,
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
});
