/**
 * The dashboard's detailed views: the drill-down to order lines, the collection (采购汇总) and the
 * suppliers' scorecards (for a supplier: its own, across anonymised buyers).
 */
import type {
  CollectionPage,
  DashboardLinesPage,
  SavingBaseline,
  SavingLinesPage,
  Scorecard,
  Scorecards,
} from '@pm/contract/dashboard';
import { DASHBOARD_MIN_SAMPLE, SAVING_BASELINE_LABELS } from '@pm/contract/dashboard';
import { monthsOf } from '@pm/contract/dashboard-schema';
import { ORDER_RECORD_STATUS_LABELS, type OrderRecordStatus } from '@pm/contract/order';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../auth/auth.service';
import type { DashboardDetailRepo, LineKeys } from './dashboard-detail.repo';
import type { DashboardRepo, Filter } from './dashboard.repo';
import { DASHBOARD_MESSAGES, type DashboardService, scoreOf } from './dashboard.service';

const num = (v: string | number | null | undefined) => Number(v ?? 0);

/** 买家 A, 买家 B … 买家 Z, 买家 AA …: the anonymous names of a supplier's buyers. */
export function buyerLetter(i: number): string {
  let s = '';
  let n = i;
  do {
    s = String.fromCharCode(65 + (n % 26)) + s;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return s;
}

export class DashboardDetailService {
  constructor(
    private readonly views: DashboardService,
    private readonly repo: DashboardRepo,
    private readonly detail: DashboardDetailRepo,
  ) {}

  private get db() {
    return this.views.db;
  }

  async lines(
    auth: AuthContext,
    f: Filter,
    k: LineKeys,
    page: number,
    limit: number,
  ): Promise<DashboardLinesPage> {
    const scope = this.views.scope(auth, 'lines');
    await this.views.checkFilter(scope, f);
    if (k.orderId && !(await this.detail.orderVisible(this.db, scope, k.orderId))) {
      throw AppError.notFound(DASHBOARD_MESSAGES.orderNotFound);
    }
    if (k.userId) {
      const known =
        scope.kind === 'platform' ||
        (scope.kind === 'own'
          ? k.userId === auth.userId
          : (await this.repo.userOf(this.db, auth.organizationId, k.userId)) !== undefined);
      if (!known) throw AppError.notFound(DASHBOARD_MESSAGES.userNotFound);
    }
    // The Pareto's 其他 slice: every supplier but the named ones (none left over: no lines).
    const keys: LineKeys = { ...k };
    if (k.otherSuppliers) {
      const split = await this.views.paretoSplit(scope, f);
      keys.otherThan = split.rest === 0 ? null : split.top;
    }
    const [rows, totals] = await Promise.all([
      this.detail.lines(this.db, scope, f, keys, limit, (page - 1) * limit),
      this.detail.lineTotals(this.db, scope, f, keys),
    ]);
    return {
      records: rows.map((r) => ({
        id: r.id,
        orderId: r.order_id,
        orderNo: r.order_no,
        createdAt: r.created_at.toISOString(),
        status: r.status as OrderRecordStatus,
        statusLabel: ORDER_RECORD_STATUS_LABELS[r.status as OrderRecordStatus] ?? r.status,
        userName: r.user_name,
        departmentName: r.department_name,
        supplierId: r.supplier_id,
        supplierName: r.supplier_name,
        categoryName: r.category_name,
        goodsId: r.goods_id,
        name: r.name,
        spec: r.spec,
        unit: r.unit,
        num: r.num,
        price: num(r.price),
        amount: num(r.amount),
        listPrice: r.list_price === null ? null : num(r.list_price),
        refundAmount: num(r.refund),
      })),
      total: totals.n,
      page,
      limit,
      totals: { num: num(totals.num), amount: num(totals.amount), refundAmount: num(totals.refund) },
    };
  }

  /** The observations behind one saving of the savings view (its drill-down), one page. */
  async savingLines(
    auth: AuthContext,
    f: Filter,
    baseline: SavingBaseline,
    page: number,
    limit: number,
  ): Promise<SavingLinesPage> {
    const scope = this.views.scope(auth, 'saving-lines');
    await this.views.checkFilter(scope, f);
    const { rows, totals } = await this.detail.savingLines(
      this.db,
      scope,
      f,
      baseline,
      limit,
      (page - 1) * limit,
    );
    const baselineAmount = num(totals?.all_baseline);
    const paidAmount = num(totals?.all_paid);
    return {
      baseline,
      label: SAVING_BASELINE_LABELS[baseline],
      records: rows.map((r) => ({
        id: r.id,
        at: r.at.toISOString(),
        reference: r.reference,
        orderId: r.order_id,
        title: r.title,
        name: r.name,
        spec: r.spec,
        unit: r.unit,
        supplierId: r.supplier_id,
        supplierName: r.supplier_name,
        quantity: r.quantity,
        price: num(r.price),
        baselinePrice: num(r.baseline_price),
        baselineAmount: num(r.baseline_amount),
        paidAmount: num(r.paid_amount),
        saving: num(r.baseline_amount) - num(r.paid_amount),
        basis: r.basis,
      })),
      total: totals?.total ?? 0,
      page,
      limit,
      totals: { baselineAmount, paidAmount, saving: baselineAmount - paidAmount },
    };
  }

  async collection(
    auth: AuthContext,
    f: Filter,
    goodsId: string | undefined,
    page: number,
    limit: number,
  ): Promise<CollectionPage> {
    const scope = this.views.scope(auth, 'collection');
    await this.views.checkFilter(scope, f);
    const rows = await this.detail.collection(this.db, scope, f, goodsId, limit, (page - 1) * limit);
    const pairs = rows.map((r) => ({ goods: r.goods_id, supplier: r.supplier_id }));
    const trend = await this.detail.collectionTrend(this.db, scope, f, pairs);
    // The latest price: the latest of the months' latest lines (the coarse rollup), else the pair's latest line.
    const latest = new Map<string, { price: string | null; created_at: Date; line: string }>();
    for (const t of trend) {
      if (t.last_at === null || t.last_line_id === null) continue;
      const key = `${t.goods_id}/${t.supplier_id}`;
      const had = latest.get(key);
      const later =
        !had ||
        t.last_at > had.created_at ||
        (t.last_at.getTime() === had.created_at.getTime() && BigInt(t.last_line_id) > BigInt(had.line));
      if (later) latest.set(key, { price: t.last_price, created_at: t.last_at, line: t.last_line_id });
    }
    const last = await Promise.all(
      rows.map(
        (r) =>
          latest.get(`${r.goods_id}/${r.supplier_id}`) ??
          this.detail.lastLine(this.db, scope, f, r.goods_id, r.supplier_id),
      ),
    );
    const months = monthsOf(f.from, f.to);
    const trendOf = new Map<string, Map<string, number>>();
    for (const t of trend) {
      const key = `${t.goods_id}/${t.supplier_id}`;
      const m = trendOf.get(key) ?? new Map<string, number>();
      if (num(t.quantity) > 0) m.set(t.month, Math.round(num(t.amount) / num(t.quantity)));
      trendOf.set(key, m);
    }
    const first = rows[0];
    return {
      records: rows.map((r, i) => {
        const quantity = num(r.quantity);
        const m = trendOf.get(`${r.goods_id}/${r.supplier_id}`);
        return {
          goodsId: r.goods_id,
          supplierId: r.supplier_id,
          name: r.name,
          unit: r.unit,
          supplierName: r.supplier_name,
          quantity,
          amount: num(r.amount),
          averagePrice: quantity === 0 ? 0 : Math.round(num(r.amount) / quantity),
          lastPrice: num(last[i]?.price),
          lastOrderedAt: last[i]?.created_at.toISOString() ?? '',
          trend: months.map((month) => ({ month, averagePrice: m?.get(month) ?? null })),
        };
      }),
      total: first?.total ?? 0,
      page,
      limit,
      totals: { quantity: num(first?.all_quantity), amount: num(first?.all_amount) },
    };
  }

  async scorecards(auth: AuthContext, f: Filter): Promise<Scorecards> {
    const scope = this.views.scope(auth, 'scorecards');
    await this.views.checkFilter(scope, f);
    const [orders, prices, bids] = await Promise.all([
      this.detail.orderFigures(this.db, scope, f),
      this.detail.priceFigures(this.db, scope, f),
      this.detail.bidFigures(this.db, scope, f),
    ]);
    type Sums = {
      orders: number;
      live: number;
      amount: number;
      refunded: number;
      timed: number;
      onTime: number;
      responseN: number;
      responseSeconds: number;
      listAmount: number;
      listPaid: number;
      listLines: number;
      invited: number;
      bid: number;
      won: number;
    };
    const zero = (): Sums => ({
      orders: 0,
      live: 0,
      amount: 0,
      refunded: 0,
      timed: 0,
      onTime: 0,
      responseN: 0,
      responseSeconds: 0,
      listAmount: 0,
      listPaid: 0,
      listLines: 0,
      invited: 0,
      bid: 0,
      won: 0,
    });
    const sums = new Map<string, Sums>();
    const of = (key: string) => {
      let s = sums.get(key);
      if (!s) sums.set(key, (s = zero()));
      return s;
    };
    for (const o of orders) {
      const s = of(o.key);
      s.orders += o.orders;
      s.live += o.live;
      s.amount += num(o.amount);
      s.refunded += o.refunded;
      s.timed += o.timed;
      s.onTime += o.on_time;
      s.responseN += o.response_n;
      s.responseSeconds += num(o.response_seconds);
    }
    for (const p of prices) {
      const s = of(p.key);
      s.listAmount += num(p.list_amount);
      s.listPaid += num(p.list_paid);
      s.listLines += p.n;
    }
    for (const b of bids) {
      const s = of(b.key);
      s.invited += b.invited;
      s.bid += b.bid;
      s.won += b.won;
    }
    const card = (key: string, name: string, s: Sums): Scorecard => ({
      key,
      name,
      orderCount: s.orders,
      amount: s.amount,
      onTime: scoreOf(s.timed ? s.onTime / s.timed : null, s.timed),
      refundRate: scoreOf(s.live ? s.refunded / s.live : null, s.live),
      responseHours: scoreOf(s.responseN ? s.responseSeconds / s.responseN / 3600 : null, s.responseN),
      priceVsList: scoreOf(s.listAmount ? s.listPaid / s.listAmount : null, s.listLines),
      bidParticipation: scoreOf(s.invited ? s.bid / s.invited : null, s.invited),
      bidWin: scoreOf(s.bid ? s.won / s.bid : null, s.bid),
    });
    const ranked = [...sums.entries()].sort(
      ([ka, a], [kb, b]) => b.amount - a.amount || b.orders - a.orders || (ka < kb ? -1 : 1),
    );
    if (scope.kind === 'supplier') {
      // The buyers stay anonymous: letters by rank, no ids.
      const all = zero();
      for (const [, s] of ranked) for (const k of Object.keys(all) as (keyof Sums)[]) all[k] += s[k];
      return {
        scope: scope.kind,
        minSample: DASHBOARD_MIN_SAMPLE,
        overall: card('all', '全部买家', all),
        records: ranked.map(([, s], i) => card(buyerLetter(i), `买家 ${buyerLetter(i)}`, s)),
      };
    }
    const names = await this.repo.organizationNames(
      this.db,
      ranked.map(([k]) => k),
    );
    return {
      scope: scope.kind,
      minSample: DASHBOARD_MIN_SAMPLE,
      overall: null,
      records: ranked.map(([k, s]) => card(k, names.get(k) ?? '', s)),
    };
  }
}
