/**
 * The buyer's decisions on matched lines: which goods each line takes (a candidate, or none), its
 * quantity, and whether it goes to the cart. Nothing is added before the buyer confirms; the cart
 * append takes the chosen lines all or nothing, at most MAX_BATCH_APPEND per call.
 */
import type { BatchLineResult, BatchMatchResult } from '@pm/contract/batch';
import { checkQuantity, stockProblem } from '@pm/contract/batch-lines';
import { MAX_BATCH_APPEND } from '@pm/contract/cart';
import type { GoodsCard } from '@pm/contract/goods';
import { minQuantity } from '@pm/contract/quantity';

export interface LinePick {
  goodsId: string | null;
  num: number | null;
  /** The line goes to the cart. */
  chosen: boolean;
}

export type Picks = Record<number, LinePick>;

/** What the match proposes: the best candidate; the suggested quantity when the typed one does not suit it. */
export function initialPicks(result: Pick<BatchMatchResult, 'lines'>): Picks {
  const picks: Picks = {};
  for (const line of result.lines) {
    const num = line.numOk ? line.num : (line.suggestedNum ?? line.num);
    picks[line.index] = {
      goodsId: line.goodsId,
      num,
      // Sure matches with a good quantity are ticked; the buyer confirms the others one by one.
      chosen: line.status === 'matched' && line.numOk,
    };
  }
  return picks;
}

export type PickState = { ok: true } | { ok: false; message: string };

/**
 * Whether a pick can go to the cart, and why not: a goods, a quantity that suits it, and stock for it in
 * the delivery area (the cards carry the area's stock).
 */
export function pickState(pick: LinePick, card: GoodsCard | undefined): PickState {
  if (!pick.goodsId || !card) return { ok: false, message: '请选择商品' };
  if (pick.num === null || !Number.isInteger(pick.num) || pick.num < 1) {
    return { ok: false, message: '请填写数量' };
  }
  const problem = checkQuantity(pick.num, {
    moq: card.moq,
    orderMultiple: card.orderMultiple,
    unit: card.unit,
  });
  if (problem) return { ok: false, message: problem.message };
  const short = stockProblem(pick.num, card);
  return short ? { ok: false, message: short } : { ok: true };
}

/**
 * 勾选全部可加入的行: every pick that can go to the cart as it is (goods, quantity, stock in the area)
 * ticked, every other one unticked.
 */
export function readyPicks(picks: Picks, cards: ReadonlyMap<string, GoodsCard>): Picks {
  const next: Picks = {};
  for (const [key, pick] of Object.entries(picks)) {
    const ok = pickState(pick, pick.goodsId ? cards.get(pick.goodsId) : undefined).ok;
    next[Number(key)] = { ...pick, chosen: ok };
  }
  return next;
}

/** A pick moved to another goods: a quantity that suits the new goods is kept, else the nearest one. */
export function repick(pick: LinePick, card: GoodsCard): LinePick {
  const rule = { moq: card.moq, orderMultiple: card.orderMultiple, unit: card.unit };
  const num = pick.num === null ? minQuantity(rule) : (checkQuantity(pick.num, rule)?.suggested ?? pick.num);
  return { ...pick, goodsId: card.id, num };
}

export interface Summary {
  matched: number;
  candidates: number;
  unmatched: number;
  empty: number;
  chosen: number;
  /** Chosen lines that cannot go to the cart as they are. */
  blocked: number;
  /** Pieces and amount (fen) of the chosen lines that can. */
  quantity: number;
  amount: number;
}

export function summarize(
  lines: readonly BatchLineResult[],
  picks: Picks,
  cards: ReadonlyMap<string, GoodsCard>,
): Summary {
  const s: Summary = {
    matched: 0,
    candidates: 0,
    unmatched: 0,
    empty: 0,
    chosen: 0,
    blocked: 0,
    quantity: 0,
    amount: 0,
  };
  for (const line of lines) {
    s[line.status]++;
    const pick = picks[line.index];
    if (!pick?.chosen) continue;
    s.chosen++;
    const card = pick.goodsId ? cards.get(pick.goodsId) : undefined;
    if (!pickState(pick, card).ok) {
      s.blocked++;
      continue;
    }
    s.quantity += pick.num!;
    s.amount += pick.num! * card!.price;
  }
  return s;
}

export interface AppendLine {
  /** The goods id. */
  id: string;
  num: number;
}

export type AppendPlan =
  { ok: true; batches: AppendLine[][]; lines: number } | { ok: false; message: string; index?: number };

/**
 * The batch appends of the chosen lines: lines of the same goods merged (their quantities add up),
 * in calls of at most MAX_BATCH_APPEND lines. Refused when nothing is chosen or a chosen line is not
 * ready (the message names its row).
 */
export function appendPlan(
  lines: readonly BatchLineResult[],
  picks: Picks,
  cards: ReadonlyMap<string, GoodsCard>,
): AppendPlan {
  const merged = new Map<string, number>();
  for (const line of lines) {
    const pick = picks[line.index];
    if (!pick?.chosen) continue;
    const state = pickState(pick, pick.goodsId ? cards.get(pick.goodsId) : undefined);
    if (!state.ok) {
      const where = line.row ? `第 ${line.row} 行` : `第 ${line.index + 1} 条`;
      return { ok: false, message: `${where}：${state.message}`, index: line.index };
    }
    merged.set(pick.goodsId!, (merged.get(pick.goodsId!) ?? 0) + pick.num!);
  }
  if (merged.size === 0) return { ok: false, message: '请勾选要加入购物车的商品' };
  const all = [...merged].map(([id, num]) => ({ id, num }));
  const batches: AppendLine[][] = [];
  for (let i = 0; i < all.length; i += MAX_BATCH_APPEND) batches.push(all.slice(i, i + MAX_BATCH_APPEND));
  return { ok: true, batches, lines: all.length };
}
