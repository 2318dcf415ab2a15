import { createVar } from '@vanilla-extract/css';

// The heading face of the page's language, set per html[lang] with the language's other fonts
// (theme/global.css.ts): for headings and figures. vars.font.heading stays the English one, in
// which the firm's name is set everywhere.
export const headingFont = createVar();
