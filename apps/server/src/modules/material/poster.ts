/**
 * Posters of AI素材, composed on the server with sharp: the goods' own picture (a drawn catalog picture
 * rendered from its SVG, or an uploaded workbench picture), with an SVG overlay holding the name, the price
 * and up to three selling points, marked 「AI生成」. Three templates. Stored as WebP 1200 px wide; served
 * at the widths of the other pictures (`PICTURE_WIDTHS`).
 */
import type { PosterTemplate } from '@pm/contract/material';
import { fenToYuanText } from '@pm/contract/money';
import type { PictureWidth } from '@pm/contract/picture';
import sharp, { type OverlayOptions } from 'sharp';
import { escapeXml, goodsImageSvg, IMAGE_PREFIX } from '../../db/seed/catalog/images';
import { WEBP_QUALITY } from '../../lib/picture-raster';

export const POSTER_WIDTH = 1200;
export const POSTER_HEIGHT = 1500;
const FONT = `'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif`;

export interface PosterInput {
  template: PosterTemplate;
  name: string;
  brand: string;
  listPrice: number;
  unit: string;
  points: string[];
  /** The goods' picture as bytes any sharp input format (null: a plain panel is drawn). */
  picture: Buffer | null;
}

const GOODS_IMAGE = new RegExp(
  `^${IMAGE_PREFIX}/goods/([1-9]\\d{0,6})/([1-9]\\d{0,6})/(\\d)/([A-Za-z0-9_-]{1,120})\\.svg$`,
);

/** The SVG of a drawn goods picture by its path, or null when the path is not one. */
export function drawnGoodsSvg(path: string): string | null {
  const m = GOODS_IMAGE.exec(path);
  return m ? goodsImageSvg(Number(m[1]), Number(m[2]), Number(m[3]), m[4]!) : null;
}

/** Cuts a line to `max` characters (a CJK character is about one em wide). */
function fit(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/** Wraps text into at most `lines` lines of `per` characters. */
function wrap(text: string, per: number, lines: number): string[] {
  const chars = [...text];
  const out: string[] = [];
  for (let i = 0; i < chars.length && out.length < lines; i += per)
    out.push(chars.slice(i, i + per).join(''));
  if (chars.length > per * lines) out[lines - 1] = fit(out[lines - 1]!, per);
  return out;
}

function textLines(
  lines: string[],
  x: number,
  y: number,
  size: number,
  gap: number,
  fill: string,
  weight = 400,
) {
  return lines
    .map(
      (l, i) =>
        `<text x="${x}" y="${y + i * gap}" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(l)}</text>`,
    )
    .join('');
}

function badge(x: number, y: number): string {
  return (
    `<rect x="${x}" y="${y}" width="168" height="56" rx="28" fill="#000" fill-opacity="0.55"/>` +
    `<text x="${x + 84}" y="${y + 38}" font-size="28" fill="#fff" text-anchor="middle">AI生成</text>`
  );
}

interface Layout {
  picture: { left: number; top: number; width: number; height: number };
  overlay: string;
}

function layoutOf(p: PosterInput): Layout {
  const W = POSTER_WIDTH;
  const H = POSTER_HEIGHT;
  const price = `¥${fenToYuanText(p.listPrice)}`;
  const points = p.points.slice(0, 3).map((pt) => fit(pt, 22));
  const title = wrap(p.name, 18, 2);
  if (p.template === 'SIDE') {
    const pic = { left: 0, top: 0, width: 600, height: H };
    const x = 640;
    const body =
      `<rect x="600" y="0" width="${W - 600}" height="${H}" fill="#f5f8ff"/>` +
      `<text x="${x}" y="150" font-size="36" fill="#2f6fde">${escapeXml(fit(p.brand, 14))}</text>` +
      textLines(wrap(p.name, 10, 3), x, 240, 52, 72, '#1f2329', 700) +
      `<text x="${x}" y="560" font-size="72" font-weight="700" fill="#e4393c">${escapeXml(price)}</text>` +
      `<text x="${x + 8}" y="610" font-size="30" fill="#86909c">/${escapeXml(p.unit)}</text>` +
      points
        .map(
          (pt, i) =>
            `<circle cx="${x + 12}" cy="${748 + i * 150}" r="10" fill="#2f6fde"/>` +
            textLines(wrap(pt, 11, 2), x + 40, 760 + i * 150, 36, 48, '#1f2329'),
        )
        .join('');
    return { picture: pic, overlay: body + badge(W - 200, H - 90) };
  }
  if (p.template === 'BOLD') {
    const pic = { left: 0, top: 0, width: W, height: H };
    const body =
      `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0.35" stop-color="#000" stop-opacity="0"/>` +
      `<stop offset="1" stop-color="#000" stop-opacity="0.82"/></linearGradient></defs>` +
      `<rect x="0" y="0" width="${W}" height="${H}" fill="url(#g)"/>` +
      textLines(title, 72, 900, 68, 88, '#fff', 700) +
      points.map((pt, i) => textLines([`· ${pt}`], 72, 1120 + i * 62, 40, 0, '#f2f3f5')).join('') +
      `<text x="72" y="1400" font-size="84" font-weight="700" fill="#ffd21f">${escapeXml(price)}</text>` +
      `<text x="${80 + [...price].length * 46}" y="1400" font-size="34" fill="#f2f3f5">/${escapeXml(p.unit)}</text>`;
    return { picture: pic, overlay: body + badge(W - 220, 40) };
  }
  // CLASSIC: picture above, a white band below with the name, points and price.
  const pic = { left: 150, top: 40, width: 900, height: 900 };
  const body =
    `<rect x="0" y="980" width="${W}" height="${H - 980}" fill="#ffffff"/>` +
    `<rect x="0" y="980" width="${W}" height="8" fill="#2f6fde"/>` +
    textLines(title, 72, 1070, 56, 72, '#1f2329', 700) +
    points.map((pt, i) => textLines([`✓ ${pt}`], 72, 1240 + i * 56, 36, 0, '#4e5969')).join('') +
    `<text x="${W - 72}" y="1440" font-size="76" font-weight="700" fill="#e4393c" text-anchor="end">${escapeXml(price)}</text>`;
  return { picture: pic, overlay: body + badge(40, 40) };
}

/** The poster as WebP, POSTER_WIDTH × POSTER_HEIGHT. */
export async function composePoster(p: PosterInput): Promise<Buffer> {
  const { picture, overlay } = layoutOf(p);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}" font-family="${FONT}">${overlay}</svg>`;
  const layers: OverlayOptions[] = [];
  if (p.picture) {
    const pic = await sharp(p.picture, { density: 300, limitInputPixels: 40_000_000 })
      .resize(picture.width, picture.height, { fit: 'cover' })
      .png()
      .toBuffer();
    layers.push({ input: pic, left: picture.left, top: picture.top });
  }
  layers.push({ input: Buffer.from(svg), left: 0, top: 0 });
  return sharp({
    create: { width: POSTER_WIDTH, height: POSTER_HEIGHT, channels: 3, background: '#eef2f8' },
  })
    .composite(layers)
    .webp({ quality: 82 })
    .toBuffer();
}

/** A stored poster at a width of PICTURE_WIDTHS (the stored one when none or when it is not smaller). */
export async function posterAt(webp: Buffer, width: PictureWidth | undefined): Promise<Buffer> {
  if (!width || width >= POSTER_WIDTH) return webp;
  return sharp(webp).resize({ width }).webp({ quality: WEBP_QUALITY }).toBuffer();
}
