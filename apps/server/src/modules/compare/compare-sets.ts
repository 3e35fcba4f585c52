/**
 * Grouping of the 核价单 into comparable sets and the choice of each set's line. Pure functions: the
 * service feeds them rows and priced lines, tests can feed them anything.
 */

/** What grouping needs of a line. */
export interface Groupable {
  id: string;
  catalog_id: string;
  catalog_name: string;
  series: string;
  updated_at: Date;
}

export interface LineSet<T extends Groupable> {
  /** Sorted third-level category ids of the set, joined ('12' or '12-15'). */
  key: string;
  /** The category names of the set, joined with 、. */
  title: string;
  /** In the order given (oldest line first). */
  lines: T[];
}

/**
 * Lines whose goods share the third-level category, or the product line (`series`, other
 * specifications of one product), form one set (transitively). Sets come newest first (by the latest
 * change of any of their lines), lines keep the order given.
 */
export function groupIntoSets<T extends Groupable>(rows: readonly T[]): LineSet<T>[] {
  const parent = rows.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };
  const union = (a: number, b: number) => {
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
  };
  const firstOf = new Map<string, number>();
  rows.forEach((r, i) => {
    for (const k of [`c:${r.catalog_id}`, r.series ? `s:${r.series}` : null]) {
      if (k === null) continue;
      const first = firstOf.get(k);
      if (first === undefined) firstOf.set(k, i);
      else union(first, i);
    }
  });
  const byRoot = new Map<number, T[]>();
  rows.forEach((r, i) => {
    const root = find(i);
    const list = byRoot.get(root);
    if (list) list.push(r);
    else byRoot.set(root, [r]);
  });
  const sets = [...byRoot.values()].map((lines) => {
    const catalogs = new Map<string, string>();
    for (const l of lines) if (!catalogs.has(l.catalog_id)) catalogs.set(l.catalog_id, l.catalog_name);
    const ids = [...catalogs.keys()].sort((a, b) => Number(a) - Number(b));
    return {
      key: ids.join('-'),
      title: [...catalogs.values()].join('、'),
      lines,
      latest: Math.max(...lines.map((l) => l.updated_at.getTime())),
      firstId: Math.min(...lines.map((l) => Number(l.id))),
    };
  });
  sets.sort((a, b) => b.latest - a.latest || a.firstId - b.firstId);
  return sets.map(({ key, title, lines }) => ({ key, title, lines }));
}

/** What the choice needs of a priced line. */
export interface Choosable {
  id: string;
  buyable: boolean;
  total: number;
  deliveryDays: number | null;
}

/**
 * The chosen line of a set: the lowest total among the lines that can be bought; a tie goes to the
 * faster delivery, then to the earlier line. `spread` is the dearest minus the cheapest such total.
 */
export function chooseCheapest(lines: readonly Choosable[]): { id: string | null; spread: number } {
  let best: Choosable | null = null;
  let dearest = 0;
  for (const l of lines) {
    if (!l.buyable) continue;
    dearest = Math.max(dearest, l.total);
    if (
      best === null ||
      l.total < best.total ||
      (l.total === best.total && (l.deliveryDays ?? Infinity) < (best.deliveryDays ?? Infinity))
    ) {
      best = l;
    }
  }
  return { id: best?.id ?? null, spread: best ? dearest - best.total : 0 };
}
