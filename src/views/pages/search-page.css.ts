import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const form = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const input = style({
  flex: '1 1 16rem',
  minHeight: '2.75rem',
  paddingInline: vars.space.md,
  font: 'inherit',
  color: vars.color.ink,
  border: `1px solid ${vars.color.navy}`,
  borderRadius: vars.radius.sm,
});

export const status = style({ marginBlock: vars.space.lg, fontWeight: 600 });

export const results = style({ listStyle: 'none', padding: 0, margin: 0 });

export const result = style({
  paddingBlock: vars.space.md,
  borderTop: `1px solid ${vars.color.line}`,
});

export const excerpt = style({ marginBlock: `${vars.space.xs} 0` });
