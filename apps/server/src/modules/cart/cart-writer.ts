import { MAX_CART_LINES } from '@pm/contract/cart';
import { formatFen } from '@pm/contract/format';
import { lineMoneyProblem, MONEY_MESSAGES } from '@pm/contract/money';
import { QUANTITY_MAX, quantityProblem as ruleProblem } from '@pm/contract/quantity';
import type { Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuthContext } from '../auth/auth.service';
import { CartRepo, type GoodsForCart, type QuoteOnLine } from './cart.repo';

export const CART_MESSAGES = {
  goodsGone: '商品不存在或已下架',
  lineNotFound: '购物车中没有这件商品',
  full: `购物车最多 ${MAX_CART_LINES} 种商品，请先结算或删除部分商品`,
  tooMany: `单件商品数量最多 ${QUANTITY_MAX}`,
} as const;

export interface CartAdd {
  goodsId: string;
  num: number;
  /** An accepted quote: the line keeps its price until it expires. */
  quote?: QuoteOnLine;
}

/**
 * - add: adds `num` to the line (a new line is selected);
 * - set: sets the line to `num`;
 * - direct: sets the line to `num` and makes it the only selected line (立即购买).
 */
export type CartAddMode = 'add' | 'set' | 'direct';

/**
 * The quantity rule (`@pm/contract/quantity`: MOQ, order multiple, maximum) for one goods, as a Chinese
 * message naming it (「得力订书机」起订量为 5个), or null when `num` fits. Without `moq`, only the multiple
 * and the maximum (an amount added to a line the cart has).
 */
export function quantityProblem(
  g: Pick<GoodsForCart, 'name' | 'unit' | 'moq' | 'order_multiple'>,
  num: number,
  moq = true,
): string | null {
  const rule = { moq: g.moq, orderMultiple: g.order_multiple, unit: g.unit };
  const problem = ruleProblem(num, rule, { checkMoq: moq });
  return problem ? `「${g.name}」${problem.message}` : null;
}

/** A money cap a line of `num` pieces at `price` breaks, as a Chinese message naming the goods. */
export function moneyProblem(name: string, price: number, num: number): string | null {
  const problem = lineMoneyProblem(price, num);
  if (problem === 'unitPrice')
    return `「${name}」单价 ${formatFen(price)} 超过上限：${MONEY_MESSAGES.unitPrice}`;
  if (problem === 'lineAmount') {
    return `「${name}」金额 ${formatFen(price)} × ${num} 超过上限：${MONEY_MESSAGES.lineAmount}`;
  }
  return null;
}

/**
 * Puts goods into a buyer's cart: the one place every add goes through (the cart's own append, batch
 * append, the comparison list and accepted quotes). Checks each goods (on sale, MOQ, multiple, the line
 * and cart caps) and writes in one transaction: all lines are added or none. Concurrent adds of the same
 * goods end in one line holding their sum.
 */
export class CartWriter {
  private readonly repo = new CartRepo();

  constructor(private readonly clock: Clock) {}

  async append(
    db: Executor,
    auth: AuthContext,
    lines: readonly CartAdd[],
    opts: { mode: CartAddMode } = { mode: 'add' },
  ): Promise<{ added: number; count: number; lines: { id: string; goodsId: string; num: number }[] }> {
    const key = { organizationId: auth.organizationId, userId: auth.userId };
    const single = lines.length === 1 ? lines[0]! : null;
    let goods: Map<string, GoodsForCart>;
    if (single && !single.quote && !db.isTransaction && opts.mode !== 'direct') {
      // The usual add (or set) of a line the cart has: one statement that also reads the goods.
      const fast = await this.repo.bumpChecked(db, key, single.goodsId, single.num, {
        set: opts.mode === 'set',
        max: QUANTITY_MAX,
        now: this.clock.now(),
      });
      if (fast.line) {
        const { id, num, count } = fast.line;
        return { added: 1, count, lines: [{ id, goodsId: single.goodsId, num }] };
      }
      goods = new Map(fast.goods ? [[fast.goods.id, fast.goods]] : []);
    } else {
      const ids = [...new Set(lines.map((l) => l.goodsId))];
      goods = new Map((await this.repo.goodsForCart(db, ids, auth.organizationId)).map((g) => [g.id, g]));
    }
    const many = lines.length > 1;
    const where = (i: number) => (many ? `第 ${i + 1} 行：` : '');
    // Lines of the same goods in one call count as one add of their sum.
    const merged = new Map<string, CartAdd & { index: number }>();
    lines.forEach((line, i) => {
      const g = goods.get(line.goodsId);
      if (!g || g.status !== 'on') {
        throw many
          ? AppError.badRequest(`${where(i)}${g ? `「${g.name}」已下架` : '商品不存在'}`)
          : AppError.notFound(CART_MESSAGES.goodsGone);
      }
      const problem = quantityProblem(g, line.num, opts.mode !== 'add');
      if (problem) throw AppError.badRequest(`${where(i)}${problem}`);
      const prev = merged.get(line.goodsId);
      merged.set(line.goodsId, prev ? { ...prev, num: prev.num + line.num } : { ...line, index: i });
    });
    const run = async (trx: Executor) => {
      const now = this.clock.now();
      const out: { id: string; goodsId: string; num: number }[] = [];
      // Several lines: take the cart's lock first and touch lines in goods order, so that two batch
      // adds of overlapping goods queue instead of deadlocking.
      let locked = false;
      if (merged.size > 1) {
        await this.repo.lockCart(trx, auth.userId);
        locked = true;
      }
      const ordered = [...merged.values()].sort((a, b) => Number(a.goodsId) - Number(b.goodsId));
      for (const add of ordered) {
        const i = add.index;
        const g = goods.get(add.goodsId)!;
        const quote = add.quote ?? null;
        const set = opts.mode !== 'add';
        const bumpOpts = { set, max: QUANTITY_MAX, now, quote, goodsPrice: g.price };
        const over = (b: Awaited<ReturnType<CartRepo['bumpLine']>>) => {
          if (!b || !('over' in b)) return b;
          const why = b.over === 'num' ? CART_MESSAGES.tooMany : moneyProblem(g.name, b.price, b.num);
          throw AppError.badRequest(`${where(i)}${why ?? MONEY_MESSAGES.lineAmount}`);
        };
        let line = over(await this.repo.bumpLine(trx, key, add.goodsId, add.num, bumpOpts));
        if (!line) {
          const short = quantityProblem(g, add.num);
          if (short) throw AppError.badRequest(`${where(i)}${short}`);
          const price = quote?.price ?? g.price;
          const money = moneyProblem(g.name, price, add.num);
          if (money) throw AppError.badRequest(`${where(i)}${money}`);
          if (!locked) {
            await this.repo.lockCart(trx, auth.userId);
            locked = true;
            // A line of this goods another request inserted before the lock: change it instead.
            line = over(await this.repo.bumpLine(trx, key, add.goodsId, add.num, bumpOpts));
          }
        }
        if (!line) {
          if ((await this.repo.countLines(trx, auth.userId)) >= MAX_CART_LINES) {
            throw AppError.badRequest(CART_MESSAGES.full);
          }
          line = await this.repo.insertLine(trx, key, add.goodsId, add.num, {
            addedPrice: quote?.price ?? g.price,
            now,
            quote,
            max: QUANTITY_MAX,
          });
        }
        out.push({ id: line.id, goodsId: add.goodsId, num: line.num });
      }
      if (opts.mode === 'direct' && out[0]) await this.repo.selectOnly(trx, auth.userId, out[0].id);
      return { added: out.length, count: await this.repo.countLines(trx, auth.userId), lines: out };
    };
    return db.isTransaction ? run(db) : db.transaction().execute(run);
  }

  /**
   * Sets the quantity of the caller's cart line `lineId` (修改数量): that row only, checked against its
   * goods' rules and the caps, in one statement. A line that is not the caller's, or that is deleted
   * before the update reaches it, answers 404: a change of a line never inserts one.
   */
  async setLine(
    db: Executor,
    auth: AuthContext,
    lineId: string,
    num: number,
  ): Promise<{ num: number; count: number }> {
    const key = { organizationId: auth.organizationId, userId: auth.userId };
    const found = await this.repo.setLine(db, key, lineId, num, { max: QUANTITY_MAX, now: this.clock.now() });
    if (!found) throw AppError.notFound(CART_MESSAGES.lineNotFound);
    if (found.changed) return found.changed;
    const g = found.goods;
    if (g.status !== 'on') throw AppError.notFound(CART_MESSAGES.goodsGone);
    if (num > QUANTITY_MAX) throw AppError.badRequest(CART_MESSAGES.tooMany);
    const problem = quantityProblem(g, num) ?? moneyProblem(g.name, g.price, num);
    if (problem) throw AppError.badRequest(problem);
    // Every rule holds: the row was deleted between the statement's read and its update.
    throw AppError.notFound(CART_MESSAGES.lineNotFound);
  }
}
