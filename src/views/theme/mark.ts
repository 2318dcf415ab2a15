/**
 * The firm's mark, drawn as one stroke on a 32-unit square: the header draws it, and the build
 * makes the favicon, the app icons and the social card from it (scripts/build/brand-images.ts).
 */
export const mark = {
  size: 32,
  strokeWidth: 1.8,
  path: 'M16 6c3 3.2 4.5 6.6 4.5 10S19 22.8 16 26c-3-3.2-4.5-6.6-4.5-10S13 9.2 16 6Zm-8 8c3 .6 5.2 2.2 6.5 4.6M24 14c-3 .6-5.2 2.2-6.5 4.6M6 24h20',
} as const;
