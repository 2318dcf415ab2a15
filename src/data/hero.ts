/** The hero's images, which rotate every 4000 ms; one exists now, so the hero does not rotate. */
import { heroSources, imageFormats, listedImage, pictureSources } from './images';

/** Each with the key of its alternative text in home.json `hero`. */
export const heroImages = heroSources
  .map(listedImage)
  .map(({ src, width, height }) => ({ src, width, height, altKey: 'imageAlt' as const }));
export type HeroImage = (typeof heroImages)[number];

/** The hero spans the viewport at every width (hero.css: outside the container). */
export const heroSizes = '100vw';

// The preload of the first hero image (the largest paint): the AVIF srcset and sizes its <picture>
// picks from, so it is fetched early and once (a browser without AVIF skips it by its type).
export function heroPreload() {
  const first = heroImages[0];
  const sources = first && pictureSources(first.src, first);
  if (!sources?.avif) return null;
  return {
    href: sources.fallback,
    imageSrcSet: sources.avif,
    imageSizes: heroSizes,
    type: imageFormats.avif.mimeType,
  };
}
