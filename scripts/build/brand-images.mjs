// The favicon, the app icons and the social card, drawn at build from the brand mark and the
// colour roles in src/views/theme/tokens.ts: a new brand colour is an edit there and a rebuild.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';

/**
 * @typedef {{ size: number, strokeWidth: number, path: string }} Mark
 * @typedef {{ tokens: { color: Record<string, string> }, mark: Mark, site: { firmName: string }, tagline: string }} Brand
 */

const escape = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The mark's stroke in `color`, its square drawn `size` wide from (x, y). */
const stroke = (mark, color, size, x = 0, y = 0) =>
  `<path transform="translate(${x} ${y}) scale(${size / mark.size})" d="${mark.path}" fill="none" stroke="${color}" stroke-width="${mark.strokeWidth}" stroke-linecap="round" stroke-linejoin="round"/>`;

const svg = (width, height, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

// A tab's favicon is a rounded tile filled by the mark; an app icon is full-bleed with the mark in
// the safe zone, so it is maskable too.
function icon({ tokens, mark }, size, favicon = false) {
  const { inverseSurface, accentOnInverse } = tokens.color;
  const drawn = favicon ? size : (size * 13) / 16;
  const radius = favicon ? size / 8 : 0;
  return svg(
    size,
    size,
    `<rect width="${size}" height="${size}" rx="${radius}" fill="${inverseSurface}"/>` +
      stroke(mark, accentOnInverse, drawn, (size - drawn) / 2, (size - drawn) / 2),
  );
}

/** The link preview's picture (1200 × 630): the mark on the inverse surface, and a rule. */
function socialCard({ tokens, mark }) {
  const { inverseSurface, accentOnInverse, textOnInverseMuted } = tokens.color;
  return svg(
    1200,
    630,
    `<rect width="1200" height="630" fill="${inverseSurface}"/>` +
      `<rect x="36.5" y="36.5" width="1127" height="557" fill="none" stroke="${textOnInverseMuted}" stroke-opacity="0.4"/>` +
      stroke(mark, accentOnInverse, 304, 39, 93) +
      `<rect x="330" y="244" width="120" height="4" fill="${accentOnInverse}"/>`,
  );
}

// Set by Pango (sharp's text input), which wraps and shrinks a long name whatever fonts are installed.
function socialCardWords({ tokens, site, tagline }) {
  const words = (text, font, size) => ({
    text: {
      text: `<span foreground="${tokens.color.textOnInverse}">${escape(text)}</span>`,
      font,
      ...size,
      rgba: true,
      wrap: 'word',
    },
  });
  return [
    {
      left: 330,
      top: 120,
      input: words(site.firmName, 'Georgia,DejaVu Serif,serif Bold', { width: 800, height: 100 }),
    },
    {
      left: 330,
      top: 280,
      input: words(tagline, 'Arial,DejaVu Sans,sans 24', { width: 800, dpi: 96, spacing: 10 }),
    },
  ];
}

/** @param {Brand} brand @returns {Record<string, string>} each file's SVG, by its public path */
function brandImages(brand) {
  return {
    // The content manager's tab icon.
    'favicon.svg': icon(brand, 32, true),
    'icons/favicon-48.png': icon(brand, 48, true),
    'icons/apple-touch-icon.png': icon(brand, 180),
    'icons/icon-192.png': icon(brand, 192),
    'icons/icon-512.png': icon(brand, 512),
    'images/social-card.png': socialCard(brand),
  };
}

/** @param {Brand} brand @returns {Promise<Map<string, Buffer | string>>} each file, by its public path */
export async function drawBrandImages(brand) {
  const draw = async ([file, drawing]) => {
    if (file.endsWith('.svg')) return [file, drawing];
    const words = file.includes('social-card') ? socialCardWords(brand) : [];
    // A palette: the same pixels at half the bytes.
    return [
      file,
      await sharp(Buffer.from(drawing)).composite(words).png({ palette: true }).toBuffer(),
    ];
  };
  return new Map(await Promise.all(Object.entries(brandImages(brand)).map(draw)));
}

/** @param {string} dir @param {Brand} brand */
export async function writeBrandImages(dir, brand) {
  for (const [file, data] of await drawBrandImages(brand)) {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await writeFile(join(dir, file), data);
  }
}
