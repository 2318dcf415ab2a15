/** Every colour the site shows, by name: the brand's navy and gold, and their neutrals. */
const palette = {
  navy: '#0d1b36',
  ink: '#14213d',
  inkSoft: '#2b3a5c',
  gold: '#a88348',
  goldLight: '#d9bf8c',
  goldPale: '#e6d2ab',
  goldDark: '#7a5a23',
  ivory: '#f7f4ee',
  white: '#ffffff',
  sand: '#d9d3c7',
  steel: '#8a8f9c',
  slate: '#1d2433',
  slateMuted: '#4a5366',
  mist: '#f4f1ea',
  mistMuted: '#c9cfdb',
  blue: '#1a5fd0',
  red: '#a32020',
} as const;

/** A palette colour (#rrggbb) at an opacity from 0 to 1. */
const alpha = (hex: string, opacity: number) =>
  `rgba(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')}, ${opacity})`;

/**
 * The colours by role, the only ones views read (as `vars.color`): the palette above says which
 * colour plays each role, so changing the brand's colour is an edit there.
 */
export const tokens = {
  color: {
    surface: palette.ivory,
    surfaceRaised: palette.white,
    inverseSurface: palette.navy,
    action: palette.ink,
    actionHover: palette.inkSoft,
    accent: palette.gold,
    accentOnInverse: palette.goldLight,
    accentOnInverseHover: palette.goldPale,
    accentOnInverseFaint: alpha(palette.goldLight, 0.6),
    accentText: palette.goldDark,
    heading: palette.ink,
    text: palette.slate,
    textMuted: palette.slateMuted,
    textOnAccent: palette.navy,
    textOnInverse: palette.mist,
    textOnInverseMuted: palette.mistMuted,
    hoverOnInverse: alpha(palette.white, 0.08),
    surfaceOnImage: alpha(palette.navy, 0.8),
    line: palette.sand,
    lineStrong: palette.steel,
    lineOnInverse: alpha(palette.goldLight, 0.35),
    dividerOnInverse: alpha(palette.mistMuted, 0.25),
    focus: palette.blue,
    error: palette.red,
  },
  font: {
    japanese:
      '"Hiragino Kaku Gothic ProN", "Hiragino Sans", "Yu Gothic UI", "Yu Gothic", Meiryo, "Noto Sans JP", "Noto Sans CJK JP", sans-serif',
    japaneseHeading:
      '"Hiragino Mincho ProN", "Yu Mincho", YuMincho, "Noto Serif JP", "Noto Serif CJK JP", serif',
    myanmar:
      '"Noto Sans Myanmar", "Noto Sans Myanmar Web", "Myanmar Text", Pyidaungsu, "Noto Sans Myanmar UI", sans-serif',
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    heading:
      '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, "Times New Roman", serif',
  },
  lineHeight: { body: '1.6', alternative: '1.9', heading: '1.2' },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2.5rem', xxl: '4rem' },
  radius: { sm: '4px', md: '8px' },
  shadow: {
    card: `0 1px 2px ${alpha(palette.navy, 0.06)}, 0 8px 24px ${alpha(palette.navy, 0.06)}`,
  },
  /** Darkens the hero's image behind its words, on wide screens. */
  scrim: `linear-gradient(90deg, ${alpha(palette.navy, 0.92)} 0%, ${alpha(palette.navy, 0.7)} 45%, ${alpha(palette.navy, 0.15)} 100%)`,
  width: { content: '72rem', text: '44rem' },
  header: { height: '4.5rem' },
} as const;

export const breakpoints = { menu: 1024, hero: 768 } as const;

/**
 * The firm's mark, drawn as one stroke on a 32-unit square: the header draws it, and the build
 * makes the favicon, the app icons and the social card from it (scripts/build/brand-images.mjs).
 */
export const mark = {
  size: 32,
  strokeWidth: 1.8,
  path: 'M16 6c3 3.2 4.5 6.6 4.5 10S19 22.8 16 26c-3-3.2-4.5-6.6-4.5-10S13 9.2 16 6Zm-8 8c3 .6 5.2 2.2 6.5 4.6M24 14c-3 .6-5.2 2.2-6.5 4.6M6 24h20',
} as const;
