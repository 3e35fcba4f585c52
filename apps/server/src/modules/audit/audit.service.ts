import type { OperatorAction } from '@pm/contract/workbench-admin';
import { OPERATOR_ACTIONS } from '@pm/contract/workbench-admin';
import type { Page } from '@pm/contract/page';
import type { Db } from '../../db/database';
import type { AuditRepo } from './audit.repo';

/** China time (UTC+8, no daylight saving): a day's bounds of the log's date filter. */
const CHINA_OFFSET = '+08:00';

function dayStart(day: string): Date {
  return new Date(`${day}T00:00:00${CHINA_OFFSET}`);
}

function nextDayStart(day: string): Date {
  return new Date(dayStart(day).getTime() + 86_400_000);
}

export class AuditService {
  constructor(
    private readonly db: Db,
    private readonly repo: AuditRepo,
  ) {}

  async page(q: {
    operatorId?: string | undefined;
    action?: string | undefined;
    objectType?: string | undefined;
    objectKey?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
    page: number;
    limit: number;
  }): Promise<Page<OperatorAction>> {
    const { records, total } = await this.repo.page(this.db, {
      operatorId: q.operatorId,
      action: q.action,
      objectType: q.objectType,
      objectKey: q.objectKey || undefined,
      from: q.from ? dayStart(q.from) : undefined,
      to: q.to ? nextDayStart(q.to) : undefined,
      page: q.page,
      limit: q.limit,
    });
    return {
      records: records.map((r) => ({
        id: r.id,
        operatorId: r.operator_id,
        operatorName: r.operator_name,
        action: r.action,
        actionText: r.summary || (OPERATOR_ACTIONS as Record<string, string>)[r.action] || r.action,
        objectType: r.object_type,
        objectKey: r.object_id,
        objectName: r.object_name,
        reason: r.reason,
        before: r.before ?? null,
        after: r.after ?? null,
        createdAt: r.created_at.toISOString(),
      })),
      total,
      page: q.page,
      limit: q.limit,
    };
  }
}
