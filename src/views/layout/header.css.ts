import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../theme/theme.css';
import { bareList, hiddenRules } from '../ui/ui.css';

export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  background: vars.color.inverseSurface,
  color: vars.color.textOnInverse,
  borderBottom: `1px solid ${vars.color.lineOnInverse}`,
});

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: vars.header.height,
  // Under the menu breakpoint, the brand and the menu button share one row (see the brand).
  '@media': { [media.menuCollapsed]: { flexWrap: 'nowrap' } },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textOnInverse,
  textDecoration: 'none',
  fontFamily: vars.font.brand,
  fontSize: '1.25rem',
  fontWeight: 600,
  letterSpacing: '0.02em',
  whiteSpace: 'nowrap',
  minWidth: 0,
  '@media': { [media.narrow]: { fontSize: '1.0625rem' } },
  // Japanese: the long firm name breaks between phrases in two balanced lines rather than push the
  // menu button onto a second row, where the open menu would cover it.
  selectors: { 'html[lang="ja"] &': { whiteSpace: 'normal', minWidth: 'auto', lineHeight: 1.25 } },
});
globalStyle(`html[lang="ja"] ${brand} > span`, {
  wordBreak: 'auto-phrase' as 'normal',
  overflowWrap: 'normal',
  textWrap: 'balance',
});

export const mark = style({ width: '2rem', height: '2rem', flexShrink: 0 });

export const trigger = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '2.75rem',
  paddingInline: vars.space.md,
  background: 'transparent',
  color: vars.color.textOnInverse,
  border: `1px solid ${vars.color.accentOnInverse}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  flexShrink: 0,
  '@media': {
    [media.menuCollapsed]: { display: 'inline-flex' },
    [media.narrow]: { paddingInline: vars.space.sm },
  },
});

/** Below 360 px the toggle shows only its icon; the word stays its accessible name. */
export const triggerLabel = style({ '@media': { [media.tiny]: hiddenRules } });

export const triggerIcon = style({ width: '1.25rem', height: '1.25rem' });

// From the menu breakpoint up, a row in the bar whose labels wrap whole. Below it, a popover the
// browser hides until open, laid out as a panel under the sticky header; without the Popover API
// the machine's `open` variant shows it. The popover's own box is cleared (author rules win).
const panelBase = style({
  width: 'auto',
  height: 'auto',
  margin: 0,
  padding: 0,
  border: 0,
  '@media': {
    [media.menuExpanded]: {
      display: 'flex',
      flexWrap: 'wrap',
      justifyContent: 'flex-end',
      alignItems: 'center',
      position: 'static',
      overflow: 'visible',
      background: 'transparent',
      color: 'inherit',
    },
    [media.menuCollapsed]: {
      position: 'fixed',
      insetInline: 0,
      top: `calc(${vars.header.height} + 1px)`,
      bottom: 'auto',
      paddingBlock: vars.space.md,
      borderBottom: `1px solid ${vars.color.lineOnInverse}`,
      background: vars.color.inverseSurface,
      color: vars.color.textOnInverse,
      maxHeight: `calc(100vh - ${vars.header.height} - 1px)`,
      overflowY: 'auto',
    },
  },
});

export const panel = styleVariants({
  open: [panelBase],
  closed: [
    panelBase,
    {
      '@supports': {
        'not selector(:popover-open)': { '@media': { [media.menuCollapsed]: { display: 'none' } } },
      },
    },
  ],
});

export const iconBars = style({
  selectors: { [`${root}:has(:popover-open) &`]: { display: 'none' } },
});
export const iconCross = style({
  display: 'none',
  selectors: { [`${root}:has(:popover-open) &`]: { display: 'inline' } },
});

export const list = style([
  bareList,
  {
    display: 'flex',
    gap: vars.space.xs,
    '@media': {
      [media.menuExpanded]: { flexWrap: 'wrap' },
      [media.menuCollapsed]: { flexDirection: 'column', paddingInline: vars.space.lg },
    },
  },
]);

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  paddingInline: '0.75rem',
  color: vars.color.textOnInverseMuted,
  textDecoration: 'none',
  fontWeight: 500,
  borderBottom: '2px solid transparent',
  selectors: {
    '&:hover': { color: vars.color.textOnInverse },
    '&[aria-current="page"]': {
      color: vars.color.accentOnInverse,
      borderBottomColor: vars.color.accentOnInverse,
    },
  },
  '@media': {
    [media.menuExpanded]: {
      whiteSpace: 'nowrap',
      selectors: {
        // Burmese words are long: its links are smaller and closer, to fit one line.
        'html[lang="my"] &': { paddingInline: vars.space.sm, fontSize: '0.875rem' },
        // The search link is a magnifier, its words clipped but still its accessible name, so the
        // menu keeps to one line in every language.
        '&[href$="/search"]': { width: '2.75rem', overflow: 'hidden', gap: '2rem' },
        '&[href$="/search"]::before': {
          content: '""',
          flexShrink: 0,
          width: '1.25rem',
          height: '1.25rem',
          backgroundColor: 'currentColor',
          mask: `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%23000' stroke-width='2.4' stroke-linecap='round'%3E%3Ccircle cx='10.5' cy='10.5' r='6.5'/%3E%3Cpath d='m15.5 15.5 5 5'/%3E%3C/svg%3E") center / contain no-repeat`,
        },
      },
    },
    [media.menuCollapsed]: {
      borderBottom: 'none',
      borderInlineStart: '3px solid transparent',
      selectors: {
        '&[aria-current="page"]': { borderInlineStartColor: vars.color.accentOnInverse },
      },
    },
  },
});
