import { describe, expect, it } from 'vitest';
import { checkSpecs } from '@pm/contract/spec-lock';
import { lineDiff, markedParts } from './material-text';

describe('material text', () => {
  it('cuts a text into unmarked runs and the spec lock marks', () => {
    const text = '铍铜套筒 1-9/16英寸，国家级品质';
    const { marks } = checkSpecs(text, {
      name: '铍铜套筒 9/16英寸',
      attrs: [{ name: '材质', value: '铍铜' }],
    });
    const parts = markedParts(text, marks);
    expect(parts.map((p) => p.text).join('')).toBe(text);
    expect(parts.filter((p) => p.mark).map((p) => [p.text, p.mark!.kind])).toEqual([
      ['1-9/16英寸', 'conflict'],
      ['国家级', 'adLaw'],
    ]);
  });

  it('diffs two versions line by line', () => {
    expect(lineDiff('甲\n乙\n丙', '甲\n丁\n丙\n戊')).toEqual([
      { kind: 'same', text: '甲' },
      { kind: 'removed', text: '乙' },
      { kind: 'added', text: '丁' },
      { kind: 'same', text: '丙' },
      { kind: 'added', text: '戊' },
    ]);
  });
});
