// Responsive images: images.json (JSON, so Node reads it without a loader) names the folders whose
// images scripts/build/images.ts writes at set widths and frames; a new portrait is its file alone.
// The generated files are the only public copies: this turns an image's path into their URLs.
import manifest from './images.json' with { type: 'json' };

export type ImageFormat = keyof typeof manifest.formats;

export type ImageFolder = { width: number; height: number; widths: readonly number[] };
export type ResponsiveImage = ImageFolder & { name: string; src: string };

export const imageFormats: Readonly<Record<ImageFormat, { mimeType: string }>> = manifest.formats;

/** Where the generated files are served from (public/ in development, dist/ when built). */
export const generatedPath: string = manifest.outputPath;

export const imageFolders: Readonly<Record<string, ImageFolder>> = manifest.folders;

export const heroSources: readonly string[] = manifest.hero;

export const generatedUrl = (image: ResponsiveImage, width: number, format: ImageFormat): string =>
  `${generatedPath}/${image.name}-${width}.${format}`;

/** `w`-descriptor srcsets, and a file every browser shows: the widest WebP, the URL JSON-LD names. */
export function imageSources(image: ResponsiveImage) {
  const srcset = (format: ImageFormat) =>
    image.widths.map((w) => `${generatedUrl(image, w, format)} ${w}w`).join(', ');
  return {
    avif: srcset('avif'),
    webp: srcset('webp'),
    fallback: generatedUrl(image, image.widths.at(-1) ?? image.width, 'webp'),
    width: image.width,
    height: image.height,
  };
}
export type ImageSources = ReturnType<typeof imageSources>;

export function findImage(src: string): ResponsiveImage | undefined {
  const [, folder = '', name = ''] = /^(.*)\/([^/]+?)(?:\.[^./]*)?$/.exec(src) ?? [];
  const shared = Object.hasOwn(imageFolders, folder) ? imageFolders[folder] : undefined;
  return shared && { name, src, ...shared };
}

export function listedImage(src: string): ResponsiveImage {
  const image = findImage(src);
  if (!image) throw new Error(`${src} is in no folder of src/data/images.json`);
  return image;
}

/** A listed image's variants, else the file alone at `size`, no srcset; unlisted without one throws. */
export function pictureSources(
  src: string,
  size?: { width: number; height: number },
): ImageSources {
  const image = findImage(src);
  if (image || !size) return imageSources(image ?? listedImage(src));
  return { avif: '', webp: '', fallback: src, ...size };
}
