import { describe, expect, it } from 'vitest';
import { cleanKeyword, isPublicKeyword } from './keyword';

describe('cleanKeyword', () => {
  it('keeps words apart: runs of spaces become one, the ends are trimmed', () => {
    expect(cleanKeyword('SKF 6202')).toBe('SKF 6202');
    expect(cleanKeyword('  得力   订书机 ')).toBe('得力 订书机');
    expect(cleanKeyword('全角\u3000空格\t制表')).toBe('全角 空格 制表');
    expect(cleanKeyword(null)).toBe('');
    expect(cleanKeyword(undefined)).toBe('');
  });

  it('strips markup, also an unclosed tag', () => {
    expect(cleanKeyword('<script>alert(1)</script>扳手')).toBe('alert(1)扳手');
    expect(cleanKeyword('  <b>订书机</b> ')).toBe('订书机');
    expect(cleanKeyword('手套<img src=x onerror=1')).toBe('手套');
    expect(cleanKeyword('a > b')).toBe('a b');
    expect(cleanKeyword('a < b')).toBe('a b');
  });

  it('removes broken and invisible characters', () => {
    expect(cleanKeyword('螺\uFFFD丝')).toBe('螺丝');
    expect(cleanKeyword('扳\u0000手\u200b')).toBe('扳手');
    expect(cleanKeyword('a\udfffb')).toBe('ab');
    // A valid surrogate pair stays.
    expect(cleanKeyword('𠀀螺丝')).toBe('𠀀螺丝');
  });

  it('cuts at the longest keyword, by characters', () => {
    expect([...cleanKeyword('螺'.repeat(150))].length).toBe(100);
    expect(cleanKeyword('ab cd', 3)).toBe('ab');
  });
});

describe('isPublicKeyword', () => {
  it('takes clean words of goods, models and specifications', () => {
    for (const k of ['螺丝', 'SKF 6202', '6205-2RS1', 'M6×20', '得力 订书机 0414', 'Φ10']) {
      expect(isPublicKeyword(k), k).toBe(true);
    }
  });
  it('refuses what is not clean or is too long or has no letter', () => {
    for (const k of ['', ' 螺丝', '螺\uFFFD丝', '<b>', '!!!', '螺'.repeat(31), 'a\u0001b', 'x<y', '{}']) {
      expect(isPublicKeyword(k), k).toBe(false);
    }
  });
});
