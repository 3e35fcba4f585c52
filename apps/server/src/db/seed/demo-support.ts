/**
 * What the demo seeds that run through the services share: the seed's transaction as the services'
 * database, a demo user's session as the services take it, and the app_meta marker that makes a seed run
 * once per database.
 */
import type { Transaction } from 'kysely';
import type { RoleType } from '@pm/contract/roles';
import type { AuthContext } from '../../modules/auth/auth.service';
import type { Db } from '../database';
import type { DB } from '../schema';

/**
 * The seed's transaction as the services' database: their own transactions run inside it (a nested
 * `transaction().execute(fn)` is `fn` on the same transaction), so the whole seed commits once.
 */
export function within(trx: Transaction<DB>): Db {
  return new Proxy(trx, {
    get(target, prop) {
      if (prop === 'transaction') {
        return () => ({ execute: <T>(fn: (t: Transaction<DB>) => Promise<T>) => fn(target) });
      }
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  }) as unknown as Db;
}

/** A demo user as the services see a signed-in caller (with the roles the database gives them), or null. */
export async function authOf(db: Db, username: string): Promise<AuthContext | null> {
  const u = await db
    .selectFrom('users')
    .select(['id', 'organization_id'])
    .where('username', '=', username)
    .executeTakeFirst();
  if (!u) return null;
  const roles = await db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select('r.role_type')
    .where('ur.user_id', '=', u.id)
    .execute();
  return {
    userId: u.id,
    organizationId: u.organization_id,
    sessionId: '',
    roleTypes: roles.map((r) => r.role_type as RoleType),
  };
}

/** Whether the seed of this marker has run on this database. */
export async function seeded(db: Db, marker: string): Promise<boolean> {
  const row = await db.selectFrom('app_meta').select('value').where('key', '=', marker).executeTakeFirst();
  return row !== undefined;
}

/** Records that the seed of this marker has run (its last write, in its transaction when it has one). */
export async function markSeeded(db: Db, marker: string, at: Date): Promise<void> {
  await db.insertInto('app_meta').values({ key: marker, value: at.toISOString() }).execute();
}
