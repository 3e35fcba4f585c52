import { useState } from 'react';
import { Button, Input, SearchBar, Stepper } from 'antd-mobile';
import type { SynergyLineInput } from '@pm/contract/purchasing-synergy';
import { money } from '../model/synergy-view';

/** A goods found by the search the page passes in (the goods feature's search). */
export interface GoodsHit {
  id: string;
  name: string;
  spec: string;
  unit: string;
  price: number;
}

/** 添加明细: search goods and add one with a quantity, or write a free-text line. */
export function SynergyAddLine({
  searchGoods,
  onAdd,
  busy,
}: {
  searchGoods: (keyword: string) => Promise<GoodsHit[]>;
  onAdd: (line: SynergyLineInput) => void;
  busy: boolean;
}) {
  const [hits, setHits] = useState<GoodsHit[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [qty, setQty] = useState<Record<string, number>>({});
  const [free, setFree] = useState({ name: '', unit: '', quantity: 1 });
  const search = async (keyword: string) => {
    if (keyword.trim() === '') return;
    setSearching(true);
    try {
      setHits(await searchGoods(keyword.trim()));
    } finally {
      setSearching(false);
    }
  };
  return (
    <div className="pm-syn-card" role="group" aria-label="添加明细">
      <SearchBar placeholder="搜索商品名称、型号" onSearch={(k) => void search(k)} aria-label="搜索商品" />
      {searching && <div className="pm-syn-card__meta">搜索中…</div>}
      {hits && hits.length === 0 && <div className="pm-syn-card__meta">没有找到商品，可在下方自由填写</div>}
      {hits?.map((g) => (
        <div key={g.id} className="pm-syn-line">
          <div className="pm-syn-line__body">
            <div className="pm-syn-line__name">{g.name}</div>
            <div className="pm-syn-line__sub">
              {g.spec} <span className="pm-syn-price">{money(g.price)}</span>
            </div>
            <div className="pm-syn-line__tools">
              <Stepper
                min={1}
                value={qty[g.id] ?? 1}
                onChange={(v) => setQty({ ...qty, [g.id]: v })}
                aria-label={`${g.name} 数量`}
              />
              <Button
                size="mini"
                color="primary"
                loading={busy}
                onClick={() => onAdd({ goodsId: g.id, quantity: qty[g.id] ?? 1 })}
              >
                添加
              </Button>
            </div>
          </div>
        </div>
      ))}
      <div className="pm-syn-section">自由填写（商城没有的商品）</div>
      <div className="pm-syn-line__tools">
        <Input
          placeholder="品名"
          value={free.name}
          onChange={(name) => setFree({ ...free, name })}
          aria-label="品名"
        />
        <Input
          placeholder="单位"
          value={free.unit}
          onChange={(unit) => setFree({ ...free, unit })}
          aria-label="单位"
          style={{ width: 56 }}
        />
      </div>
      <div className="pm-syn-line__tools">
        <Stepper
          min={1}
          value={free.quantity}
          onChange={(quantity) => setFree({ ...free, quantity })}
          aria-label="自由填写数量"
        />
        <Button
          size="mini"
          loading={busy}
          disabled={free.name.trim() === '' || free.unit.trim() === ''}
          onClick={() => {
            onAdd({ name: free.name.trim(), unit: free.unit.trim(), quantity: free.quantity });
            setFree({ name: '', unit: '', quantity: 1 });
          }}
        >
          添加自由填写
        </Button>
      </div>
    </div>
  );
}
