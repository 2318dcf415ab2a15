import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const fallback = style({
  position: 'fixed',
  insetInline: vars.space.md,
  top: vars.space.md,
  zIndex: 40,
  maxWidth: '28rem',
  marginInline: 'auto',
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  textAlign: 'center',
});
