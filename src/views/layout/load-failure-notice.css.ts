import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { heldAttribute } from '../../form-before-app';

/** A bar at the bottom of the screen, above everything, wherever the visitor has scrolled. */
export const notice = style({
  position: 'fixed',
  insetInline: vars.space.md,
  bottom: vars.space.md,
  zIndex: 50,
  maxWidth: '36rem',
  marginInline: 'auto',
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `2px solid ${vars.color.error}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
});

export const text = style({ margin: `0 0 ${vars.space.sm}` });

/** Shown while a form is held: its message has not been sent. */
export const notSent = style([
  text,
  {
    display: 'none',
    fontWeight: 700,
    color: vars.color.error,
    selectors: { [`:root:has(form[${heldAttribute}]) &`]: { display: 'block' } },
  },
]);
