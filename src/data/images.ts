/**
 * Responsive images. `images.json` names the folders under public/ whose images are generated at a
 * set of widths, with the frame each of them is cropped to; scripts/build/images.mjs reads the same file
 * and writes every width in every format with sharp, without metadata. So a new portrait is its
 * file alone, of any size. The generated files are the only public copies (the build leaves the
 * originals out): this module turns an image's path into their URLs and srcsets. The file is JSON
 * so that the Node script can read it without a TypeScript loader.
 */
import manifest from './images.json' with { type: 'json' };

export type ImageFormat = keyof typeof manifest.formats;

/** What every image in one of the folders shares. */
export interface ImageFolder {
  width: number;
  height: number;
  /** Ascending, none wider than the images. */
  widths: readonly number[];
}

export interface ResponsiveImage extends ImageFolder {
  /** The file's name without extension, the base of the generated ones: `<name>-<width>.<format>`. */
  name: string;
  /** The original under public/, which only the generated files are made from. */
  src: string;
}

export interface ImageSources {
  /** A `w`-descriptor srcset; empty for an image outside the folders of images.json. */
  avif: string;
  webp: string;
  /** A file every browser can show: the widest WebP of a listed image; the URL JSON-LD names. */
  fallback: string;
  width: number;
  height: number;
}

export const imageFormats: Readonly<Record<ImageFormat, { mimeType: string }>> = manifest.formats;

/** Where the generated files are served from (public/ in development, dist/ when built). */
export const generatedPath: string = manifest.outputPath;

export const imageFolders: Readonly<Record<string, ImageFolder>> = manifest.folders;

/** The hero's images, in the order they are shown. */
export const heroSources: readonly string[] = manifest.hero;

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
    fallback: generatedUrl(image, image.widths.at(-1) ?? image.width, 'webp'),
    width: image.width,
    height: image.height,
  };
}

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

/**
 * What a <picture> shows for the public image `src`: its generated variants when it is in a folder
 * of images.json, otherwise the file alone at `size`. Without a size, such an image is a mistake
 * and throws.
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
