import { ADMIN_USER_MESSAGES, type AttachedUser, type UnattachedUser } from '@pm/contract/admin-user';
import type { Page } from '@pm/contract/page';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { OPERATOR_ACTIONS } from '@pm/contract/workbench-admin';
import { logAction } from '../audit/audit';
import type { AuthRepo } from '../auth/auth.repo';
import type { AuthContext } from '../auth/auth.service';
import type { AdminUserRepo } from './admin-user.repo';

/**
 * Platform operators and individual accounts: which are waiting, and attaching one to a buyer
 * organization (the account keeps its purchaser role and its data; its sessions end, because a session
 * holds the organization it was opened in).
 */
export class AdminUserService {
  constructor(
    private readonly db: Db,
    private readonly repo: AdminUserRepo,
    private readonly authRepo: AuthRepo,
    private readonly clock: Clock,
  ) {}

  async unattachedPage(q: {
    cellphone?: string | undefined;
    page: number;
    limit: number;
  }): Promise<Page<UnattachedUser>> {
    const { records, total } = await this.repo.unattachedPage(this.db, {
      cellphone: q.cellphone || undefined,
      page: q.page,
      limit: q.limit,
    });
    return {
      records: records.map((r) => ({
        id: r.id,
        cellphone: r.cellphone,
        username: r.username,
        createdAt: r.created_at.toISOString(),
      })),
      total,
      page: q.page,
      limit: q.limit,
    };
  }

  async attach(auth: AuthContext, input: { userId: string; organizationId: string }): Promise<AttachedUser> {
    return this.db.transaction().execute(async (trx) => {
      const user = await this.repo.lockUser(trx, input.userId);
      if (!user || user.status === 'deactivated') throw AppError.notFound(ADMIN_USER_MESSAGES.userNotFound);
      const current = await this.repo.lockOrganization(trx, user.organization_id);
      if (current?.kind !== 'individual') {
        throw AppError.conflict(ADMIN_USER_MESSAGES.alreadyAttached);
      }
      const org = await this.repo.lockOrganization(trx, input.organizationId);
      // Individual organizations are no organizations to anybody outside.
      if (!org || org.kind === 'individual') {
        throw AppError.notFound(ADMIN_USER_MESSAGES.organizationNotFound);
      }
      if (org.kind !== 'buyer') throw AppError.badRequest(ADMIN_USER_MESSAGES.notBuyerOrganization);
      const now = this.clock.now();
      await this.repo.moveUser(trx, user.id, user.organization_id, org.id, now);
      await this.authRepo.revokeUserSessions(trx, user.id, now);
      await logAction(trx, {
        operatorId: auth.userId,
        action: 'user.attach',
        summary: OPERATOR_ACTIONS['user.attach'],
        objectType: 'user',
        objectKey: user.id,
        objectName: `${user.username}（${org.name}）`,
        before: { organizationId: user.organization_id },
        after: { organizationId: org.id, organizationName: org.name },
        at: now,
      });
      return { userId: user.id, organizationId: org.id, organizationName: org.name };
    });
  }
}
