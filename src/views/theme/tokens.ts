import { defaultLanguage, languageOf } from '../../data/languages';

// The palette: every colour the site shows, by name.
const navy = '#0d1b36';
const ink = '#14213d';
const inkSoft = '#2b3a5c';
const gold = '#a88348';
const goldLight = '#d9bf8c';
const goldPale = '#e6d2ab';
const goldDark = '#7a5a23';
const ivory = '#f7f4ee';
const white = '#ffffff';
const sand = '#d9d3c7';
const steel = '#8a8f9c';
const slate = '#1d2433';
const slateMuted = '#4a5366';
const mist = '#f4f1ea';
const mistMuted = '#c9cfdb';
const blue = '#1a5fd0';
const red = '#a32020';

/** A palette colour at an opacity from 0 to 1. */
const alpha = (hex: string, opacity: number) =>
  `rgba(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')}, ${opacity})`;

/**
 * The colours by role, the only ones views read (as `vars.color`): the palette above says which
 * colour plays each role, so changing the brand's colour is an edit there.
 */
export const tokens = {
  color: {
    surface: ivory,
    surfaceRaised: white,
    inverseSurface: navy,
    action: ink,
    actionHover: inkSoft,
    accent: gold,
    accentOnInverse: goldLight,
    accentOnInverseHover: goldPale,
    accentOnInverseFaint: alpha(goldLight, 0.6),
    accentText: goldDark,
    heading: ink,
    text: slate,
    textMuted: slateMuted,
    textOnAccent: navy,
    textOnInverse: mist,
    textOnInverseMuted: mistMuted,
    hoverOnInverse: alpha(white, 0.08),
    surfaceOnImage: alpha(navy, 0.8),
    line: sand,
    lineStrong: steel,
    lineOnInverse: alpha(goldLight, 0.35),
    dividerOnInverse: alpha(mistMuted, 0.25),
    focus: blue,
    error: red,
  },
  // The firm's name is set in the default language's heading face on every page; everything else
  // in its page's language's faces (languages.ts, set per html[lang] in theme/global.css.ts).
  font: { brand: languageOf(defaultLanguage).font.heading },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2.5rem', xxl: '4rem' },
  radius: { sm: '4px', md: '8px' },
  shadow: {
    card: `0 1px 2px ${alpha(navy, 0.06)}, 0 8px 24px ${alpha(navy, 0.06)}`,
  },
  /** Darkens the hero's image behind its words, on wide screens. */
  scrim: `linear-gradient(90deg, ${alpha(navy, 0.92)} 0%, ${alpha(navy, 0.7)} 45%, ${alpha(navy, 0.15)} 100%)`,
  width: { content: '72rem', text: '44rem' },
  header: { height: '4.5rem' },
} as const;
