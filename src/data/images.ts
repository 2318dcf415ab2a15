/**
 * Responsive images. `images.json` lists each source image under public/ with its
 * intrinsic size and the widths to produce; scripts/images.mjs reads the same file and writes every
 * width in every format with sharp. This module turns the list into the URLs, srcsets and preload
 * tags the views and the prerendered <head> use. The list is JSON so that the Node script can read
 * it without a TypeScript loader.
 */
import manifest from './images.json' with { type: 'json' };

export type ImageFormat = keyof typeof manifest.formats;

export interface ResponsiveImage {
  /** Base of the generated file names: `<name>-<width>.<format>`. */
  name: string;
  /** The original under public/: the `<img>` fallback, and the URL JSON-LD points at. */
  src: string;
  width: number;
  height: number;
  /** Ascending, none wider than the source. */
  widths: readonly number[];
}

export interface ImageSources {
  /** A `w`-descriptor srcset; empty for an image images.json does not list. */
  avif: string;
  webp: string;
  /** The original file, which every browser can show. */
  fallback: string;
  width: number;
  height: number;
}

export const imageFormats: Readonly<Record<ImageFormat, { mimeType: string }>> = manifest.formats;

/** Where the generated files are served from (public/ in development, dist/ when built). */
export const generatedPath: string = manifest.outputPath;

export const responsiveImages: readonly ResponsiveImage[] = manifest.images;

export function generatedUrl(image: ResponsiveImage, width: number, format: ImageFormat): string {
  return `${generatedPath}/${image.name}-${width}.${format}`;
}

function srcset(image: ResponsiveImage, format: ImageFormat): string {
  return image.widths.map((w) => `${generatedUrl(image, w, format)} ${w}w`).join(', ');
}

export function imageSources(image: ResponsiveImage): ImageSources {
  return {
    avif: srcset(image, 'avif'),
    webp: srcset(image, 'webp'),
    fallback: image.src,
    width: image.width,
    height: image.height,
  };
}

export function findImage(src: string): ResponsiveImage | undefined {
  return responsiveImages.find((image) => image.src === src);
}

export function listedImage(src: string): ResponsiveImage {
  const image = findImage(src);
  if (!image) throw new Error(`${src} is not listed in src/data/images.json`);
  return image;
}

/**
 * What a <picture> shows for the public image `src`: its generated variants when images.json lists
 * it, otherwise the file alone at `size`. Without a size, an unlisted image is a mistake and throws.
 */
export function pictureSources(
  src: string,
  size?: { width: number; height: number },
): ImageSources {
  const image = findImage(src);
  if (image) return imageSources(image);
  if (!size) return imageSources(listedImage(src));
  return { avif: '', webp: '', fallback: src, ...size };
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/**
 * A <head> preload for the AVIF the <picture> will pick: the same srcset and sizes, so the browser
 * fetches that one file early and once. No href, so a browser without `imagesrcset` fetches nothing;
 * the type makes one without AVIF skip it.
 */
export function preloadLink(sources: ImageSources, sizes: string): string | null {
  if (!sources.avif) return null;
  return (
    `<link rel="preload" as="image" type="${imageFormats.avif.mimeType}"` +
    ` imagesrcset="${escapeAttribute(sources.avif)}" imagesizes="${escapeAttribute(sizes)}"` +
    ` fetchpriority="high" />`
  );
}
