import type { ComponentProps } from 'react';
import type { ImageSources } from '../../data/images';

type Props = Pick<ComponentProps<'img'>, 'className' | 'loading' | 'decoding' | 'fetchPriority'> & {
  sources: ImageSources;
  alt: string;
  /** The width the image is shown at, per viewport, as CSS lays it out. */
  sizes: string;
};

/** AVIF, else WebP, else the original; width and height reserve the box before the file arrives. */
export function Picture({ sources, sizes, alt, ...img }: Props) {
  return (
    <picture>
      {sources.avif && <source type="image/avif" srcSet={sources.avif} sizes={sizes} />}
      {sources.webp && <source type="image/webp" srcSet={sources.webp} sizes={sizes} />}
      <img
        src={sources.fallback}
        alt={alt}
        width={sources.width}
        height={sources.height}
        {...img}
      />
    </picture>
  );
}
