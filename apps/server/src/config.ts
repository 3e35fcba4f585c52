import path from 'node:path';
import { API_PREFIX } from '@pm/contract/constants';
import { AUTO_CONFIRM_DAYS } from '@pm/contract/order';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * Login protection (README "Login protection"): failures count per account and client address, so that a
 * stranger guessing from one address cannot lock the owner out at another; a much higher count per
 * account, from all addresses together, stops distributed guessing except from addresses the account
 * signed in from lately.
 */
export interface LoginLimits {
  /** Failed logins allowed per account from one client address within the window (then 429 for that pair). */
  accountFailures: number;
  /**
   * Failed logins allowed per account from all addresses together within the window; past it only an
   * address the account signed in from within `knownAddressDays` may try.
   */
  accountTotalFailures: number;
  /** How recent a successful sign-in from an address must be for that address to pass the total limit. */
  knownAddressDays: number;
  /** Login attempts allowed per client address within the window (any account). */
  addressAttempts: number;
  windowSeconds: number;
}

export interface RegisterLimits {
  /** Registrations allowed per client address within the window (every attempt that reaches the checks). */
  addressAttempts: number;
  windowSeconds: number;
}

export interface Config {
  port: number;
  host: string;
  apiPrefix: string;
  dataDir: string;
  /** Set: use this PostgreSQL. Unset: start the embedded one under dataDir/pg. */
  databaseUrl?: string;
  /**
   * Connections of the server's pool to PostgreSQL. 10 on 2 cores: against 20, the cart bench's same
   * statements ran about 30 % more per second (bench/README.md); requests beyond it wait in the pool.
   */
  dbPoolMax: number;
  /** Built web assets served at '/', or null to serve none. */
  webDist: string | null;
  logLevel: string;
  bodyLimit: number;
  sessionTtlSeconds: number;
  /**
   * How long a live session may be kept in memory instead of looked up (modules/auth/session-cache.ts);
   * 0 looks it up on every request. Changes reach the kept sessions through LISTEN/NOTIFY: behind a
   * connection pooler that does not pass notifications on (transaction pooling), set 0.
   */
  sessionCacheSeconds: number;
  /** Search answers a process keeps (modules/goods/search-cache.ts); 0 computes every answer. */
  searchCacheEntries: number;
  /** Megabytes of search answers a process keeps at most. */
  searchCacheMb: number;
  login: LoginLimits;
  register: RegisterLimits;
  /** Behind HTTPS: mark the session cookie Secure. */
  secureCookies: boolean;
  trustProxy: boolean;
  /** Extra origins allowed to make cookie-authenticated state changes (besides the request's own host). */
  allowedOrigins: string[];
  seedDemo: boolean;
  /** Days after shipping when an order's receipt is confirmed automatically. */
  orderAutoConfirmDays: number;
  /**
   * Webhooks may go to loopback, private and link-local addresses (WEBHOOK_ALLOW_PRIVATE): off by default
   * (SSRF); for a closed network, the demo's local receiver and tests.
   */
  webhookAllowPrivate: boolean;
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

/** What a caller (a test) sets over the environment; `login` is merged with the environment's limits. */
export type ConfigOverrides = Partial<Omit<Config, 'login'>> & { login?: Partial<LoginLimits> };

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: ConfigOverrides = {}): Config {
  const { login: loginOverrides, ...rest } = overrides;
  const dataDir = path.resolve(repoRoot, env.DATA_DIR || 'data');
  const webDist = env.WEB_DIST === 'none' ? null : path.resolve(repoRoot, env.WEB_DIST || 'apps/web/dist');
  return {
    port: int(env.PORT, 8080, 'PORT'),
    host: env.HOST || '127.0.0.1',
    apiPrefix: env.API_PREFIX || API_PREFIX,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    dbPoolMax: Math.max(1, int(env.DB_POOL_MAX, 10, 'DB_POOL_MAX')),
    webDist,
    logLevel: env.LOG_LEVEL || 'info',
    bodyLimit: int(env.BODY_LIMIT, 1024 * 1024, 'BODY_LIMIT'),
    sessionTtlSeconds: int(env.SESSION_TTL_SECONDS, 7 * 24 * 3600, 'SESSION_TTL_SECONDS'),
    sessionCacheSeconds: int(env.SESSION_CACHE_SECONDS, 60, 'SESSION_CACHE_SECONDS'),
    searchCacheEntries: int(env.SEARCH_CACHE_ENTRIES, 5000, 'SEARCH_CACHE_ENTRIES'),
    searchCacheMb: int(env.SEARCH_CACHE_MB, 64, 'SEARCH_CACHE_MB'),
    login: {
      accountFailures: int(env.LOGIN_ACCOUNT_FAILURES, 5, 'LOGIN_ACCOUNT_FAILURES'),
      accountTotalFailures: int(env.LOGIN_ACCOUNT_TOTAL_FAILURES, 50, 'LOGIN_ACCOUNT_TOTAL_FAILURES'),
      knownAddressDays: int(env.LOGIN_KNOWN_ADDRESS_DAYS, 30, 'LOGIN_KNOWN_ADDRESS_DAYS'),
      addressAttempts: int(env.LOGIN_ADDRESS_ATTEMPTS, 60, 'LOGIN_ADDRESS_ATTEMPTS'),
      windowSeconds: int(env.LOGIN_WINDOW_SECONDS, 15 * 60, 'LOGIN_WINDOW_SECONDS'),
      ...loginOverrides,
    },
    register: {
      addressAttempts: int(env.REGISTER_ADDRESS_ATTEMPTS, 20, 'REGISTER_ADDRESS_ATTEMPTS'),
      windowSeconds: int(env.REGISTER_WINDOW_SECONDS, 3600, 'REGISTER_WINDOW_SECONDS'),
    },
    secureCookies: bool(env.SECURE_COOKIES, false),
    trustProxy: bool(env.TRUST_PROXY, false),
    allowedOrigins: (env.ALLOWED_ORIGINS || '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    seedDemo: bool(env.SEED_DEMO, true),
    orderAutoConfirmDays: int(env.ORDER_AUTO_CONFIRM_DAYS, AUTO_CONFIRM_DAYS, 'ORDER_AUTO_CONFIRM_DAYS'),
    webhookAllowPrivate: bool(env.WEBHOOK_ALLOW_PRIVATE, false),
    ...rest,
  };
}
