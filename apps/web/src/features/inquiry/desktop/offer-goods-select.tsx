import { useState } from 'react';
import { Select } from 'antd';
import { formatFen } from '@pm/contract/format';
import type { GoodsCard } from '@pm/contract/goods';
import { useVendorOfferGoods } from '../api/vendor-offer-goods';

const LIMIT = 20;

/**
 * Picks one of the supplier's own goods on sale to offer for a line it was invited to: goods of the
 * asked goods' catalog first, any of its goods by name, model or code when it types.
 */
export function OfferGoodsSelect({
  asked,
  value,
  current,
  disabled,
  onChange,
}: {
  /** The goods the buyer asked for. */
  asked: GoodsCard;
  value: string | null;
  /** The goods offered in the saved quote (shown before any list loads). */
  current: GoodsCard | null;
  disabled: boolean;
  onChange: (id: string | null) => void;
}) {
  const [keyword, setKeyword] = useState('');
  const [opened, setOpened] = useState(false);
  const like = useVendorOfferGoods({ catalogId: asked.catalogId, limit: LIMIT }, opened && keyword === '');
  const useAll = keyword !== '' || like.data?.total === 0;
  const all = useVendorOfferGoods({ ...(keyword ? { keyword } : {}), limit: LIMIT }, opened && useAll);
  const list = (useAll ? all.data?.records : like.data?.records) ?? [];
  const goods = current && !list.some((g) => g.id === current.id) ? [current, ...list] : list;
  return (
    <Select<string>
      showSearch={{ filterOption: false, onSearch: (v) => setKeyword(v.trim()) }}
      allowClear
      disabled={disabled}
      value={value ?? undefined}
      placeholder="选择贵司的报价商品"
      aria-label={`${asked.name} 报价商品`}
      loading={like.isFetching || all.isFetching}
      onOpenChange={(o) => o && setOpened(true)}
      onChange={(v) => onChange(v ?? null)}
      notFoundContent={useAll && !all.isFetching ? '没有匹配的在售商品' : null}
      options={goods.map((g) => ({
        value: g.id,
        label: `${g.name}（${g.skuCode} · ${formatFen(g.listPrice)}/${g.unit}）`,
      }))}
      popupMatchSelectWidth={420}
      style={{ width: '100%', marginTop: 6 }}
    />
  );
}
