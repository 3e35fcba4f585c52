import { useState } from 'react';
import { Button, Input, Popconfirm, Segmented, Space, Table, Tag, Tooltip } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { formatFen } from '@pm/contract/format';
import {
  WB_GOODS_STATUS_LABELS,
  WB_GOODS_STATUSES,
  type WbGoodsRecord,
  type WbGoodsStatus,
} from '@pm/contract/workbench-goods';
import { useDelistWbGoods } from '@/features/workbench-goods/api/wb-goods-delist';
import { getWbGoodsPageQuery, useWbGoodsPage } from '@/features/workbench-goods/api/wb-goods-page';
import { useSubmitWbGoods } from '@/features/workbench-goods/api/wb-goods-submit';
import { useWithdrawWbGoods } from '@/features/workbench-goods/api/wb-goods-withdraw';
import { useDownloadWbGoodsExport } from '@/features/workbench-goods/api/wb-goods-export';
import { ImportDialog } from '@/features/workbench-goods/desktop/import-dialog';
import { actionsOf, STATUS_COLORS, timeText } from '@/features/workbench-goods/model/goods-form';
import { queryClient } from '@/lib/query-client';
import { Panel } from '@/ui/desktop/empty-state';
import { QueryError } from '@/ui/desktop/query-error';
import { WORKBENCH_GOODS_NEW_PATH, workbenchGoodsPath } from '../paths';

const LIMIT = 20;

function statusParam(v: string | null): WbGoodsStatus | undefined {
  return (WB_GOODS_STATUSES as readonly string[]).includes(v ?? '') ? (v as WbGoodsStatus) : undefined;
}

export function loader({ request }: { request: Request }) {
  const status = statusParam(new URL(request.url).searchParams.get('status'));
  void queryClient.prefetchQuery(
    getWbGoodsPageQuery({ page: 1, limit: LIMIT, ...(status ? { status } : {}) }),
  );
  return null;
}

function Actions({ r }: { r: WbGoodsRecord }) {
  const submit = useSubmitWbGoods();
  const withdraw = useWithdrawWbGoods();
  const delist = useDelistWbGoods();
  const can = actionsOf(r.status, r.hasDraft);
  const input = { id: r.id, version: r.version };
  return (
    <Space size={4} wrap>
      {can.edit && (
        <Link to={workbenchGoodsPath(r.id)}>
          <Button size="small" type="link">
            编辑
          </Button>
        </Link>
      )}
      {can.submit && (
        <Button size="small" type="link" loading={submit.isPending} onClick={() => submit.mutate(input)}>
          提交审核
        </Button>
      )}
      {can.withdraw && (
        <Button size="small" type="link" loading={withdraw.isPending} onClick={() => withdraw.mutate(input)}>
          撤回
        </Button>
      )}
      {can.delist && (
        <Popconfirm title="下架后买家将无法购买该商品，确定下架？" onConfirm={() => delist.mutate(input)}>
          <Button size="small" type="link" danger loading={delist.isPending}>
            下架
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}

/** /workbench/goods: 商品管理, the supplier's own goods by status and keyword. */
export default function GoodsListPage() {
  const [params, setParams] = useSearchParams();
  const status = statusParam(params.get('status'));
  const [keyword, setKeyword] = useState(params.get('keyword') ?? '');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = {
    page,
    limit: LIMIT,
    ...(status ? { status } : {}),
    ...(params.get('keyword') ? { keyword: params.get('keyword')! } : {}),
  };
  const list = useWbGoodsPage(query);
  const exporting = useDownloadWbGoodsExport();
  const [importing, setImporting] = useState(false);
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
      extra={
        <Space>
          <Button loading={exporting.isPending} onClick={() => exporting.mutate()}>
            导出价格库存
          </Button>
          <Button onClick={() => setImporting(true)}>导入价格库存</Button>
          <Link to={WORKBENCH_GOODS_NEW_PATH}>
            <Button type="primary">新建商品</Button>
          </Link>
        </Space>
      }
      title={
        <Segmented
          value={status ?? 'all'}
          options={[
            { label: '全部', value: 'all' },
            ...WB_GOODS_STATUSES.map((s) => ({ label: WB_GOODS_STATUS_LABELS[s], value: s })),
          ]}
          onChange={(v) => set({ status: v === 'all' ? undefined : String(v), page: undefined })}
        />
      }
    >
      <Input.Search
        className="wb-search"
        allowClear
        placeholder="商品名称、SKU 编码或型号"
        value={keyword}
        maxLength={50}
        onChange={(e) => setKeyword(e.target.value)}
        onSearch={(v) => set({ keyword: v.trim() || undefined, page: undefined })}
        style={{ maxWidth: 360, marginBottom: 12 }}
      />
      {list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<WbGoodsRecord>
          rowKey="id"
          size="middle"
          loading={list.isPending}
          dataSource={list.data?.records ?? []}
          locale={{ emptyText: '没有符合条件的商品' }}
          pagination={{
            current: page,
            pageSize: LIMIT,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (t) => `共 ${t} 件`,
            onChange: (p) => set({ page: String(p) }),
          }}
          columns={[
            {
              title: '商品',
              dataIndex: 'name',
              render: (name: string, r) => (
                <div className="wb-goods-cell">
                  {r.image && <img src={r.image} alt="" width={48} height={48} loading="lazy" />}
                  <div>
                    <Link to={workbenchGoodsPath(r.id)}>{name}</Link>
                    <div className="wb-muted">
                      {[r.skuCode, r.brandName, r.model].filter(Boolean).join(' · ')}
                    </div>
                  </div>
                </div>
              ),
            },
            { title: '分类', dataIndex: 'catalogName', width: 120 },
            { title: '销售价', dataIndex: 'listPrice', width: 110, render: (p: number) => formatFen(p) },
            { title: '库存', dataIndex: 'stock', width: 80 },
            {
              title: '状态',
              dataIndex: 'status',
              width: 130,
              render: (s: WbGoodsStatus, r) => (
                <Space size={2} direction="vertical">
                  <Tooltip title={r.rejectReason || undefined}>
                    <Tag color={STATUS_COLORS[s]}>{r.statusText}</Tag>
                  </Tooltip>
                  {r.hasDraft && <span className="wb-muted">有未提交的修改</span>}
                </Space>
              ),
            },
            { title: '更新时间', dataIndex: 'updatedAt', width: 150, render: (t: string) => timeText(t) },
            { title: '操作', width: 170, render: (_: unknown, r) => <Actions r={r} /> },
          ]}
        />
      )}
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
    </Panel>
  );
}
