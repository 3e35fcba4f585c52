import { formatFen } from '@pm/contract/format';
import type { Page } from '@pm/contract/page';
import {
  MAX_PLAN_LINES,
  PLAN_EDITABLE_STATUSES,
  PLAN_STATUSES,
  PLAN_TRANSITIONS,
  type DepartmentWithUsers,
  type PlanAction,
  type PlanDetail,
  type PlanLogEntry,
  type PlanPage,
  type PlanRemoved,
  type PlanStatus,
} from '@pm/contract/purchasing-plan';
import type {
  departmentUsersQuery,
  planItemsRemoveByGoodsRequest,
  planItemsRemoveRequest,
  planItemsSaveRequest,
  planItemUpdateRequest,
  planLineInput,
  planLogQuery,
  planPageQuery,
  planSaveRequest,
  planUpdateRequest,
} from '@pm/contract/purchasing-plan-schema';
import type { SqlBool } from 'kysely';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { actorName } from '../actor/actor.repo';
import type { AuthContext } from '../auth/auth.service';
import { chinaDate } from '../../lib/clock';
import { lineOf, statusLabel as label, summaryOf } from './plan-view';
import type { LinePatch, NewPlanLine, PlanPatch, PurchasingPlanRepo } from './purchasing-plan.repo';

export const PLAN_MESSAGES = {
  notFound: '采购计划不存在',
  lineNotFound: '计划明细不存在',
  departmentNotFound: '部门不存在',
  ownerNotFound: '负责人不存在',
  goodsGone: '商品不存在或已下架',
  noLines: '计划还没有明细，不能开始执行',
  tooManyLines: `一个计划最多 ${MAX_PLAN_LINES} 条明细`,
  freeTextOrder: '自由填写的明细不是商城商品，不能直接下单',
  goodsNotInPlan: '该计划中没有所选商品的明细',
} as const;

type SaveRequest = z.output<typeof planSaveRequest>;
type UpdateRequest = z.output<typeof planUpdateRequest>;
type LineInput = z.output<typeof planLineInput>;

/** Purchasing plans (采购计划): the rules; SQL in the repo, the budget ledger in plan-ledger.ts. */
export class PurchasingPlanService {
  constructor(
    private readonly db: Db,
    private readonly repo: PurchasingPlanRepo,
    private readonly clock: Clock,
  ) {}

  // ---- reading ----

  async detail(auth: AuthContext, id: string, db: Executor = this.db): Promise<PlanDetail> {
    const plan = await this.repo.plan(db, auth.organizationId, id);
    if (!plan) throw AppError.notFound(PLAN_MESSAGES.notFound);
    const lines = await this.repo.lines(db, id);
    const status = plan.status as PlanStatus;
    return {
      ...summaryOf(plan),
      remarks: plan.remarks,
      lines: lines.map(lineOf),
      actions: (Object.keys(PLAN_TRANSITIONS) as PlanAction[]).filter((a) =>
        (PLAN_TRANSITIONS[a].from as readonly PlanStatus[]).includes(status),
      ),
    };
  }

  async page(auth: AuthContext, q: z.output<typeof planPageQuery>): Promise<PlanPage> {
    const [{ records, total }, counts] = await Promise.all([
      this.repo.page(this.db, auth.organizationId, q),
      this.repo.countsByStatus(this.db, auth.organizationId),
    ]);
    const byStatus: Record<string, number> = { all: 0 };
    for (const s of PLAN_STATUSES) {
      byStatus[s] = counts.get(s) ?? 0;
      byStatus.all! += byStatus[s]!;
    }
    return { records: records.map(summaryOf), total, page: q.page, limit: q.limit, counts: byStatus };
  }

  async logPage(auth: AuthContext, q: z.output<typeof planLogQuery>): Promise<Page<PlanLogEntry>> {
    const { records, total } = await this.repo.logPage(this.db, auth.organizationId, {
      planId: q.billId,
      page: q.page,
      limit: q.limit,
    });
    // A plan of another organization does not exist (a deleted plan of the caller's keeps its log).
    if (q.billId && total === 0 && !(await this.repo.plan(this.db, auth.organizationId, q.billId))) {
      throw AppError.notFound(PLAN_MESSAGES.notFound);
    }
    return {
      records: records.map((r) => ({
        id: r.id,
        billId: r.plan_id,
        billName: r.plan_name,
        action: r.action,
        detail: r.detail,
        actorId: r.actor_id,
        actorName: r.actor_name,
        createdAt: r.created_at.toISOString(),
      })),
      total,
      page: q.page,
      limit: q.limit,
    };
  }

  async departments(
    auth: AuthContext,
    q: z.output<typeof departmentUsersQuery>,
  ): Promise<Page<DepartmentWithUsers>> {
    const { departments, users, total } = await this.repo.departmentsWithUsers(
      this.db,
      auth.organizationId,
      q,
    );
    return {
      records: departments.map((d) => ({
        id: d.id,
        name: d.name,
        users: users
          .filter((u) => u.department_id === d.id)
          .map((u) => ({ id: u.id, username: u.username, fullname: u.fullname })),
      })),
      total,
      page: q.page,
      limit: q.limit,
    };
  }

  // ---- writing ----

  /**
   * Runs a change of one plan in a transaction: the plan locked (another organization's: 404). `within`: the
   * caller's transaction (a collaborative list sent to the plan: the list and the plan lines commit together).
   */
  private change<T = PlanDetail>(
    auth: AuthContext,
    id: string,
    run: (
      trx: Executor,
      plan: { id: string; name: string; status: string; budget: string; committed: string },
      now: Date,
    ) => Promise<{ action: string; detail: string } | null>,
    answer?: (trx: Executor) => Promise<T>,
    within?: Executor,
  ): Promise<T> {
    const go = async (trx: Executor) => {
      const plan = await this.repo.lockPlan(trx, auth.organizationId, id);
      if (!plan) throw AppError.notFound(PLAN_MESSAGES.notFound);
      const now = this.clock.now();
      const done = await run(trx, plan, now);
      if (done) await this.log(trx, auth, { id, name: plan.name }, done.action, done.detail, now);
      return answer ? answer(trx) : (this.detail(auth, id, trx) as Promise<T>);
    };
    return within ? go(within) : this.db.transaction().execute(go);
  }

  private async log(
    trx: Executor,
    auth: AuthContext,
    plan: { id: string; name: string },
    action: string,
    detail: string,
    now: Date,
  ): Promise<void> {
    await this.repo.log(trx, {
      organizationId: auth.organizationId,
      planId: plan.id,
      planName: plan.name,
      action,
      detail,
      actorId: auth.userId,
      actorName: await actorName(trx, auth.userId),
      now,
    });
  }

  private requireEditable(plan: { name: string; status: string }): void {
    if (!PLAN_EDITABLE_STATUSES.includes(plan.status as PlanStatus)) {
      throw AppError.conflict(`采购计划「${plan.name}」${label(plan.status)}，不能再修改`);
    }
  }

  private async checkPeople(
    db: Executor,
    auth: AuthContext,
    p: { departmentId?: string | null | undefined; ownerId?: string | undefined },
  ): Promise<void> {
    if (
      p.departmentId &&
      !(await this.repo.departmentInOrganization(db, auth.organizationId, p.departmentId))
    )
      throw AppError.notFound(PLAN_MESSAGES.departmentNotFound);
    if (p.ownerId && !(await this.repo.userInOrganization(db, auth.organizationId, p.ownerId)))
      throw AppError.notFound(PLAN_MESSAGES.ownerNotFound);
  }

  /** Lines as stored: goods lines copy the goods' name, specification and unit, and price by default. */
  private async linesOf(
    db: Executor,
    auth: AuthContext,
    lines: readonly LineInput[],
  ): Promise<NewPlanLine[]> {
    const goodsIds = [...new Set(lines.flatMap((l) => (l.goodsId ? [l.goodsId] : [])))];
    const goods = new Map(
      (await this.repo.goodsForPlan(db, auth.organizationId, goodsIds)).map((g) => [g.id, g]),
    );
    return lines.map((l) => {
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
      if (!g || g.status !== 'on') throw AppError.badRequest(PLAN_MESSAGES.goodsGone);
      return {
        goodsId: g.id,
        name: g.name,
        spec: l.spec || [g.model, g.spec].filter((s) => s !== '').join(' '),
        unit: g.unit,
        quantity: l.quantity,
        estimatedPrice: l.estimatedPrice ?? g.price,
        remark: l.remark,
      };
    });
  }

  async save(auth: AuthContext, req: SaveRequest): Promise<PlanDetail> {
    return this.db.transaction().execute(async (trx) => {
      await this.checkPeople(trx, auth, req);
      const lines = await this.linesOf(trx, auth, req.lines);
      const now = this.clock.now();
      const n = await this.repo.nextNumber(trx);
      const code = `JH${chinaDate(now).replaceAll('-', '')}${String(n).padStart(6, '0')}`;
      const id = await this.repo.insertPlan(trx, {
        organizationId: auth.organizationId,
        code,
        name: req.name,
        periodType: req.periodType,
        period: req.period,
        departmentId: req.departmentId ?? null,
        ownerId: req.ownerId ?? auth.userId,
        createdBy: auth.userId,
        budget: req.budget,
        remarks: req.remarks,
        now,
      });
      await this.repo.addLines(trx, auth.organizationId, id, lines, now);
      await this.log(
        trx,
        auth,
        { id, name: req.name },
        '新建计划',
        `编号 ${code}，预算 ${formatFen(req.budget)}，明细 ${lines.length} 条`,
        now,
      );
      return this.detail(auth, id, trx);
    });
  }

  update(auth: AuthContext, req: UpdateRequest): Promise<PlanDetail> {
    return this.change(auth, req.id, async (trx, plan, now) => {
      this.requireEditable(plan);
      await this.checkPeople(trx, auth, req);
      const used = Number(plan.committed);
      if (req.budget !== undefined && req.budget < used) {
        throw AppError.conflict(`预算不能低于已占用的 ${formatFen(used)}`);
      }
      const patch: PlanPatch = {};
      const said: string[] = [];
      if (req.name !== undefined) {
        patch.name = req.name;
        said.push(`名称「${req.name}」`);
      }
      if (req.periodType !== undefined && req.period !== undefined) {
        patch.period_type = req.periodType;
        patch.period = req.period;
        said.push(`周期 ${req.period}`);
      }
      if (req.departmentId !== undefined) {
        patch.department_id = req.departmentId;
        said.push('部门');
      }
      if (req.ownerId !== undefined) {
        patch.owner_id = req.ownerId;
        said.push('负责人');
      }
      if (req.budget !== undefined) {
        patch.budget = req.budget;
        said.push(`预算 ${formatFen(Number(plan.budget))} → ${formatFen(req.budget)}`);
      }
      if (req.remarks !== undefined) {
        patch.remarks = req.remarks;
        said.push('备注');
      }
      if (said.length === 0) return null;
      await this.repo.updatePlan(trx, plan.id, patch, now);
      return { action: '修改计划', detail: said.join('，') };
    });
  }

  /** A transition of PLAN_TRANSITIONS; any other move is refused (409) and changes nothing. */
  transition(auth: AuthContext, id: string, action: PlanAction): Promise<PlanDetail> {
    const t = PLAN_TRANSITIONS[action];
    return this.change(auth, id, async (trx, plan, now) => {
      if (!(t.from as readonly string[]).includes(plan.status)) {
        const allowed = t.from.map((s) => label(s)).join('或');
        throw AppError.conflict(
          `采购计划「${plan.name}」${label(plan.status)}，不能${t.label}（只有${allowed}的计划可以${t.label}）`,
        );
      }
      if (action === 'start' && (await this.repo.countLines(trx, plan.id)) === 0) {
        throw AppError.conflict(PLAN_MESSAGES.noLines);
      }
      await this.repo.updatePlan(trx, plan.id, { status: t.to }, now);
      return { action: t.label, detail: `${label(plan.status)} → ${label(t.to)}` };
    });
  }

  /** Deletes draft plans; any other (or another organization's) refuses the whole request. */
  async remove(auth: AuthContext, ids: readonly string[]): Promise<PlanRemoved> {
    return this.db.transaction().execute(async (trx) => {
      const plans = await this.repo.lockPlans(trx, auth.organizationId, ids);
      if (plans.length < ids.length) throw AppError.notFound(PLAN_MESSAGES.notFound);
      const kept = plans.find((p) => p.status !== 'draft');
      if (kept) {
        throw AppError.conflict(`采购计划「${kept.name}」${label(kept.status)}，只有草稿可以删除`);
      }
      const now = this.clock.now();
      for (const p of plans) await this.log(trx, auth, p, '删除计划', '', now);
      return { removed: await this.repo.deletePlans(trx, ids) };
    });
  }

  /** Adds lines; `within`: the caller's transaction (a collaborative list's send), else its own. */
  itemsSave(
    auth: AuthContext,
    req: z.output<typeof planItemsSaveRequest>,
    within?: Executor,
  ): Promise<PlanDetail> {
    return this.change(
      auth,
      req.billId,
      async (trx, plan, now) => {
        this.requireEditable(plan);
        const lines = await this.linesOf(trx, auth, req.lines);
        if ((await this.repo.countLines(trx, plan.id)) + lines.length > MAX_PLAN_LINES) {
          throw AppError.badRequest(PLAN_MESSAGES.tooManyLines);
        }
        await this.repo.addLines(trx, auth.organizationId, plan.id, lines, now);
        return { action: '添加明细', detail: lines.map((l) => `${l.name} × ${l.quantity}`).join('；') };
      },
      undefined,
      within,
    );
  }

  /** Changes one line; its planned quantity never drops below what was ordered. */
  private async changeLine(
    auth: AuthContext,
    lineId: string,
    patch: LinePatch,
    action: string,
  ): Promise<PlanDetail> {
    const planId = await this.repo.planOfLine(this.db, auth.organizationId, lineId);
    if (!planId) throw AppError.notFound(PLAN_MESSAGES.lineNotFound);
    return this.change(auth, planId, async (trx, plan, now) => {
      this.requireEditable(plan);
      const [line] = await this.repo.lockLines(trx, plan.id, [lineId]);
      if (!line) throw AppError.notFound(PLAN_MESSAGES.lineNotFound);
      if (patch.quantity !== undefined && patch.quantity < line.ordered_quantity) {
        throw AppError.conflict(
          `「${line.name}」已下单 ${line.ordered_quantity}，计划数量不能少于已下单数量`,
        );
      }
      if (line.goods_id !== null) delete patch.unit;
      if (Object.keys(patch).length === 0) return null;
      await this.repo.updateLine(trx, line.id, patch, now);
      const said = [
        patch.quantity !== undefined ? `数量 ${line.quantity} → ${patch.quantity}` : '',
        patch.estimated_price !== undefined
          ? `预估单价 ${formatFen(Number(line.estimated_price))} → ${formatFen(patch.estimated_price)}`
          : '',
        patch.spec !== undefined ? '规格型号' : '',
        patch.unit !== undefined ? '单位' : '',
        patch.remark !== undefined ? '备注' : '',
      ].filter((s) => s !== '');
      return { action, detail: `「${line.name}」${said.join('，')}` };
    });
  }

  itemUpdate(auth: AuthContext, req: z.output<typeof planItemUpdateRequest>): Promise<PlanDetail> {
    const patch: LinePatch = {};
    if (req.spec !== undefined) patch.spec = req.spec;
    if (req.unit !== undefined) patch.unit = req.unit;
    if (req.quantity !== undefined) patch.quantity = req.quantity;
    if (req.estimatedPrice !== undefined) patch.estimated_price = req.estimatedPrice;
    if (req.remark !== undefined) patch.remark = req.remark;
    return this.changeLine(auth, req.id, patch, '修改明细');
  }

  itemQuantity(auth: AuthContext, id: string, quantity: number): Promise<PlanDetail> {
    return this.changeLine(auth, id, { quantity }, '修改明细数量');
  }

  /** Removes lines of a plan; a line ever ordered stays (its orders name it). */
  private removeLines(
    auth: AuthContext,
    planId: string,
    find: (trx: Executor) => Promise<{ id: string; name: string; ever_ordered: SqlBool }[]>,
    expected: number | null,
  ): Promise<PlanDetail> {
    return this.change(auth, planId, async (trx, plan) => {
      this.requireEditable(plan);
      const lines = await find(trx);
      if (lines.length === 0 || (expected !== null && lines.length < expected)) {
        throw AppError.notFound(
          expected === null ? PLAN_MESSAGES.goodsNotInPlan : PLAN_MESSAGES.lineNotFound,
        );
      }
      const ordered = lines.find((l) => Boolean(l.ever_ordered));
      if (ordered) throw AppError.conflict(`「${ordered.name}」已有下单记录，不能删除`);
      await this.repo.deleteLines(
        trx,
        plan.id,
        lines.map((l) => l.id),
      );
      return { action: '删除明细', detail: lines.map((l) => l.name).join('；') };
    });
  }

  itemsRemove(auth: AuthContext, req: z.output<typeof planItemsRemoveRequest>): Promise<PlanDetail> {
    return this.removeLines(
      auth,
      req.billId,
      (trx) => this.repo.lockLines(trx, req.billId, req.ids),
      req.ids.length,
    );
  }

  itemsRemoveByGoods(
    auth: AuthContext,
    req: z.output<typeof planItemsRemoveByGoodsRequest>,
  ): Promise<PlanDetail> {
    return this.removeLines(
      auth,
      req.billId,
      (trx) => this.repo.linesOfGoods(trx, req.billId, req.goodsIds),
      null,
    );
  }
}
