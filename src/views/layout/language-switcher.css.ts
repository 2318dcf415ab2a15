import { style } from '@vanilla-extract/css';
import { media, vars } from '../theme/theme.css';

export const root = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'center',
  marginInlineStart: vars.space.md,
  '@media': {
    [media.menuCollapsed]: {
      marginInlineStart: 0,
      marginTop: vars.space.md,
      paddingInline: vars.space.lg,
    },
    // Burmese: closer to the navigation, which needs the room (header.css.ts).
    [media.menuExpanded]: {
      selectors: { 'html[lang="my"] &': { marginInlineStart: vars.space.sm } },
    },
  },
});

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  textDecoration: 'none',
  minHeight: '2.75rem',
  minWidth: '2.75rem',
  paddingInline: vars.space.sm,
  color: vars.color.textOnInverseMuted,
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  fontSize: '0.9375rem',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.textOnInverse },
    '&[aria-current="true"]': {
      color: vars.color.accentOnInverse,
      borderColor: vars.color.accentOnInverse,
    },
  },
});
