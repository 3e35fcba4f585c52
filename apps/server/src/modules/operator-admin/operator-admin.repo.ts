import { sql } from 'kysely';
import type { Executor } from '../../db/database';

export function escapeLike(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const activeUsers = sql<number>`(SELECT count(*)::int FROM users u WHERE u.organization_id = o.id AND u.status <> 'deactivated')`;

/** SQL of the operators' view of organizations, their users and suppliers' verification. */
export class OperatorAdminRepo {
  async buyerPage(db: Executor, q: { keyword?: string | undefined; page: number; limit: number }) {
    let base = db.selectFrom('organizations as o').where('o.kind', '=', 'buyer');
    if (q.keyword) base = base.where('o.name', 'ilike', escapeLike(q.keyword));
    const [records, total] = await Promise.all([
      base
        .select(['o.id', 'o.name', 'o.created_at', activeUsers.as('user_count')])
        .orderBy('o.id')
        .limit(q.limit)
        .offset((q.page - 1) * q.limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { records, total: Number(total.n) };
  }

  organization(db: Executor, id: string) {
    return db
      .selectFrom('organizations')
      .select(['id', 'name', 'kind', 'short_name', 'verified_at'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  departments(db: Executor, organizationId: string) {
    return db
      .selectFrom('departments')
      .select(['id', 'name'])
      .where('organization_id', '=', organizationId)
      .orderBy('id')
      .execute();
  }

  /** Users of an organization (deactivated ones left out) with department and roles. */
  users(db: Executor, organizationId: string, userId?: string) {
    let q = db
      .selectFrom('users as u')
      .leftJoin('departments as d', 'd.id', 'u.department_id')
      .where('u.organization_id', '=', organizationId)
      .where('u.status', '<>', 'deactivated');
    if (userId) q = q.where('u.id', '=', userId);
    return q
      .select([
        'u.id',
        'u.username',
        'u.fullname',
        'u.cellphone',
        'u.status',
        'u.department_id',
        sql<string>`coalesce(d.name, '')`.as('department_name'),
        sql<string[]>`coalesce((SELECT array_agg(r.role_type ORDER BY r.id) FROM user_roles ur
          JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id), '{}')`.as('role_types'),
        sql<string[]>`coalesce((SELECT array_agg(r.name ORDER BY r.id) FROM user_roles ur
          JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id), '{}')`.as('role_names'),
      ])
      .orderBy('u.id')
      .execute();
  }

  /** The user with its organization's kind, locked for a change of roles or department. */
  lockUser(db: Executor, userId: string) {
    return db
      .selectFrom('users as u')
      .innerJoin('organizations as o', 'o.id', 'u.organization_id')
      .select(['u.id', 'u.organization_id', 'u.department_id', 'u.status', 'u.username', 'o.kind'])
      .where('u.id', '=', userId)
      .forUpdate('u')
      .executeTakeFirst();
  }

  department(db: Executor, id: string) {
    return db
      .selectFrom('departments')
      .select(['id', 'organization_id', 'name'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** One role per type (the first), for the types asked. */
  rolesOfTypes(db: Executor, types: readonly string[]) {
    return db
      .selectFrom('roles')
      .select(['id', 'role_type'])
      .distinctOn('role_type')
      .where('role_type', 'in', types as ('PURCHASER' | 'APPROVER')[])
      .orderBy('role_type')
      .orderBy('id')
      .execute();
  }

  async setRoles(db: Executor, userId: string, roleIds: readonly string[]): Promise<void> {
    await db.deleteFrom('user_roles').where('user_id', '=', userId).execute();
    if (roleIds.length > 0) {
      await db
        .insertInto('user_roles')
        .values(roleIds.map((role_id) => ({ user_id: userId, role_id })))
        .execute();
    }
  }

  async setDepartment(db: Executor, userId: string, departmentId: string | null, now: Date): Promise<void> {
    await db
      .updateTable('users')
      .set({ department_id: departmentId, updated_at: now })
      .where('id', '=', userId)
      .execute();
  }

  async supplierPage(
    db: Executor,
    q: { keyword?: string | undefined; verified?: boolean | undefined; page: number; limit: number },
  ) {
    let base = db.selectFrom('organizations as o').where('o.kind', '=', 'vendor');
    if (q.keyword) {
      const like = escapeLike(q.keyword);
      base = base.where((eb) => eb.or([eb('o.name', 'ilike', like), eb('o.short_name', 'ilike', like)]));
    }
    if (q.verified === true) base = base.where('o.verified_at', 'is not', null);
    if (q.verified === false) base = base.where('o.verified_at', 'is', null);
    const [records, total] = await Promise.all([
      base
        .select([
          'o.id',
          'o.name',
          sql<string>`coalesce(o.short_name, '')`.as('short_name'),
          'o.verified_at',
          sql<number>`(SELECT count(*)::int FROM goods g WHERE g.supplier_id = o.id AND g.status = 'on')`.as(
            'goods_count',
          ),
          activeUsers.as('user_count'),
        ])
        .orderBy('o.id')
        .limit(q.limit)
        .offset((q.page - 1) * q.limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { records, total: Number(total.n) };
  }

  supplier(db: Executor, id: string) {
    return this.supplierPageOne(db, id);
  }

  private supplierPageOne(db: Executor, id: string) {
    return db
      .selectFrom('organizations as o')
      .select([
        'o.id',
        'o.name',
        sql<string>`coalesce(o.short_name, '')`.as('short_name'),
        'o.verified_at',
        sql<number>`(SELECT count(*)::int FROM goods g WHERE g.supplier_id = o.id AND g.status = 'on')`.as(
          'goods_count',
        ),
        activeUsers.as('user_count'),
      ])
      .where('o.id', '=', id)
      .where('o.kind', '=', 'vendor')
      .executeTakeFirst();
  }

  lockOrganization(db: Executor, id: string) {
    return db
      .selectFrom('organizations')
      .select(['id', 'name', 'kind', 'verified_at'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  async setVerified(db: Executor, id: string, at: Date | null): Promise<void> {
    await db.updateTable('organizations').set({ verified_at: at }).where('id', '=', id).execute();
  }
}
