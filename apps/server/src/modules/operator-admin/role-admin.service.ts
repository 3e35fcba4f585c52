import {
  OPERATOR_ACTIONS,
  ROLE_EDITOR_RESOURCE,
  WORKBENCH_ADMIN_MESSAGES as M,
  type RoleResources,
} from '@pm/contract/workbench-admin';
import type { Db, Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { logAction } from '../audit/audit';
import type { AuthContext } from '../auth/auth.service';
import type { RoleRepo } from './role.repo';

/**
 * The role editor (角色权限): which resources each role grants (spec §6: a menu or button shows when its
 * code is in the user's tree; access checks read the grants at every request). A resource's parents are
 * granted with it, so the tree stays whole; the operator role keeps the editor itself.
 */
export class RoleAdminService {
  constructor(
    private readonly db: Db,
    private readonly repo: RoleRepo,
    private readonly clock: Clock,
  ) {}

  list(): Promise<RoleResources> {
    return this.read(this.db);
  }

  private async read(db: Executor): Promise<RoleResources> {
    const [roles, resources, grants] = await Promise.all([
      this.repo.roles(db),
      this.repo.resources(db),
      this.repo.grants(db),
    ]);
    return {
      roles: roles.map((r) => ({
        id: r.id,
        code: r.code,
        name: r.name,
        roleType: r.role_type,
        resourceIds: grants.filter((g) => g.role_id === r.id).map((g) => g.resource_id),
      })),
      resources: resources.map((r) => ({
        id: r.id,
        parentId: r.parent_id,
        code: r.code,
        title: r.title,
        type: r.type,
      })),
    };
  }

  save(auth: AuthContext, input: { roleId: string; resourceIds: string[] }): Promise<RoleResources> {
    return this.db.transaction().execute(async (trx) => {
      const role = await this.repo.lockRole(trx, input.roleId);
      if (!role) throw AppError.notFound(M.roleNotFound);
      const before = await this.read(trx);
      const byId = new Map(before.resources.map((r) => [r.id, r]));
      const chosen = new Set<string>();
      for (const id of input.resourceIds) {
        if (!byId.has(id)) throw AppError.badRequest(M.resourceNotFound);
        // The resource and its parents.
        for (
          let at: string | null = id;
          at !== null && !chosen.has(at);
          at = byId.get(at)?.parentId ?? null
        ) {
          chosen.add(at);
        }
      }
      const codes = (ids: Iterable<string>) => [...ids].map((id) => byId.get(id)?.code ?? id).sort();
      if (role.role_type === 'OPERATOR' && !codes(chosen).includes(ROLE_EDITOR_RESOURCE)) {
        throw AppError.badRequest(M.operatorKeepsRoles);
      }
      const was = before.roles.find((r) => r.id === role.id)?.resourceIds ?? [];
      await this.repo.setGrants(
        trx,
        role.id,
        [...chosen].sort((a, b) => Number(a) - Number(b)),
      );
      const beforeCodes = codes(was);
      const afterCodes = codes(chosen);
      await logAction(trx, {
        operatorId: auth.userId,
        action: 'role.resources',
        summary: `${OPERATOR_ACTIONS['role.resources']}：${role.name}`,
        objectType: 'role',
        objectKey: role.id,
        objectName: role.name,
        before: { added: [], removed: beforeCodes.filter((c) => !afterCodes.includes(c)) },
        after: { added: afterCodes.filter((c) => !beforeCodes.includes(c)), count: afterCodes.length },
        at: this.clock.now(),
      });
      return this.read(trx);
    });
  }
}
