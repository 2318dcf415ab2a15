import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { card } from '../ui/ui.css';

export const cardLink = style([
  card,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    color: vars.color.text,
    textDecoration: 'none',
    transition: 'border-color 150ms, transform 150ms',
    selectors: { '&:hover': { borderColor: vars.color.accent, transform: 'translateY(-2px)' } },
  },
]);

export const featureLink = style([
  cardLink,
  {
    background: vars.color.inverseSurface,
    color: vars.color.textOnInverse,
    borderColor: vars.color.inverseSurface,
    justifyContent: 'center',
  },
]);

export const icon = style({ width: '2.5rem', height: '2.5rem', color: vars.color.accentText });

export const title = style({ fontSize: '1.25rem', margin: 0 });

export const featureTitle = style([title, { color: vars.color.textOnInverse }]);

export const text = style({ margin: 0, color: vars.color.textMuted, flex: 1 });

export const featureText = style({ margin: 0, color: vars.color.textOnInverseMuted });

export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: 600,
  color: vars.color.action,
});

export const featureMore = style([more, { color: vars.color.accentOnInverse }]);

export const portrait = style({
  width: '100%',
  aspectRatio: '4 / 5',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});

export const role = style({ margin: 0, color: vars.color.accentText, fontWeight: 600 });
