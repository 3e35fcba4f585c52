import crypto from 'node:crypto';
import { MESSAGES } from '@pm/contract/envelope';
import type { TokenData } from '@pm/contract/auth';
import type { RoleType } from '@pm/contract/roles';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { dummyPasswordHash, verifyPassword } from '../../lib/password';
import type { Db } from '../../db/database';
import type { RateLimiter } from './rate-limiter';
import type { LoginLimits } from '../../config';
import type { AuthRepo } from './auth.repo';
import type { FoundSession, SessionCache } from './session-cache';

/**
 * Who is calling: the session's user and organization. Every repo query for org data filters by it.
 * Frozen: a kept session's context serves many requests.
 */
export interface AuthContext {
  readonly userId: string;
  readonly organizationId: string;
  readonly sessionId: string;
  readonly roleTypes: readonly RoleType[];
}

export function hashToken(token: string): Buffer {
  return crypto.createHash('sha256').update(token).digest();
}

/** Tokens are 43 base64url characters; anything else is not looked up. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,128}$/;

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly repo: AuthRepo,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
    private readonly opts: { sessionTtlSeconds: number; login: LoginLimits },
    /** The live sessions kept in memory. */
    readonly sessions: SessionCache,
  ) {}

  /**
   * Password login. Rate-limited per client address (every attempt) and per account (failures);
   * the same message for an unknown account and a wrong password.
   */
  async login(input: {
    username: string;
    password: string;
    ip: string;
    userAgent: string | null;
  }): Promise<TokenData> {
    const { login } = this.opts;
    const accountKey = `login:account:${input.username.trim().toLowerCase()}`;
    const address = await this.limiter.hit(`login:ip:${input.ip}`, login.windowSeconds);
    if (address.count > login.addressAttempts) {
      throw AppError.tooManyRequests(MESSAGES.tooManyLogins, address.resetInSeconds);
    }
    const failures = await this.limiter.peek(accountKey, login.windowSeconds);
    if (failures.count >= login.accountFailures) {
      throw AppError.tooManyRequests(MESSAGES.tooManyLogins, failures.resetInSeconds);
    }

    const user = await this.repo.findUserForLogin(this.db, input.username.trim());
    const hash = user?.password_hash ?? (await dummyPasswordHash());
    const passwordOk = await verifyPassword(input.password, hash);
    if (!user || user.status !== 'active' || !passwordOk) {
      await this.limiter.hit(accountKey, login.windowSeconds);
      // HTTP 400, not 401: a 401 means "your session expired" to the clients (clients read 401 as an expired session).
      throw new AppError(401, MESSAGES.badCredentials, 400);
    }
    await this.limiter.reset(accountKey);
    return this.openSession({ userId: user.id, organizationId: user.organization_id }, input);
  }

  /** A new session of the user (after a login or a registration): its token, as the login answers it. */
  async openSession(
    user: { userId: string; organizationId: string },
    client: { ip: string; userAgent: string | null },
  ): Promise<TokenData> {
    const token = crypto.randomBytes(32).toString('base64url');
    const now = this.clock.now();
    await this.repo.createSession(this.db, {
      tokenHash: hashToken(token),
      userId: user.userId,
      organizationId: user.organizationId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + this.opts.sessionTtlSeconds * 1000),
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 512) ?? null,
    });
    return { access_token: token, token_type: 'Bearer', expires_in: this.opts.sessionTtlSeconds };
  }

  /** The caller behind a token, or null when the token is unknown, revoked or expired. */
  authenticate(token: string): Promise<AuthContext | null> {
    if (!TOKEN_PATTERN.test(token)) return Promise.resolve(null);
    const hash = hashToken(token);
    return this.sessions.get(hash.toString('base64'), () => this.lookUp(hash));
  }

  private async lookUp(tokenHash: Buffer): Promise<FoundSession | null> {
    const row = await this.repo.findLiveSession(this.db, tokenHash, this.clock.now());
    if (!row) return null;
    const auth: AuthContext = Object.freeze({
      userId: row.user_id,
      organizationId: row.organization_id,
      sessionId: row.session_id,
      roleTypes: Object.freeze(row.role_types),
    });
    return { auth, expiresAt: row.expires_at };
  }

  /** True when one of the caller's roles grants the resource code. */
  hasResource(auth: AuthContext, code: string): Promise<boolean> {
    return this.repo.hasResource(this.db, auth.userId, code);
  }

  /** Ends the session of this token server-side; unknown tokens are fine (logout is idempotent). */
  async logout(token: string | null): Promise<void> {
    if (!token || !TOKEN_PATTERN.test(token)) return;
    await this.repo.revokeSession(this.db, hashToken(token), this.clock.now());
  }
}
