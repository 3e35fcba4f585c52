/**
 * The price and stock import as the dialog shows it (no UI kit): the dry run's answer as table rows (one
 * per changed cell, the row's number and goods once), what the supplier may do with it, and the apply
 * loop that takes batch after batch until the server says it is finished, reporting progress as it goes.
 */
import type { WbImportApplied, WbImportCheck } from '@pm/contract/workbench-import';

/** One line of the diff table: a changed cell; `span` rows share the file row's number and goods. */
export interface DiffLine {
  key: string;
  row: number;
  goods: string;
  column: string;
  before: string;
  after: string;
  /** Rows this line's first cells span (0: covered by the line above). */
  span: number;
}

export function diffLines(check: Pick<WbImportCheck, 'changes'>): DiffLine[] {
  return check.changes.flatMap((c) =>
    c.fields.map((f, i) => ({
      key: `${c.row}:${f.column}`,
      row: c.row,
      goods: [c.skuCode, c.name].filter(Boolean).join(' '),
      column: f.column,
      before: f.before,
      after: f.after,
      span: i === 0 ? c.fields.length : 0,
    })),
  );
}

/** What the supplier may do after a dry run. */
export function choicesOf(check: Pick<WbImportCheck, 'errorRows' | 'changeRows'>): {
  applyAll: boolean;
  applyValid: boolean;
  summary: string;
} {
  const { errorRows, changeRows } = check;
  const summary =
    changeRows === 0
      ? errorRows > 0
        ? `有 ${errorRows} 行错误，没有可导入的修改`
        : '文件中的价格和库存与当前一致，没有需要导入的修改'
      : errorRows > 0
        ? `${changeRows} 行将被修改，${errorRows} 行有错误（不会导入）`
        : `${changeRows} 行将被修改`;
  return {
    applyAll: changeRows > 0 && errorRows === 0,
    applyValid: changeRows > 0 && errorRows > 0,
    summary,
  };
}

/** Percent of the rows taken (0–100, whole). */
export function percentOf(p: Pick<WbImportApplied, 'done' | 'total'>): number {
  if (p.total <= 0) return 100;
  return Math.min(100, Math.floor((p.done * 100) / p.total));
}

export interface ImportOutcome {
  applied: number;
  total: number;
  failures: WbImportApplied['failures'];
}

/**
 * Applies a checked import batch by batch (`apply` is one call of the server), telling `onProgress` after
 * each; resolves with what was applied and every row refused. A batch that moves nothing ends the loop
 * (the server answers `finished` then anyway), so a misbehaving answer cannot spin it.
 */
export async function runImport(
  apply: () => Promise<WbImportApplied>,
  onProgress: (p: WbImportApplied) => void,
): Promise<ImportOutcome> {
  const failures: WbImportApplied['failures'] = [];
  let last = -1;
  for (;;) {
    const p = await apply();
    failures.push(...p.failures);
    onProgress(p);
    if (p.finished || p.done === last) return { applied: p.applied, total: p.total, failures };
    last = p.done;
  }
}

/** The closing message of an import. */
export function outcomeText(o: ImportOutcome): string {
  return o.failures.length > 0
    ? `已导入 ${o.applied} 行；${o.failures.length} 行因商品已被修改未导入，请重新导出后再处理`
    : `已导入 ${o.applied} 行`;
}
