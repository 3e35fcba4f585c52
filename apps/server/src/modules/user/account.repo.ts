import type { Executor } from '../../db/database';

/** SQL of the caller's own account: password, cellphone, deactivation. */
export class AccountRepo {
  /** The caller's active account, scoped to the caller's organization. */
  findActive(db: Executor, userId: string, organizationId: string) {
    return db
      .selectFrom('users')
      .select(['id', 'username', 'cellphone', 'password_hash'])
      .where('id', '=', userId)
      .where('organization_id', '=', organizationId)
      .where('status', '=', 'active')
      .executeTakeFirst();
  }

  /**
   * Replaces the password hash when it is still the one the old password was checked against (a
   * concurrent change wins once). True when it was replaced.
   */
  async replacePassword(
    db: Executor,
    userId: string,
    checkedHash: string,
    newHash: string,
    now: Date,
  ): Promise<boolean> {
    const res = await db
      .updateTable('users')
      .set({ password_hash: newHash, updated_at: now })
      .where('id', '=', userId)
      .where('status', '=', 'active')
      .where('password_hash', '=', checkedHash)
      .executeTakeFirst();
    return res.numUpdatedRows > 0n;
  }

  /**
   * True when another account that can sign in already answers to this number: as its cellphone or as
   * its username (accounts registered by phone sign in with it). Deactivated accounts free theirs.
   */
  async cellphoneTaken(db: Executor, cellphone: string, exceptUserId: string): Promise<boolean> {
    const row = await db
      .selectFrom('users')
      .select('id')
      .where('id', '<>', exceptUserId)
      .where('status', '<>', 'deactivated')
      .where((eb) =>
        eb.or([eb('cellphone', '=', cellphone), eb(eb.fn('lower', ['username']), '=', cellphone)]),
      )
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Sets the cellphone; the partial unique index users_cellphone_key decides between racing requests. */
  async setCellphone(db: Executor, userId: string, cellphone: string, now: Date): Promise<boolean> {
    const res = await db
      .updateTable('users')
      .set({ cellphone, updated_at: now })
      .where('id', '=', userId)
      .where('status', '=', 'active')
      .executeTakeFirst();
    return res.numUpdatedRows > 0n;
  }

  /** Marks the account deactivated (注销). True when it was active. */
  async deactivate(db: Executor, userId: string, now: Date): Promise<boolean> {
    const res = await db
      .updateTable('users')
      .set({ status: 'deactivated', deactivated_at: now, updated_at: now })
      .where('id', '=', userId)
      .where('status', '=', 'active')
      .executeTakeFirst();
    return res.numUpdatedRows > 0n;
  }
}
