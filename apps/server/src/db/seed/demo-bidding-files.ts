/**
 * The files the demo bidding events carry (db/seed/demo-bidding.ts): a one-page PDF specification of the
 * event (its title and items, in Chinese with the standard Adobe font STSong-Light, which PDF readers supply
 * without embedding) and a drawing of the part (SVG rendered as PNG with sharp). Both are uploaded through
 * the bid attachment service, so they pass the same rules (type by content, pictures cleaned of metadata)
 * and land in the same store as a user's uploads.
 */
import sharp from 'sharp';

export interface SpecItem {
  name: string;
  spec?: string;
  unit: string;
  quantity: number;
}

/** A PDF text string in UCS-2 (big-endian hex), the encoding of the UniGB-UCS2-H CMap. */
function ucs2(text: string): string {
  let hex = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    hex += (code > 0xffff ? 0x3f : code).toString(16).padStart(4, '0').toUpperCase();
  }
  return `<${hex}>`;
}

/** A one-page A4 PDF with the lines of the specification (each [size, text]). */
export function specificationPdf(title: string, items: readonly SpecItem[]): Buffer {
  const lines: [number, string][] = [
    [18, '采购技术规格书'],
    [12, `竞价：${title}`],
    [10, '本文件为演示数据。'],
    [10, ''],
    [12, '一、采购清单'],
    ...items.map((it, i): [number, string] => [
      10,
      `${i + 1}. ${it.name}${it.spec ? `（${it.spec}）` : ''}：${it.quantity} ${it.unit}`,
    ]),
    [10, ''],
    [12, '二、技术要求'],
    [10, '1. 产品须符合所列国家标准，随货提供合格证与材质证明。'],
    [10, '2. 表面处理均匀，无锈蚀、毛刺；包装注明规格、数量与批号。'],
    [10, '3. 交货时按批抽检，不合格批次由供应商负责退换。'],
    [10, ''],
    [12, '三、交付与结算'],
    [10, '1. 送货至采购单位指定地址，运费请在报价中单独列明。'],
    [10, '2. 结算方式：企业月结，开具增值税专用发票。'],
  ];
  let y = 800;
  const text: string[] = ['BT'];
  for (const [size, line] of lines) {
    y -= Math.round(size * 1.8);
    if (line) text.push(`/F1 ${size} Tf 1 0 0 1 56 ${y} Tm ${ucs2(line)} Tj`);
  }
  text.push('ET');
  const content = text.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 7 0 R >>',
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [5 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor 6 0 R /DW 1000 >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A drawing of a hexagon head bolt with its dimensions (PNG, 800×450). */
export async function partDrawingPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450">
  <rect width="800" height="450" fill="#f7f9fc"/>
  <g stroke="#1f3b57" stroke-width="3" fill="#dfe7f0">
    <polygon points="150,150 200,120 250,150 250,300 200,330 150,300"/>
    <rect x="250" y="185" width="420" height="80"/>
  </g>
  <g stroke="#1f3b57" stroke-width="1.5">
    ${Array.from({ length: 20 }, (_, i) => `<line x1="${430 + i * 12}" y1="185" x2="${436 + i * 12}" y2="265"/>`).join('')}
  </g>
  <g stroke="#c0392b" stroke-width="2" fill="none">
    <line x1="250" y1="360" x2="670" y2="360"/>
    <line x1="250" y1="345" x2="250" y2="375"/>
    <line x1="670" y1="345" x2="670" y2="375"/>
    <line x1="710" y1="185" x2="710" y2="265"/>
    <line x1="695" y1="185" x2="725" y2="185"/>
    <line x1="695" y1="265" x2="725" y2="265"/>
  </g>
  <g font-family="sans-serif" fill="#c0392b" font-size="26">
    <text x="430" y="400">50</text>
    <text x="730" y="235">M10</text>
  </g>
  <text x="150" y="70" font-family="sans-serif" font-size="30" fill="#1f3b57">M10 x 50  8.8  GB/T 5782</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
