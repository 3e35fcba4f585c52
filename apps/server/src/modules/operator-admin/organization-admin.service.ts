import type { Credit } from '@pm/contract/order';
import { formatFen } from '@pm/contract/format';
import type { Page } from '@pm/contract/page';
import {
  OPERATOR_ACTIONS,
  WORKBENCH_ADMIN_MESSAGES as M,
  type AdminBuyer,
  type AdminBuyerDetail,
  type AdminOrgUser,
  type AdminSupplier,
} from '@pm/contract/workbench-admin';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { logAction } from '../audit/audit';
import type { AuthContext } from '../auth/auth.service';
import type { CreditRepo } from '../credit/credit.repo';
import { isVerifiedSupplier } from '../organization/verified-supplier';
import type { OperatorAdminRepo } from './operator-admin.repo';

type UserRow = Awaited<ReturnType<OperatorAdminRepo['users']>>[number];
type SupplierRow = NonNullable<Awaited<ReturnType<OperatorAdminRepo['supplier']>>>;

function userOf(r: UserRow): AdminOrgUser {
  return {
    id: r.id,
    username: r.username,
    fullname: r.fullname,
    cellphone: r.cellphone,
    status: r.status,
    departmentId: r.department_id,
    departmentName: r.department_name,
    roleTypes: r.role_types,
    roleNames: r.role_names,
  };
}

function supplierOf(r: SupplierRow): AdminSupplier {
  return {
    id: r.id,
    name: r.name,
    shortName: r.short_name,
    verified: r.verified_at !== null,
    verifiedAt: r.verified_at ? r.verified_at.toISOString() : null,
    goodsCount: r.goods_count,
    userCount: r.user_count,
  };
}

const NO_CREDIT: Credit = { limit: 0, used: 0, remaining: 0 };

/**
 * Operators and organizations: buyer organizations with their users and credit limits, suppliers with
 * their verification. Every write logs itself (audit.ts) in its own transaction.
 */
export class OrganizationAdminService {
  constructor(
    private readonly db: Db,
    private readonly repo: OperatorAdminRepo,
    private readonly credit: CreditRepo,
    private readonly clock: Clock,
  ) {}

  async buyerPage(q: {
    keyword?: string | undefined;
    page: number;
    limit: number;
  }): Promise<Page<AdminBuyer>> {
    const { records, total } = await this.repo.buyerPage(this.db, {
      keyword: q.keyword || undefined,
      page: q.page,
      limit: q.limit,
    });
    const credits = await this.credit.balances(
      this.db,
      records.map((r) => r.id),
    );
    return {
      records: records.map((r) => ({
        id: r.id,
        name: r.name,
        userCount: r.user_count,
        credit: credits.get(r.id) ?? NO_CREDIT,
        createdAt: r.created_at.toISOString(),
      })),
      total,
      page: q.page,
      limit: q.limit,
    };
  }

  async buyerDetail(id: string): Promise<AdminBuyerDetail> {
    const org = await this.repo.organization(this.db, id);
    if (!org || org.kind !== 'buyer') throw AppError.notFound(M.buyerNotFound);
    const [credit, departments, users] = await Promise.all([
      this.credit.balance(this.db, id),
      this.repo.departments(this.db, id),
      this.repo.users(this.db, id),
    ]);
    return { id: org.id, name: org.name, credit, departments, users: users.map(userOf) };
  }

  setCreditLimit(
    auth: AuthContext,
    input: { organizationId: string; creditLimit: number; reason: string },
  ): Promise<Credit> {
    return this.db.transaction().execute(async (trx) => {
      const org = await this.repo.organization(trx, input.organizationId);
      if (!org || org.kind !== 'buyer') throw AppError.notFound(M.buyerNotFound);
      const before = await this.credit.lockBalance(trx, org.id);
      if (!before) throw AppError.notFound(M.buyerNotFound);
      if (input.creditLimit < before.used) throw AppError.conflict(M.creditBelowUsed(formatFen(before.used)));
      if (input.creditLimit === before.limit) throw AppError.badRequest(M.creditUnchanged);
      const now = this.clock.now();
      if (!(await this.credit.setLimit(trx, org.id, input.creditLimit, now))) {
        throw AppError.conflict(M.creditBelowUsed(formatFen(before.used)));
      }
      const after = await this.credit.balance(trx, org.id);
      await logAction(trx, {
        operatorId: auth.userId,
        action: 'credit.limit',
        summary: `${OPERATOR_ACTIONS['credit.limit']} ${formatFen(before.limit)} → ${formatFen(after.limit)}`,
        objectType: 'organization',
        objectKey: org.id,
        objectName: org.name,
        reason: input.reason,
        before,
        after,
        at: now,
      });
      return after;
    });
  }

  updateUser(
    auth: AuthContext,
    input: { userId: string; roleTypes: string[]; departmentId: string | null },
  ): Promise<AdminOrgUser> {
    return this.db.transaction().execute(async (trx) => {
      const user = await this.repo.lockUser(trx, input.userId);
      if (!user || user.status === 'deactivated' || user.kind !== 'buyer') {
        throw AppError.notFound(M.userNotFound);
      }
      if (input.departmentId !== null) {
        const dept = await this.repo.department(trx, input.departmentId);
        if (!dept || dept.organization_id !== user.organization_id) {
          throw AppError.badRequest(M.departmentNotFound);
        }
      }
      const types = [...new Set(input.roleTypes)];
      const roles = await this.repo.rolesOfTypes(trx, types);
      if (roles.length !== types.length) throw AppError.badRequest(M.rolesForBuyer);
      const [beforeRow] = await this.repo.users(trx, user.organization_id, user.id);
      const now = this.clock.now();
      await this.repo.setRoles(
        trx,
        user.id,
        roles.map((r) => r.id),
      );
      await this.repo.setDepartment(trx, user.id, input.departmentId, now);
      const [afterRow] = await this.repo.users(trx, user.organization_id, user.id);
      const org = await this.repo.organization(trx, user.organization_id);
      const view = (r: UserRow | undefined) =>
        r ? { roles: r.role_names, department: r.department_name } : null;
      await logAction(trx, {
        operatorId: auth.userId,
        action: 'user.update',
        summary: `${OPERATOR_ACTIONS['user.update']}：${user.username}`,
        objectType: 'user',
        objectKey: user.id,
        objectName: `${user.username}（${org?.name ?? ''}）`,
        before: view(beforeRow),
        after: view(afterRow),
        at: now,
      });
      return userOf(afterRow!);
    });
  }

  async supplierPage(q: {
    keyword?: string | undefined;
    verified?: 'true' | 'false' | undefined;
    page: number;
    limit: number;
  }): Promise<Page<AdminSupplier>> {
    const { records, total } = await this.repo.supplierPage(this.db, {
      keyword: q.keyword || undefined,
      verified: q.verified === undefined ? undefined : q.verified === 'true',
      page: q.page,
      limit: q.limit,
    });
    return { records: records.map(supplierOf), total, page: q.page, limit: q.limit };
  }

  verifySupplier(
    auth: AuthContext,
    input: { organizationId: string; verified: boolean; reason: string },
  ): Promise<AdminSupplier> {
    return this.db.transaction().execute(async (trx) => {
      const org = await this.repo.lockOrganization(trx, input.organizationId);
      if (!org || org.kind !== 'vendor') throw AppError.notFound(M.supplierNotFound);
      const was = isVerifiedSupplier(org);
      if (was === input.verified) throw AppError.conflict(was ? M.alreadyVerified : M.notVerified);
      const now = this.clock.now();
      await this.repo.setVerified(trx, org.id, input.verified ? now : null);
      const action = input.verified ? 'supplier.verify' : 'supplier.unverify';
      await logAction(trx, {
        operatorId: auth.userId,
        action,
        summary: OPERATOR_ACTIONS[action],
        objectType: 'organization',
        objectKey: org.id,
        objectName: org.name,
        reason: input.reason,
        before: { verified: was, verifiedAt: org.verified_at?.toISOString() ?? null },
        after: { verified: input.verified, verifiedAt: input.verified ? now.toISOString() : null },
        at: now,
      });
      const row = await this.repo.supplier(trx, org.id);
      return supplierOf(row!);
    });
  }
}
