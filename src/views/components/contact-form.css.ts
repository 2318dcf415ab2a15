import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { columns } from '../ui/layout-rules';

export const form = style({ display: 'grid', gap: vars.space.lg, maxWidth: '40rem' });

export const row = style(columns('15rem'));

export const field = style({ display: 'grid', gap: vars.space.xs });

export const label = style({ fontWeight: 600, color: vars.color.heading });

export const requiredMark = style({ color: vars.color.error, marginInlineStart: '0.15em' });

export const control = style({
  width: '100%',
  minHeight: '2.75rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.lineStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  selectors: {
    '&[aria-invalid="true"]': {
      borderColor: vars.color.error,
      boxShadow: `0 0 0 1px ${vars.color.error}`,
    },
    '&:read-only': { background: vars.color.surface },
  },
});

export const textarea = style([control, { minHeight: '9rem', resize: 'vertical' }]);

export const hint = style({ fontSize: '0.875rem', color: vars.color.textMuted, margin: 0 });

export const error = style({
  fontSize: '0.9375rem',
  color: vars.color.error,
  fontWeight: 600,
  margin: 0,
});

export const notices = style({
  fontSize: '0.875rem',
  color: vars.color.textMuted,
  borderInlineStart: `3px solid ${vars.color.accent}`,
  paddingInlineStart: vars.space.md,
  margin: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const notice = style({ margin: 0 });

/** Shown without JavaScript (a <noscript> in the form): how to reach the firm instead. */
export const noScript = style({
  margin: 0,
  padding: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.accent}`,
  background: vars.color.surface,
  color: vars.color.text,
});

/** The Send button's row, hidden without JavaScript. */
export const submitRow = style({});

export const heldBack = style({
  margin: `${vars.space.sm} 0 0`,
  color: vars.color.text,
});
