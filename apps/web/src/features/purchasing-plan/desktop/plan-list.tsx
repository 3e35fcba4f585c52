import { useState } from 'react';
import { Input, Table, Tabs, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { formatFen } from '@pm/contract/format';
import type { PlanPageQuery, PlanSummary } from '@pm/contract/purchasing-plan';
import { QueryError } from '@/ui/desktop/query-error';
import { usePlanPage } from '../api/plan-page';
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
import { PlanBar } from './plan-bar';
import { PlanStatusTag } from './plan-status-tag';
import './plan.css';

export const PLAN_PAGE_SIZE = 10;

interface ListState {
  tab: PlanTabKey;
  page: number;
  keyword: string;
}

function queryOf(s: ListState): PlanPageQuery {
  return {
    page: s.page,
    limit: PLAN_PAGE_SIZE,
    ...(s.tab !== PLAN_TAB_ALL ? { status: s.tab } : {}),
    ...(s.keyword ? { keyword: s.keyword } : {}),
  };
}

/**
 * 采购计划 of the organization: tabs 全部 and each status with their counts, a search by name or code, and
 * per plan its period, department, owner, budget used, progress and status. `detailHref` opens one.
 */
export function PlanList({ detailHref }: { detailHref: (id: string) => string }) {
  const [state, setState] = useState<ListState>({ tab: PLAN_TAB_ALL, page: 1, keyword: '' });
  const q = usePlanPage(queryOf(state));
  const counts = q.data?.counts;

  const columns: TableColumnsType<PlanSummary> = [
    {
      title: '计划名称',
      key: 'name',
      render: (_, p) => (
        <>
          <Link to={detailHref(p.id)} className="plan-list__name">
            {p.name}
          </Link>
          <div className="plan-muted">
            {p.code} · {periodLabel(p.periodType, p.period)}
          </div>
        </>
      ),
    },
    {
      title: '部门 / 负责人',
      key: 'owner',
      width: 150,
      render: (_, p) => (
        <>
          <div>{p.departmentName || '未指定部门'}</div>
          <div className="plan-muted">{p.ownerName}</div>
        </>
      ),
    },
    {
      title: '预算 / 已用',
      key: 'budget',
      width: 190,
      render: (_, p) => {
        const b = budgetView(p);
        return (
          <>
            <div>
              {formatFen(p.budgetUsed)} / {formatFen(p.budget)}
            </div>
            <PlanBar
              thin
              segments={[{ percent: b.usedPercent, tone: b.exhausted ? 'over' : 'budget' }]}
              label={`预算已用 ${b.usedPercent}%`}
            />
          </>
        );
      },
    },
    {
      title: '执行进度',
      key: 'progress',
      width: 150,
      render: (_, p) => (
        <>
          <div>
            {progressText(p.progress)} <span className="plan-muted">· {p.lineCount} 条明细</span>
          </div>
          <PlanBar
            thin
            segments={[{ percent: Math.round(p.progress), tone: 'ordered' }]}
            label={`执行进度 ${progressText(p.progress)}`}
          />
        </>
      ),
    },
    { title: '状态', key: 'status', width: 90, render: (_, p) => <PlanStatusTag status={p.status} /> },
    {
      title: '操作',
      key: 'op',
      width: 80,
      render: (_, p) => <Link to={detailHref(p.id)}>查看</Link>,
    },
  ];

  return (
    <div className="plan-list">
      <div className="plan-list__bar">
        <Tabs
          activeKey={state.tab}
          onChange={(k) => setState({ ...state, tab: k as PlanTabKey, page: 1 })}
          items={PLAN_TABS.map((t) => {
            const n = planTabCount(counts, t.key);
            return { key: t.key, label: n === null ? t.title : `${t.title} (${n})` };
          })}
        />
        <Input.Search
          className="plan-list__search"
          allowClear
          placeholder="计划名称或编号"
          aria-label="搜索采购计划"
          onSearch={(v) => setState({ ...state, keyword: v.trim(), page: 1 })}
        />
      </div>
      {q.isError && !q.data ? (
        <QueryError error={q.error} onRetry={() => void q.refetch()} />
      ) : (
        <Table<PlanSummary>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={q.data?.records ?? []}
          loading={q.isFetching && !q.data}
          locale={{ emptyText: noPlansText(state.tab) }}
          pagination={{
            current: state.page,
            pageSize: PLAN_PAGE_SIZE,
            total: q.data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: (page) => setState({ ...state, page }),
          }}
        />
      )}
    </div>
  );
}
