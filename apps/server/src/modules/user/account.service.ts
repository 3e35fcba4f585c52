import { ACCOUNT_MESSAGES } from '@pm/contract/user';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { LoginLimits } from '../../config';
import type { AuthRepo } from '../auth/auth.repo';
import type { AuthContext } from '../auth/auth.service';
import type { RateLimiter } from '../auth/rate-limiter';
import type { AccountRepo } from './account.repo';

/** PostgreSQL's unique_violation on the named index or constraint. */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  const e = err as { code?: unknown; constraint?: unknown } | null;
  return e?.code === '23505' && e.constraint === constraint;
}

/**
 * The caller's own account: change password (every other session ends), change cellphone, deactivate
 * (注销). Each asks for the current password; wrong ones are counted per user in the shared rate limiter,
 * so the password cannot be guessed through these endpoints any faster than through the login.
 */
export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly repo: AccountRepo,
    private readonly authRepo: AuthRepo,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
    private readonly limits: LoginLimits,
  ) {}

  /**
   * Checks the current password of the caller's active account. Every check counts as an attempt;
   * a correct one clears the count, and past the limit no check runs until the window ends (429).
   * The login's per-place limit (LOGIN_ACCOUNT_FAILURES per LOGIN_WINDOW_SECONDS, as for one account
   * from one client address): here the place is the caller's own signed-in account, so nobody else can
   * use up its count.
   */
  private async checkPassword(auth: AuthContext, password: string, wrongMessage: string) {
    const key = `account:password:${auth.userId}`;
    const attempts = await this.limiter.hit(key, this.limits.windowSeconds);
    if (attempts.count > this.limits.accountFailures) {
      throw AppError.tooManyRequests(ACCOUNT_MESSAGES.tooManyPasswordFailures, attempts.resetInSeconds);
    }
    const account = await this.repo.findActive(this.db, auth.userId, auth.organizationId);
    if (!account) throw AppError.unauthorized();
    if (!(await verifyPassword(password, account.password_hash))) {
      throw AppError.badRequest(wrongMessage);
    }
    await this.limiter.reset(key);
    return account;
  }

  /** Sets a new password; every other session of the user ends, the caller's own one stays. */
  async updatePassword(
    auth: AuthContext,
    input: { oldPassword: string; newPassword: string },
  ): Promise<null> {
    const account = await this.checkPassword(auth, input.oldPassword, ACCOUNT_MESSAGES.wrongOldPassword);
    const newHash = await hashPassword(input.newPassword);
    const now = this.clock.now();
    await this.db.transaction().execute(async (trx) => {
      // The hash the old password was checked against: a concurrent change makes this one fail.
      if (!(await this.repo.replacePassword(trx, auth.userId, account.password_hash, newHash, now))) {
        throw AppError.conflict(ACCOUNT_MESSAGES.passwordChangedMeanwhile);
      }
      await this.authRepo.revokeUserSessions(trx, auth.userId, now, auth.sessionId);
    });
    return null;
  }

  /**
   * Binds a new cellphone (a mainland mobile number, the contract's phone rule), not used by another account
   * that can sign in.
   */
  async updateCellphone(auth: AuthContext, input: { cellphone: string; password: string }): Promise<null> {
    const account = await this.checkPassword(auth, input.password, ACCOUNT_MESSAGES.wrongPassword);
    if (account.cellphone === input.cellphone) throw AppError.badRequest(ACCOUNT_MESSAGES.sameCellphone);
    if (await this.repo.cellphoneTaken(this.db, input.cellphone, auth.userId)) {
      throw AppError.badRequest(ACCOUNT_MESSAGES.cellphoneTaken);
    }
    try {
      // Two requests racing for one number both pass the check above: the unique index decides.
      await this.repo.setCellphone(this.db, auth.userId, input.cellphone, this.clock.now());
    } catch (err) {
      if (isUniqueViolation(err, 'users_cellphone_key')) {
        throw AppError.badRequest(ACCOUNT_MESSAGES.cellphoneTaken);
      }
      throw err;
    }
    return null;
  }

  /**
   * Deactivates the caller's own account (any other id does not exist for the caller): it cannot sign
   * in any more and all its sessions end; its organization's orders and data stay.
   */
  async deactivate(auth: AuthContext, id: string, password: string): Promise<null> {
    if (id !== auth.userId) throw AppError.notFound();
    await this.checkPassword(auth, password, ACCOUNT_MESSAGES.wrongPassword);
    const now = this.clock.now();
    await this.db.transaction().execute(async (trx) => {
      if (!(await this.repo.deactivate(trx, auth.userId, now))) throw AppError.unauthorized();
      await this.authRepo.revokeUserSessions(trx, auth.userId, now);
    });
    return null;
  }
}
