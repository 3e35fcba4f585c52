import { Button, Card, Col, Row, Space, Statistic, Table, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { MATERIAL_STATUSES, MATERIAL_STATUS_LABELS, type MaterialRecord } from '@pm/contract/material';
import { useAccountKind } from '@/features/auth/model/account-kind';
import { getMaterialSummaryQuery, useMaterialSummary } from '@/features/material/api/material-summary';
import { MATERIAL_STATUS_COLORS, materialTime } from '@/features/material/model/material-text';
import { queryClient } from '@/lib/query-client';
import { Panel } from '@/ui/desktop/empty-state';
import { QueryError } from '@/ui/desktop/query-error';
import { MATERIAL_AI_PATH, MATERIAL_LIST_PATH, MATERIAL_REVIEW_PATH } from '../paths';

export function loader() {
  void queryClient.prefetchQuery(getMaterialSummaryQuery());
  return null;
}

/** /material: 素材首页, counts by status and the latest material. */
export default function MaterialHomePage() {
  const navigate = useNavigate();
  const kind = useAccountKind();
  const summary = useMaterialSummary();
  if (summary.isError) return <QueryError error={summary.error} onRetry={() => void summary.refetch()} />;
  const counts = summary.data?.counts;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Row gutter={16}>
        {MATERIAL_STATUSES.map((s) => (
          <Col span={6} key={s}>
            <Card
              hoverable
              onClick={() => navigate(`${MATERIAL_LIST_PATH}?status=${s}`)}
              data-testid={`material-count-${s}`}
            >
              <Statistic title={MATERIAL_STATUS_LABELS[s]} value={counts?.[s] ?? 0} suffix="份" />
            </Card>
          </Col>
        ))}
      </Row>
      <Space>
        <Button type="primary" onClick={() => navigate(MATERIAL_AI_PATH)}>
          AI创作
        </Button>
        <Button onClick={() => navigate(MATERIAL_LIST_PATH)}>素材列表</Button>
        {kind === 'operator' ? (
          <Button onClick={() => navigate(MATERIAL_REVIEW_PATH)}>素材审核（{counts?.PENDING ?? 0}）</Button>
        ) : null}
      </Space>
      <Panel title="最近的素材">
        <Table<MaterialRecord>
          rowKey="id"
          size="small"
          loading={summary.isPending}
          pagination={false}
          dataSource={summary.data?.recent ?? []}
          locale={{ emptyText: '暂无素材，可用 AI 创作商品标题、卖点、详情与海报' }}
          onRow={(r) => ({
            onClick: () => navigate(`${MATERIAL_LIST_PATH}?open=${r.id}`),
            style: { cursor: 'pointer' },
          })}
          columns={[
            { title: '商品', dataIndex: 'goodsName', ellipsis: true },
            { title: '类型', dataIndex: 'kindText', width: 100 },
            {
              title: '状态',
              width: 90,
              render: (_: unknown, r) => <Tag color={MATERIAL_STATUS_COLORS[r.status]}>{r.statusText}</Tag>,
            },
            { title: '版本', dataIndex: 'latestNo', width: 70, render: (n: number) => `第 ${n} 版` },
            { title: '更新时间', dataIndex: 'updatedAt', width: 150, render: (t: string) => materialTime(t) },
          ]}
        />
      </Panel>
    </Space>
  );
}
