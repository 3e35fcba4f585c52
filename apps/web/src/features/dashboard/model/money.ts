/** Money on the dashboard: integer fen shown as yuan (the contract's formatter); short labels for axes. */
import { formatFen, formatThousands } from '@pm/contract/format';

export { formatFen };

function short(n: number): string {
  const fixed = n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2);
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}

/** An axis label in yuan: ¥8,500 · ¥12.5万 · ¥3.2亿. */
export function compactYuan(fen: number): string {
  const yuan = Math.abs(fen) / 100;
  const sign = fen < 0 ? '-' : '';
  if (yuan >= 1e8) return `${sign}¥${short(yuan / 1e8)}亿`;
  if (yuan >= 1e4) return `${sign}¥${short(yuan / 1e4)}万`;
  return `${sign}¥${formatThousands(Math.round(yuan))}`;
}
