import { defaultLanguage, languageOf } from '../../data/languages';

export const tokens = {
  color: {
    ink: '#14213d',
    inkSoft: '#2b3a5c',
    navy: '#0d1b36',
    gold: '#a88348',
    goldLight: '#d9bf8c',
    goldText: '#7a5a23',
    ivory: '#f7f4ee',
    paper: '#ffffff',
    line: '#d9d3c7',
    text: '#1d2433',
    textMuted: '#4a5366',
    textOnDark: '#f4f1ea',
    textOnDarkMuted: '#c9cfdb',
    focus: '#1a5fd0',
    error: '#a32020',
    errorBg: '#fdf0f0',
  },
  // The default language's (languages.ts); a page in another takes its own (global.css.ts).
  font: languageOf(defaultLanguage).font,
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2.5rem', xxl: '4rem' },
  radius: { sm: '4px', md: '8px' },
  shadow: { card: '0 1px 2px rgba(13, 27, 54, 0.06), 0 8px 24px rgba(13, 27, 54, 0.06)' },
  width: { content: '72rem', text: '44rem' },
  header: { height: '4.5rem' },
} as const;

export const breakpoints = { menu: 1024, hero: 768 } as const;
