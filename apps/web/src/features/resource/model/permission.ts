/**
 * Permission by resource code: a check passes when the code appears anywhere in the user's
 * resource tree; with no code given the default result applies. Only module and menu nodes make the menu.
 */
import type { Resource } from '@pm/contract/user';

export function containsCode(tree: readonly Resource[], code: string): boolean {
  for (const node of tree) {
    if (node.code === code) return true;
    if (node.children?.length && containsCode(node.children, code)) return true;
  }
  return false;
}

export function checkPermission(
  tree: readonly Resource[],
  code?: string | null,
  defaultResult = true,
): boolean {
  if (code === undefined || code === null || code === '') return defaultResult;
  return containsCode(tree, code);
}

/** The menu: module and menu nodes only (buttons dropped), at every depth. */
export function menuOf(tree: readonly Resource[]): Resource[] {
  return tree
    .filter((n) => n.typeDescription === 'module' || n.typeDescription === 'menu')
    .map((n) => ({ ...n, children: menuOf(n.children ?? []) }));
}

/** Codes of the button nodes anywhere in the tree. */
export function buttonCodesOf(tree: readonly Resource[]): string[] {
  const codes: string[] = [];
  const walk = (nodes: readonly Resource[]) => {
    for (const n of nodes) {
      if (n.typeDescription === 'button') codes.push(n.code);
      if (n.children?.length) walk(n.children);
    }
  };
  walk(tree);
  return codes;
}

/** The first node (depth first) whose code or title matches. */
export function findResource(
  tree: readonly Resource[],
  test: (node: Resource) => boolean,
): Resource | undefined {
  for (const node of tree) {
    if (test(node)) return node;
    const found = node.children?.length ? findResource(node.children, test) : undefined;
    if (found) return found;
  }
  return undefined;
}
