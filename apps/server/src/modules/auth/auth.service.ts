import crypto from 'node:crypto';
import { ERROR_CODES, MESSAGES } from '@pm/contract/envelope';
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

/** A new session token (what the client holds) and its hash (what the database keeps). */
export function newSessionToken(): { token: string; tokenHash: Buffer } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
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
   * Password login, the same message for an unknown account and a wrong password (40001, HTTP 400).
   * Login protection (README "Login protection"), all counters fixed windows of `windowSeconds` in
   * PostgreSQL, an account named by its user id (the same whether signed in by username or cellphone):
   *
   * - per client address, every attempt: past `addressAttempts`, 429 for any account;
   * - per account and client address, failures: past `accountFailures`, 429 for that account from that
   *   address only, the right password included; other addresses are not affected;
   * - per account from all addresses, failures: past `accountTotalFailures`, 429 for that account from
   *   every address except those it signed in from within `knownAddressDays`.
   *
   * An attempt counts as a failure before its password is checked (parallel guesses count too); a
   * success takes it back and clears the account's count for its address.
   */
  async login(input: {
    username: string;
    password: string;
    ip: string;
    userAgent: string | null;
  }): Promise<TokenData> {
    const { login } = this.opts;
    const address = await this.limiter.hit(`login:ip:${input.ip}`, login.windowSeconds);
    if (address.count > login.addressAttempts) {
      throw AppError.tooManyRequests(MESSAGES.tooManyLogins, address.resetInSeconds);
    }

    const name = input.username.trim();
    const user = await this.repo.findUserForLogin(this.db, name);
    const accountKey = user ? `login:user:${user.id}` : `login:name:${name.toLowerCase()}`;
    const pairKey = `${accountKey}:ip:${input.ip}`;
    const pair = await this.limiter.hit(pairKey, login.windowSeconds);
    if (pair.count > login.accountFailures) {
      throw AppError.tooManyRequests(MESSAGES.tooManyLogins, pair.resetInSeconds);
    }
    const total = await this.limiter.hit(accountKey, login.windowSeconds);
    if (total.count > login.accountTotalFailures && !(user && (await this.knownAddress(user.id, input.ip)))) {
      throw AppError.tooManyRequests(MESSAGES.tooManyLogins, total.resetInSeconds);
    }

    const hash = user?.password_hash ?? (await dummyPasswordHash());
    const passwordOk = await verifyPassword(input.password, hash);
    if (!user || user.status !== 'active' || !passwordOk) {
      // HTTP 400, not 401: clients read 401 as an expired session.
      throw new AppError(ERROR_CODES.badCredentials, MESSAGES.badCredentials, 400);
    }
    await this.limiter.reset(pairKey);
    await this.limiter.takeBack(accountKey, login.windowSeconds);
    return this.openSession({ userId: user.id, organizationId: user.organization_id }, input);
  }

  /** True when the user signed in from this address within `knownAddressDays`. */
  private knownAddress(userId: string, ip: string): Promise<boolean> {
    const since = new Date(this.clock.now().getTime() - this.opts.login.knownAddressDays * 24 * 3600 * 1000);
    return this.repo.signedInFrom(this.db, userId, ip, since);
  }

  /** A new session of the user (after a login or a registration): its token, as the login answers it. */
  async openSession(
    user: { userId: string; organizationId: string },
    client: { ip: string; userAgent: string | null },
  ): Promise<TokenData> {
    const { token, tokenHash } = newSessionToken();
    const now = this.clock.now();
    await this.repo.createSession(this.db, {
      tokenHash,
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
    // Kept by the token itself, in this process's memory as the request is: the database has only its hash,
    // computed when it is looked up (hashing on every request was 4 % of a bid's CPU, bench:bidding).
    return this.sessions.get(token, () => this.lookUp(hashToken(token)));
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
