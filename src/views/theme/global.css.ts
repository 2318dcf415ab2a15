import { globalStyle } from '@vanilla-extract/css';
import { languages, numberingSystems } from '../../data/languages';
import { media, vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  scrollPaddingTop: vars.header.height,
  WebkitTextSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  background: vars.color.surface,
  overflowWrap: 'break-word',
});

globalStyle('html[data-line-height="alternative"] body', {
  lineHeight: vars.lineHeight.alternative,
});

globalStyle('h1, h2, h3, h4', {
  fontFamily: vars.font.heading,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.heading,
  fontWeight: 600,
  margin: `0 0 ${vars.space.md}`,
});

globalStyle('html[data-line-height="alternative"] :is(h1, h2, h3, h4)', { lineHeight: '1.6' });

// Japanese: a system Japanese font stack and strict line breaking (no small kana or closing
// punctuation at a line start); long Latin words may still wrap anywhere on a narrow screen.
globalStyle('html[lang="ja"] body', {
  fontFamily: vars.font.japanese,
  lineBreak: 'strict',
  wordBreak: 'normal',
  overflowWrap: 'anywhere',
});

globalStyle('html[lang="ja"] :is(h1, h2, h3, h4)', { fontFamily: vars.font.japaneseHeading });

// Myanmar: the self-hosted Noto Sans Myanmar (loaded only for 'my'); Burmese has no spaces
// between words, so lines may break anywhere rather than overflow.
globalStyle('html[lang="my"] body', { fontFamily: vars.font.myanmar, overflowWrap: 'anywhere' });

globalStyle('html[lang="my"] :is(h1, h2, h3, h4)', { fontFamily: vars.font.myanmar });

// Burmese words on another language's page (the switcher, an article's other versions): the
// system's Myanmar font, named, so a whole word is shaped by one font; never a download for them.
globalStyle('html:not([lang="my"]) [lang="my"]', {
  fontFamily: '"Noto Sans Myanmar", "Myanmar Text", Pyidaungsu, sans-serif',
});

globalStyle('p', { margin: `0 0 ${vars.space.md}` });

globalStyle('a', { color: vars.color.action, textUnderlineOffset: '0.2em' });

globalStyle('img, svg', { maxWidth: '100%', height: 'auto', display: 'block' });

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

globalStyle('[tabindex="-1"]:focus', { outline: 'none' });

globalStyle('button, input, textarea', { font: 'inherit' });

globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

// An ordered list counts in the page's digits, as its texts write numbers.
for (const { code, numberingSystem } of languages)
  globalStyle(`html[lang="${code}"] ol`, {
    listStyleType: numberingSystems[numberingSystem].listStyle,
  });
