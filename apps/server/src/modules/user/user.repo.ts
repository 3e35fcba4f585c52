import type { Executor } from '../../db/database';

/** SQL of users, their roles and the resources those roles grant. */
export class UserRepo {
  /** The caller's own profile, scoped to the caller's organization. */
  findProfile(db: Executor, userId: string, organizationId: string) {
    return db
      .selectFrom('users as u')
      .innerJoin('organizations as o', 'o.id', 'u.organization_id')
      .leftJoin('departments as d', 'd.id', 'u.department_id')
      .select([
        'u.id',
        'u.username',
        'u.cellphone',
        'u.fullname',
        'u.organization_id',
        'o.name as organization_name',
        'o.kind as organization_kind',
        'd.name as department_name',
      ])
      .where('u.id', '=', userId)
      .where('u.organization_id', '=', organizationId)
      .executeTakeFirst();
  }

  rolesOf(db: Executor, userId: string) {
    return db
      .selectFrom('user_roles as ur')
      .innerJoin('roles as r', 'r.id', 'ur.role_id')
      .select(['r.id', 'r.code', 'r.role_type'])
      .where('ur.user_id', '=', userId)
      .orderBy('r.id')
      .execute();
  }

  /** Resources granted to any of the roles, in tree order (parents before children by sort). */
  async resourcesOfRoles(db: Executor, roleIds: string[]) {
    if (roleIds.length === 0) return [];
    return db
      .selectFrom('resources as res')
      .select(['res.id', 'res.parent_id', 'res.code', 'res.title', 'res.href', 'res.type', 'res.sort'])
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('role_resources as rr')
            .select('rr.role_id')
            .whereRef('rr.resource_id', '=', 'res.id')
            .where('rr.role_id', 'in', roleIds),
        ),
      )
      .orderBy('res.sort')
      .orderBy('res.id')
      .execute();
  }
}

export type ResourceRow = Awaited<ReturnType<UserRepo['resourcesOfRoles']>>[number];
