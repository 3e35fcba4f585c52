import { useState } from 'react';
import { Alert, Button, Input, InputNumber, Modal, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import { formatFen } from '@pm/contract/format';
import { fenToYuan, MAX_UNIT_PRICE_FEN, yuanToFen } from '@pm/contract/money';
import {
  aboveListMessage,
  WB_AGREEMENT_LIMITS,
  type WbAgreementRecord,
  type WbAgreementSetItem,
} from '@pm/contract/workbench-agreement';
import type { WbGoodsRecord } from '@pm/contract/workbench-goods';
import {
  getWbAgreementPageQuery,
  useWbAgreementPage,
} from '@/features/workbench-agreement/api/wb-agreement-page';
import { useRemoveWbAgreementPrices } from '@/features/workbench-agreement/api/wb-agreement-remove';
import { useSetWbAgreementPrices } from '@/features/workbench-agreement/api/wb-agreement-set';
import { BuyerSelect } from '@/features/workbench-agreement/desktop/buyer-select';
import { useWbGoodsPage } from '@/features/workbench-goods/api/wb-goods-page';
import { timeText } from '@/features/workbench-goods/model/goods-form';
import { queryClient } from '@/lib/query-client';
import { Panel } from '@/ui/desktop/empty-state';
import { QueryError } from '@/ui/desktop/query-error';

const LIMIT = 20;
/** The yuan inputs' bounds: a fen more than 0, at most the unit price cap. */
const YUAN = { min: 0.01, max: MAX_UNIT_PRICE_FEN / 100, precision: 2, step: 1, prefix: '¥' } as const;

const keyOf = (r: { goodsId: string; organizationId: string }) => `${r.goodsId}:${r.organizationId}`;

/** The problem of a typed price for goods of this list price, or null when it may be saved. */
function priceProblem(fen: number | null, name: string, listPrice: number): string | null {
  if (fen === null || fen <= 0) return '请填写大于 0 的协议价';
  if (fen > listPrice) return aboveListMessage(name, listPrice);
  return null;
}

function queryOf(params: URLSearchParams) {
  const page = Math.max(1, Number(params.get('page')) || 1);
  return {
    page,
    limit: LIMIT,
    ...(params.get('org') ? { organizationId: params.get('org')! } : {}),
    ...(params.get('keyword') ? { keyword: params.get('keyword')! } : {}),
  };
}

export function loader({ request }: { request: Request }) {
  void queryClient.prefetchQuery(getWbAgreementPageQuery(queryOf(new URL(request.url).searchParams)));
  return null;
}

/** The price cell: the price, or (while editing) a yuan input with save and cancel. */
function PriceCell({ r }: { r: WbAgreementRecord }) {
  const [yuan, setYuan] = useState<number | null>(null);
  const [editing, setEditing] = useState(false);
  const save = useSetWbAgreementPrices();
  if (!editing) {
    return (
      <Space size={4}>
        <strong>{formatFen(r.price)}</strong>
        <Button
          size="small"
          type="link"
          aria-label={`修改 ${r.name} 的协议价`}
          onClick={() => {
            setYuan(fenToYuan(r.price));
            setEditing(true);
          }}
        >
          修改
        </Button>
      </Space>
    );
  }
  const fen = yuanToFen(yuan);
  const problem = priceProblem(fen, r.name, r.listPrice);
  return (
    <Space orientation="vertical" size={2}>
      <Space size={4}>
        <InputNumber<number>
          {...YUAN}
          autoFocus
          size="small"
          aria-label="协议价（元）"
          value={yuan}
          status={problem ? 'error' : undefined}
          onChange={setYuan}
          style={{ width: 130 }}
        />
        <Button
          size="small"
          type="primary"
          disabled={problem !== null}
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              { items: [{ goodsId: r.goodsId, organizationId: r.organizationId, price: fen! }] },
              { onSuccess: () => setEditing(false) },
            )
          }
        >
          保存
        </Button>
        <Button size="small" onClick={() => setEditing(false)}>
          取消
        </Button>
      </Space>
      {problem && <span className="wb-error">{problem}</span>}
    </Space>
  );
}

/** Chosen goods of the add dialog with the yuan typed for each. */
interface Chosen {
  goods: WbGoodsRecord;
  yuan: number | null;
}

/** 添加协议价: a buyer organization, the supplier's goods on sale (searched), a price for each. */
function AddDialog({ organizationId, onClose }: { organizationId: string | undefined; onClose: () => void }) {
  const [org, setOrg] = useState(organizationId);
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const goods = useWbGoodsPage({ status: 'ON', limit: LIMIT, ...(keyword ? { keyword } : {}) });
  const save = useSetWbAgreementPrices();
  const items: WbAgreementSetItem[] = chosen.map((c) => ({
    goodsId: c.goods.id,
    organizationId: org ?? '',
    price: yuanToFen(c.yuan) ?? 0,
  }));
  const problems = chosen.flatMap((c) => {
    const p = priceProblem(yuanToFen(c.yuan), c.goods.name, c.goods.listPrice);
    return p ? [p] : [];
  });
  const ready = org !== undefined && chosen.length > 0 && problems.length === 0;
  const options = goods.data?.records ?? [];
  return (
    <Modal
      open
      width={760}
      title="添加协议价"
      okText="保存"
      cancelText="取消"
      okButtonProps={{ disabled: !ready }}
      confirmLoading={save.isPending}
      onCancel={onClose}
      onOk={() => save.mutate({ items }, { onSuccess: onClose })}
    >
      <Space orientation="vertical" style={{ width: '100%' }} size={12}>
        <Space>
          <span>采购单位</span>
          <BuyerSelect value={org} onChange={(id) => setOrg(id)} />
        </Space>
        <Select<string[]>
          mode="multiple"
          aria-label="选择商品"
          placeholder="搜索并选择本公司在售商品（名称、SKU 编码或型号）"
          showSearch={{ filterOption: false, onSearch: (v) => setKeyword(v.trim()) }}
          loading={goods.isFetching}
          value={chosen.map((c) => c.goods.id)}
          notFoundContent={goods.isFetching ? null : '没有匹配的在售商品'}
          maxCount={WB_AGREEMENT_LIMITS.itemsMax}
          onChange={(ids) => {
            const known = new Map([...chosen.map((c) => c.goods), ...options].map((g) => [g.id, g] as const));
            setChosen(
              ids.flatMap((id) => {
                const was = chosen.find((c) => c.goods.id === id);
                const g = known.get(id);
                return was ? [was] : g ? [{ goods: g, yuan: null }] : [];
              }),
            );
          }}
          options={[
            ...chosen.map((c) => c.goods),
            ...options.filter((g) => !chosen.some((c) => c.goods.id === g.id)),
          ].map((g) => ({
            value: g.id,
            label: `${g.name}（${g.skuCode} · 销售价 ${formatFen(g.listPrice)}）`,
          }))}
          style={{ width: '100%' }}
        />
        <Table<Chosen>
          rowKey={(c) => c.goods.id}
          size="small"
          pagination={false}
          dataSource={chosen}
          locale={{ emptyText: '请先选择商品' }}
          columns={[
            {
              title: '商品',
              render: (_: unknown, c) => (
                <div>
                  {c.goods.name}
                  <div className="wb-muted">
                    {[c.goods.skuCode, c.goods.model].filter(Boolean).join(' · ')}
                  </div>
                </div>
              ),
            },
            {
              title: '销售价',
              width: 110,
              render: (_: unknown, c) => formatFen(c.goods.listPrice),
            },
            {
              title: '协议价（元）',
              width: 170,
              render: (_: unknown, c) => (
                <InputNumber<number>
                  {...YUAN}
                  size="small"
                  aria-label={`${c.goods.name} 协议价（元）`}
                  value={c.yuan}
                  onChange={(v) =>
                    setChosen((list) => list.map((x) => (x.goods.id === c.goods.id ? { ...x, yuan: v } : x)))
                  }
                  style={{ width: 140 }}
                />
              ),
            },
          ]}
        />
        {chosen.length > 0 && problems.length > 0 && <Alert type="warning" showIcon message={problems[0]} />}
      </Space>
    </Modal>
  );
}

/** /workbench/agreement: 协议价管理, the supplier's agreement prices per buyer organization. */
export default function AgreementPage() {
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const [keyword, setKeyword] = useState(params.get('keyword') ?? '');
  const [adding, setAdding] = useState(false);
  const list = useWbAgreementPage(query);
  const remove = useRemoveWbAgreementPrices();
  const set = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { replace: true });
  };
  return (
    <Panel
      title="协议价管理"
      extra={
        <Button type="primary" onClick={() => setAdding(true)}>
          添加协议价
        </Button>
      }
    >
      <p className="wb-muted">
        协议价只对所选采购单位生效，保存后该单位的搜索、商品详情、购物车和下单立即按协议价计算；协议价不得高于销售价。
      </p>
      <Space wrap style={{ marginBottom: 12 }}>
        <BuyerSelect
          allowClear
          placeholder="全部采购单位"
          value={query.organizationId}
          onChange={(id) => set({ org: id, page: undefined })}
        />
        <Input.Search
          allowClear
          placeholder="商品名称、SKU 编码或型号"
          value={keyword}
          maxLength={WB_AGREEMENT_LIMITS.keywordMax}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={(v) => set({ keyword: v.trim() || undefined, page: undefined })}
          style={{ width: 320 }}
        />
      </Space>
      {list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<WbAgreementRecord>
          rowKey={keyOf}
          size="middle"
          loading={list.isPending}
          dataSource={list.data?.records ?? []}
          locale={{ emptyText: '还没有协议价，点击“添加协议价”为采购单位设置' }}
          pagination={{
            current: query.page,
            pageSize: LIMIT,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (t) => `共 ${t} 条`,
            onChange: (p) => set({ page: String(p) }),
          }}
          columns={[
            {
              title: '商品',
              dataIndex: 'name',
              render: (name: string, r) => (
                <div>
                  {name}
                  <div className="wb-muted">{[r.skuCode, r.model, r.unit].filter(Boolean).join(' · ')}</div>
                </div>
              ),
            },
            { title: '采购单位', dataIndex: 'organizationName', width: 200 },
            { title: '销售价', dataIndex: 'listPrice', width: 110, render: (p: number) => formatFen(p) },
            { title: '协议价', width: 250, render: (_: unknown, r) => <PriceCell key={keyOf(r)} r={r} /> },
            {
              title: '折扣',
              dataIndex: 'discountText',
              width: 100,
              render: (t: string, r) => <Tag color={r.price < r.listPrice ? 'red' : 'default'}>{t}</Tag>,
            },
            {
              title: '更新时间',
              dataIndex: 'updatedAt',
              width: 160,
              render: (t: string, r) => (
                <div>
                  {timeText(t)}
                  {r.updatedBy && <div className="wb-muted">{r.updatedBy}</div>}
                </div>
              ),
            },
            {
              title: '操作',
              width: 90,
              render: (_: unknown, r) => (
                <Popconfirm
                  title={`删除后「${r.organizationName}」将按销售价购买该商品，确定删除？`}
                  okText="删除"
                  cancelText="取消"
                  onConfirm={() =>
                    remove
                      .mutateAsync({ items: [{ goodsId: r.goodsId, organizationId: r.organizationId }] })
                      .catch(() => undefined)
                  }
                >
                  <Button size="small" type="link" danger>
                    删除
                  </Button>
                </Popconfirm>
              ),
            },
          ]}
        />
      )}
      {adding && <AddDialog organizationId={query.organizationId} onClose={() => setAdding(false)} />}
    </Panel>
  );
}
