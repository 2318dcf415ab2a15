// The favicon, the app icons and the social card, drawn at build from the brand mark and the
// colour roles in src/views/theme/tokens.ts: a new brand colour is an edit there and a rebuild.
import sharp, { type OverlayOptions } from 'sharp';
import type { mark } from '../../src/views/theme/mark';
import type { tokens } from '../../src/views/theme/tokens';
import { escapeXml } from '../content/words.ts';

type Brand = {
  tokens: { color: Record<keyof typeof tokens.color, string> };
  mark: typeof mark;
  site: { firmName: string };
  tagline: string;
};

/** The mark's stroke in `color`, its square drawn `size` wide from (x, y). */
const stroke = ({ mark }: Brand, color: string, size: number, x = 0, y = 0) =>
  `<path transform="translate(${x} ${y}) scale(${size / mark.size})" d="${mark.path}" fill="none" stroke="${color}" stroke-width="${mark.strokeWidth}" stroke-linecap="round" stroke-linejoin="round"/>`;

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

// A tab's favicon is a rounded tile filled by the mark; an app icon is full-bleed with the mark in
// the safe zone, so it is maskable too.
function icon(brand: Brand, size: number, favicon = false) {
  const { inverseSurface, accentOnInverse } = brand.tokens.color;
  const drawn = favicon ? size : (size * 13) / 16;
  const radius = favicon ? size / 8 : 0;
  return svg(
    size,
    size,
    `<rect width="${size}" height="${size}" rx="${radius}" fill="${inverseSurface}"/>` +
      stroke(brand, accentOnInverse, drawn, (size - drawn) / 2, (size - drawn) / 2),
  );
}

/** The link preview's picture (1200 × 630): the mark on the inverse surface, and a rule. */
function socialCard(brand: Brand) {
  const { inverseSurface, accentOnInverse, textOnInverseMuted } = brand.tokens.color;
  return svg(
    1200,
    630,
    `<rect width="1200" height="630" fill="${inverseSurface}"/>` +
      `<rect x="36.5" y="36.5" width="1127" height="557" fill="none" stroke="${textOnInverseMuted}" stroke-opacity="0.4"/>` +
      stroke(brand, accentOnInverse, 304, 39, 93) +
      `<rect x="330" y="244" width="120" height="4" fill="${accentOnInverse}"/>`,
  );
}

// Set by Pango (sharp's text input), which wraps and shrinks a long name whatever fonts are installed.
function socialCardWords({ tokens, site, tagline }: Brand): OverlayOptions[] {
  const words = (text: string, font: string, top: number, size: object) => ({
    left: 330,
    top,
    input: {
      text: {
        text: `<span foreground="${tokens.color.textOnInverse}">${escapeXml(text)}</span>`,
        font,
        ...size,
        rgba: true,
        wrap: 'word' as const,
      },
    },
  });
  return [
    words(site.firmName, 'Georgia,DejaVu Serif,serif Bold', 120, { width: 800, height: 100 }),
    words(tagline, 'Arial,DejaVu Sans,sans 24', 280, { width: 800, dpi: 96, spacing: 10 }),
  ];
}

/** Each file, by its public path: the favicon as SVG (the content manager's tab icon), the rest PNG. */
export async function drawBrandImages(brand: Brand) {
  // A palette: the same pixels at half the bytes.
  const png = (drawing: string, words: OverlayOptions[] = []) =>
    sharp(Buffer.from(drawing)).composite(words).png({ palette: true }).toBuffer();
  const files: [string, Promise<Buffer> | string][] = [
    ['favicon.svg', icon(brand, 32, true)],
    ['icons/favicon-48.png', png(icon(brand, 48, true))],
    ['icons/apple-touch-icon.png', png(icon(brand, 180))],
    ['icons/icon-192.png', png(icon(brand, 192))],
    ['icons/icon-512.png', png(icon(brand, 512))],
    ['images/social-card.png', png(socialCard(brand), socialCardWords(brand))],
  ];
  return new Map(await Promise.all(files.map(async ([file, data]) => [file, await data] as const)));
}
