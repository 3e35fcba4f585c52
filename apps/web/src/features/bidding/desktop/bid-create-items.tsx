import { useRef, useState } from 'react';
import { Button, Input, InputNumber, Select, Space, Table } from 'antd';
import { BID_LIMITS } from '@pm/contract/bidding';
import { notify } from '@/lib/notify';
import { MAX_PRICE_YUAN } from '../model/bid-money';
import { addItems, type CreateDraft, type CreateItem } from '../model/bid-create-form';

export type NewItem = Omit<CreateItem, 'key'>;

export interface CreateSources {
  /** Goods of the catalog for a keyword. */
  searchGoods: (keyword: string) => Promise<NewItem[]>;
  /** The buyer's cart lines. */
  fromCart: () => Promise<NewItem[]>;
  /** The buyer's inquiry basket. */
  fromBasket: () => Promise<NewItem[]>;
  /** Verified suppliers for a keyword (goods or supplier name). */
  searchSuppliers: (keyword: string) => Promise<{ id: string; name: string }[]>;
  addresses: { id: string; label: string }[];
}

function useDebouncedSearch<T>(search: (k: string) => Promise<T[]>) {
  const [options, setOptions] = useState<T[]>([]);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);
  const run = (keyword: string) => {
    const k = keyword.trim();
    if (!k) return;
    const n = ++latest.current;
    setLoading(true);
    search(k)
      .then((r) => {
        if (latest.current === n) setOptions(r);
      })
      .catch(() => undefined)
      .finally(() => {
        if (latest.current === n) setLoading(false);
      });
  };
  return { options, loading, run };
}

/** 竞价商品: from the catalog, the cart, the inquiry basket, or free text; quantity and an optional ceiling. */
export function ItemsStep({
  d,
  set,
  sources,
}: {
  d: CreateDraft;
  set: (p: Partial<CreateDraft>) => void;
  sources: CreateSources;
}) {
  const goods = useDebouncedSearch(sources.searchGoods);
  const [picked, setPicked] = useState<string | null>(null);
  const add = (more: NewItem[], from: string) => {
    if (more.length === 0) notify(`${from}中没有可添加的商品`, 'info');
    set({ items: addItems(d.items, more) });
  };
  const setItem = (key: string, patch: Partial<CreateItem>) =>
    set({ items: d.items.map((i) => (i.key === key ? { ...i, ...patch } : i)) });
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          showSearch
          aria-label="从商品库添加"
          placeholder="搜索商品库添加（输入商品名称）"
          style={{ width: 360 }}
          filterOption={false}
          onSearch={goods.run}
          loading={goods.loading}
          value={picked}
          notFoundContent={goods.loading ? '搜索中…' : '输入关键词搜索商品'}
          options={goods.options.map((g) => ({
            value: g.goodsId ?? g.name,
            label: `${g.name}${g.spec ? ` ${g.spec}` : ''}`,
          }))}
          onChange={(v: string) => {
            const g = goods.options.find((o) => (o.goodsId ?? o.name) === v);
            if (g) add([g], '商品库');
            setPicked(null);
          }}
        />
        <Button onClick={() => void sources.fromCart().then((r) => add(r, '购物车'))}>从购物车导入</Button>
        <Button onClick={() => void sources.fromBasket().then((r) => add(r, '询价篮'))}>从询价篮导入</Button>
        <Button
          onClick={() =>
            add(
              [
                {
                  goodsId: null,
                  name: '',
                  spec: '',
                  unit: '个',
                  quantity: 1,
                  ceilingYuan: null,
                  source: '自定义',
                },
              ],
              '自定义',
            )
          }
        >
          添加自定义商品
        </Button>
      </Space>
      <Table<CreateItem>
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={d.items}
        locale={{ emptyText: '请添加竞价商品：可从商品库、购物车、询价篮添加，或填写自定义商品' }}
        columns={[
          { title: '来源', dataIndex: 'source', width: 80 },
          {
            title: '商品名称',
            key: 'name',
            render: (_, i) =>
              i.goodsId ? (
                i.name
              ) : (
                <Input
                  aria-label="商品名称"
                  value={i.name}
                  maxLength={BID_LIMITS.maxTitle}
                  placeholder="商品名称"
                  onChange={(e) => setItem(i.key, { name: e.target.value })}
                />
              ),
          },
          {
            title: '规格',
            key: 'spec',
            width: 160,
            render: (_, i) =>
              i.goodsId ? (
                i.spec
              ) : (
                <Input
                  aria-label="规格"
                  value={i.spec}
                  placeholder="规格"
                  onChange={(e) => setItem(i.key, { spec: e.target.value })}
                />
              ),
          },
          {
            title: '单位',
            key: 'unit',
            width: 80,
            render: (_, i) =>
              i.goodsId ? (
                i.unit
              ) : (
                <Input
                  aria-label="单位"
                  value={i.unit}
                  maxLength={10}
                  onChange={(e) => setItem(i.key, { unit: e.target.value })}
                />
              ),
          },
          {
            title: '数量',
            key: 'q',
            width: 110,
            render: (_, i) => (
              <InputNumber<number>
                aria-label={`${i.name || '商品'} 数量`}
                min={1}
                precision={0}
                value={i.quantity}
                onChange={(v) => setItem(i.key, { quantity: v })}
              />
            ),
          },
          {
            title: '最高限价（元，选填）',
            key: 'c',
            width: 170,
            render: (_, i) => (
              <InputNumber<number>
                aria-label={`${i.name || '商品'} 最高限价`}
                min={0.01}
                max={MAX_PRICE_YUAN}
                precision={2}
                placeholder="不限"
                value={i.ceilingYuan}
                onChange={(v) => setItem(i.key, { ceilingYuan: v })}
              />
            ),
          },
          {
            title: '操作',
            key: 'x',
            width: 70,
            render: (_, i) => (
              <Button
                type="link"
                danger
                size="small"
                onClick={() => set({ items: d.items.filter((x) => x.key !== i.key) })}
              >
                删除
              </Button>
            ),
          },
        ]}
      />
      <p className="bid-muted">最高限价不向供应商展示。</p>
    </>
  );
}

/** Invited suppliers, found by a goods or supplier keyword. */
export function SuppliersSelect({
  d,
  set,
  search,
}: {
  d: CreateDraft;
  set: (p: Partial<CreateDraft>) => void;
  search: CreateSources['searchSuppliers'];
}) {
  const s = useDebouncedSearch(search);
  const options = [...d.suppliers, ...s.options.filter((o) => !d.suppliers.some((x) => x.id === o.id))];
  return (
    <Select
      mode="multiple"
      aria-label="邀请供应商"
      placeholder="输入商品或供应商名称搜索供应商"
      style={{ width: '100%' }}
      filterOption={false}
      onSearch={s.run}
      loading={s.loading}
      notFoundContent={s.loading ? '搜索中…' : '输入关键词搜索供应商'}
      value={d.suppliers.map((x) => x.id)}
      options={options.map((o) => ({ value: o.id, label: o.name }))}
      onChange={(ids: string[]) =>
        set({ suppliers: ids.map((id) => options.find((o) => o.id === id)!).filter(Boolean) })
      }
    />
  );
}
