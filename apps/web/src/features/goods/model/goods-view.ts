/**
 * How a goods detail reads, on the desktop and the phone alike: its freight and its specification
 * rows. Words only, no UI kit.
 */
import type { GoodsDetail } from '@pm/contract/goods';
import { formatFen } from '@pm/contract/format';

/** 运费: free, a fee, or a fee with the amount above which it is free. */
export function freightText(f: Pick<GoodsDetail['freight'], 'fee' | 'freeThreshold'>): string {
  if (f.fee <= 0) return '免运费';
  if (f.freeThreshold > 0) return `运费 ${formatFen(f.fee)}，满 ${formatFen(f.freeThreshold)} 包邮`;
  return `运费 ${formatFen(f.fee)}`;
}

export interface SpecRow {
  name: string;
  value: string;
}

/**
 * The specification rows: the goods' fields (its name first when `withName`), its own attributes
 * replacing a row of the same name or following them; empty rows left out.
 */
export function specRows(
  goods: Pick<
    GoodsDetail,
    'name' | 'skuCode' | 'brandName' | 'model' | 'spec' | 'unit' | 'moq' | 'orderMultiple' | 'attrs'
  >,
  { withName = false }: { withName?: boolean } = {},
): SpecRow[] {
  const rows: SpecRow[] = [
    ...(withName ? [{ name: '商品名称', value: goods.name }] : []),
    { name: '商品编码', value: goods.skuCode },
    { name: '品牌', value: goods.brandName },
    { name: '型号', value: goods.model },
    { name: '规格', value: goods.spec },
    { name: '单位', value: goods.unit },
    { name: '起订量', value: `${goods.moq}${goods.unit}` },
    { name: '订货倍数', value: String(goods.orderMultiple) },
  ];
  for (const a of goods.attrs) {
    const same = rows.find((r) => r.name === a.name);
    if (same) same.value = a.value;
    else rows.push({ ...a });
  }
  return rows.filter((r) => r.value !== '');
}
