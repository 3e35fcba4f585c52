import type { Executor } from '../../db/database';

/**
 * How logs name the person who did something: 姓名（组织名）, the username when the name is empty; ''
 * for an unknown id. Order and after-sales logs write it once, at the time of the step.
 */
export async function actorName(db: Executor, userId: string): Promise<string> {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('organizations as o', 'o.id', 'u.organization_id')
    .select(['u.fullname', 'u.username', 'o.name'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return row ? `${row.fullname || row.username}（${row.name}）` : '';
}
