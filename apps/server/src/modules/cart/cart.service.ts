import {
  APPEND_CART_TYPE,
  CART_LINE_STATE_LABELS,
  type AppendCartType,
  type CartAppended,
  type CartBatchAppended,
  type CartChanged,
  type CartCount,
  type CartGroup,
  type CartLine,
  type CartLineState,
  type CartSum,
  type CartView,
} from '@pm/contract/cart';
import { lineMoneyProblem, safeFen } from '@pm/contract/money';
import { BUYER_ROLES } from '@pm/contract/roles';
import type { Db, Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuthContext } from '../auth/auth.service';
import { cardOf, divisionChain } from '../goods/goods-card.repo';
import { pickFreight } from '../item/item.service';
import type { CartRepo } from './cart.repo';
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
    const rows = only ? found.map((r) => ({ ...r, selected: true })) : found;
    const templateIds = [
      ...new Set(rows.flatMap((r) => (r.freight_template_id ? [r.freight_template_id] : []))),
    ];
    const templates = new Map(
      (await this.repo.freightTemplates(db, templateIds, chain)).map((t) => [t.id, pickFreight(t, chain)]),
    );
    const now = this.clock.now();

    const groups = new Map<string, CartGroup & { byTemplate: Map<string, number> }>();
    let quantity = 0;
    for (const row of rows) {
      const goods = cardOf(row);
      const quoteValid =
        row.quote_expires_at !== null && row.quote_expires_at > now && row.quote_price !== null;
      const price = quoteValid ? safeFen(row.quote_price!) : goods.price;
      const addedPrice = safeFen(row.added_price);
      // Within the caps price × num is far inside the safe integers; a line over them (its price rose
      // after it was added) is not settled, so no sum ever holds it.
      const overLimit = lineMoneyProblem(price, row.num) !== null;
      const product = price * row.num;
      let state: CartLineState = 'ok';
      if (row.status !== 'on') state = 'delisted';
      else if (row.limited) state = 'areaLimited';
      else if (row.num < goods.moq || row.num % goods.orderMultiple !== 0) state = 'quantity';
      else if (overLimit) state = 'overLimit';
      else if (goods.stock < row.num) state = 'understock';
      const line: CartLine = {
        id: row.line_id,
        goodsId: goods.id,
        num: row.num,
        selected: row.selected,
        goods,
        price,
        addedPrice,
        priceChange: price - addedPrice,
        quote:
          row.quote_line_id !== null && row.quote_price !== null && row.quote_expires_at !== null
            ? {
                quoteLineId: row.quote_line_id,
                price: safeFen(row.quote_price),
                expiresAt: row.quote_expires_at.toISOString(),
              }
            : null,
        amount: Number.isSafeInteger(product) ? product : 0,
        state,
        stateText: state === 'ok' ? '' : CART_LINE_STATE_LABELS[state],
        deliveryDays: state === 'delisted' || state === 'areaLimited' ? null : row.delivery_days,
        addedAt: row.added_at.toISOString(),
      };
      quantity += row.num;
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
      if (line.selected && line.state === 'ok') {
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
      count: rows.length,
      quantity,
      selectedCount,
      selectedAmount,
      freight,
      total: selectedAmount + freight,
      blockedCount,
    };
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
