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
    selectors: { '&:hover': { borderColor: vars.color.gold, transform: 'translateY(-2px)' } },
  },
]);

export const featureLink = style([
  cardLink,
  {
    background: vars.color.navy,
    color: vars.color.textOnDark,
    borderColor: vars.color.navy,
    justifyContent: 'center',
  },
]);

export const icon = style({ width: '2.5rem', height: '2.5rem', color: vars.color.goldText });

export const title = style({ fontSize: '1.25rem', margin: 0 });

export const featureTitle = style([title, { color: vars.color.textOnDark }]);

export const text = style({ margin: 0, color: vars.color.textMuted, flex: 1 });

export const featureText = style({ margin: 0, color: vars.color.textOnDarkMuted });

export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: 600,
  color: vars.color.ink,
});

export const featureMore = style([more, { color: vars.color.goldLight }]);

export const portrait = style({
  width: '100%',
  aspectRatio: '4 / 5',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.ivory,
});

export const role = style({ margin: 0, color: vars.color.goldText, fontWeight: 600 });
