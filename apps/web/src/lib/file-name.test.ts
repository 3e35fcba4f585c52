import { describe, expect, it } from 'vitest';
import { fileNameOf } from './file-name';

describe('fileNameOf', () => {
  it('prefers the UTF-8 name, then the plain one, then the fallback', () => {
    const both = `attachment; filename="compare-price-20261121.xlsx"; filename*=UTF-8''${encodeURIComponent('核价单-20261121.xlsx')}`;
    expect(fileNameOf(both, 'x.xlsx')).toBe('核价单-20261121.xlsx');
    expect(fileNameOf('attachment; filename="a.xlsx"', 'x.xlsx')).toBe('a.xlsx');
    expect(fileNameOf('attachment; filename=b.xlsx', 'x.xlsx')).toBe('b.xlsx');
    expect(fileNameOf("attachment; filename*=UTF-8''%E0%A4%A", 'x.xlsx')).toBe('x.xlsx');
    expect(fileNameOf('attachment; filename="../../etc/passwd"', 'x.xlsx')).toBe('....etcpasswd');
    expect(fileNameOf(null, '核价单.xlsx')).toBe('核价单.xlsx');
  });
});
