import { Button, DotLoading, Tabs, Tag } from 'antd-mobile';
import type { SynergySummary } from '@pm/contract/purchasing-synergy';
import { EmptyState } from '@/ui/mobile/empty-state';
import { QueryError } from '@/ui/mobile/query-error';
import { useSynergyPage } from '../api/synergy-page';
import { useSynergyStatusCount } from '../api/synergy-status-count';
import {
  emptyText,
  money,
  pageQueryOf,
  SYNERGY_TABS,
  tabTitle,
  type SynergyTabKey,
} from '../model/synergy-view';
import '@/ui/mobile/mobile-parts.css';
import './synergy-mobile.css';

const STATUS_COLOR: Record<string, string> = {
  open: 'primary',
  ended: 'warning',
  sent: 'success',
  closed: 'default',
};

export function SynergyCard({ list, onOpen }: { list: SynergySummary; onOpen: () => void }) {
  return (
    <button type="button" className="pm-syn-card" onClick={onOpen} aria-label={list.name}>
      <span className="pm-syn-card__head">
        <span className="pm-syn-card__title">{list.name}</span>
        <Tag color={STATUS_COLOR[list.status] ?? 'default'} fill="outline">
          {list.statusText}
        </Tag>
      </span>
      <span className="pm-syn-card__meta" style={{ display: 'block' }}>
        发起人 {list.ownerName} · 成员 {list.memberCount} 人 · 明细 {list.lineCount} 条
      </span>
      <span className="pm-syn-card__meta" style={{ display: 'block' }}>
        {list.code} · 合计 <span className="pm-syn-price">{money(list.amount)}</span>
      </span>
    </button>
  );
}

/**
 * 协同采购单 on a phone: tabs by status with counts (and 可加入: open lists of my organization), the lists as
 * cards, 发起协同采购单.
 */
export function SynergyListScreen({
  tab,
  onTab,
  onOpen,
  onCreate,
}: {
  tab: SynergyTabKey;
  onTab: (key: string) => void;
  onOpen: (id: string) => void;
  onCreate: () => void;
}) {
  const counts = useSynergyStatusCount();
  const page = useSynergyPage(pageQueryOf(tab, 1, 50));
  return (
    <div>
      <Tabs activeKey={tab} onChange={onTab} aria-label="协同采购单状态">
        {SYNERGY_TABS.map((t) => (
          <Tabs.Tab key={t.key} title={tabTitle(t, counts.data)} />
        ))}
      </Tabs>
      <div className="pm-syn-page">
        {page.isPending ? (
          <div className="pm-loading" aria-busy="true">
            <DotLoading color="primary" />
          </div>
        ) : page.isError ? (
          <QueryError error={page.error} onRetry={() => void page.refetch()} />
        ) : page.data.records.length === 0 ? (
          <EmptyState title="暂无协同采购单" description={emptyText(tab)} />
        ) : (
          page.data.records.map((l) => <SynergyCard key={l.id} list={l} onOpen={() => onOpen(l.id)} />)
        )}
      </div>
      <div className="pm-syn-bar">
        <Button color="danger" onClick={onCreate}>
          发起协同采购单
        </Button>
      </div>
    </div>
  );
}
