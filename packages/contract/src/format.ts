import { NUMBER_FORMAT } from './constants';

function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** Thousands grouping with commas: 1234567.8 → "1,234,567.8". Keeps the given decimals when asked. */
export function formatThousands(value: number | string | null | undefined, decimals?: number): string {
  const n = toNumber(value);
  if (n === null) return '';
  const fixed = decimals === undefined ? String(n) : n.toFixed(decimals);
  const negative = fixed.startsWith('-');
  const [int = '0', frac] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return (negative ? '-' : '') + grouped + (frac !== undefined ? `.${frac}` : '');
}

/** Ten-thousand display: divides by 10,000 with 4 decimals: 123456 → "12.3456". */
export function formatWan(value: number | string | null | undefined): string {
  const n = toNumber(value);
  if (n === null) return '';
  return (n / NUMBER_FORMAT.wanDivisor).toFixed(NUMBER_FORMAT.wanDecimals);
}

/** Percent with 2 decimals by default: 0.12345 → "12.35%". */
export function formatPercent(
  ratio: number | string | null | undefined,
  decimals: number = NUMBER_FORMAT.percentDecimals,
): string {
  const n = toNumber(ratio);
  if (n === null) return '';
  return `${(n * 100).toFixed(decimals)}%`;
}

/** Money is integer fen; shown as yuan with two decimals and thousands grouping: 123456 → "¥1,234.56". */
export function formatFen(fen: number | null | undefined, symbol = '¥'): string {
  if (fen === null || fen === undefined || !Number.isFinite(fen)) return '';
  const negative = fen < 0;
  const abs = Math.abs(Math.trunc(fen));
  const yuan = Math.floor(abs / 100);
  const cents = String(abs % 100).padStart(2, '0');
  return `${negative ? '-' : ''}${symbol}${formatThousands(yuan)}.${cents}`;
}
