/**
 * Rules of the order screens without UI: delivery dates of the confirm page, the steps of an order,
 * the list's date filter, the ship form's rules and the buy-again summary.
 */
import dayjs from 'dayjs';
import type { OrderBoughtAgain, OrderDetail, OrderPreview, OrderRecordStatus } from '@pm/contract/order';

/** 订单备注 at most (the contract's MAX_ORDER_REMARKS; the schema file is not loaded by pages). */
export const REMARKS_MAX = 200;

/**
 * The expected delivery day of one line of a supplier group. The server gives the group's latest day
 * (its clock, the address's area) and each line's days: a line `days` short of the slowest one arrives
 * that many days earlier. Null when the line or the group has no date.
 */
export function lineDeliveryDate(
  groupDate: string | null,
  lineDays: number | null,
  groupLineDays: (number | null)[],
): string | null {
  if (!groupDate || lineDays === null) return null;
  const known = groupLineDays.filter((d): d is number => d !== null);
  if (known.length === 0) return null;
  const slowest = Math.max(...known);
  const day = dayjs(groupDate).subtract(slowest - lineDays, 'day');
  return day.isValid() ? day.format('YYYY-MM-DD') : null;
}

/** 2026-05-08 → 5月8日 (周五): the date a buyer reads in the confirm page. */
export function deliveryDayText(date: string | null): string {
  if (!date) return '待确认';
  const d = dayjs(date);
  if (!d.isValid()) return '待确认';
  return `${d.month() + 1}月${d.date()}日（周${'日一二三四五六'[d.day()]}）`;
}

/** An ISO instant as shown in lists: 2026-11-23 18:00. */
export function timeText(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = dayjs(iso);
  return d.isValid() ? d.format('YYYY-MM-DD HH:mm') : '';
}

export type StepState = 'wait' | 'process' | 'finish' | 'error';
export interface OrderStep {
  title: string;
  description: string;
  status: StepState;
}

const at = (log: OrderDetail['log'], status: OrderRecordStatus) =>
  log.find((e) => e.status === status)?.at ?? null;

/** 提交订单 → 供应商发货 → 确认收货 (or 已取消 after the first): the steps of the detail page. */
export function orderSteps(
  detail: Pick<OrderDetail, 'status' | 'createdAt' | 'log' | 'logistics'>,
): OrderStep[] {
  const shippedAt = detail.logistics?.shippedAt ?? at(detail.log, 'DELIVERED');
  const doneAt = at(detail.log, 'DONE');
  const submitted: OrderStep = {
    title: '提交订单',
    description: timeText(detail.createdAt),
    status: 'finish',
  };
  if (detail.status === 'CANCELLED') {
    return [
      submitted,
      { title: '已取消', description: timeText(at(detail.log, 'CANCELLED')), status: 'error' },
    ];
  }
  const shipped = detail.status !== 'PACKAGING';
  const done = detail.status === 'DONE' || doneAt !== null;
  return [
    submitted,
    {
      title: '供应商发货',
      description: shipped ? timeText(shippedAt) : '等待供应商发货',
      status: shipped ? 'finish' : 'process',
    },
    {
      title: '确认收货',
      description: done ? timeText(doneAt) : shipped ? '等待确认收货' : '',
      status: done ? 'finish' : shipped ? 'process' : 'wait',
    },
  ];
}

/** The shipment form's rules and messages: the contract's. */
export { SHIP_RULES, waybillProblem } from '@pm/contract/order';

/** What 再次购买 says: how many lines went to the cart, and which could not. */
export function buyAgainText(result: OrderBoughtAgain): { text: string; ok: boolean } {
  const skipped = result.skipped.map((s) => `${s.name}（${s.reason}）`).join('、');
  if (result.added === 0) {
    return { text: skipped ? `未能加入购物车：${skipped}` : '没有可加入购物车的商品', ok: false };
  }
  const head = `已将 ${result.added} 种商品加入购物车`;
  return { text: skipped ? `${head}；未加入：${skipped}` : head, ok: true };
}

export interface PriceMove {
  id: string;
  name: string;
  before: number;
  after: number;
}

/**
 * The lines whose unit price differs between the preview the buyer saw and the server's new one
 * (a line new to the buyer compares with the price it was added to the cart at).
 */
export function priceMoves(before: OrderPreview | null | undefined, after: OrderPreview): PriceMove[] {
  const seen = new Map(before?.groups.flatMap((g) => g.lines).map((l) => [l.id, l.price]) ?? []);
  const out: PriceMove[] = [];
  for (const line of after.groups.flatMap((g) => g.lines)) {
    const was = seen.get(line.id) ?? line.addedPrice;
    if (was !== line.price) out.push({ id: line.id, name: line.goods.name, before: was, after: line.price });
  }
  return out;
}
