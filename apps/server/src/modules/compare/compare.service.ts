import {
  COMPARE_APPEND_CART,
  COMPARE_LINE_STATE_LABELS,
  type CompareAppendCart,
  type CompareCartAppended,
  type CompareLine,
  type CompareLineState,
  type ComparePage,
  type CompareRemoved,
  type CompareSet,
} from '@pm/contract/compare';
import { lineMoneyProblem } from '@pm/contract/money';
import type { Db, Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuthContext } from '../auth/auth.service';
import type { CartWriter } from '../cart/cart-writer';
import { divisionChain, type GoodsCardRepo } from '../goods/goods-card.repo';
import { pickFreight } from '../goods-detail/goods-detail.service';
import { buildCompareReport, type ReportFile } from './compare-report';
import { chooseCheapest, groupIntoSets } from './compare-sets';
import type { CompareLineRow, CompareRepo, Owner } from './compare.repo';

export const COMPARE_MESSAGES = {
  notFound: '核价单商品不存在',
  unknownDivision: '地区编码不存在',
  empty: '核价单中没有商品，无法导出',
} as const;

const STATE_TEXT: Record<CompareLineState, string> = {
  ...COMPARE_LINE_STATE_LABELS,
  ok: '',
  areaLimited: '该地区不在销售范围',
};

/** Area names as people write them: 上海市 上海市 浦东新区 → 上海市 浦东新区 (placeholder levels dropped). */
export function areaWords(names: readonly string[]): string[] {
  const out: string[] = [];
  for (const n of names) {
    if (n === '市辖区' || n === '县' || n === '省直辖县级行政区划') continue;
    if (out[out.length - 1] !== n) out.push(n);
  }
  return out;
}

function ownerOf(auth: AuthContext): Owner {
  return { organizationId: auth.organizationId, userId: auth.userId };
}

/** The caller's 核价单: comparison by sets, removal, moving to the cart and the xlsx report. */
export class CompareService {
  constructor(
    private readonly db: Db,
    private readonly repo: CompareRepo,
    private readonly cards: GoodsCardRepo,
    private readonly writer: CartWriter,
    private readonly clock: Clock,
  ) {}

  private async requireDivision(code: string | undefined): Promise<void> {
    if (code && !(await this.repo.division(this.db, code))) {
      throw AppError.badRequest(COMPARE_MESSAGES.unknownDivision);
    }
  }

  /** The lines priced for the viewer and the area: amount, freight, total, state, delivery. */
  private async price(
    auth: AuthContext,
    rows: readonly CompareLineRow[],
    divisionCode: string | undefined,
  ): Promise<Map<string, Omit<CompareLine, 'cheapest'>>> {
    const ids = [...new Set(rows.map((r) => r.goods_id))];
    const chain = divisionCode ? divisionChain(divisionCode) : [];
    const templateIds = [
      ...new Set(rows.flatMap((r) => (r.freight_template_id ? [r.freight_template_id] : []))),
    ];
    const [cards, limited, days, templates] = await Promise.all([
      this.cards.cardsByIds(this.db, ids, { organizationId: auth.organizationId, divisionCode }),
      this.repo.limitedGoods(this.db, ids, chain),
      this.repo.deliveryDays(this.db, ids, chain[0] ?? null),
      this.repo.freightTemplates(this.db, templateIds, chain),
    ]);
    const cardOf = new Map(cards.map((c) => [c.id, c]));
    const freightOf = new Map(templates.map((t) => [t.id, pickFreight(t, chain)]));
    const out = new Map<string, Omit<CompareLine, 'cheapest'>>();
    for (const r of rows) {
      const goods = cardOf.get(r.goods_id);
      if (!goods) continue;
      const state: CompareLineState =
        r.status !== 'on'
          ? 'delisted'
          : limited.has(r.goods_id)
            ? 'areaLimited'
            : lineMoneyProblem(goods.price, r.num)
              ? 'overLimit'
              : goods.stock < r.num
                ? 'understock'
                : 'ok';
      // Within the caps the products are far inside the safe integers; beyond them only an overLimit
      // line (a catalog price over the unit cap) could leave them, and shows 0.
      const safe = (n: number) => (Number.isSafeInteger(n) ? n : 0);
      const amount = safe(goods.price * r.num);
      const rule = r.freight_template_id ? freightOf.get(r.freight_template_id) : undefined;
      const fee = rule?.fee ?? 0;
      const freeThreshold = rule?.freeThreshold ?? 0;
      const freight = fee > 0 && !(freeThreshold > 0 && amount >= freeThreshold) ? fee : 0;
      out.set(r.id, {
        id: r.id,
        goodsId: r.goods_id,
        num: r.num,
        goods,
        state,
        stateText:
          state === 'understock'
            ? `${STATE_TEXT.understock}（库存 ${goods.stock}${goods.unit}）`
            : STATE_TEXT[state],
        deliveryDays: state === 'delisted' || state === 'areaLimited' ? null : (days.get(r.goods_id) ?? null),
        amount,
        listAmount: safe(goods.listPrice * r.num),
        freight,
        freeThreshold,
        total: amount + freight,
        addedAt: r.created_at.toISOString(),
      });
    }
    return out;
  }

  /** Sets of rows, priced, each with its chosen line. */
  private async sets(
    auth: AuthContext,
    groups: ReturnType<typeof groupIntoSets<CompareLineRow>>,
    divisionCode: string | undefined,
  ): Promise<CompareSet[]> {
    const priced = await this.price(
      auth,
      groups.flatMap((g) => g.lines),
      divisionCode,
    );
    return groups.map((g) => {
      const lines = g.lines.flatMap((r) => {
        const p = priced.get(r.id);
        return p ? [p] : [];
      });
      const choice = chooseCheapest(lines.map((l) => ({ ...l, buyable: l.state === 'ok' })));
      return {
        key: g.key,
        title: g.title,
        lines: lines.map((l) => ({ ...l, cheapest: l.id === choice.id })),
        supplierCount: new Set(lines.map((l) => l.goods.supplierId)).size,
        cheapestLineId: choice.id,
        spread: choice.spread,
      };
    });
  }

  async page(
    auth: AuthContext,
    q: { page: number; limit: number; divisionCode?: string | undefined },
  ): Promise<ComparePage> {
    await this.requireDivision(q.divisionCode);
    const rows = await this.repo.lines(this.db, ownerOf(auth));
    const groups = groupIntoSets(rows);
    const slice = groups.slice((q.page - 1) * q.limit, q.page * q.limit);
    return {
      records: await this.sets(auth, slice, q.divisionCode),
      total: groups.length,
      page: q.page,
      limit: q.limit,
      divisionCode: q.divisionCode ?? null,
      lineCount: rows.length,
    };
  }

  /** Locks the owner's lines of `ids`; any id that is not one of them: 404, nothing changes. */
  private async lockAll(trx: Executor, auth: AuthContext, ids: readonly string[]) {
    const lines = await this.repo.lockLines(trx, ownerOf(auth), ids);
    if (lines.length !== ids.length) throw AppError.notFound(COMPARE_MESSAGES.notFound);
    return lines;
  }

  remove(auth: AuthContext, ids: readonly string[]): Promise<CompareRemoved> {
    return this.db.transaction().execute(async (trx) => {
      await this.lockAll(trx, auth, ids);
      const removed = await this.repo.deleteLines(trx, ownerOf(auth), ids);
      return { removed, count: await this.repo.count(trx, ownerOf(auth)) };
    });
  }

  /**
   * Adds each line's quantity to the cart (all or none); with appendCart 0 the lines leave the 核价单
   * in the same transaction.
   */
  toCart(
    auth: AuthContext,
    ids: readonly string[],
    appendCart: CompareAppendCart,
  ): Promise<CompareCartAppended> {
    return this.db.transaction().execute(async (trx) => {
      const lines = await this.lockAll(trx, auth, ids);
      const cart = await this.writer.append(
        trx,
        auth,
        lines.map((l) => ({ goodsId: l.goods_id, num: l.num })),
        { mode: 'add' },
      );
      const removed =
        appendCart === COMPARE_APPEND_CART.move ? await this.repo.deleteLines(trx, ownerOf(auth), ids) : 0;
      return {
        added: cart.added,
        cartCount: cart.count,
        removed,
        count: await this.repo.count(trx, ownerOf(auth)),
      };
    });
  }

  /** The 核价单 (or the lines of `ids`) as an xlsx file for the buyer's approval. */
  async report(
    auth: AuthContext,
    q: { ids?: string[] | undefined; divisionCode?: string | undefined },
  ): Promise<ReportFile> {
    await this.requireDivision(q.divisionCode);
    const owner = ownerOf(auth);
    const rows = await this.repo.lines(this.db, owner, q.ids);
    if (q.ids && rows.length !== q.ids.length) throw AppError.notFound(COMPARE_MESSAGES.notFound);
    if (rows.length === 0) throw AppError.badRequest(COMPARE_MESSAGES.empty);
    const [sets, who, area] = await Promise.all([
      this.sets(auth, groupIntoSets(rows), q.divisionCode),
      this.repo.owner(this.db, owner),
      this.repo.divisionNames(this.db, q.divisionCode ? divisionChain(q.divisionCode) : []),
    ]);
    return buildCompareReport({
      sets,
      organizationName: who?.organization_name ?? '',
      userName: who ? who.fullname || who.username : '',
      areaNames: areaWords(area),
      now: this.clock.now(),
    });
  }
}
