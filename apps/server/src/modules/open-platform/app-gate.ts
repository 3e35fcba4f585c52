/**
 * Apps' access: the client-credentials grant (RFC 6749 §4.4) that issues tokens, and the gate every route
 * of the API for apps passes (plugins/auth.ts hands `access: { scope }` routes to it): a live token of an
 * active app, the caller's address in the app's IP allowlist, the app's calls of this minute within its
 * limit (counted in PostgreSQL, so the limit holds across processes), and the route's scope. The app acts
 * for its organization with the view of the manager who created it, only while that account is active and
 * holds a manager role (checked on every token request and every call: 401 otherwise).
 */
import net from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@pm/contract/envelope';
import { OPEN_API_MESSAGES as A, type OAuthErrorCode, type OpenToken } from '@pm/contract/open-platform-api';
import { OPEN_LIMITS } from '@pm/contract/open-platform';
import type { OpenScope } from '@pm/contract/open-scopes';
import type { RoleType } from '@pm/contract/roles';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { dummyPasswordHash, verifyPassword } from '../../lib/password';
import type { AuthContext } from '../auth/auth.service';
import type { AppGate as Gate } from '../../plugins/auth';
import type { RateLimiter } from '../auth/rate-limiter';
import type { OpenAppRepo } from './open-platform.repo';
import { newAccessToken, tokenHash } from './secrets';

const MINUTE = 60_000;

/** The app calling a route of the API for apps. */
export interface OpenCaller {
  appId: string;
  scopes: readonly string[];
  /** The organization, seen as the app's creator sees it. */
  auth: AuthContext;
}

declare module 'fastify' {
  interface FastifyRequest {
    openApp: OpenCaller | null;
  }
}

/** A token request that fails: the RFC's error code travels in `data.oauth` (the token route answers it). */
function oauthFailure(error: OAuthErrorCode, description: string, retryAfterSeconds?: number): AppError {
  if (retryAfterSeconds !== undefined) {
    return new AppError(ERROR_CODES.tooManyRequests, description, 429, { oauth: error, retryAfterSeconds });
  }
  if (error === 'invalid_client') {
    return new AppError(ERROR_CODES.unauthorized, description, 401, { oauth: error });
  }
  return new AppError(ERROR_CODES.badRequest, description, 400, { oauth: error });
}

export function oauthErrorOf(err: unknown): {
  status: number;
  error: OAuthErrorCode;
  description: string;
  retryAfterSeconds?: number;
} | null {
  if (!(err instanceof AppError)) return null;
  const data = err.data as { oauth?: OAuthErrorCode; retryAfterSeconds?: number } | null;
  if (!data?.oauth) return null;
  return {
    status: err.httpStatus,
    error: data.oauth,
    description: err.message,
    ...(data.retryAfterSeconds !== undefined ? { retryAfterSeconds: data.retryAfterSeconds } : {}),
  };
}

/** True when `ip` is within one of the rules (addresses or CIDR blocks); an empty list allows any. */
export function ipAllowed(rules: readonly string[], ip: string): boolean {
  if (rules.length === 0) return true;
  const list = new net.BlockList();
  for (const rule of rules) {
    const [addr, bits] = rule.split('/');
    const family = net.isIP(addr ?? '') === 6 ? 'ipv6' : 'ipv4';
    try {
      if (bits === undefined) list.addAddress(addr!, family);
      else list.addSubnet(addr!, Number(bits), family);
    } catch {
      // A rule the allowlist's pattern let through but net cannot read: it allows nothing.
    }
  }
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const address = mapped ? mapped[1]! : ip;
  return list.check(address, net.isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/** The client's id and secret from HTTP Basic (RFC 6749 §2.3.1: each form-urlencoded) or the body. */
function clientCredentials(
  header: string | undefined,
  body: { client_id?: unknown; client_secret?: unknown },
): { id: string; secret: string } {
  const basic = header ? /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header) : null;
  const inBody = body.client_id !== undefined || body.client_secret !== undefined;
  if (basic && inBody)
    throw oauthFailure('invalid_request', '客户端凭证只能通过一种方式提供（Basic 或请求体）');
  if (basic) {
    const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) throw oauthFailure('invalid_client', '客户端认证失败');
    try {
      return {
        id: decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' ')),
        secret: decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' ')),
      };
    } catch {
      throw oauthFailure('invalid_client', '客户端认证失败');
    }
  }
  if (typeof body.client_id !== 'string' || typeof body.client_secret !== 'string') {
    throw oauthFailure('invalid_client', '缺少客户端凭证（client_id 与 client_secret）');
  }
  return { id: body.client_id, secret: body.client_secret };
}

export class AppGate implements Gate {
  private dummy: Promise<string> | null = null;

  constructor(
    private readonly db: Db,
    private readonly repo: OpenAppRepo,
    private readonly clock: Clock,
    private readonly limiter: RateLimiter,
  ) {}

  /**
   * Token requests of the minute, counted in PostgreSQL (the auth module's limiter: every process shares
   * it) per caller address and per client_id, before any secret is checked: a guessing client is stopped
   * by either. Over the limit: 429 temporarily_unavailable with Retry-After.
   */
  private async countTokenRequest(key: string): Promise<void> {
    const hit = await this.limiter.hit(`open-token:${key}`, 60);
    if (hit.count > OPEN_LIMITS.tokenRequestsPerMinute) {
      throw oauthFailure('temporarily_unavailable', A.tokenRateLimited, hit.resetInSeconds);
    }
  }

  /** The client-credentials grant: a token of the app's scopes (or those asked for, a subset). */
  async issue(
    body: Record<string, unknown>,
    authorization: string | undefined,
    ip: string,
  ): Promise<OpenToken> {
    await this.countTokenRequest(`ip:${ip}`);
    const client = clientCredentials(authorization, body);
    if (client.id.length <= 200) await this.countTokenRequest(`client:${client.id}`);
    const app = client.id.length <= 200 ? await this.repo.byClientId(this.db, client.id) : undefined;
    const now = this.clock.now();
    // An unknown client costs the same scrypt as a known one.
    const current = app?.secret_hash ?? (await (this.dummy ??= dummyPasswordHash()));
    let valid = client.secret.length <= 200 && (await verifyPassword(client.secret, current));
    if (
      !valid &&
      app?.previous_secret_hash &&
      app.previous_secret_expires_at &&
      app.previous_secret_expires_at > now
    ) {
      valid = await verifyPassword(client.secret, app.previous_secret_hash);
    }
    if (!app || !valid || app.status !== 'ACTIVE') throw oauthFailure('invalid_client', '客户端认证失败');
    if (!app.creator_acts) throw oauthFailure('unauthorized_client', A.creatorInactive);
    // The client first (RFC 6749 §3.2.1), then what it asks for.
    if (body.grant_type === undefined || body.grant_type === '') {
      throw oauthFailure('invalid_request', '缺少 grant_type');
    }
    if (body.grant_type !== 'client_credentials') {
      throw oauthFailure('unsupported_grant_type', '只支持 grant_type=client_credentials');
    }
    if (!ipAllowed(app.ip_allowlist, ip)) throw oauthFailure('unauthorized_client', A.ipRefused);
    let scopes = app.scopes;
    if (typeof body.scope === 'string' && body.scope.trim() !== '') {
      const asked = [...new Set(body.scope.trim().split(/\s+/))];
      if (!asked.every((s) => app.scopes.includes(s))) {
        throw oauthFailure('invalid_scope', '所请求的权限范围超出应用获授予的范围');
      }
      scopes = asked;
    } else if (body.scope !== undefined && typeof body.scope !== 'string') {
      throw oauthFailure('invalid_request', 'scope 应为空格分隔的文字');
    }
    const { token, hash } = newAccessToken();
    await this.repo.insertToken(this.db, {
      hash,
      appId: app.id,
      scopes,
      now,
      expiresAt: new Date(now.getTime() + OPEN_LIMITS.tokenTtlSeconds * 1000),
    });
    return {
      access_token: token,
      token_type: 'Bearer',
      expires_in: OPEN_LIMITS.tokenTtlSeconds,
      scope: scopes.join(' '),
    };
  }

  async check(req: FastifyRequest, reply: FastifyReply, scope: OpenScope): Promise<void> {
    const header = req.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
    if (!match?.[1]) throw AppError.unauthorized(A.tokenMissing);
    const now = this.clock.now();
    const row =
      match[1].length <= 200 ? await this.repo.tokenApp(this.db, tokenHash(match[1]), now) : undefined;
    if (!row) throw AppError.unauthorized(A.tokenInvalid);
    // The app acts with its creator's view: not once the creator cannot act (disabled, no manager role).
    if (!row.creator_acts) throw AppError.unauthorized(A.creatorInactive);
    if (!ipAllowed(row.ip_allowlist, req.ip)) throw new AppError(ERROR_CODES.ipRefused, A.ipRefused, 403);
    const windowStart = Math.floor(now.getTime() / MINUTE) * MINUTE;
    const calls = await this.repo.countCall(this.db, row.id, new Date(windowStart));
    const limit = row.rate_limit_per_minute;
    const reset = Math.max(1, Math.ceil((windowStart + MINUTE - now.getTime()) / 1000));
    reply.header('x-ratelimit-limit', String(limit));
    reply.header('x-ratelimit-remaining', String(Math.max(0, limit - calls)));
    reply.header('x-ratelimit-reset', String(reset));
    if (calls > limit) throw AppError.tooManyRequests(A.rateLimited, reset);
    if (!row.scopes.includes(scope)) throw new AppError(ERROR_CODES.scopeMissing, A.scopeMissing, 403);
    if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() > MINUTE) {
      await this.repo.touch(this.db, row.id, now);
    }
    req.openApp = {
      appId: row.id,
      scopes: row.scopes,
      auth: {
        userId: row.created_by,
        organizationId: row.organization_id,
        sessionId: `app:${row.id}`,
        roleTypes: row.role_types as RoleType[],
      },
    };
  }
}

/** The app of a route of the API for apps (the gate guarantees it). */
export function requireApp(req: FastifyRequest): OpenCaller {
  if (!req.openApp) throw AppError.unauthorized(A.tokenMissing);
  return req.openApp;
}
