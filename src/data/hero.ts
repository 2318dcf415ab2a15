/** The hero's image list: the hero rotates through it; only one image exists now. */
import { listedImage, pictureSources, preloadLink } from './images';

export interface HeroImage {
  src: string;
  width: number;
  height: number;
  /** Key of the alternative text in home.json `hero`. */
  altKey: 'imageAlt';
}

const yangon = listedImage('/images/hero/hero-yangon.svg');

export const heroImages: readonly HeroImage[] = [
  { src: yangon.src, width: yangon.width, height: yangon.height, altKey: 'imageAlt' },
];

/** The hero spans the viewport at every width (hero.css: outside the container). */
export const heroSizes = '100vw';

/** The <head> preload of the first hero image, the home page's largest paint. */
export function heroPreloadLink(): string | null {
  const first = heroImages[0];
  return first ? preloadLink(pictureSources(first.src, first), heroSizes) : null;
}
