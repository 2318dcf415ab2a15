import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { bareList } from '../ui/ui.css';

export const list = style([bareList, { maxWidth: vars.width.text }]);

export const item = style({
  paddingBlock: vars.space.lg,
  borderBottom: `1px solid ${vars.color.line}`,
});

export const title = style({ fontSize: '1.35rem', marginBlock: `0 ${vars.space.sm}` });

export const meta = style({ color: vars.color.textMuted, fontSize: '0.93rem', margin: 0 });

/** The practice-area filter and the page numbers: a row of links. */
export const links = style([
  bareList,
  { display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginBlock: vars.space.md },
]);

globalStyle(`${links} a`, {
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.md}`,
  minHeight: '2.75rem',
  lineHeight: '2.25rem',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
});

globalStyle(`${links} a[aria-current]`, {
  background: vars.color.action,
  color: vars.color.textOnInverse,
  borderColor: vars.color.action,
});

export const body = style({ maxWidth: vars.width.text, marginBlock: vars.space.xl });

globalStyle(`${body} table`, {
  borderCollapse: 'collapse',
  width: '100%',
  marginBlock: vars.space.md,
});
globalStyle(`${body} th, ${body} td`, {
  border: `1px solid ${vars.color.line}`,
  padding: vars.space.sm,
  textAlign: 'start',
  verticalAlign: 'top',
});
globalStyle(`${body} blockquote`, {
  margin: `${vars.space.lg} 0`,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.accent}`,
  color: vars.color.textMuted,
});
