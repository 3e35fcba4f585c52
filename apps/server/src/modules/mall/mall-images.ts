/**
 * SVG images of the mall content, drawn from the rows they illustrate (a banner's title and subtitle,
 * an organization's name): banners and organization branding need no stored image files and nothing
 * is fetched from the network.
 */

const FONT = `'Noto Sans CJK SC','Source Han Sans SC','PingFang SC','Microsoft YaHei',sans-serif`;

function esc(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

const PALETTES = [
  { from: '#0b3d91', to: '#1e6fd9', accent: '#ffb400' },
  { from: '#c2410c', to: '#f97316', accent: '#fde047' },
  { from: '#a30f1a', to: '#e1251b', accent: '#ffd34d' },
  { from: '#065f63', to: '#0e9f8e', accent: '#facc15' },
  { from: '#312e81', to: '#4f46e5', accent: '#fbbf24' },
] as const;

/** Line art in the right half of a banner, one motif per palette slot. */
const MOTIFS: ((c: string) => string)[] = [
  // gear and wrench
  (c) => {
    const teeth = Array.from(
      { length: 10 },
      (_, i) =>
        `<rect x="-14" y="-118" width="28" height="40" rx="4" transform="rotate(${i * 36})" fill="${c}"/>`,
    ).join('');
    return `<g transform="translate(960 190)" opacity="0.9">${teeth}<circle r="88" fill="${c}"/><circle r="38" fill="rgba(0,0,0,0.25)"/></g>
<mask id="jaw"><rect x="-80" y="-80" width="320" height="160" fill="#fff"/><rect x="-80" y="-15" width="58" height="30" fill="#000"/></mask>
<g transform="translate(835 300) rotate(-38)" fill="#fff" opacity="0.95" mask="url(#jaw)"><circle r="42"/><rect x="0" y="-15" width="200" height="30" rx="15"/></g>`;
  },
  // safety helmet
  (c) =>
    `<g transform="translate(920 250)"><path d="M-150 20a150 140 0 0 1 300 0z" fill="${c}"/><rect x="-175" y="14" width="350" height="30" rx="15" fill="#fff" opacity="0.95"/><rect x="-22" y="-125" width="44" height="130" rx="18" fill="#fff" opacity="0.35"/></g>`,
  // toolbox
  (c) =>
    `<g transform="translate(920 230)"><rect x="-170" y="-60" width="340" height="170" rx="16" fill="${c}"/><rect x="-170" y="-10" width="340" height="18" fill="rgba(0,0,0,0.22)"/><path d="M-70 -60v-40h140v40" fill="none" stroke="#fff" stroke-width="18" stroke-linecap="round"/><rect x="-28" y="-22" width="56" height="40" rx="6" fill="#fff"/></g>`,
  // lightning and plug
  (c) =>
    `<g transform="translate(920 210)"><circle r="150" fill="rgba(255,255,255,0.12)"/><polygon points="-30,-130 70,-130 10,-20 80,-20 -60,140 -10,10 -80,10" fill="${c}"/></g>`,
  // documents and pen
  (c) =>
    `<g transform="translate(910 220)"><rect x="-150" y="-120" width="220" height="280" rx="12" fill="#fff" opacity="0.3" transform="rotate(-8)"/><rect x="-120" y="-130" width="220" height="280" rx="12" fill="#fff"/><g fill="${c}"><rect x="-90" y="-90" width="160" height="14" rx="7"/><rect x="-90" y="-50" width="120" height="14" rx="7"/><rect x="-90" y="-10" width="150" height="14" rx="7"/><rect x="-90" y="30" width="100" height="14" rx="7"/></g><rect x="110" y="-150" width="28" height="230" rx="8" fill="${c}" transform="rotate(18)"/></g>`,
];

export function bannerSvg(b: { id: string; title: string; subtitle: string }): string {
  const slot = (Number(b.id) - 1 + PALETTES.length) % PALETTES.length;
  const p = PALETTES[slot]!;
  const motif = MOTIFS[slot]!(p.accent);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400" preserveAspectRatio="xMidYMid slice" role="img" aria-label="${esc(b.title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#g)"/>
<circle cx="1120" cy="-40" r="260" fill="#fff" opacity="0.06"/><circle cx="640" cy="460" r="200" fill="#fff" opacity="0.05"/>
<path d="M0 340L1200 260V400H0z" fill="rgba(0,0,0,0.12)"/>
${motif}
<text x="96" y="170" font-family="${FONT}" font-size="62" font-weight="700" fill="#fff">${esc(b.title)}</text>
<text x="98" y="226" font-family="${FONT}" font-size="26" fill="#fff" fill-opacity="0.9">${esc(b.subtitle)}</text>
<rect x="98" y="264" width="176" height="52" rx="26" fill="${p.accent}"/>
<text x="186" y="298" font-family="${FONT}" font-size="22" font-weight="700" fill="${p.from}" text-anchor="middle">立即选购 ›</text>
</svg>`;
}

/** 有限公司 and the like say nothing in a logo. */
export function shortOrgName(name: string, shortName: string | null): string {
  if (shortName) return shortName;
  return name.replace(/(股份)?有限(责任)?公司$/, '') || name;
}

function colorOf(seed: string): string {
  let h = 0;
  for (const ch of seed) h = (h * 31 + ch.codePointAt(0)!) % 360;
  return `hsl(${h} 62% 38%)`;
}

export function orgLogoSvg(o: { id: string; name: string }): string {
  const color = o.id === '' ? '#e1251b' : colorOf(o.name);
  const mark = [...o.name][0] ?? '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 280 80" width="280" height="80" role="img" aria-label="${esc(o.name)}">
<rect x="6" y="8" width="64" height="64" rx="14" fill="${color}"/>
<text x="38" y="54" font-family="${FONT}" font-size="38" font-weight="700" fill="#fff" text-anchor="middle">${esc(mark)}</text>
<text x="84" y="52" font-family="${FONT}" font-size="${o.name.length > 8 ? 20 : 28}" font-weight="700" fill="#1f2937">${esc(o.name)}</text>
</svg>`;
}

export function orgBannerSvg(o: { id: string; name: string; tagline: string }): string {
  const color = colorOf(o.name);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 160" width="1200" height="160" preserveAspectRatio="xMidYMid slice" role="img" aria-label="${esc(o.name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#111827"/></linearGradient></defs>
<rect width="1200" height="160" fill="url(#g)"/>
<circle cx="1100" cy="20" r="140" fill="#fff" opacity="0.07"/>
<text x="60" y="78" font-family="${FONT}" font-size="40" font-weight="700" fill="#fff">${esc(o.name)}</text>
<text x="62" y="118" font-family="${FONT}" font-size="20" fill="#fff" fill-opacity="0.85">${esc(o.tagline)}</text>
</svg>`;
}
