/** The hero's image list (spec §2: rotating hero; only one image exists now). */
export interface HeroImage {
  src: string;
  width: number;
  height: number;
  /** Key of the alternative text in home.json `hero`. */
  altKey: 'imageAlt';
}

export const heroImages: readonly HeroImage[] = [
  { src: '/images/hero/hero-yangon.svg', width: 1600, height: 900, altKey: 'imageAlt' },
];
