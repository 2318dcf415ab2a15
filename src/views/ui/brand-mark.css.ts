import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const tile = style({ fill: vars.color.accentOnInverse });

export const stroke = style({
  fill: 'none',
  stroke: vars.color.textOnAccent,
  strokeLinecap: 'round',
});
