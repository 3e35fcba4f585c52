/**
 * Plan lines from a pasted or uploaded purchase list: the mall's batch matcher (features/batch, the
 * contract's batch-lines) reads the sheet and proposes goods for each line; here each matched line
 * becomes a catalog line of the plan, and a line without goods a free-text line (name, model as its
 * specification, unit; its estimated price typed by the buyer). Plans take any quantity (no MOQ: it is
 * what is planned, not yet ordered).
 */
import type { BatchLineResult, BatchMatchResult } from '@pm/contract/batch';
import type { GoodsCard } from '@pm/contract/goods';
import { planYuanText, goodsLine, lineKey, type LineDraft } from './plan-form';

export interface ImportRow {
  /** The row in the buyer's list. */
  row: number | null;
  /** matched / candidates / unmatched, as the matcher said. */
  status: BatchLineResult['status'];
  /** The line as it goes into the plan (the buyer may switch goods or write it as free text). */
  draft: LineDraft;
  /** The goods the matcher proposes, best first. */
  choices: GoodsCard[];
  /** What the matcher read from the list (shown beside the line). */
  source: string;
  /** The line goes into the plan. */
  chosen: boolean;
}

function sourceText(line: BatchLineResult): string {
  const t = line.input;
  return [t.code, t.name, t.brand, t.model].filter(Boolean).join(' ') || '（空行）';
}

/** A free-text line from what the list says. */
function freeLine(line: BatchLineResult, quantity: number | null): LineDraft {
  const t = line.input;
  return {
    key: lineKey(),
    goodsId: null,
    name: [t.brand, t.name || t.code].filter(Boolean).join(' '),
    spec: t.model,
    unit: t.unit,
    quantity,
    priceYuan: '',
    remark: '',
  };
}

/** The rows of a match: blank lines left out; sure matches chosen, the others for the buyer to confirm. */
export function importRows(result: Pick<BatchMatchResult, 'lines' | 'goods'>): ImportRow[] {
  const cards = new Map(result.goods.map((g) => [g.id, g]));
  const rows: ImportRow[] = [];
  for (const line of result.lines) {
    if (line.status === 'empty') continue;
    const quantity = line.num;
    const choices = line.candidates
      .map((c) => cards.get(c.goodsId))
      .filter((g): g is GoodsCard => g !== undefined);
    const proposed = line.goodsId ? cards.get(line.goodsId) : undefined;
    const draft = proposed ? goodsLine(proposed, quantity ?? 1) : freeLine(line, quantity);
    if (proposed && line.input.unit && !draft.unit) draft.unit = line.input.unit;
    rows.push({
      row: line.row,
      status: line.status,
      draft,
      choices,
      source: sourceText(line),
      chosen: line.status === 'matched' && quantity !== null,
    });
  }
  return rows;
}

/** A row moved to another proposed goods (its quantity kept), or to free text (goodsId null). */
export function rechoose(row: ImportRow, goodsId: string | null): ImportRow {
  if (goodsId === null) {
    const d = row.draft;
    return {
      ...row,
      draft: { ...d, key: lineKey(), goodsId: null, priceYuan: d.goodsId ? '' : d.priceYuan },
    };
  }
  const card = row.choices.find((c) => c.id === goodsId);
  if (!card) return row;
  return { ...row, draft: { ...goodsLine(card, row.draft.quantity ?? 1), key: row.draft.key } };
}

/** The chosen rows' lines. */
export function chosenLines(rows: readonly ImportRow[]): LineDraft[] {
  return rows.filter((r) => r.chosen).map((r) => r.draft);
}

/** Counts for the review's summary line. */
export function importSummary(rows: readonly ImportRow[]): {
  matched: number;
  candidates: number;
  unmatched: number;
  chosen: number;
} {
  let matched = 0;
  let candidates = 0;
  let unmatched = 0;
  let chosen = 0;
  for (const r of rows) {
    if (r.status === 'matched') matched += 1;
    else if (r.status === 'candidates') candidates += 1;
    else unmatched += 1;
    if (r.chosen) chosen += 1;
  }
  return { matched, candidates, unmatched, chosen };
}

/** A goods card as a choice's label: name, model, unit price. */
export function choiceLabel(card: GoodsCard): string {
  const model = card.model ? ` ${card.model}` : '';
  return `${card.name}${model}（¥${planYuanText(card.price)}/${card.unit}）`;
}
