import {
  APPEND_CART_TYPE,
  type AppendCartType,
  type CartAppended,
  type CartBatchAppended,
  type CartChanged,
  type CartCount,
  type CartSum,
  type CartView,
} from '@pm/contract/cart';
import { safeFen } from '@pm/contract/money';
import { BUYER_ROLES } from '@pm/contract/roles';
import type { Db, Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuthContext } from '../auth/auth.service';
import { cardOf, divisionChain } from '../goods/goods-card.repo';
import type { CartRepo } from './cart.repo';
import { priceLines } from './line-pricing';
import { PricingRepo } from './pricing.repo';
import { CART_MESSAGES, type CartAddMode, type CartWriter } from './cart-writer';

const MODE_OF: Record<AppendCartType, CartAddMode> = {
  [APPEND_CART_TYPE.normal]: 'add',
  [APPEND_CART_TYPE.directBuy]: 'direct',
  [APPEND_CART_TYPE.set]: 'set',
};

function isBuyer(auth: AuthContext): boolean {
  return auth.roleTypes.some((r) => BUYER_ROLES.includes(r));
}

/** The cart of the caller: list with states, prices and freight; changes of quantity and selection. */
export class CartService {
  constructor(
    private readonly db: Db,
    private readonly repo: CartRepo,
    private readonly writer: CartWriter,
    private readonly clock: Clock,
    private readonly pricing = new PricingRepo(),
  ) {}

  list(auth: AuthContext, divisionCode: string | undefined): Promise<CartView> {
    return this.view(this.db, auth, divisionCode);
  }

  /**
   * The cart as the list shows it, read through `db` (a transaction of a checkout too). With `only`,
   * just those lines, each taken as selected: what settling them would cost (the order preview and
   * the submission use this, so the cart and the checkout never price differently).
   */
  async view(
    db: Executor,
    auth: AuthContext,
    divisionCode: string | undefined,
    only?: ReadonlySet<string>,
  ): Promise<CartView> {
    const chain = divisionCode ? divisionChain(divisionCode) : [];
    const found = await this.repo.lines(
      db,
      auth.userId,
      { organizationId: auth.organizationId, divisionCode },
      chain,
      only ? [...only] : undefined,
    );
    const now = this.clock.now();
    return priceLines(
      this.pricing,
      db,
      found.map((row) => {
        // A valid quote holds the line's price; otherwise the viewer's price of the goods.
        const quoteValid =
          row.quote_expires_at !== null && row.quote_expires_at > now && row.quote_price !== null;
        return {
          facts: row,
          id: row.line_id,
          num: row.num,
          // With `only`, each line is taken as selected (what settling it would cost).
          selected: only ? true : row.selected,
          price: quoteValid ? safeFen(row.quote_price!) : cardOf(row).price,
          addedPrice: safeFen(row.added_price),
          quote:
            row.quote_line_id !== null && row.quote_price !== null && row.quote_expires_at !== null
              ? {
                  quoteLineId: row.quote_line_id,
                  price: safeFen(row.quote_price),
                  expiresAt: row.quote_expires_at.toISOString(),
                }
              : null,
          addedAt: row.added_at,
          plan:
            row.plan_line_id !== null && row.plan !== null
              ? {
                  ...row.plan,
                  planLineId: row.plan_line_id,
                }
              : null,
        };
      }),
      divisionCode,
      chain,
    );
  }

  /**
   * Lines that do not come from the cart (an award, a plan line, an API client), priced as the cart
   * prices its lines, at each line's agreed unit price, all selected: what checkout settles them at.
   */
  async priceGoods(
    db: Executor,
    auth: AuthContext,
    divisionCode: string | undefined,
    lines: readonly { id: string; goodsId: string; num: number; price: number }[],
  ): Promise<CartView> {
    const chain = divisionCode ? divisionChain(divisionCode) : [];
    const facts = new Map(
      (
        await this.pricing.goodsFacts(db, { organizationId: auth.organizationId, divisionCode }, chain, [
          ...new Set(lines.map((l) => l.goodsId)),
        ])
      ).map((f) => [f.id, f]),
    );
    const now = this.clock.now();
    return priceLines(
      this.pricing,
      db,
      lines.flatMap((l) => {
        const f = facts.get(l.goodsId);
        return f
          ? [
              {
                facts: f,
                id: l.id,
                num: l.num,
                selected: true,
                price: l.price,
                addedPrice: l.price,
                quote: null,
                addedAt: now,
              },
            ]
          : [];
      }),
      divisionCode,
      chain,
    );
  }

  async append(auth: AuthContext, goodsId: string, num: number, type: AppendCartType): Promise<CartAppended> {
    const result = await this.writer.append(this.db, auth, [{ goodsId, num }], { mode: MODE_OF[type] });
    const line = result.lines[0]!;
    return { id: line.id, goodsId: line.goodsId, num: line.num, count: result.count };
  }

  async batchAppend(auth: AuthContext, lines: { id: string; num: number }[]): Promise<CartBatchAppended> {
    const result = await this.writer.append(
      this.db,
      auth,
      lines.map((l) => ({ goodsId: l.id, num: l.num })),
      { mode: 'add' },
    );
    return { added: result.added, count: result.count };
  }

  /**
   * Sets a line's quantity (checked against the goods' MOQ and multiple and the money caps). It changes
   * the line it names or answers 404; it never inserts one (a line deleted meanwhile stays deleted).
   */
  async update(auth: AuthContext, id: string, num: number): Promise<CartChanged> {
    const { count } = await this.writer.setLine(this.db, auth, id, num);
    return { count, changed: 1 };
  }

  /** Deletes lines; any id that is not the caller's line refuses the whole request. */
  async remove(auth: AuthContext, ids: string[]): Promise<CartChanged> {
    return this.db.transaction().execute(async (trx) => {
      if ((await this.repo.ownedCount(trx, auth.userId, ids)) !== ids.length) {
        throw AppError.notFound(CART_MESSAGES.lineNotFound);
      }
      const changed = await this.repo.deleteLines(trx, auth.userId, ids);
      return { count: await this.repo.countLines(trx, auth.userId), changed };
    });
  }

  async select(
    auth: AuthContext,
    ids: string[] | undefined,
    all: boolean,
    selected: boolean,
  ): Promise<CartChanged> {
    if (!all && !ids) throw AppError.badRequest('请选择要勾选的商品（ids）或全部（all）');
    return this.db.transaction().execute(async (trx) => {
      if (!all && ids && (await this.repo.ownedCount(trx, auth.userId, ids)) !== ids.length) {
        throw AppError.notFound(CART_MESSAGES.lineNotFound);
      }
      const changed = await this.repo.select(trx, auth.userId, all ? null : (ids ?? []), selected);
      return { count: await this.repo.countLines(trx, auth.userId), changed };
    });
  }

  async sum(auth: AuthContext): Promise<CartSum> {
    if (!isBuyer(auth)) return { count: 0, quantity: 0, selectedCount: 0, selectedAmount: 0 };
    return this.repo.sum(this.db, auth.userId, auth.organizationId, this.clock.now());
  }

  async count(auth: AuthContext): Promise<CartCount> {
    if (!isBuyer(auth)) return { count: 0 };
    return { count: await this.repo.countLines(this.db, auth.userId) };
  }
}
