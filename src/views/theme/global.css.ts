import { globalStyle } from '@vanilla-extract/css';
import { languages, numberingSystems } from '../../data/languages';
import { headingFont, media, vars } from './theme.css';

globalStyle('*, *::before, *::after', {
  boxSizing: 'border-box',
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

globalStyle('html', {
  scrollPaddingTop: vars.header.height,
  WebkitTextSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  color: vars.color.text,
  background: vars.color.surface,
  overflowWrap: 'break-word',
});

globalStyle('h1, h2, h3, h4', {
  color: vars.color.heading,
  fontWeight: 600,
  margin: `0 0 ${vars.space.md}`,
});

// Each language's fonts and line heights (languages.ts); its words on another language's page (the
// switcher, an article's other versions) in its installed fonts, so one font shapes a whole word;
// an ordered list counts in the page's digits, as its texts write numbers.
for (const { code, font, lineHeight, lineBreaks, numberingSystem } of languages) {
  const page = `html[lang="${code}"]`;
  globalStyle(page, { vars: { [headingFont]: font.heading } });
  globalStyle(`${page} body`, {
    fontFamily: font.body,
    lineHeight: lineHeight.body,
    ...lineBreaks,
  });
  globalStyle(`${page} :is(h1, h2, h3, h4)`, {
    fontFamily: headingFont,
    lineHeight: lineHeight.heading,
  });
  const elsewhere = 'elsewhere' in font ? font.elsewhere : font.body;
  globalStyle(`html:not(${page}) [lang="${code}"]`, { fontFamily: elsewhere });
  globalStyle(`${page} ol`, { listStyleType: numberingSystems[numberingSystem].listStyle });
}

globalStyle('p', { margin: `0 0 ${vars.space.md}` });

globalStyle('a', { color: vars.color.action, textUnderlineOffset: '0.2em' });

globalStyle('img, svg', { maxWidth: '100%', height: 'auto', display: 'block' });

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

globalStyle('[tabindex="-1"]:focus', { outline: 'none' });

globalStyle('button, input, textarea', { font: 'inherit' });
