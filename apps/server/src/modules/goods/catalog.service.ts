import type { Brand, CatalogLevelItem, CatalogNode } from '@pm/contract/goods';
import type { Page } from '@pm/contract/page';
import type { Db } from '../../db/database';
import type { CatalogRepo, CatalogRow } from './catalog.repo';

/** The front catalog tree and the brands. */
export class CatalogService {
  constructor(
    private readonly db: Db,
    private readonly repo: CatalogRepo,
  ) {}

  /** The whole three-level tree with goods on sale per node; `onlyWithGoods` drops empty branches. */
  async tree(onlyWithGoods: boolean): Promise<CatalogNode[]> {
    const [rows, counts] = await Promise.all([
      this.repo.allCatalogs(this.db),
      this.repo.onSaleByCatalog(this.db),
    ]);
    const nodes = new Map<string, CatalogNode & { parentId: string | null }>();
    for (const r of rows) nodes.set(r.id, toNode(r, counts.get(r.id) ?? 0));
    const roots: CatalogNode[] = [];
    // Rows come level by level, so parents exist before their children.
    for (const r of rows) {
      const node = nodes.get(r.id)!;
      const parent = r.parentId ? nodes.get(r.parentId) : undefined;
      if (parent) parent.children.push(node);
      else if (r.level === 1) roots.push(node);
    }
    const total = (n: CatalogNode): number => {
      if (n.children.length > 0) n.goodsCount = n.children.reduce((s, c) => s + total(c), 0);
      return n.goodsCount;
    };
    roots.forEach(total);
    const strip = (list: CatalogNode[]): CatalogNode[] =>
      list
        .filter((n) => !onlyWithGoods || n.goodsCount > 0)
        .map((n) => ({
          id: n.id,
          name: n.name,
          level: n.level,
          icon: n.icon,
          goodsCount: n.goodsCount,
          children: strip(n.children),
        }));
    return strip(roots);
  }

  async children(parentId: string): Promise<CatalogLevelItem[]> {
    const rows = await this.repo.children(this.db, parentId === '0' ? null : parentId);
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      level: r.level,
      parentId: r.parentId,
      hasChildren: r.hasChildren,
    }));
  }

  async brandPage(q: { nameCn?: string | undefined; page: number; limit: number }): Promise<Page<Brand>> {
    const { records, total } = await this.repo.brandPage(this.db, { ...q, nameCn: q.nameCn || undefined });
    return { records, total, page: q.page, limit: q.limit };
  }
}

function toNode(r: CatalogRow, goodsCount: number): CatalogNode & { parentId: string | null } {
  return {
    id: r.id,
    name: r.name,
    level: r.level,
    icon: r.icon,
    goodsCount,
    children: [],
    parentId: r.parentId,
  };
}
