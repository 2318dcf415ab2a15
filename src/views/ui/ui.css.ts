import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../theme/theme.css';

export const container = style({
  width: '100%',
  maxWidth: vars.width.content,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  '@media': { [media.heroCompact]: { paddingInline: vars.space.md } },
});

export const section = style({
  paddingBlock: vars.space.xxl,
  '@media': { [media.heroCompact]: { paddingBlock: vars.space.xl } },
});

export const sectionAlt = style([section, { background: vars.color.surfaceRaised }]);

export const eyebrow = style({
  display: 'block',
  fontSize: '0.8125rem',
  letterSpacing: '0.14em',
  textTransform: 'uppercase',
  fontWeight: 600,
  color: vars.color.accentText,
  marginBottom: vars.space.sm,
});

export const sectionHead = style({ marginBottom: vars.space.xl, maxWidth: vars.width.text });

export const sectionTitle = style({ fontSize: 'clamp(1.6rem, 1.2rem + 1.5vw, 2.25rem)' });

/** The size of a page's first heading. */
export const displayTitle = style({ fontSize: 'clamp(2rem, 1.4rem + 2.4vw, 3rem)', margin: 0 });

export const lead = style({
  fontSize: '1.125rem',
  color: vars.color.textMuted,
  maxWidth: vars.width.text,
});

export const prose = style({ maxWidth: vars.width.text });

export const pageHeader = style({
  background: vars.color.inverseSurface,
  color: vars.color.textOnInverse,
  paddingBlock: `${vars.space.xxl} ${vars.space.xl}`,
});

export const pageTitle = style([displayTitle, { color: vars.color.textOnInverse }]);

export const pageIntro = style([
  lead,
  { color: vars.color.textOnInverseMuted, marginTop: vars.space.md, marginBottom: 0 },
]);

/** A list without bullets or indent, for lists laid out as rows, columns or grids. */
export const bareList = style({ listStyle: 'none', padding: 0, margin: 0 });

export const grid = style([
  bareList,
  {
    display: 'grid',
    gap: vars.space.lg,
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  },
]);

export const card = style({
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  boxShadow: vars.shadow.card,
  height: '100%',
});

const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '2.75rem',
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.sm,
  border: '2px solid transparent',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'background-color 150ms, color 150ms, opacity 150ms',
});

/**
 * A button or a link shaped as one, by tone: `className={button.primary}`. Plain class names
 * (styleVariants), no runtime: every page carries these.
 */
export const button = styleVariants(
  {
    primary: {
      background: vars.color.action,
      color: vars.color.textOnInverse,
      selectors: { '&:hover': { background: vars.color.actionHover } },
    },
    gold: {
      background: vars.color.accentOnInverse,
      color: vars.color.textOnAccent,
      selectors: { '&:hover': { background: vars.color.accentOnInverseHover } },
    },
    outline: {
      background: 'transparent',
      color: vars.color.action,
      borderColor: vars.color.action,
      selectors: { '&:hover': { background: vars.color.surface } },
    },
    outlineLight: {
      background: 'transparent',
      color: vars.color.textOnInverse,
      borderColor: vars.color.textOnInverse,
      selectors: { '&:hover': { background: vars.color.hoverOnInverse } },
    },
  },
  (tone) => [buttonBase, tone],
);

/** Added to a button while its action runs (the form's "Sending..."). */
export const buttonBusy = style({ opacity: 0.6, cursor: 'progress' });

export const textLink = style({
  fontWeight: 600,
  textDecorationColor: vars.color.accent,
  textDecorationThickness: '2px',
});

/** Out of sight, still read by screen readers; plain rules, for use inside a media query too. */
export const hiddenRules = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export const visuallyHidden = style(hiddenRules);

export const bulletList = style({ paddingInlineStart: '1.25rem', margin: `0 0 ${vars.space.md}` });
