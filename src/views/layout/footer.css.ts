import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import * as layout from '../ui/layout-rules';
import { bareList, eyebrow } from '../ui/ui.css';

export const root = style({
  background: vars.color.inverseSurface,
  color: vars.color.textOnInverseMuted,
  paddingBlock: `${vars.space.xxl} ${vars.space.lg}`,
  fontSize: '0.9375rem',
});

export const columns = style(layout.columns('14rem', vars.space.xl));

export const brand = style({
  fontFamily: vars.font.brand,
  fontSize: '1.25rem',
  fontWeight: 600,
  color: vars.color.textOnInverse,
  margin: `0 0 ${vars.space.sm}`,
});

export const heading = style([
  eyebrow,
  { color: vars.color.accentOnInverse, marginBottom: vars.space.md },
]);

export const list = style([bareList, { display: 'grid', gap: vars.space.sm }]);

export const address = style({ fontStyle: 'normal', marginBottom: vars.space.sm });

export const link = style({
  color: vars.color.textOnInverse,
  textDecorationColor: vars.color.accentOnInverseFaint,
  display: 'inline-block',
  paddingBlock: '0.2rem',
  selectors: { '&:hover': { color: vars.color.accentOnInverse } },
});

export const bottom = style({
  marginTop: vars.space.xl,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.dividerOnInverse}`,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const small = style({ margin: 0 });
