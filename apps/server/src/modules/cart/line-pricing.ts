import {
  CART_LINE_STATE_LABELS,
  type CartGroup,
  type CartLine,
  type CartLineState,
  type CartView,
  isSettleable,
} from '@pm/contract/cart';
import { lineMoneyProblem } from '@pm/contract/money';
import { quantityProblem } from '@pm/contract/quantity';
import type { Executor } from '../../db/database';
import { cardOf } from '../goods/goods-card.repo';
import { pickFreight } from '../goods-detail/goods-detail.service';
import type { GoodsFactsRow, PricingRepo } from './pricing.repo';

/** One line to price: its goods' facts and what the line says (quantity, unit price in effect). */
export interface LineToPrice {
  facts: GoodsFactsRow;
  id: string;
  num: number;
  selected: boolean;
  /** The unit price the line is settled at, fen (a valid quote's, an agreed one, else the goods'). */
  price: number;
  /** The unit price when the line was added (fen); the line shows the difference. */
  addedPrice: number;
  quote: CartLine['quote'];
  addedAt: Date;
  /** The plan line a cart line was added from (the cart's list shows it). */
  plan?: CartLine['plan'];
}

/**
 * Prices lines for a delivery division, as the cart list shows them and checkout settles them (one rule,
 * so the cart and the checkout never price differently): each line's state (delisted, limited in the
 * area, quantity, over a money cap, understock), amount and delivery days, grouped per supplier with
 * the selected subtotal and the freight (each template charges once per group unless its goods reach
 * its free threshold). Reads the freight templates; the rest is computed.
 */
export async function priceLines(
  pricing: PricingRepo,
  db: Executor,
  lines: readonly LineToPrice[],
  divisionCode: string | undefined,
  chain: readonly string[],
): Promise<CartView> {
  const templateIds = [
    ...new Set(lines.flatMap((l) => (l.facts.freight_template_id ? [l.facts.freight_template_id] : []))),
  ];
  const templates = new Map(
    (await pricing.freightTemplates(db, templateIds, chain)).map((t) => [t.id, pickFreight(t, chain)]),
  );

  const groups = new Map<string, CartGroup & { byTemplate: Map<string, number> }>();
  let quantity = 0;
  for (const l of lines) {
    const row = l.facts;
    const goods = cardOf(row);
    const price = l.price;
    // Within the caps price × num is far inside the safe integers; a line over them (its price rose
    // after it was added) is not settled, so no sum ever holds it.
    const overLimit = lineMoneyProblem(price, l.num) !== null;
    const product = price * l.num;
    let state: CartLineState = 'ok';
    if (row.status !== 'on') state = 'delisted';
    else if (row.limited) state = 'areaLimited';
    else if (quantityProblem(l.num, goods) !== null) state = 'quantity';
    else if (overLimit) state = 'overLimit';
    else if (goods.stock < l.num) state = 'understock';
    const line: CartLine = {
      id: l.id,
      goodsId: goods.id,
      num: l.num,
      selected: l.selected,
      goods,
      price,
      addedPrice: l.addedPrice,
      priceChange: price - l.addedPrice,
      quote: l.quote,
      amount: Number.isSafeInteger(product) ? product : 0,
      state,
      stateText: state === 'ok' ? '' : CART_LINE_STATE_LABELS[state],
      deliveryDays: state === 'delisted' || state === 'areaLimited' ? null : row.delivery_days,
      addedAt: l.addedAt.toISOString(),
      ...(l.plan !== undefined ? { plan: l.plan } : {}),
    };
    quantity += l.num;
    let group = groups.get(goods.supplierId);
    if (!group) {
      group = {
        supplierId: goods.supplierId,
        supplierName: goods.supplierName,
        lines: [],
        selected: true,
        selectedCount: 0,
        subtotal: 0,
        freight: { fee: 0, toFree: 0 },
        byTemplate: new Map(),
      };
      groups.set(goods.supplierId, group);
    }
    group.lines.push(line);
    if (isSettleable(line)) {
      group.selectedCount++;
      group.subtotal += line.amount;
      const t = row.freight_template_id ?? '';
      group.byTemplate.set(t, (group.byTemplate.get(t) ?? 0) + line.amount);
    } else if (line.state === 'ok') {
      group.selected = false;
    }
  }

  const out: CartGroup[] = [];
  let selectedCount = 0;
  let selectedAmount = 0;
  let freight = 0;
  let blockedCount = 0;
  for (const { byTemplate, ...group } of groups.values()) {
    // Each freight template charges once per order, unless its goods reach its free threshold.
    let toFree = 0;
    let dearest = -1;
    for (const [templateId, amount] of byTemplate) {
      const rule = templates.get(templateId);
      if (!rule) continue;
      const free = rule.freeThreshold > 0 && amount >= rule.freeThreshold;
      if (free) continue;
      group.freight.fee += rule.fee;
      if (rule.freeThreshold > 0 && rule.fee > dearest) {
        dearest = rule.fee;
        toFree = rule.freeThreshold - amount;
      }
    }
    group.freight.toFree = toFree;
    if (group.selectedCount === 0 && !group.lines.some((l) => l.state === 'ok')) group.selected = false;
    selectedCount += group.lines.filter((l) => l.selected).length;
    blockedCount += group.lines.filter((l) => l.selected && l.state !== 'ok').length;
    selectedAmount += group.subtotal;
    freight += group.freight.fee;
    out.push(group);
  }
  return {
    divisionCode: divisionCode ?? null,
    groups: out,
    count: lines.length,
    quantity,
    selectedCount,
    selectedAmount,
    freight,
    total: selectedAmount + freight,
    blockedCount,
  };
}
