import { useState } from 'react';
import { Drawer, Table, Tabs, Tag } from 'antd';
import type { ApprovalItem, ApprovalPageQuery } from '@pm/contract/approval';
import { formatFen } from '@pm/contract/format';
import { QueryError } from '@/ui/desktop/query-error';
import { useApprovalDetail } from '../api/approval-detail';
import { useApprovalPage } from '../api/approval-page';
import { APPROVAL_TAB_ALL, approvalTabs, approvalTime, approvalTone, holdLeft } from '../model/approval-view';
import { ApprovalDetailView } from './approval-detail-view';

const TAG_COLOR = { warning: 'orange', success: 'green', error: 'red', default: 'default' } as const;

/** The manager's queue: tabs by status (待审批 first), the submissions, and a drawer with the one opened. */
export function ApprovalQueue() {
  const [tab, setTab] = useState<string>('PENDING');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const input: ApprovalPageQuery = {
    page,
    limit: 10,
    ...(tab === APPROVAL_TAB_ALL ? {} : { status: tab as ApprovalPageQuery['status'] }),
  };
  const list = useApprovalPage(input);
  const detail = useApprovalDetail(open);
  const now = new Date();
  return (
    <div className="approval-queue">
      <Tabs
        activeKey={tab}
        onChange={(k) => {
          setTab(k);
          setPage(1);
        }}
        items={approvalTabs(list.data?.counts).map((t) => ({ key: t.key, label: t.label }))}
      />
      {list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<ApprovalItem>
          rowKey="id"
          loading={list.isLoading}
          dataSource={list.data?.records ?? []}
          locale={{ emptyText: tab === 'PENDING' ? '暂无待审批的订单' : '暂无审批记录' }}
          onRow={(r) => ({ onClick: () => setOpen(r.id), style: { cursor: 'pointer' } })}
          pagination={{
            current: page,
            pageSize: 10,
            total: list.data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
          }}
          columns={[
            { title: '提交时间', render: (_v, r) => approvalTime(r.createdAt) },
            { title: '申请人', dataIndex: 'requesterName' },
            { title: '订单号', render: (_v, r) => r.orderNos.join('、') },
            { title: '供应商', render: (_v, r) => r.supplierNames.join('、') },
            { title: '金额', render: (_v, r) => formatFen(r.amount) },
            { title: '原因', render: (_v, r) => r.reasons.join('；') },
            {
              title: '状态',
              render: (_v, r) => (
                <>
                  <Tag color={TAG_COLOR[approvalTone(r.status)]}>{r.statusText}</Tag>
                  {r.status === 'PENDING' ? holdLeft(r.expiresAt, now) : (r.decidedByName ?? '')}
                </>
              ),
            },
          ]}
        />
      )}
      <Drawer open={open !== null} width={820} title="审批详情" onClose={() => setOpen(null)} destroyOnHidden>
        {detail.isError ? (
          <QueryError error={detail.error} onRetry={() => void detail.refetch()} />
        ) : detail.data ? (
          <ApprovalDetailView detail={detail.data} now={now} />
        ) : null}
      </Drawer>
    </div>
  );
}
