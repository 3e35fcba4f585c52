/**
 * Rules of the cart screens without UI, as the desktop and phone carts apply them: which lines can be
 * chosen, the state of a group's or the whole cart's check box, what goes to settlement and the words
 * under a line (price change, stock, freight). Quantities follow `@pm/contract/quantity`; what settles
 * is `isSettleable` of `@pm/contract/cart`.
 */
import { isSettleable, type CartGroup, type CartLine, type CartView } from '@pm/contract/cart';
import { formatFen } from '@pm/contract/format';

export interface CheckState {
  checked: boolean;
  indeterminate: boolean;
  /** Nothing to (de)select. */
  disabled: boolean;
}

export function cartLines(view: Pick<CartView, 'groups'>): CartLine[] {
  return view.groups.flatMap((g) => g.lines);
}

/** Lines a check box may touch: settleable ones, and chosen ones (so that they can be unchosen). */
export function selectableIds(lines: readonly CartLine[]): string[] {
  return lines.filter((l) => l.state === 'ok' || l.selected).map((l) => l.id);
}

/** The check box of a group or of 全选: checked when every settleable line is chosen. */
export function checkState(lines: readonly CartLine[]): CheckState {
  const some = lines.some((l) => l.selected);
  const all = lines.length > 0 && lines.every((l) => l.selected || l.state !== 'ok');
  return {
    checked: all && some,
    indeterminate: some && !all,
    disabled: selectableIds(lines).length === 0,
  };
}

/** The chosen lines settlement takes (chosen and settleable). */
export function settleableIds(view: Pick<CartView, 'groups'>): string[] {
  return cartLines(view)
    .filter(isSettleable)
    .map((l) => l.id);
}

/** How many kinds of goods 去结算 takes: the chosen lines less the chosen ones that cannot be settled. */
export function settleableCount(view: Pick<CartView, 'selectedCount' | 'blockedCount'>): number {
  return view.selectedCount - view.blockedCount;
}

/** Lines that cannot be settled (delisted, limited, short of stock, quantity rule): 清除失效商品. */
export function blockedIds(view: Pick<CartView, 'groups'>): string[] {
  return cartLines(view)
    .filter((l) => l.state !== 'ok')
    .map((l) => l.id);
}

export interface LineNote {
  text: string;
  tone: 'up' | 'down' | 'quote';
}

/** How the price moved since the line was added, or the quote it holds; null when nothing to say. */
export function priceNote(line: Pick<CartLine, 'quote' | 'price' | 'priceChange'>): LineNote | null {
  if (line.quote && line.price === line.quote.price) {
    return { text: `报价有效至 ${line.quote.expiresAt.slice(0, 10)}`, tone: 'quote' };
  }
  if (line.priceChange === 0) return null;
  const down = line.priceChange < 0;
  return {
    text: `比加入时${down ? '降' : '涨'}${formatFen(Math.abs(line.priceChange))}`,
    tone: down ? 'down' : 'up',
  };
}

/** Why a line cannot be settled, or its stock and delivery. */
export function stockNote(line: Pick<CartLine, 'state' | 'stateText' | 'goods' | 'deliveryDays'>): string {
  if (line.state !== 'ok') return line.stateText;
  if (line.goods.stock < 10) return `库存紧张，仅剩${line.goods.stock}${line.goods.unit}`;
  return line.deliveryDays !== null ? `现货，预计 ${line.deliveryDays} 天送达` : '现货';
}

/** 运费 ¥12.00，再买 ¥30.00 可免运费 / 免运费 / '' (nothing chosen). */
export function freightText(group: Pick<CartGroup, 'selectedCount' | 'freight'>): string {
  if (group.selectedCount === 0) return '';
  if (group.freight.fee === 0) return '免运费';
  const more = group.freight.toFree > 0 ? `，再买 ${formatFen(group.freight.toFree)} 可免运费` : '';
  return `运费 ${formatFen(group.freight.fee)}${more}`;
}
