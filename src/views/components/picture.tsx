import type { ImageSources } from '../../data/images';

interface PictureProps {
  sources: ImageSources;
  alt: string;
  /** The width the image is shown at, per viewport, as CSS lays it out. */
  sizes: string;
  className?: string;
  loading?: 'eager' | 'lazy';
  decoding?: 'async' | 'auto' | 'sync';
  fetchPriority?: 'high' | 'low' | 'auto';
}

/** AVIF, else WebP, else the original; width and height reserve the box before the file arrives. */
export function Picture({ sources, alt, sizes, className, ...loadingHints }: PictureProps) {
  return (
    <picture>
      {sources.avif && <source type="image/avif" srcSet={sources.avif} sizes={sizes} />}
      {sources.webp && <source type="image/webp" srcSet={sources.webp} sizes={sizes} />}
      <img
        className={className}
        src={sources.fallback}
        alt={alt}
        width={sources.width}
        height={sources.height}
        {...loadingHints}
      />
    </picture>
  );
}
