import type { CatalogNode } from '@pm/contract/goods';

/** The path from a top category down to the category `id` ([] when the tree has no such category). */
export function catalogChain(tree: readonly CatalogNode[], id: string): CatalogNode[] {
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = catalogChain(node.children, id);
    if (below.length) return [node, ...below];
  }
  return [];
}
