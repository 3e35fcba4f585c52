import type { Page } from '@pm/contract/page';
import { OPERATOR_ACTIONS } from '@pm/contract/workbench-admin';
import {
  WORK_ORDER_KIND_LABELS,
  WORKBENCH_CONTENT_MESSAGES as M,
  type AdminWorkOrder,
  type MyWorkOrder,
} from '@pm/contract/workbench-admin-content';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { logAction } from '../audit/audit';
import type { AuthContext } from '../auth/auth.service';
import type { WorkOrderRepo } from './work-order.repo';

type Row = NonNullable<Awaited<ReturnType<WorkOrderRepo['one']>>>;

function mineOf(r: Row): MyWorkOrder {
  return {
    id: r.id,
    goodsId: r.goods_id,
    goodsName: r.goods_name,
    kind: r.kind,
    kindText: WORK_ORDER_KIND_LABELS[r.kind] ?? r.kind,
    content: r.content,
    status: r.status,
    reply: r.reply,
    repliedAt: r.replied_at ? r.replied_at.toISOString() : null,
    createdAt: r.created_at.toISOString(),
  };
}

function adminOf(r: Row): AdminWorkOrder {
  return { ...mineOf(r), contact: r.contact, organizationName: r.organization_name, username: r.username };
}

/**
 * Product work orders (商品纠错, filed on the goods details: mall module): operators list and answer them;
 * the buyer who filed one reads the answer.
 */
export class WorkOrderService {
  constructor(
    private readonly db: Db,
    private readonly repo: WorkOrderRepo,
    private readonly clock: Clock,
  ) {}

  async page(q: {
    status?: 'open' | 'done' | undefined;
    page: number;
    limit: number;
  }): Promise<Page<AdminWorkOrder>> {
    const { records, total } = await this.repo.page(this.db, q);
    return { records: records.map(adminOf), total, page: q.page, limit: q.limit };
  }

  async mine(auth: AuthContext, q: { page: number; limit: number }): Promise<Page<MyWorkOrder>> {
    const { records, total } = await this.repo.page(this.db, { ...q, userId: auth.userId });
    return { records: records.map(mineOf), total, page: q.page, limit: q.limit };
  }

  reply(auth: AuthContext, input: { id: string; reply: string }): Promise<AdminWorkOrder> {
    return this.db.transaction().execute(async (trx) => {
      const before = await this.repo.lock(trx, input.id);
      if (!before) throw AppError.notFound(M.workOrderNotFound);
      const now = this.clock.now();
      await this.repo.reply(trx, before.id, input.reply, auth.userId, now);
      const row = await this.repo.one(trx, before.id);
      await logAction(trx, {
        operatorId: auth.userId,
        action: 'work-order.reply',
        summary: OPERATOR_ACTIONS['work-order.reply'],
        objectType: 'workOrder',
        objectKey: before.id,
        objectName: row!.goods_name,
        before: { status: before.status, reply: before.reply },
        after: { status: 'done', reply: input.reply },
        at: now,
      });
      return adminOf(row!);
    });
  }
}
