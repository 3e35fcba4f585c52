import type { Executor } from '../../db/database';

/** SQL of roles and the resources they grant (role_resources), as the role editor changes them. */
export class RoleRepo {
  roles(db: Executor) {
    return db.selectFrom('roles').select(['id', 'code', 'name', 'role_type']).orderBy('id').execute();
  }

  resources(db: Executor) {
    return db
      .selectFrom('resources')
      .select(['id', 'parent_id', 'code', 'title', 'type'])
      .orderBy('parent_id', 'asc')
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  grants(db: Executor) {
    return db.selectFrom('role_resources').select(['role_id', 'resource_id']).execute();
  }

  lockRole(db: Executor, roleId: string) {
    return db
      .selectFrom('roles')
      .select(['id', 'code', 'name', 'role_type'])
      .where('id', '=', roleId)
      .forUpdate()
      .executeTakeFirst();
  }

  async setGrants(db: Executor, roleId: string, resourceIds: readonly string[]): Promise<void> {
    await db.deleteFrom('role_resources').where('role_id', '=', roleId).execute();
    if (resourceIds.length > 0) {
      await db
        .insertInto('role_resources')
        .values(resourceIds.map((resource_id) => ({ role_id: roleId, resource_id })))
        .execute();
    }
  }
}
