/**
 * The signature of an article's search keys (migration 0045: `help_terms_sig`, a 2,048-bit Bloom filter, two
 * bits a key from the first four bytes of its MD5), made here for a keyword's keys: an article can hold them
 * all only if its signature has every bit of theirs. The same hashing as the SQL function, bit 0 leftmost.
 */
import { createHash } from 'node:crypto';

export const SIGNATURE_BITS = 2048;

/** The two bits of a key. */
function bitsOf(key: string): [number, number] {
  const h = createHash('md5').update(key, 'utf8').digest().readInt32BE(0);
  return [h & (SIGNATURE_BITS - 1), (h >> 11) & (SIGNATURE_BITS - 1)];
}

/** The signature of `keys` as a bit string ('0' and '1', for a bit(2048) parameter). */
export function signatureOf(keys: readonly string[]): string {
  const bits = new Array<string>(SIGNATURE_BITS).fill('0');
  for (const key of keys) for (const b of bitsOf(key)) bits[b] = '1';
  return bits.join('');
}
