import { describe, expect, it } from 'vitest';
import type { CatalogNode } from '@pm/contract/goods';
import { catalogChain } from './catalog-chain';

const node = (id: string, name: string, children: CatalogNode[] = []): CatalogNode => ({
  id,
  name,
  level: 1,
  icon: '',
  goodsCount: 0,
  children,
});
const tree = [
  node('1', '办公用品'),
  node('28', '五金工具', [node('29', '手动工具', [node('31', '螺丝刀')])]),
];

describe('catalogChain', () => {
  it('finds the path down to a category', () => {
    expect(catalogChain(tree, '31').map((n) => n.name)).toEqual(['五金工具', '手动工具', '螺丝刀']);
    expect(catalogChain(tree, '1').map((n) => n.name)).toEqual(['办公用品']);
    expect(catalogChain(tree, '999')).toEqual([]);
  });
});
