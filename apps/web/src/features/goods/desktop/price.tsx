import { formatFen } from '@pm/contract/format';

/** A price in fen as the mall shows it: ¥ and the cents small, the yuan large. */
export function Price({ fen, className = '' }: { fen: number; className?: string }) {
  const text = formatFen(fen, '');
  const dot = text.lastIndexOf('.');
  return (
    <span className={`pm-price ${className}`}>
      <small>¥</small>
      {dot < 0 ? text : text.slice(0, dot)}
      {dot >= 0 && <small>{text.slice(dot)}</small>}
    </span>
  );
}

/** Stock as a buyer reads it. */
export function stockText(stock: number): { text: string; tone: 'ok' | 'low' | 'out' } {
  if (stock <= 0) return { text: '暂时无货', tone: 'out' };
  if (stock < 10) return { text: `库存紧张，仅剩${stock}`, tone: 'low' };
  return { text: '现货', tone: 'ok' };
}
