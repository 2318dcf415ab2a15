/** Where the layout changes, in px (`media` in theme.css.ts); apart from the tokens, for scripts. */
export const breakpoints = { menu: 1024, hero: 768 } as const;
