/** Stock for the delivery area as a phone list or detail shows it. */
export function stockLabel(stock: number): { text: string; tone: 'ok' | 'low' | 'out' } {
  if (!Number.isFinite(stock) || stock <= 0) return { text: '无货', tone: 'out' };
  if (stock < 10) return { text: `仅剩${Math.floor(stock)}`, tone: 'low' };
  return { text: '有货', tone: 'ok' };
}
