import { Button, Card, Col, Row, Skeleton, Statistic, Table } from 'antd';
import { Link } from 'react-router';
import { WB_GOODS_STATUS_LABELS, WB_GOODS_STATUSES } from '@pm/contract/workbench-goods';
import { useAccountKind } from '@/features/auth/model/account-kind';
import { useWbGoodsSummary } from '@/features/workbench-goods/api/wb-goods-summary';
import { useWbReviewPage } from '@/features/workbench-goods/api/wb-review-page';
import { Panel } from '@/ui/desktop/empty-state';
import { QueryError } from '@/ui/desktop/query-error';
import {
  WORKBENCH_GOODS_NEW_PATH,
  WORKBENCH_GOODS_PATH,
  WORKBENCH_REVIEW_PATH,
  workbenchReviewPath,
} from '../paths';

/** What a supplier already has elsewhere: the workbench links to it. */
const SUPPLIER_LINKS = [
  { to: '/shop/supplier', label: '供应商工作台' },
  { to: '/shop/person/order', label: '订单管理' },
  { to: '/shop/person/quote', label: '报价管理' },
  { to: '/shop/person/bid', label: '我的竞价' },
  { to: '/shop/person/refund', label: '退款/售后' },
];

function SupplierHome() {
  const summary = useWbGoodsSummary();
  return (
    <>
      <Panel
        title="我的商品"
        extra={
          <Link to={WORKBENCH_GOODS_NEW_PATH}>
            <Button type="primary">新建商品</Button>
          </Link>
        }
      >
        {summary.isError ? (
          <QueryError error={summary.error} onRetry={() => void summary.refetch()} />
        ) : !summary.data ? (
          <Skeleton active paragraph={{ rows: 1 }} />
        ) : (
          <Row gutter={16} data-testid="wb-goods-counts">
            {WB_GOODS_STATUSES.map((s) => (
              <Col key={s} span={4}>
                <Link to={`${WORKBENCH_GOODS_PATH}?status=${s}`}>
                  <Card size="small" hoverable>
                    <Statistic title={WB_GOODS_STATUS_LABELS[s]} value={summary.data.counts[s] ?? 0} />
                  </Card>
                </Link>
              </Col>
            ))}
          </Row>
        )}
      </Panel>
      <Panel title="常用入口">
        <div className="wb-links">
          {SUPPLIER_LINKS.map((l) => (
            <Link key={l.to} to={l.to}>
              <Button>{l.label}</Button>
            </Link>
          ))}
        </div>
      </Panel>
    </>
  );
}

function OperatorHome() {
  const queue = useWbReviewPage({ page: 1, limit: 5 });
  return (
    <Panel title="待审核商品" extra={<Link to={WORKBENCH_REVIEW_PATH}>查看全部</Link>}>
      {queue.isError ? (
        <QueryError error={queue.error} onRetry={() => void queue.refetch()} />
      ) : (
        <>
          <Statistic title="待审核" value={queue.data?.total ?? 0} loading={!queue.data} />
          <Table
            rowKey="id"
            size="small"
            loading={queue.isPending}
            pagination={false}
            dataSource={queue.data?.records ?? []}
            locale={{ emptyText: '没有待审核的商品' }}
            columns={[
              {
                title: '商品',
                dataIndex: 'name',
                render: (name: string, r) => <Link to={workbenchReviewPath(r.id)}>{name}</Link>,
              },
              { title: '供应商', dataIndex: 'supplierName' },
              { title: '类型', render: (_: unknown, r) => (r.isNew ? '新商品' : '修改') },
              {
                title: '提交时间',
                dataIndex: 'submittedAt',
                render: (t: string) => t.slice(0, 16).replace('T', ' '),
              },
            ]}
          />
        </>
      )}
    </Panel>
  );
}

/** /workbench: a supplier's goods by status and its other work; an operator's review queue and count. */
export default function WorkbenchHomePage() {
  const kind = useAccountKind();
  if (kind === 'vendor') return <SupplierHome />;
  if (kind === 'operator') return <OperatorHome />;
  return <Skeleton active />;
}
