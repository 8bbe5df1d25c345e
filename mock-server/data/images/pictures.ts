import type { Silhouette } from '../assortment.ts';
import type { ImageInfo } from '../products.ts';
import { SILHOUETTES } from './silhouettes.ts';

// Stand-in pictures as SVG: product images (1390:1860), brand logos (3:1) and catalogue covers
// (A4). The route renders them to webp; everything here is a pure function of the hash.

export interface Picture {
  svg: string;
  width: number;
  height: number;
}

export const PRODUCT_RATIO = { width: 1390, height: 1860 };
const BRAND_RATIO = { width: 600, height: 200 };
const COVER_RATIO = { width: 1050, height: 1485 };
const KINDS = Object.keys(SILHOUETTES) as Silhouette[];

/** FNV-1a: spreads unknown hashes over colours and shapes deterministically. */
export function fnv(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function tint(hex: string, amount: number): string {
  const rgb = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `#${rgb
    .map((c) =>
      Math.round(c + (255 - c) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** White goods vanish on a white-ish tint, so light colours get a neutral grey instead. */
const backgroundFor = (hex: string) => (luminance(hex) > 0.8 ? '#dcdcd8' : tint(hex, 0.82));

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Height for a width in a ratio (or the other way round when only a height is asked for). */
function size(ratio: { width: number; height: number }, width: number | null, height: number | null, fallbackWidth: number) {
  if (width === null && height !== null) return { width: Math.max(1, Math.round((height * ratio.width) / ratio.height)), height };
  const w = width ?? fallbackWidth;
  return { width: w, height: Math.max(1, Math.round((w * ratio.height) / ratio.width)) };
}

/** How the kind of image changes the drawing: worn, zoomed in, or standing in a room. */
function staging(type: string, background: string): { before: string; transform: string } {
  if (type === 'model') {
    return { before: '<circle fill="#00000022" cx="695" cy="190" r="95"/><path fill="#00000014" d="M655 270h80v60h-80z"/>', transform: '' };
  }
  if (type === 'detail') return { before: '', transform: 'translate(-695 -930) scale(2)' };
  if (type === 'ambiente') {
    return {
      before: `<path fill="${tint(background.length === 7 ? background : '#dcdcd8', 0.4)}" d="M0 1420h1390v440H0z"/><path fill="#00000010" d="M0 1400h1390v20H0z"/>`,
      transform: '',
    };
  }
  return { before: '', transform: '' };
}

export function productPicture(
  hash: string,
  info: ImageInfo | undefined,
  width: number | null,
  height: number | null,
  fallbackWidth: number,
): Picture {
  const seed = fnv(hash);
  const colour = info?.colour ?? `#${(seed & 0xffffff).toString(16).padStart(6, '0')}`;
  const kind = info?.silhouette ?? KINDS[seed % KINDS.length]!;
  const background = backgroundFor(colour);
  const { before, transform } = staging(info?.type ?? 'main', background);
  const dims = size(PRODUCT_RATIO, width, height, fallbackWidth);
  const shape = SILHOUETTES[kind].replaceAll('"BG"', `"${background}"`);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${dims.width}" height="${dims.height}" viewBox="0 0 ${PRODUCT_RATIO.width} ${PRODUCT_RATIO.height}">` +
    `<rect width="100%" height="100%" fill="${background}"/>${before}` +
    `<g color="${colour}" stroke="#00000030" stroke-width="6"${transform ? ` transform="${transform}"` : ''}>${shape}</g></svg>`;
  return { svg, ...dims };
}

/** A wordmark: the brand name on a tinted band. */
export function brandPicture(name: string, width: number | null, height: number | null, fallbackWidth: number): Picture {
  const seed = fnv(name);
  const colour = `hsl(${seed % 360} 45% 30%)`;
  const dims = size(BRAND_RATIO, width, height, fallbackWidth);
  const fontSize = Math.min(96, Math.floor(1000 / Math.max(6, name.length)));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${dims.width}" height="${dims.height}" viewBox="0 0 ${BRAND_RATIO.width} ${BRAND_RATIO.height}">` +
    `<rect width="100%" height="100%" fill="#ffffff"/><rect x="20" y="160" width="560" height="8" fill="${colour}"/>` +
    `<text x="300" y="120" text-anchor="middle" font-family="DejaVu Serif, Georgia, serif" font-size="${fontSize}" fill="${colour}">${escapeXml(name)}</text></svg>`;
  return { svg, ...dims };
}

/** A catalogue cover: coloured page with title and a product shape. */
export function coverPicture(
  title: string,
  colour: string,
  kind: Silhouette,
  width: number | null,
  height: number | null,
  fallbackWidth: number,
): Picture {
  const dims = size(COVER_RATIO, width, height, fallbackWidth);
  const fontSize = Math.min(64, Math.floor(1700 / title.length));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${dims.width}" height="${dims.height}" viewBox="0 0 ${COVER_RATIO.width} ${COVER_RATIO.height}">` +
    `<rect width="100%" height="100%" fill="${colour}"/><rect x="60" y="60" width="930" height="1365" fill="none" stroke="#ffffff" stroke-width="6"/>` +
    `<text x="525" y="230" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="${fontSize}" font-weight="bold" fill="#ffffff">${escapeXml(title)}</text>` +
    `<g color="${tint(colour, 0.6)}" transform="translate(150 300) scale(0.55)">${SILHOUETTES[kind].replaceAll('"BG"', `"${colour}"`)}</g></svg>`;
  return { svg, ...dims };
}
