import type { TokenData } from '@pm/contract/auth';
import { REGISTER_MESSAGES } from '@pm/contract/register';
import type { RegisterLimits } from '../../config';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hashPassword } from '../../lib/password';
import type { AuthService } from '../auth/auth.service';
import type { RateLimiter } from '../auth/rate-limiter';
import type { AccountRepo } from './account.repo';
import { isUniqueViolation } from './account.service';
import type { RegistrationRepo } from './registration.repo';

/** The name of a self-registered account's own organization (never shown as an organization). */
export function individualOrganizationName(userId: string): string {
  return `个人用户-${userId}`;
}

/**
 * Self-registration with a mobile number: an individual account (role 采购员) in an organization of its
 * own, kind 'individual', until an operator attaches it to a buyer organization. Signs the new account in.
 */
export class RegistrationService {
  constructor(
    private readonly db: Db,
    private readonly repo: RegistrationRepo,
    private readonly accounts: AccountRepo,
    private readonly auth: AuthService,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
    private readonly limits: RegisterLimits,
  ) {}

  /**
   * `phone` and `password` passed the contract's phone and password rules. Every attempt counts per client
   * address (a taken number too: the answer tells whether a number is registered).
   */
  async register(input: {
    phone: string;
    password: string;
    ip: string;
    userAgent: string | null;
  }): Promise<TokenData> {
    const attempts = await this.limiter.hit(`register:ip:${input.ip}`, this.limits.windowSeconds);
    if (attempts.count > this.limits.addressAttempts) {
      throw AppError.tooManyRequests(REGISTER_MESSAGES.tooManyRegistrations, attempts.resetInSeconds);
    }
    const { phone } = input;
    // The number must not be one another account signs in with (as its cellphone or its username).
    if (await this.accounts.cellphoneTaken(this.db, phone, '0')) {
      throw AppError.badRequest(REGISTER_MESSAGES.phoneTaken);
    }
    const passwordHash = await hashPassword(input.password);
    const now = this.clock.now();
    let created: { userId: string; organizationId: string };
    try {
      created = await this.db.transaction().execute(async (trx) => {
        const userId = await this.repo.nextUserId(trx);
        const organizationId = await this.repo.insertIndividualOrganization(
          trx,
          individualOrganizationName(userId),
          now,
        );
        // The number is the username, unless a deactivated account keeps it (usernames stay reserved;
        // signing in by the cellphone works either way).
        const own = !(await this.repo.usernameUsed(trx, phone));
        await this.repo.insertUser(trx, {
          id: userId,
          organizationId,
          username: own ? phone : `${phone}#${userId}`,
          cellphone: phone,
          fullname: own ? '' : phone,
          passwordHash,
          now,
        });
        if (!(await this.repo.grantPurchaser(trx, userId))) {
          throw new Error('no PURCHASER role to give a registered account');
        }
        return { userId, organizationId };
      });
    } catch (err) {
      // Two registrations racing for one number both pass the check above: the unique indexes decide.
      if (isUniqueViolation(err, 'users_cellphone_key') || isUniqueViolation(err, 'users_username_key')) {
        throw AppError.badRequest(REGISTER_MESSAGES.phoneTaken);
      }
      throw err;
    }
    return this.auth.openSession(created, input);
  }
}
