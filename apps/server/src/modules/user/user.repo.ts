import type { Db } from '../../db/database';

export interface UserProfileRow {
  id: string;
  username: string;
  cellphone: string;
  fullname: string;
  organization_id: string;
  organization_name: string;
  organization_kind: 'buyer' | 'vendor' | 'platform';
  department_name: string | null;
}

export interface RoleRow {
  id: string;
  code: string;
  role_type: 'PURCHASER' | 'APPROVER' | 'VENDOR' | 'OPERATOR';
}

export interface ResourceRow {
  id: string;
  parent_id: string | null;
  code: string;
  title: string;
  href: string;
  type: 'module' | 'menu' | 'button';
  sort: number;
}

export class UserRepo {
  constructor(private readonly db: Db) {}

  /** The caller's own profile, scoped to the caller's organization. */
  findProfile(userId: string, organizationId: string): Promise<UserProfileRow | undefined> {
    return this.db
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
      .executeTakeFirst() as Promise<UserProfileRow | undefined>;
  }

  rolesOf(userId: string): Promise<RoleRow[]> {
    return this.db
      .selectFrom('user_roles as ur')
      .innerJoin('roles as r', 'r.id', 'ur.role_id')
      .select(['r.id', 'r.code', 'r.role_type'])
      .where('ur.user_id', '=', userId)
      .orderBy('r.id')
      .execute() as Promise<RoleRow[]>;
  }

  /** Resources granted to any of the roles, in tree order (parents before children by sort). */
  resourcesOfRoles(roleIds: string[]): Promise<ResourceRow[]> {
    if (roleIds.length === 0) return Promise.resolve([]);
    return this.db
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
      .execute() as Promise<ResourceRow[]>;
  }
}
