import { Table, Tabs, Tag } from 'antd';
import { Link } from 'react-router';
import type { SynergySummary } from '@pm/contract/purchasing-synergy';
import { QueryError } from '@/ui/desktop/query-error';
import { useSynergyPage } from '../api/synergy-page';
import { useSynergyStatusCount } from '../api/synergy-status-count';
import {
  emptyText,
  money,
  pageQueryOf,
  SYNERGY_STATUS_COLOR,
  SYNERGY_TABS,
  tabTitle,
  type SynergyTabKey,
} from '../model/synergy-view';

/** 协同采购 on the desktop: tabs by status with counts (and 可加入), the lists as a table. */
export function SynergyList({
  tab,
  onTab,
  detailHref,
}: {
  tab: SynergyTabKey;
  onTab: (key: SynergyTabKey) => void;
  detailHref: (id: string) => string;
}) {
  const counts = useSynergyStatusCount();
  const page = useSynergyPage(pageQueryOf(tab, 1, 50));
  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={(k) => onTab(k as SynergyTabKey)}
        items={SYNERGY_TABS.map((t) => ({ key: t.key, label: tabTitle(t, counts.data) }))}
      />
      {page.isError ? (
        <QueryError error={page.error} onRetry={() => void page.refetch()} />
      ) : (
        <Table<SynergySummary>
          rowKey="id"
          loading={page.isPending}
          dataSource={page.data?.records ?? []}
          pagination={false}
          locale={{ emptyText: emptyText(tab) }}
          columns={[
            {
              title: '采购单',
              key: 'name',
              render: (_v, r) => (
                <>
                  <Link to={detailHref(r.id)}>{r.name}</Link>
                  <div style={{ color: '#999', fontSize: 12 }}>{r.code}</div>
                </>
              ),
            },
            {
              title: '状态',
              key: 'status',
              render: (_v, r) => <Tag color={SYNERGY_STATUS_COLOR[r.status]}>{r.statusText}</Tag>,
            },
            { title: '发起人', dataIndex: 'ownerName' },
            { title: '成员', dataIndex: 'memberCount' },
            { title: '明细', dataIndex: 'lineCount' },
            { title: '合计', key: 'amount', render: (_v, r) => money(r.amount) },
          ]}
        />
      )}
    </>
  );
}
