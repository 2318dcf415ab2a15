import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const form = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const input = style({
  flex: '1 1 16rem',
  minHeight: '2.75rem',
  paddingInline: vars.space.md,
  color: vars.color.text,
  border: `1px solid ${vars.color.action}`,
  borderRadius: vars.radius.sm,
});

/** Results arrive after the page is drawn: they fill room kept for them, so nothing shown moves. */
export const root = style({ minHeight: '100vh' });

export const status = style({ minHeight: '1lh', marginBlock: vars.space.lg, fontWeight: 600 });

export { bareList as results } from '../ui/ui.css';

export const result = style({
  paddingBlock: vars.space.md,
  borderTop: `1px solid ${vars.color.line}`,
});

/**
 * Two lines at most: a passage that arrives after the page is drawn must stay smaller than its
 * intro, or it becomes the page's largest contentful paint.
 */
export const excerpt = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  marginBlock: `${vars.space.xs} 0`,
  fontSize: '0.9375rem',
});
