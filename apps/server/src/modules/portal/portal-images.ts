/**
 * The pictures of a customer story, drawn from its row (nothing stored, nothing fetched): a logo with the
 * customer's initials, a cover with its industry's shapes, name and region, and a chart of its figures.
 * Served as SVG, or as WebP at a width through the shared picture raster (plugins/pictures.ts).
 */
import { escapeXml as esc, FONT } from '../../db/seed/catalog/images';

export interface StoryForPicture {
  id: string;
  customer_name: string;
  short_name: string;
  industry: string;
  region: string;
  headline: string;
  figures: { value: string; unit: string; label: string }[];
}

const PALETTES = [
  { from: '#0b3d91', to: '#1e6fd9', accent: '#ffb400' },
  { from: '#065f63', to: '#0e9f8e', accent: '#facc15' },
  { from: '#7c2d12', to: '#ea580c', accent: '#fde68a' },
  { from: '#312e81', to: '#6366f1', accent: '#fbbf24' },
  { from: '#14532d', to: '#16a34a', accent: '#fef08a' },
  { from: '#7f1d1d', to: '#dc2626', accent: '#fed7aa' },
] as const;

function paletteOf(id: string) {
  return PALETTES[(Number(id) - 1 + PALETTES.length * 1000) % PALETTES.length]!;
}

/** Line art of an industry, drawn around (0,0) within about 160 units. */
const INDUSTRY_SHAPES: Record<string, (c: string) => string> = {
  机械制造: (c) =>
    `${Array.from({ length: 10 }, (_, i) => `<rect x="-14" y="-120" width="28" height="42" rx="4" transform="rotate(${i * 36})" fill="${c}"/>`).join('')}<circle r="90" fill="${c}"/><circle r="36" fill="rgba(0,0,0,0.25)"/>`,
  汽车零部件: (c) =>
    `<circle r="120" fill="none" stroke="${c}" stroke-width="30"/><circle r="30" fill="${c}"/>${Array.from({ length: 5 }, (_, i) => `<rect x="-9" y="-110" width="18" height="85" rx="6" transform="rotate(${i * 72})" fill="${c}"/>`).join('')}`,
  电子电器: (c) =>
    `<rect x="-85" y="-85" width="170" height="170" rx="14" fill="${c}"/><rect x="-45" y="-45" width="90" height="90" rx="6" fill="rgba(0,0,0,0.25)"/>${[-60, -20, 20, 60].map((v) => `<rect x="${v - 6}" y="-125" width="12" height="36" fill="${c}"/><rect x="${v - 6}" y="89" width="12" height="36" fill="${c}"/><rect x="-125" y="${v - 6}" width="36" height="12" fill="${c}"/><rect x="89" y="${v - 6}" width="36" height="12" fill="${c}"/>`).join('')}`,
  化工: (c) =>
    `<path d="M-40 -130h80v20h-14v60l80 130a20 20 0 0 1-17 30h-138a20 20 0 0 1-17-30l80-130v-60h-14z" fill="${c}"/><path d="M-64 40h128l30 50h-188z" fill="rgba(0,0,0,0.22)"/><circle cx="-10" cy="60" r="10" fill="#fff" opacity="0.7"/>`,
  能源电力: (c) =>
    `<circle r="140" fill="rgba(255,255,255,0.12)"/><polygon points="-30,-130 70,-130 10,-20 80,-20 -60,140 -10,10 -80,10" fill="${c}"/>`,
  建筑工程: (c) =>
    `<rect x="-120" y="-130" width="24" height="260" fill="${c}"/><rect x="-130" y="-130" width="260" height="22" fill="${c}"/><line x1="90" y1="-108" x2="90" y2="10" stroke="${c}" stroke-width="6"/><rect x="60" y="10" width="60" height="44" fill="${c}"/><rect x="-60" y="40" width="100" height="90" fill="${c}" opacity="0.7"/>`,
  食品饮料: (c) =>
    `<rect x="-60" y="-110" width="120" height="230" rx="26" fill="${c}"/><rect x="-28" y="-140" width="56" height="36" rx="8" fill="${c}"/><rect x="-60" y="-20" width="120" height="60" fill="rgba(0,0,0,0.2)"/>`,
  物流仓储: (c) =>
    `<rect x="-150" y="-70" width="190" height="130" rx="8" fill="${c}"/><path d="M40 -30h60l50 50v40h-110z" fill="${c}"/><circle cx="-100" cy="70" r="26" fill="#fff"/><circle cx="100" cy="70" r="26" fill="#fff"/>`,
  冶金矿业: (c) =>
    `<path d="M-150 110l90-170 60 90 40-60 110 140z" fill="${c}"/><path d="M-60 110l40-60 40 60z" fill="rgba(0,0,0,0.22)"/>`,
  医药: (c) =>
    `<rect x="-40" y="-130" width="80" height="260" rx="14" fill="${c}"/><rect x="-130" y="-40" width="260" height="80" rx="14" fill="${c}"/>`,
};

function shapeOf(industry: string, color: string): string {
  return (INDUSTRY_SHAPES[industry] ?? INDUSTRY_SHAPES['机械制造']!)(color);
}

/** The first two characters of the short name (两个汉字 or two latin letters). */
export function initialsOf(shortName: string): string {
  return [...shortName.trim()].slice(0, 2).join('');
}

export function storyLogoSvg(s: StoryForPicture): string {
  const p = paletteOf(s.id);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240" role="img" aria-label="${esc(s.customer_name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>
<rect width="240" height="240" rx="48" fill="url(#g)"/>
<g transform="translate(190 190) scale(0.28)" opacity="0.35">${shapeOf(s.industry, '#fff')}</g>
<text x="120" y="146" text-anchor="middle" font-family="${FONT}" font-size="80" font-weight="700" fill="#fff">${esc(initialsOf(s.short_name))}</text>
</svg>`;
}

export function storyCoverSvg(s: StoryForPicture): string {
  const p = paletteOf(s.id);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 600" width="1200" height="600" preserveAspectRatio="xMidYMid slice" role="img" aria-label="${esc(s.customer_name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>
<rect width="1200" height="600" fill="url(#g)"/>
<circle cx="1080" cy="-60" r="320" fill="#fff" opacity="0.06"/><circle cx="520" cy="700" r="260" fill="#fff" opacity="0.05"/>
<path d="M0 500L1200 420V600H0z" fill="rgba(0,0,0,0.12)"/>
<g transform="translate(930 290)">${shapeOf(s.industry, p.accent)}</g>
<g transform="translate(80 110) scale(0.5)"><rect width="240" height="240" rx="48" fill="#fff" opacity="0.16"/></g>
<text x="140" y="185" text-anchor="middle" font-family="${FONT}" font-size="48" font-weight="700" fill="#fff">${esc(initialsOf(s.short_name))}</text>
<text x="80" y="310" font-family="${FONT}" font-size="52" font-weight="700" fill="#fff">${esc(s.short_name)}</text>
<text x="82" y="370" font-family="${FONT}" font-size="28" fill="#fff" fill-opacity="0.9">${esc(s.industry)} · ${esc(s.region)}</text>
<rect x="82" y="410" width="150" height="8" rx="4" fill="${p.accent}"/>
</svg>`;
}

/** The figures side by side: a ring per figure (a percentage fills its share, any other figure the whole ring). */
export function storyChartSvg(s: StoryForPicture): string {
  const p = paletteOf(s.id);
  const figures = s.figures.slice(0, 4);
  const n = Math.max(figures.length, 1);
  const slot = 1200 / n;
  const r = 110;
  const circumference = 2 * Math.PI * r;
  const parts = figures
    .map((f, i) => {
      const cx = slot * i + slot / 2;
      const share = f.unit === '%' ? Math.min(Number(f.value), 100) / 100 : 1;
      const dash = (circumference * share).toFixed(1);
      return `<g transform="translate(${cx.toFixed(1)} 270)">
<circle r="${r}" fill="none" stroke="${p.from}" stroke-opacity="0.12" stroke-width="26"/>
<circle r="${r}" fill="none" stroke="${p.to}" stroke-width="26" stroke-linecap="round" stroke-dasharray="${dash} ${circumference.toFixed(1)}" transform="rotate(-90)"/>
<text y="14" text-anchor="middle" font-family="${FONT}" font-size="52" font-weight="700" fill="${p.from}">${esc(f.value)}<tspan font-size="28">${esc(f.unit)}</tspan></text>
<text y="${r + 80}" text-anchor="middle" font-family="${FONT}" font-size="30" fill="#333">${esc(f.label)}</text>
</g>`;
    })
    .join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 600" width="1200" height="600" role="img" aria-label="${esc(s.short_name)} 的成效数据">
<rect width="1200" height="600" fill="#f7f9fc"/>
<rect width="1200" height="10" fill="${p.accent}"/>
${parts}
</svg>`;
}
