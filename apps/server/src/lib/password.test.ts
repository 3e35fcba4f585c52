import { describe, expect, it } from 'vitest';
import { hashPassword, scryptCost, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the right password and rejects others', async () => {
    const hash = await hashPassword('Buyer2026');
    expect(hash).toMatch(/^scrypt\$\d+\$8\$1\$/);
    expect(hash).not.toContain('Buyer2026');
    expect(await verifyPassword('Buyer2026', hash)).toBe(true);
    expect(await verifyPassword('buyer2026', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });
  it('hashes with 2^14 outside tests; a test run may lower it to a power of two from 1024', () => {
    expect(scryptCost({ NODE_ENV: 'production', PASSWORD_SCRYPT_N: '1024' })).toBe(16384);
    expect(scryptCost({})).toBe(16384);
    expect(scryptCost({ NODE_ENV: 'test' })).toBe(16384);
    expect(scryptCost({ NODE_ENV: 'test', PASSWORD_SCRYPT_N: '1024' })).toBe(1024);
    for (const bad of ['512', '3000', '32768', 'x', ''])
      expect(scryptCost({ NODE_ENV: 'test', PASSWORD_SCRYPT_N: bad })).toBe(16384);
  });
  it('verifies a hash by the factor it carries', async () => {
    const before = process.env.PASSWORD_SCRYPT_N;
    try {
      process.env.PASSWORD_SCRYPT_N = '1024';
      const cheap = await hashPassword('Buyer2026');
      delete process.env.PASSWORD_SCRYPT_N;
      const full = await hashPassword('Buyer2026');
      expect(cheap).toMatch(/^scrypt\$1024\$/);
      expect(full).toMatch(/^scrypt\$16384\$/);
      expect(await verifyPassword('Buyer2026', cheap)).toBe(true);
      expect(await verifyPassword('Buyer2026', full)).toBe(true);
    } finally {
      if (before === undefined) delete process.env.PASSWORD_SCRYPT_N;
      else process.env.PASSWORD_SCRYPT_N = before;
    }
  });
  it('salts every hash and rejects malformed stored values', async () => {
    expect(await hashPassword('Buyer2026')).not.toBe(await hashPassword('Buyer2026'));
    expect(await verifyPassword('Buyer2026', 'md5$abc')).toBe(false);
    expect(await verifyPassword('Buyer2026', '')).toBe(false);
  });
});
