import { style } from '@vanilla-extract/css';
import { headingFont, media, vars } from '../theme/theme.css';
import * as layout from '../ui/layout-rules';
import { card } from '../ui/ui.css';

export const split = style(layout.split('minmax(0, 3fr) minmax(0, 2fr)', media.menuCollapsed));

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const stat = style([card, { padding: vars.space.md, boxShadow: 'none' }]);

export const statValue = style({
  fontFamily: headingFont,
  fontSize: '2rem',
  fontWeight: 600,
  color: vars.color.heading,
  margin: 0,
});

export const statLabel = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.9375rem' });

export const valueName = style({ fontSize: '1.25rem', marginBottom: vars.space.sm });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  marginTop: vars.space.xl,
});

export const faqBlock = style({ marginTop: vars.space.xxl });

/** The lawyer's background image (`bgimg` in their data), a decorative band above the profile. */
export const profileBanner = style({
  height: '8rem',
  marginBottom: vars.space.xl,
  borderRadius: vars.radius.md,
  backgroundSize: 'cover',
  backgroundPosition: 'center',
  backgroundColor: vars.color.inverseSurface,
  '@media': { [media.heroCompact]: { height: '5rem', marginBottom: vars.space.lg } },
});
