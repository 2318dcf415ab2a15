import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const main = style({ flex: 1, outline: 'none' });

export const skip = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  top: '-4rem',
  zIndex: 30,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.accentOnInverse,
  color: vars.color.textOnAccent,
  fontWeight: 600,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus': { top: vars.space.sm } },
});
