/**
 * Product images drawn here, never fetched: an SVG per third-level category, brand, view and model.
 * The path carries everything the picture shows (category id, brand id, view, model), so serving it
 * needs no database and the answer never changes for a path (immutable cache).
 *
 *   /img/goods/<leafCatalogId>/<brandId>/<view 0-3>/<base64url(model)>.svg
 *   /img/brand/<brandId>.svg
 *   /img/catalog/<catalogId>.svg
 */
import { brandById } from './brands';
import { glyphOfName, subGlyph } from './glyphs';
import { CATALOG } from './vocab';

export const IMAGE_PREFIX = '/img';

/**
 * The pictures' one font list, Chinese font first (each name a browser looks for and lacks costs a
 * lookup while it lays out the picture). The model is drawn in it too: a monospace font would be one
 * more font to find and load for each page with pictures.
 */
export const FONT = `'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif`;

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64url');

export function goodsImagePath(leafId: number, brandId: number, view: number, model: string): string {
  return `${IMAGE_PREFIX}/goods/${leafId}/${brandId}/${view}/${b64(model || '-')}.svg`;
}
export function brandLogoPath(brandId: number): string {
  return `${IMAGE_PREFIX}/brand/${brandId}.svg`;
}
export function catalogIconPath(catalogId: number): string {
  return `${IMAGE_PREFIX}/catalog/${catalogId}.svg`;
}

/** Escapes text for SVG content and attributes. */
export function escapeXml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

interface CatalogNode {
  id: number;
  name: string;
  level: number;
  parentId: number | null;
  top: (typeof CATALOG)[number];
  /** What its pictures show: from its own name (or its products' nouns), else its parent's glyph. */
  glyph: string;
  /**
   * The accent colour of its icon: the top category's, or another one when it shows its parent's glyph
   * (so that every subcategory's icon is its own).
   */
  colour: string;
}

/** Accent colours for a subcategory that shows its parent's glyph. */
const VARIANT_COLOURS = ['#2f6fdb', '#d9822b', '#1f9d55', '#8e44ad', '#c0392b', '#16a085'] as const;

/**
 * The colour of a subcategory's icon: the top category's, unless its parent or an earlier sibling shows
 * the same glyph in it; then the first variant colour that tells them apart.
 */
function colourOf(glyph: string, parent: CatalogNode, siblings: readonly CatalogNode[]): string {
  const taken = (c: string) =>
    (parent.glyph === glyph && parent.colour === c) ||
    siblings.some((s) => s.glyph === glyph && s.colour === c);
  return [parent.top.fg, ...VARIANT_COLOURS].find((c) => !taken(c)) ?? parent.top.fg;
}

let nodes: Map<number, CatalogNode> | null = null;
function catalogNode(id: number): CatalogNode | undefined {
  if (!nodes) {
    const all = new Map<number, CatalogNode>();
    let n = 0;
    for (const top of CATALOG) {
      const topNode: CatalogNode = {
        id: ++n,
        name: top.name,
        level: 1,
        parentId: null,
        top,
        glyph: top.glyph,
        colour: top.fg,
      };
      all.set(n, topNode);
      const mids: CatalogNode[] = [];
      for (const mid of top.c) {
        const glyph = glyphOfName(mid.name) ?? top.glyph;
        const colour = colourOf(glyph, topNode, mids);
        const midNode: CatalogNode = {
          id: ++n,
          name: mid.name,
          level: 2,
          parentId: topNode.id,
          top,
          glyph,
          colour,
        };
        all.set(n, midNode);
        mids.push(midNode);
        const leaves: CatalogNode[] = [];
        for (const leaf of mid.c) {
          const own = glyphOfName(leaf.name) ?? glyphOfName(leaf.t.map((t) => t.n).join(' '));
          const leafGlyph = own ?? midNode.glyph;
          const leafNode: CatalogNode = {
            id: ++n,
            name: leaf.name,
            level: 3,
            parentId: midNode.id,
            top,
            glyph: leafGlyph,
            colour: colourOf(leafGlyph, midNode, leaves),
          };
          all.set(n, leafNode);
          leaves.push(leafNode);
        }
      }
    }
    nodes = all;
  }
  return nodes.get(id);
}

/** Every catalog of the demo catalog with what its pictures show (tests and tools). */
export function catalogPictures(): { id: number; name: string; parentId: number | null; glyph: string }[] {
  catalogNode(1);
  return [...nodes!.values()].map((n) => ({ id: n.id, name: n.name, parentId: n.parentId, glyph: n.glyph }));
}

/**
 * A glyph drawn in a 200×200 box, `c` the accent colour: a subcategory's (glyphs.ts) or a top
 * category's, wrapped in a group that names it.
 */
function glyph(kind: string, c: string): string {
  return `<g data-glyph="${kind}">${subGlyph(kind, c) ?? topGlyph(kind, c)}</g>`;
}

/** The glyphs of the top categories. */
function topGlyph(kind: string, c: string): string {
  const soft = `${c}33`;
  switch (kind) {
    case 'stapler':
      return `<rect x="20" y="130" width="160" height="30" rx="8" fill="${c}"/><path d="M30 125 L170 95 Q185 92 185 105 L185 118 L30 128 Z" fill="${c}" opacity=".8"/><rect x="40" y="112" width="120" height="8" rx="3" fill="${soft}"/>`;
    case 'glove':
      return `<path d="M60 180 L60 90 Q60 78 70 78 Q80 78 80 90 L80 60 Q80 48 90 48 Q100 48 100 60 L100 50 Q100 38 110 38 Q120 38 120 50 L120 62 Q120 52 130 52 Q140 52 140 64 L140 120 L160 95 Q170 85 178 95 L150 150 Q140 180 120 180 Z" fill="${c}"/><rect x="58" y="170" width="84" height="22" rx="6" fill="${soft}" stroke="${c}" stroke-width="3"/>`;
    case 'wrench':
      return `<g transform="rotate(-40 100 100)"><rect x="88" y="60" width="24" height="130" rx="10" fill="${c}"/><circle cx="100" cy="45" r="34" fill="${c}"/><rect x="90" y="5" width="20" height="38" fill="#fff"/></g>`;
    case 'breaker':
      return `<rect x="55" y="20" width="90" height="160" rx="10" fill="${c}"/><rect x="75" y="70" width="50" height="60" rx="6" fill="#fff" opacity=".9"/><rect x="88" y="78" width="24" height="28" rx="4" fill="${c}"/><circle cx="80" cy="40" r="7" fill="#fff" opacity=".8"/><circle cx="120" cy="40" r="7" fill="#fff" opacity=".8"/><circle cx="80" cy="160" r="7" fill="#fff" opacity=".8"/><circle cx="120" cy="160" r="7" fill="#fff" opacity=".8"/>`;
    case 'bolt':
      return `<polygon points="60,20 140,20 165,45 140,70 60,70 35,45" fill="${c}"/><rect x="80" y="70" width="40" height="115" fill="${c}" opacity=".85"/>${[
        0, 1, 2, 3, 4, 5, 6,
      ]
        .map(
          (i) =>
            `<line x1="78" y1="${82 + i * 15}" x2="122" y2="${90 + i * 15}" stroke="#fff" stroke-width="3" opacity=".7"/>`,
        )
        .join('')}`;
    case 'spray':
      return `<rect x="60" y="75" width="80" height="115" rx="18" fill="${c}"/><rect x="80" y="45" width="40" height="32" fill="${c}" opacity=".8"/><path d="M80 45 L80 25 L150 25 L150 40 L120 45 Z" fill="${c}"/><rect x="72" y="110" width="56" height="40" rx="6" fill="#fff" opacity=".85"/>`;
    case 'extinguisher':
      return `<rect x="65" y="55" width="70" height="135" rx="30" fill="${c}"/><rect x="88" y="30" width="24" height="28" fill="#555"/><path d="M112 38 L150 38 Q165 40 160 70 L155 110" stroke="#555" stroke-width="6" fill="none"/><rect x="75" y="100" width="50" height="45" rx="4" fill="#fff" opacity=".9"/>`;
    case 'gauge':
      return `<circle cx="100" cy="100" r="80" fill="#fff" stroke="${c}" stroke-width="12"/>${[
        0, 1, 2, 3, 4, 5, 6, 7, 8,
      ]
        .map((i) => {
          const a = (-210 + i * 30) * (Math.PI / 180);
          return `<line x1="${100 + 60 * Math.cos(a)}" y1="${100 + 60 * Math.sin(a)}" x2="${100 + 70 * Math.cos(a)}" y2="${100 + 70 * Math.sin(a)}" stroke="${c}" stroke-width="4"/>`;
        })
        .join(
          '',
        )}<line x1="100" y1="100" x2="145" y2="65" stroke="${c}" stroke-width="6" stroke-linecap="round"/><circle cx="100" cy="100" r="9" fill="${c}"/>`;
    case 'bearing':
      return `<circle cx="100" cy="100" r="85" fill="${c}"/><circle cx="100" cy="100" r="62" fill="#fff"/>${Array.from(
        { length: 10 },
        (_, i) => {
          const a = (i * 36 * Math.PI) / 180;
          return `<circle cx="${100 + 52 * Math.cos(a)}" cy="${100 + 52 * Math.sin(a)}" r="10" fill="${c}" opacity=".8"/>`;
        },
      ).join(
        '',
      )}<circle cx="100" cy="100" r="40" fill="${c}"/><circle cx="100" cy="100" r="26" fill="#fff"/>`;
    case 'can':
      return `<rect x="50" y="45" width="100" height="145" rx="10" fill="${c}"/><rect x="60" y="25" width="30" height="22" rx="3" fill="${c}" opacity=".8"/><rect x="60" y="90" width="80" height="60" rx="6" fill="#fff" opacity=".9"/><polygon points="100,100 115,135 85,135" fill="${c}"/>`;
    case 'box':
      return `<polygon points="100,30 180,70 100,110 20,70" fill="${c}" opacity=".7"/><polygon points="20,70 100,110 100,190 20,150" fill="${c}"/><polygon points="180,70 100,110 100,190 180,150" fill="${c}" opacity=".85"/><polygon points="60,50 140,90 140,110 60,70" fill="#fff" opacity=".5"/>`;
    case 'printer':
      return `<rect x="55" y="20" width="90" height="50" fill="#fff" stroke="${c}" stroke-width="4"/><rect x="20" y="65" width="160" height="80" rx="12" fill="${c}"/><rect x="50" y="125" width="100" height="60" fill="#fff" stroke="${c}" stroke-width="4"/><line x1="65" y1="145" x2="135" y2="145" stroke="${c}" stroke-width="3"/><line x1="65" y1="162" x2="120" y2="162" stroke="${c}" stroke-width="3"/><circle cx="155" cy="90" r="6" fill="#fff"/>`;
    case 'bulb':
      return `<circle cx="100" cy="80" r="62" fill="${c}"/><path d="M70 125 L130 125 L122 150 L78 150 Z" fill="${c}" opacity=".85"/><rect x="76" y="150" width="48" height="32" rx="5" fill="#777"/><path d="M85 90 Q100 60 115 90" stroke="#fff" stroke-width="5" fill="none"/>`;
    case 'welder':
      return `<rect x="30" y="60" width="140" height="110" rx="10" fill="${c}"/><circle cx="75" cy="115" r="22" fill="#fff"/><line x1="75" y1="115" x2="88" y2="100" stroke="${c}" stroke-width="5"/><rect x="115" y="95" width="40" height="12" rx="3" fill="#fff"/><rect x="115" y="120" width="40" height="12" rx="3" fill="#fff"/><rect x="70" y="35" width="60" height="25" rx="6" fill="${c}" opacity=".8"/>`;
    case 'cart':
      return `<rect x="30" y="120" width="140" height="18" rx="4" fill="${c}"/><rect x="150" y="30" width="14" height="100" rx="6" fill="${c}"/><rect x="140" y="25" width="40" height="12" rx="6" fill="${c}"/><circle cx="55" cy="160" r="18" fill="#555"/><circle cx="145" cy="160" r="18" fill="#555"/><rect x="45" y="80" width="80" height="40" fill="${c}" opacity=".5"/>`;
    default:
      return `<rect x="30" y="30" width="140" height="140" rx="20" fill="${c}"/>`;
  }
}

const VIEWS = [
  { label: '', transform: 'translate(100 80)', bgAngle: 0 },
  { label: '侧面', transform: 'translate(300 80) scale(-1 1)', bgAngle: 1 },
  { label: '包装', transform: 'translate(130 110) scale(0.7)', bgAngle: 2 },
  { label: '细节', transform: 'translate(60 30) scale(1.4)', bgAngle: 3 },
];

/**
 * A ruler under the goods, as in a catalog's product shots: a tick every 8 px, a longer one every 40.
 * It also keeps the picture's data above 0.05 bits per displayed pixel on a phone's full width: Chrome
 * does not count pictures below that as the page's largest content (LCP), as it takes them for
 * placeholders.
 */
const RULER = `<path d="${Array.from({ length: 41 }, (_, i) => `M${40 + i * 8} 396v-${i % 5 ? 4 : 9}`).join('')}" stroke="#b9bec8" stroke-width="1.2"/>`;

function fitText(s: string, max: number): string {
  return [...s].length > max ? [...s].slice(0, max - 1).join('') + '…' : s;
}

/** The SVG of one product image, or null when the path names an unknown category or brand. */
export function goodsImageSvg(
  leafId: number,
  brandId: number,
  view: number,
  modelB64: string,
): string | null {
  const node = catalogNode(leafId);
  const brand = brandById(brandId);
  const v = VIEWS[view];
  if (!node || !brand || !v) return null;
  let model: string;
  try {
    model = Buffer.from(modelB64, 'base64url').toString('utf8');
  } catch {
    return null;
  }
  if (!model || model.length > 80 || model.includes('\uFFFD')) return null;
  const { top } = node;
  const x2 = v.bgAngle % 2 ? '0' : '1';
  const box =
    view === 2
      ? `<rect x="90" y="70" width="220" height="230" rx="10" fill="#fff" stroke="${top.fg}" stroke-width="3" opacity=".9"/><text x="200" y="292" font-size="14" text-anchor="middle" fill="${top.fg}">${escapeXml(fitText(node.name, 12))}</text>`
      : '';
  const label = v.label || fitText(node.name, 12);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" font-family="${FONT}">
<title>${escapeXml(`${brand.cn} ${model}`)}</title>
<desc>${escapeXml(`${top.name} › ${node.name} · ${v.label || '正面'}`)}</desc>
<defs><linearGradient id="bg" x1="0" y1="0" x2="${x2}" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${top.bg}"/></linearGradient></defs>
<rect width="400" height="400" fill="url(#bg)"/>
<ellipse cx="200" cy="300" rx="120" ry="14" fill="#000" opacity=".06"/>${box}
<g transform="${v.transform}">${glyph(node.glyph, top.fg)}</g>
<text x="24" y="40" font-size="24" font-weight="700" fill="${escapeXml(brand.color)}">${escapeXml(fitText(brand.cn, 10))}</text>
${brand.en !== brand.cn ? `<text x="24" y="62" font-size="13" fill="#8a8f99">${escapeXml(fitText(brand.en, 24))}</text>` : ''}
<text x="376" y="40" font-size="13" text-anchor="end" fill="#8a8f99">${escapeXml(label)}</text>
<rect x="60" y="330" width="280" height="40" rx="20" fill="#fff" stroke="${top.fg}" stroke-opacity=".35"/>
<text x="200" y="357" font-size="19" text-anchor="middle" fill="#333">${escapeXml(fitText(model, 26))}</text>
${RULER}
</svg>`;
}

export function brandLogoSvg(brandId: number): string | null {
  const brand = brandById(brandId);
  if (!brand) return null;
  const cn = escapeXml(fitText(brand.cn, 8));
  const en = brand.en !== brand.cn ? escapeXml(fitText(brand.en, 20)) : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 120" width="240" height="120" font-family="${FONT}">
<rect width="240" height="120" rx="10" fill="#fff"/>
<rect x="12" y="12" width="216" height="96" rx="8" fill="none" stroke="${escapeXml(brand.color)}" stroke-width="3"/>
<text x="120" y="${en ? 62 : 72}" font-size="${[...brand.cn].length > 4 ? 26 : 34}" font-weight="800" text-anchor="middle" fill="${escapeXml(brand.color)}">${cn}</text>
${en ? `<text x="120" y="92" font-size="15" text-anchor="middle" fill="#555">${en}</text>` : ''}
</svg>`;
}

/**
 * A catalog's icon: the glyph of the category itself (a helmet for 安全帽, not the glove of 劳保用品);
 * a subcategory that shows its parent's glyph takes another accent colour.
 */
export function catalogIconSvg(catalogId: number): string | null {
  const node = catalogNode(catalogId);
  if (!node) return null;
  const { top } = node;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="64" height="64">
<rect width="200" height="200" rx="40" fill="${top.bg}"/>
<g transform="translate(30 30) scale(0.7)">${glyph(node.glyph, node.colour)}</g>
</svg>`;
}
