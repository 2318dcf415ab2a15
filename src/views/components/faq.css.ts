import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderTop: `1px solid ${vars.color.line}`,
});

export const item = style({ borderBottom: `1px solid ${vars.color.line}` });

export const heading = style({ margin: 0, fontSize: '1.0625rem', fontFamily: vars.font.body });

export const trigger = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: '3rem',
  paddingBlock: vars.space.md,
  background: 'none',
  border: 0,
  textAlign: 'start',
  fontWeight: 600,
  color: vars.color.ink,
  cursor: 'pointer',
});

const chevronBase = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  transition: 'transform 200ms',
});

export const chevron = styleVariants({
  collapsed: [chevronBase],
  expanded: [chevronBase, { transform: 'rotate(180deg)' }],
});

/** Spec §9: FAQ panel maximum height 1000 px. */
const panelBase = style({ overflow: 'hidden', transition: 'max-height 250ms ease' });

export const panel = styleVariants({
  collapsed: [panelBase, { maxHeight: 0 }],
  expanded: [panelBase, { maxHeight: '1000px', overflowY: 'auto' }],
});

export const answer = style({
  margin: 0,
  paddingBottom: vars.space.md,
  color: vars.color.textMuted,
});
