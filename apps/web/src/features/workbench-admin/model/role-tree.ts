/** The role editor's tree: the flat resource list as nested nodes, and what a check of the tree grants. */
import type { RoleResources } from '@pm/contract/workbench-admin';

export interface ResourceNode {
  key: string;
  title: string;
  children?: ResourceNode[];
}

const TYPE_WORDS: Record<string, string> = { module: '模块', menu: '菜单', button: '按钮' };

export function resourceTree(resources: RoleResources['resources']): ResourceNode[] {
  const byParent = new Map<string | null, RoleResources['resources']>();
  for (const r of resources) {
    const list = byParent.get(r.parentId) ?? [];
    list.push(r);
    byParent.set(r.parentId, list);
  }
  const build = (parent: string | null): ResourceNode[] =>
    (byParent.get(parent) ?? []).map((r) => {
      const children = build(r.id);
      return {
        key: r.id,
        title: `${r.title}（${TYPE_WORDS[r.type] ?? r.type} ${r.code}）`,
        ...(children.length ? { children } : {}),
      };
    });
  return build(null);
}

/**
 * The checked keys a role's grants show as: only resources granted with all their descendants, so the
 * tree (which checks a parent when all its children are checked) shows exactly the grants.
 */
export function checkedKeys(resources: RoleResources['resources'], granted: readonly string[]): string[] {
  const set = new Set(granted);
  const whole = (id: string): boolean =>
    set.has(id) && resources.filter((r) => r.parentId === id).every((c) => whole(c.id));
  return granted.filter(whole);
}
