import { Button, Tabs } from 'antd-mobile';
import { Link } from 'react-router';
import { formatFen } from '@pm/contract/format';
import type { PlanSummary } from '@pm/contract/purchasing-plan';
import { EmptyState } from '@/ui/mobile/empty-state';
import { PagedList } from '@/ui/mobile/paged-list';
import { getPlanPageQuery, usePlanPage } from '../api/plan-page';
import {
  budgetView,
  noPlansText,
  PLAN_TAB_ALL,
  PLAN_TABS,
  periodLabel,
  planTabCount,
  progressText,
  type PlanTabKey,
} from '../model/plan-view';
import { MobileBar, PlanStatusBadge } from './plan-status-badge';
import '@/ui/mobile/mobile-parts.css';
import './plan-mobile.css';

export const PLAN_MOBILE_PAGE_SIZE = 10;

const queryOf = (tab: PlanTabKey, page: number) =>
  getPlanPageQuery({
    page,
    limit: PLAN_MOBILE_PAGE_SIZE,
    ...(tab === PLAN_TAB_ALL ? {} : { status: tab }),
  });

function PlanCard({ plan, href }: { plan: PlanSummary; href: string }) {
  const b = budgetView(plan);
  return (
    <Link className="mp-card" to={href}>
      <div className="mp-card__head">
        <h3 className="mp-card__name">{plan.name}</h3>
        <PlanStatusBadge status={plan.status} />
      </div>
      <div className="mp-card__meta">
        {periodLabel(plan.periodType, plan.period)} · {plan.departmentName || '未指定部门'} · {plan.ownerName}
      </div>
      <div className="mp-figures">
        <span>
          执行进度 <b>{progressText(plan.progress)}</b>
        </span>
        <span>{plan.lineCount} 条明细</span>
      </div>
      <MobileBar
        segments={[{ percent: Math.round(plan.progress), tone: 'ordered' }]}
        label={`执行进度 ${progressText(plan.progress)}`}
      />
      <div className="mp-figures">
        <span>
          预算已用 <b>{formatFen(plan.budgetUsed)}</b>
        </span>
        <span>预算 {formatFen(plan.budget)}</span>
      </div>
      <MobileBar
        segments={[{ percent: b.usedPercent, tone: b.exhausted ? 'over' : 'budget' }]}
        label={`预算已用 ${b.usedPercent}%`}
      />
    </Link>
  );
}

function PlanPages({
  tab,
  detailHref,
  onCreate,
}: {
  tab: PlanTabKey;
  detailHref: (id: string) => string;
  onCreate: () => void;
}) {
  return (
    <PagedList
      className="mp-list"
      queryOf={(page) => queryOf(tab, page)}
      render={(p) => <PlanCard key={p.id} plan={p} href={detailHref(p.id)} />}
      empty={
        <EmptyState title={noPlansText(tab)} description="新建采购计划，集中管理本期要采购的商品和预算">
          <Button color="danger" fill="outline" shape="rounded" onClick={onCreate}>
            新建采购计划
          </Button>
        </EmptyState>
      }
    />
  );
}

/**
 * 采购计划 on a phone: tabs 全部 and each status with their counts, pull down to refresh, more while
 * scrolling; each plan with its progress and budget used. The open tab is the page's (`onTab`).
 */
export function PlanListScreen({
  tab,
  onTab,
  detailHref,
  onCreate,
}: {
  tab: PlanTabKey;
  onTab: (tab: PlanTabKey) => void;
  detailHref: (id: string) => string;
  onCreate: () => void;
}) {
  const counts = usePlanPage({
    page: 1,
    limit: PLAN_MOBILE_PAGE_SIZE,
    ...(tab === PLAN_TAB_ALL ? {} : { status: tab }),
  }).data?.counts;
  return (
    <div>
      <div className="mp-tabs">
        <Tabs activeKey={tab} onChange={(k) => onTab(k as PlanTabKey)} aria-label="计划状态">
          {PLAN_TABS.map((t) => {
            const n = planTabCount(counts, t.key);
            return (
              <Tabs.Tab
                key={t.key}
                title={
                  <span>
                    {t.title}
                    {n !== null && <span className="pm-tab-count">{n}</span>}
                  </span>
                }
              />
            );
          })}
        </Tabs>
      </div>
      <PlanPages key={tab} tab={tab} detailHref={detailHref} onCreate={onCreate} />
      <div className="pm-fixed-bar-space" />
      <div className="pm-bottom-bar">
        <Button block color="danger" shape="rounded" onClick={onCreate}>
          新建采购计划
        </Button>
      </div>
    </div>
  );
}
