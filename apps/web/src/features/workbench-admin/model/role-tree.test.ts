import { describe, expect, it } from 'vitest';
import { checkedKeys, resourceTree } from './role-tree';

const RESOURCES = [
  { id: '1', parentId: null, code: 'a', title: '商城', type: 'module' },
  { id: '2', parentId: '1', code: 'a:cart', title: '购物车', type: 'menu' },
  { id: '3', parentId: '2', code: 'a:cart:add', title: '加入', type: 'button' },
  { id: '4', parentId: '2', code: 'a:cart:order', title: '下单', type: 'button' },
];

describe('role tree', () => {
  it('nests resources and shows a partly granted parent unchecked', () => {
    const tree = resourceTree(RESOURCES);
    expect(tree).toHaveLength(1);
    expect(tree[0]!.children![0]!.children!.map((n) => n.key)).toEqual(['3', '4']);
    expect(tree[0]!.title).toBe('商城（模块 a）');
    expect(checkedKeys(RESOURCES, ['1', '2', '3'])).toEqual(['3']);
    expect(checkedKeys(RESOURCES, ['1', '2', '3', '4'])).toEqual(['1', '2', '3', '4']);
  });
});
