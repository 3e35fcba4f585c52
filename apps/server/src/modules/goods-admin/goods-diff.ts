/** What a submitted version changes of the listed one, field by field, as the review shows it. */
import { formatFen } from '@pm/contract/format';
import { WB_FIELD_LABELS, type WbDiffLine, type WbGoodsDetail } from '@pm/contract/workbench-goods';
import type { WorkFields } from './goods-admin.repo';
import { descriptionText } from '../../lib/rich-text';

type GoodsView = WbGoodsDetail['current'];

const DIFF_FIELDS = Object.keys(WB_FIELD_LABELS) as (keyof typeof WB_FIELD_LABELS)[];

/** A field as the comparison shows it. */
function shown(view: GoodsView, field: keyof typeof WB_FIELD_LABELS): string {
  switch (field) {
    case 'brandId':
      return view.brandName;
    case 'catalogId':
      return view.catalogPath;
    case 'attrs':
      return view.attrs.map((a) => `${a.name}：${a.value}`).join('；');
    case 'listPrice':
    case 'marketPrice':
      return formatFen(view[field]);
    case 'images':
      return view.images.join('\n');
    case 'description':
      return descriptionText(view.description);
    default:
      return String(view[field]);
  }
}

/** Field by field, what `after` changes of `before` (nothing for a new item). */
export function diffOf(after: GoodsView, before: GoodsView | null): WbDiffLine[] {
  if (!before) return [];
  const lines: WbDiffLine[] = [];
  for (const field of DIFF_FIELDS) {
    const a = shown(after, field);
    const b = shown(before, field);
    if (a !== b || (field === 'description' && after.description !== before.description))
      lines.push({ field, label: WB_FIELD_LABELS[field], before: b, after: a });
  }
  return lines;
}

/** The fields of `a` that differ from `b` (raw values). */
export function diffOfFields(a: WorkFields, b: WorkFields): string[] {
  return (Object.keys(WB_FIELD_LABELS) as (keyof WorkFields)[]).filter(
    (k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]),
  );
}
