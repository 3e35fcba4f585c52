/** Keeps what is typed into an amount box to digits and one point with two decimals at most. */
export function cleanAmountText(text: string): string {
  const t = text.replace(/[^\d.]/g, '');
  const dot = t.indexOf('.');
  if (dot < 0) return t.slice(0, 13);
  return `${t.slice(0, dot).slice(0, 13)}.${t
    .slice(dot + 1)
    .replace(/\./g, '')
    .slice(0, 2)}`;
}
