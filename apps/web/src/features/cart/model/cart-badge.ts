/** The cart badge of the mobile tab bars: the number of cart lines, none when empty, 99+ above 99. */
export function cartBadgeText(count: number | null | undefined): string | undefined {
  if (typeof count !== 'number' || !Number.isFinite(count) || count < 1) return undefined;
  return count > 99 ? '99+' : String(Math.floor(count));
}
