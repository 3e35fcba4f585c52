import type { Page } from '@pm/contract/page';
import { QUANTITY_MAX } from '@pm/contract/quantity';
import {
  MAX_SYNERGY_LINES,
  SYNERGY_EDITABLE_STATUSES,
  SYNERGY_ERROR_CODES,
  SYNERGY_MESSAGES as M,
  SYNERGY_STATUS_LABELS,
  SYNERGY_STATUSES,
  SYNERGY_TRANSITIONS,
  type SynergyAction,
  type SynergyContainList,
  type SynergyDetail,
  type SynergySent,
  type SynergyStatus,
  type SynergyStatusCount,
  type SynergySummary,
  type SynergyTarget,
} from '@pm/contract/purchasing-synergy';
import type {
  synergyItemsSaveRequest,
  synergyItemUpdateRequest,
  synergyLineInput,
  synergyPageQuery,
  synergySaveRequest,
  synergySendRequest,
} from '@pm/contract/purchasing-synergy-schema';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { chinaDate, type Clock } from '../../lib/clock';
import type { AuthContext } from '../auth/auth.service';
import { quantityProblem, type CartWriter } from '../cart/cart-writer';
import type { PurchasingPlanService } from '../purchasing-plan/purchasing-plan.service';
import type { NewSynergyLine, PurchasingSynergyRepo, SynergyLinePatch } from './purchasing-synergy.repo';

type LineInput = z.output<typeof synergyLineInput>;
type ListRow = NonNullable<Awaited<ReturnType<PurchasingSynergyRepo['list']>>>;
type Locked = NonNullable<Awaited<ReturnType<PurchasingSynergyRepo['lockList']>>>;

const label = (s: string) => SYNERGY_STATUS_LABELS[s as SynergyStatus] ?? s;
const nameOf = (fullname: string | null | undefined, username: string) => fullname || username;

function stale(message: string, version: number): AppError {
  return new AppError(SYNERGY_ERROR_CODES.staleVersion, message, 409, { version });
}

/** Collaborative purchase lists (协同采购单): the rules; SQL in the repo. */
export class PurchasingSynergyService {
  constructor(
    private readonly db: Db,
    private readonly repo: PurchasingSynergyRepo,
    private readonly clock: Clock,
    private readonly cart: CartWriter,
    private readonly plans: PurchasingPlanService,
  ) {}

  // ---- reading ----

  private summaryOf(auth: AuthContext, s: ListRow): SynergySummary {
    return {
      id: s.id,
      code: s.code,
      name: s.name,
      status: s.status as SynergyStatus,
      statusText: label(s.status),
      version: s.version,
      ownerId: s.owner_id,
      ownerName: nameOf(s.owner_fullname, s.owner_username),
      isOwner: s.owner_id === auth.userId,
      isMember: Boolean(s.is_member),
      memberCount: Number(s.member_count ?? 0),
      lineCount: Number(s.line_count ?? 0),
      amount: Number(s.amount ?? 0),
      remarks: s.remarks,
      sentTo: (s.sent_to as SynergyTarget | null) ?? null,
      sentAt: s.sent_at ? s.sent_at.toISOString() : null,
      createdAt: s.created_at.toISOString(),
      updatedAt: s.updated_at.toISOString(),
    };
  }

  /** A list of the caller's organization (another organization's: 404), with members and lines. */
  async detail(auth: AuthContext, id: string, db: Executor = this.db): Promise<SynergyDetail> {
    const s = await this.repo.list(db, auth.organizationId, auth.userId, id);
    if (!s) throw AppError.notFound(M.notFound);
    const [members, lines] = await Promise.all([
      this.repo.members(db, id),
      this.repo.lines(db, auth.organizationId, id),
    ]);
    const summary = this.summaryOf(auth, s);
    const status = summary.status;
    const open = SYNERGY_EDITABLE_STATUSES.includes(status);
    return {
      ...summary,
      members: members.map((m) => ({
        userId: m.user_id,
        name: nameOf(m.fullname, m.username),
        isOwner: m.user_id === s.owner_id,
        joinedAt: m.joined_at.toISOString(),
        lineCount: Number(m.line_count ?? 0),
      })),
      lines: lines.map((l) => ({
        id: l.id,
        version: l.version,
        memberId: l.member_id,
        memberName: nameOf(l.member_fullname, l.member_username),
        mine: l.member_id === auth.userId,
        goodsId: l.goods_id,
        name: l.name,
        spec: l.spec,
        unit: l.unit,
        quantity: l.quantity,
        price: l.price,
        amount: l.price * l.quantity,
        remark: l.remark,
        sentTo: (l.sent_to as SynergyTarget | null) ?? null,
        createdAt: l.created_at.toISOString(),
        updatedAt: l.updated_at.toISOString(),
      })),
      actions: summary.isOwner
        ? (Object.keys(SYNERGY_TRANSITIONS) as SynergyAction[]).filter((a) =>
            (SYNERGY_TRANSITIONS[a].from as readonly SynergyStatus[]).includes(status),
          )
        : [],
      canJoin: open && !summary.isMember,
      canEdit: open && summary.isMember,
      sentPlanId: s.sent_plan_id,
      sentPlanName: s.sent_plan_name ?? '',
    };
  }

  async page(auth: AuthContext, q: z.output<typeof synergyPageQuery>): Promise<Page<SynergySummary>> {
    const { records, total } = await this.repo.page(this.db, auth.organizationId, auth.userId, q);
    return { records: records.map((r) => this.summaryOf(auth, r)), total, page: q.page, limit: q.limit };
  }

  async statusCount(auth: AuthContext): Promise<SynergyStatusCount> {
    const rows = await this.repo.statusCounts(this.db, auth.organizationId, auth.userId);
    const out: SynergyStatusCount = { all: 0, open: 0, ended: 0, sent: 0, closed: 0, joinable: 0 };
    for (const r of rows) {
      if (r.member && (SYNERGY_STATUSES as readonly string[]).includes(r.status)) {
        out[r.status as SynergyStatus] += r.n;
        out.all += r.n;
      } else if (!r.member && r.status === 'open') out.joinable += r.n;
    }
    return out;
  }

  /** The caller's lists with the goods: open ones to add to (`onlyOpen`), or those that contain it. */
  async containing(auth: AuthContext, goodsId: string, onlyOpen: boolean): Promise<SynergyContainList> {
    const rows = await this.repo.containing(this.db, auth.organizationId, auth.userId, goodsId, onlyOpen);
    return rows.map((r) => ({
      id: r.id,
      code: r.code,
      name: r.name,
      status: r.status as SynergyStatus,
      statusText: label(r.status),
      ownerName: nameOf(r.fullname, r.username),
      isOwner: r.owner_id === auth.userId,
      contains: Number(r.quantity ?? 0) > 0,
      quantity: Number(r.quantity ?? 0),
    }));
  }

  // ---- writing ----

  /** Runs a change of one list in a transaction: the list locked (another organization's: 404). */
  private change<T = SynergyDetail>(
    auth: AuthContext,
    id: string,
    run: (trx: Executor, list: Locked, now: Date) => Promise<boolean>,
    answer?: (trx: Executor) => Promise<T>,
  ): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      const list = await this.repo.lockList(trx, auth.organizationId, id);
      if (!list) throw AppError.notFound(M.notFound);
      const now = this.clock.now();
      if (await run(trx, list, now)) await this.repo.bumpList(trx, list.id, now);
      return answer ? answer(trx) : (this.detail(auth, id, trx) as Promise<T>);
    });
  }

  private requireOpen(list: Locked, doing: string): void {
    if (!SYNERGY_EDITABLE_STATUSES.includes(list.status as SynergyStatus)) {
      throw AppError.conflict(`协同采购单「${list.name}」${label(list.status)}，不能再${doing}`);
    }
  }

  private async requireMember(trx: Executor, auth: AuthContext, list: Locked): Promise<void> {
    if (!(await this.repo.isMember(trx, list.id, auth.userId))) throw AppError.conflict(M.notMember);
  }

  /** Lines as stored: goods lines take the goods' name, specification and unit. */
  private async linesOf(db: Executor, lines: readonly LineInput[]): Promise<NewSynergyLine[]> {
    const ids = [...new Set(lines.flatMap((l) => (l.goodsId ? [l.goodsId] : [])))];
    const goods = new Map((await this.repo.goods(db, ids)).map((g) => [g.id, g]));
    return lines.map((l, i) => {
      const where = lines.length > 1 ? `第 ${i + 1} 行：` : '';
      if (!l.goodsId) {
        return {
          goodsId: null,
          name: l.name ?? '',
          spec: l.spec ?? '',
          unit: l.unit ?? '',
          quantity: l.quantity,
          estimatedPrice: l.estimatedPrice ?? 0,
          remark: l.remark,
        };
      }
      const g = goods.get(l.goodsId);
      if (!g || g.status !== 'on') throw AppError.badRequest(`${where}${M.goodsGone}`);
      // The order multiple and the maximum now; the MOQ applies to what the list sends (lines of
      // several members add up in the cart).
      const problem = quantityProblem(g, l.quantity, false);
      if (problem) throw AppError.badRequest(`${where}${problem}`);
      return {
        goodsId: g.id,
        name: g.name,
        spec: l.spec || [g.model, g.spec].filter((s) => s !== '').join(' '),
        unit: g.unit,
        quantity: l.quantity,
        estimatedPrice: 0,
        remark: l.remark,
      };
    });
  }

  private async addLines(
    trx: Executor,
    auth: AuthContext,
    listId: string,
    input: readonly LineInput[],
    now: Date,
  ): Promise<void> {
    const lines = await this.linesOf(trx, input);
    if ((await this.repo.countLines(trx, listId)) + lines.length > MAX_SYNERGY_LINES) {
      throw AppError.badRequest(M.tooManyLines);
    }
    const after = await this.repo.addLines(
      trx,
      { synergyId: listId, organizationId: auth.organizationId, memberId: auth.userId, now },
      lines,
    );
    const over = after.find((r) => r.quantity > QUANTITY_MAX);
    if (over) {
      const name = lines.find((l) => l.goodsId === over.goods_id)?.name ?? '';
      throw AppError.badRequest(`「${name}」的数量合计不能超过 ${QUANTITY_MAX}`);
    }
  }

  async save(auth: AuthContext, req: z.output<typeof synergySaveRequest>): Promise<SynergyDetail> {
    return this.db.transaction().execute(async (trx) => {
      const now = this.clock.now();
      const n = await this.repo.nextNumber(trx);
      const code = `XT${chinaDate(now).replaceAll('-', '')}${String(n).padStart(6, '0')}`;
      const id = await this.repo.insertList(trx, {
        organizationId: auth.organizationId,
        code,
        name: req.name,
        ownerId: auth.userId,
        remarks: req.remarks,
        now,
      });
      await this.repo.addMember(trx, {
        synergyId: id,
        userId: auth.userId,
        organizationId: auth.organizationId,
        now,
      });
      if (req.lines.length > 0) await this.addLines(trx, auth, id, req.lines, now);
      return this.detail(auth, id, trx);
    });
  }

  /** A colleague joins an open list (already a member: nothing changes). */
  join(auth: AuthContext, id: string): Promise<SynergyDetail> {
    return this.change(auth, id, async (trx, list, now) => {
      if (await this.repo.isMember(trx, list.id, auth.userId)) return false;
      this.requireOpen(list, '加入');
      await this.repo.addMember(trx, {
        synergyId: list.id,
        userId: auth.userId,
        organizationId: auth.organizationId,
        now,
      });
      return true;
    });
  }

  itemsSave(auth: AuthContext, req: z.output<typeof synergyItemsSaveRequest>): Promise<SynergyDetail> {
    return this.change(auth, req.billId, async (trx, list, now) => {
      this.requireOpen(list, '添加明细');
      await this.requireMember(trx, auth, list);
      await this.addLines(trx, auth, list.id, req.lines, now);
      return true;
    });
  }

  /** Changes or removes one of the caller's own lines, named with the version the caller read. */
  private async changeLine(
    auth: AuthContext,
    lineId: string,
    version: number,
    doing: string,
    apply: (trx: Executor, line: { id: string; goods_id: string | null }, now: Date) => Promise<void>,
  ): Promise<SynergyDetail> {
    const listId = await this.repo.listOfLine(this.db, auth.organizationId, lineId);
    if (!listId) throw AppError.notFound(M.lineNotFound);
    return this.change(auth, listId, async (trx, list, now) => {
      this.requireOpen(list, doing);
      const line = await this.repo.lockLine(trx, auth.organizationId, lineId);
      if (!line || line.synergy_id !== list.id) throw AppError.notFound(M.lineNotFound);
      if (line.member_id !== auth.userId) throw AppError.conflict(M.notYourLine);
      if (line.version !== version) throw stale(`「${line.name}」${M.staleLine}`, line.version);
      await apply(trx, line, now);
      return true;
    });
  }

  itemUpdate(auth: AuthContext, req: z.output<typeof synergyItemUpdateRequest>): Promise<SynergyDetail> {
    return this.changeLine(auth, req.id, req.version, '修改明细', async (trx, line, now) => {
      const patch: SynergyLinePatch = {};
      if (req.quantity !== undefined) patch.quantity = req.quantity;
      if (req.remark !== undefined) patch.remark = req.remark;
      if (line.goods_id === null) {
        if (req.spec !== undefined) patch.spec = req.spec;
        if (req.unit !== undefined) patch.unit = req.unit;
        if (req.estimatedPrice !== undefined) patch.estimated_price = req.estimatedPrice;
      } else if (req.quantity !== undefined) {
        const [g] = await this.repo.goods(trx, [line.goods_id]);
        const problem = g ? quantityProblem(g, req.quantity, false) : null;
        if (problem) throw AppError.badRequest(problem);
      }
      await this.repo.updateLine(trx, line.id, patch, now);
    });
  }

  itemRemove(auth: AuthContext, id: string, version: number): Promise<SynergyDetail> {
    return this.changeLine(auth, id, version, '删除明细', (trx, line) => this.repo.deleteLine(trx, line.id));
  }

  /** An owner's transition of SYNERGY_TRANSITIONS from the version the owner read. */
  private transition(
    auth: AuthContext,
    id: string,
    version: number,
    action: SynergyAction,
    run: (trx: Executor, list: Locked, now: Date) => Promise<void> = async () => undefined,
  ): Promise<SynergyDetail> {
    const t = SYNERGY_TRANSITIONS[action];
    return this.change(auth, id, async (trx, list, now) => {
      if (list.owner_id !== auth.userId) throw AppError.conflict(M.notOwner);
      if (!(t.from as readonly string[]).includes(list.status)) {
        const allowed = t.from.map((s) => label(s)).join('或');
        throw AppError.conflict(
          `协同采购单「${list.name}」${label(list.status)}，不能${t.label}（只有${allowed}的采购单可以${t.label}）`,
        );
      }
      if (list.version !== version) throw stale(M.staleList, list.version);
      await run(trx, list, now);
      if (action !== 'send') await this.repo.bumpList(trx, list.id, now, { status: t.to });
      return false;
    });
  }

  earlyDead(auth: AuthContext, id: string, version: number): Promise<SynergyDetail> {
    return this.transition(auth, id, version, 'earlyDead');
  }

  close(auth: AuthContext, id: string, version: number): Promise<SynergyDetail> {
    return this.transition(auth, id, version, 'close');
  }

  /**
   * Sends the chosen lines (all when none are named) into the owner's cart (through the cart's one
   * writer, in this transaction) or into a plan (through the plan's batch save); the list becomes 已发送
   * and each sent line keeps who asked for it and where it went. Anything refused changes nothing.
   */
  async send(auth: AuthContext, req: z.output<typeof synergySendRequest>): Promise<SynergySent> {
    let sent = 0;
    let cartCount: number | null = null;
    const list = await this.transition(auth, req.id, req.version, 'send', async (trx, locked, now) => {
      const lines = await this.repo.linesToSend(trx, locked.id, req.lineIds);
      if (req.lineIds === undefined && lines.length === 0) throw AppError.conflict(M.empty);
      if (req.lineIds !== undefined && lines.length < req.lineIds.length) {
        throw AppError.notFound(M.lineNotFound);
      }
      if (lines.length === 0) throw AppError.conflict(M.noLinesChosen);
      const planLineOf = new Map<string, string>();
      if (req.target === 'cart') {
        const free = lines.find((l) => l.goods_id === null);
        if (free) throw AppError.conflict(`「${free.name}」${M.freeTextToCart}`);
        const added = await this.cart.append(
          trx,
          auth,
          lines.map((l) => ({ goodsId: l.goods_id!, num: l.quantity })),
        );
        cartCount = added.count;
      } else {
        for (const [lineId, planLineId] of await this.toPlan(trx, auth, req.planId!, locked, lines))
          planLineOf.set(lineId, planLineId);
      }
      for (const l of lines)
        await this.repo.markSent(trx, l.id, req.target, planLineOf.get(l.id) ?? null, now);
      await this.repo.bumpList(trx, locked.id, now, {
        status: 'sent',
        sent_to: req.target,
        sent_plan_id: req.target === 'plan' ? req.planId! : null,
        sent_at: now,
      });
      sent = lines.length;
    });
    return { list, target: req.target, sent, cartCount, planId: req.target === 'plan' ? req.planId! : null };
  }

  /**
   * Lines into a plan through the plan's own batch save (its rules: the plan's status, the line limit, the
   * log). Goods lines of several members become one plan line whose remark names who asked for how many.
   * Answers the plan line of each list line.
   */
  private async toPlan(
    trx: Executor,
    auth: AuthContext,
    planId: string,
    list: Locked,
    lines: Awaited<ReturnType<PurchasingSynergyRepo['linesToSend']>>,
  ): Promise<Map<string, string>> {
    const who = (l: (typeof lines)[number]) =>
      `${nameOf(l.member_fullname, l.member_username)} ×${l.quantity}`;
    const goods = new Map<string, typeof lines>();
    const free: typeof lines = [];
    for (const l of lines) {
      if (l.goods_id === null) free.push(l);
      else goods.set(l.goods_id, [...(goods.get(l.goods_id) ?? []), l]);
    }
    const remark = (parts: string[]) => `协同采购单「${list.name}」：${parts.join('；')}`.slice(0, 200);
    // In the list's transaction: the plan lines and the list's lock (已发送) commit together or not at all.
    const plan = await this.plans.itemsSave(
      auth,
      {
        billId: planId,
        lines: [
          ...[...goods.entries()].map(([goodsId, ls]) => ({
            goodsId,
            quantity: ls.reduce((n, l) => n + l.quantity, 0),
            remark: remark(ls.map(who)),
          })),
          ...free.map((l) => ({
            name: l.name,
            spec: l.spec,
            unit: l.unit,
            quantity: l.quantity,
            estimatedPrice: Number(l.estimated_price),
            remark: remark([who(l)]),
          })),
        ],
      },
      trx,
    );
    const out = new Map<string, string>();
    const planLines = [...plan.lines].reverse();
    for (const l of lines) {
      const match = planLines.find((p) =>
        l.goods_id !== null
          ? p.goodsId === l.goods_id
          : p.goodsId === null && p.name === l.name && p.unit === l.unit && ![...out.values()].includes(p.id),
      );
      if (match) out.set(l.id, match.id);
    }
    return out;
  }
}
