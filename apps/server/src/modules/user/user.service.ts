import type { CurrentUser, Resource, RoleTypeData, SessionUser } from '@pm/contract/user';
import { ROLE_TYPE_LABELS, type RoleType } from '@pm/contract/roles';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../auth/auth.service';
import type { ResourceRow, UserRepo } from './user.repo';

/** Most privileged first: the role type of a user with several roles. */
const ROLE_PRECEDENCE: RoleType[] = ['OPERATOR', 'APPROVER', 'VENDOR', 'PURCHASER'];

export function buildResourceTree(rows: ResourceRow[]): Resource[] {
  const nodes = new Map<string, Resource>();
  for (const r of rows) {
    nodes.set(r.id, {
      id: r.id,
      code: r.code,
      title: r.title,
      href: r.href,
      typeDescription: r.type,
      children: [],
    });
  }
  const roots: Resource[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parent_id ? nodes.get(r.parent_id) : undefined;
    if (parent) parent.children.push(node);
    // A child whose parent is not granted still shows, at the top level.
    else roots.push(node);
  }
  return roots;
}

export class UserService {
  constructor(
    private readonly db: Db,
    private readonly repo: UserRepo,
  ) {}

  async sessionUser(auth: AuthContext): Promise<SessionUser> {
    const [profile, roles] = await Promise.all([
      this.repo.findProfile(this.db, auth.userId, auth.organizationId),
      this.repo.rolesOf(this.db, auth.userId),
    ]);
    if (!profile) throw AppError.unauthorized();
    // An individual account's own organization is no organization to show: it belongs to none yet.
    const attached = profile.organization_kind !== 'individual';
    return {
      id: profile.id,
      cellphone: profile.cellphone,
      organizationId: attached ? profile.organization_id : '',
      organizationName: attached ? profile.organization_name : '',
      username: profile.username,
      fullname: profile.fullname,
      departmentName: profile.department_name ?? '',
      roleIds: roles.map((r) => r.id),
      isVendor: profile.organization_kind === 'vendor',
      attached,
    };
  }

  /** The current-user call: authorities are the role codes and the granted resource codes. */
  async currentUser(auth: AuthContext): Promise<CurrentUser> {
    const [profile, roles] = await Promise.all([
      this.repo.findProfile(this.db, auth.userId, auth.organizationId),
      this.repo.rolesOf(this.db, auth.userId),
    ]);
    if (!profile) throw AppError.unauthorized();
    const resources = await this.repo.resourcesOfRoles(
      this.db,
      roles.map((r) => r.id),
    );
    const authorities = [...roles.map((r) => r.code), ...resources.map((r) => r.code)];
    return {
      id: profile.id,
      username: profile.username,
      fullname: profile.fullname,
      authorities: [...new Set(authorities)].map((authority) => ({ authority })),
    };
  }

  async roleType(auth: AuthContext): Promise<RoleTypeData> {
    const roles = await this.repo.rolesOf(this.db, auth.userId);
    const types = new Set(roles.map((r) => r.role_type));
    const roleType = ROLE_PRECEDENCE.find((t) => types.has(t)) ?? 'PURCHASER';
    return { roleType, roleTypeName: ROLE_TYPE_LABELS[roleType], isVendor: types.has('VENDOR') };
  }

  /**
   * The resource tree of the given roles. Only the caller's own roles count: asking for another user's
   * role ids gives nothing more. No ids: all of the caller's roles.
   */
  async resourcesByRoleIds(auth: AuthContext, roleIds: string[]): Promise<Resource[]> {
    const own = (await this.repo.rolesOf(this.db, auth.userId)).map((r) => r.id);
    const wanted = roleIds.length === 0 ? own : roleIds.filter((id) => own.includes(id));
    return buildResourceTree(await this.repo.resourcesOfRoles(this.db, wanted));
  }
}
