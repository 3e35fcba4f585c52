import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the right password and rejects others', async () => {
    const hash = await hashPassword('Buyer2026');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(hash).not.toContain('Buyer2026');
    expect(await verifyPassword('Buyer2026', hash)).toBe(true);
    expect(await verifyPassword('buyer2026', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });
  it('salts every hash and rejects malformed stored values', async () => {
    expect(await hashPassword('Buyer2026')).not.toBe(await hashPassword('Buyer2026'));
    expect(await verifyPassword('Buyer2026', 'md5$abc')).toBe(false);
    expect(await verifyPassword('Buyer2026', '')).toBe(false);
  });
});
