import { style } from '@vanilla-extract/css';
import { media, vars } from '../theme/theme.css';
import { bareList } from '../ui/ui.css';

export const list = style([bareList, { borderTop: `1px solid ${vars.color.line}` }]);

export const item = style({ borderBottom: `1px solid ${vars.color.line}` });

/** The answer's panel (`::details-content`) opens to at most 1000 px, still if reduced motion. */
export const details = style({
  selectors: {
    '&::details-content': {
      maxHeight: 0,
      overflow: 'hidden',
      transition: 'max-height 250ms ease, content-visibility 250ms allow-discrete',
    },
    '&[open]::details-content': { maxHeight: '1000px', overflowY: 'auto' },
  },
  '@media': {
    [media.reducedMotion]: { selectors: { '&::details-content': { transition: 'none' } } },
  },
});

export const trigger = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '3rem',
  paddingBlock: vars.space.md,
  color: vars.color.heading,
  cursor: 'pointer',
});

export const heading = style({
  margin: 0,
  fontSize: '1.0625rem',
  textAlign: 'start',
});

export const chevron = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  transition: 'transform 200ms',
  selectors: { [`${details}[open] &`]: { transform: 'rotate(180deg)' } },
});

export const answer = style({
  margin: 0,
  paddingBottom: vars.space.md,
  color: vars.color.textMuted,
});
