import { describe, expect, it } from 'vitest';
import { snapshotLines } from './admin-view';

describe('snapshotLines', () => {
  it('shows money in yuan, booleans in words, and leaves ids out', () => {
    expect(snapshotLines({ limit: 200_000_000, used: 300_000, verified: false, id: '1' })).toEqual([
      '授信额度：¥2,000,000.00',
      '已用：¥3,000.00',
      '已认证：否',
    ]);
    expect(snapshotLines(null)).toEqual([]);
    expect(snapshotLines({ roles: ['采购员', '采购经理'], department: '' })).toEqual([
      '角色：采购员、采购经理',
      '部门：—',
    ]);
  });
});
