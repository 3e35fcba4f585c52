import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

const PARAMS = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;
const KEY_LEN = 32;

/**
 * scrypt's work factor for new hashes: 2^14, or, only under NODE_ENV=test, PASSWORD_SCRYPT_N (a power of
 * two from 1024 up). The test suites seed their accounts with 1024 (their global setups set it), so each of
 * their thousand-odd sign-ins costs about 3 ms of CPU instead of 40. A stored hash carries its own factor:
 * verifying reads it from there.
 */
export function scryptCost(env: NodeJS.ProcessEnv = process.env): number {
  if (env.NODE_ENV !== 'test' || env.PASSWORD_SCRYPT_N === undefined) return PARAMS.N;
  const n = Number(env.PASSWORD_SCRYPT_N);
  return Number.isInteger(n) && n >= 1024 && n <= PARAMS.N && (n & (n - 1)) === 0 ? n : PARAMS.N;
}

/** `scrypt$N$r$p$salt$hash` (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const params = { ...PARAMS, N: scryptCost() };
  const key = await scrypt(password.normalize('NFKC'), salt, KEY_LEN, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltText, hashText] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hashText, 'base64url');
  const key = await scrypt(password.normalize('NFKC'), Buffer.from(saltText, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return key.length === expected.length && crypto.timingSafeEqual(key, expected);
}

/** A hash to verify against when the account does not exist, so both paths cost the same. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-0');
  return dummyHash;
}
