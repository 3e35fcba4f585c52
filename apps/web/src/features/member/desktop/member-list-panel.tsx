/**
 * The person-centre lists of addresses or invoice titles (收货地址, 发票抬头) in two tabs: the buyer's own
 * (个人: a paged table with 编辑 / 删除 / 设为默认, the count against the cap, 新增 and the add/edit form) and
 * the organization's (企业: kept by its purchasing managers, who add, edit and delete them here; every other
 * buyer reads them, with no button whose write would be refused).
 */
import { useState, type ReactNode } from 'react';
import { Alert, Button, Popconfirm, Space, Table, Tabs, type TableColumnsType } from 'antd';
import { useSearchParams } from 'react-router';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { Page } from '@pm/contract/page';
import { notify } from '@/lib/notify';
import { EmptyState, Panel } from '@/ui/desktop/empty-state';
import { QueryError } from '@/ui/desktop/query-error';
import './member.css';

export const MEMBER_PAGE_SIZE = 10;

/** The search parameter of the 企业 tab (?scope=organization), so the tab can be linked and reloaded. */
export const ORGANIZATION_TAB = 'organization';

type Row = { id: string; isDefault: boolean };

export interface MemberListProps<T extends Row> {
  /** What a row is: 收货地址, 发票抬头. */
  noun: string;
  /** The short word in "默认…": 地址, 抬头. */
  short: string;
  max: number;
  /** The rows' own columns; the actions column is added here. */
  columns: TableColumnsType<T>;
  usePage: (q: { page: number; limit: number }) => UseQueryResult<Page<T>>;
  useRemove: () => UseMutationResult<unknown, Error, string>;
  useSetDefault: () => UseMutationResult<unknown, Error, string>;
  /** The form: adding when `item` is null. */
  renderForm: (props: { open: boolean; item: T | null; onClose: () => void }) => ReactNode;
}

export interface OrgListProps<T extends Row> {
  /** The tab's name: 企业地址, 企业发票抬头. */
  label: string;
  /** What a row is: 企业收货地址, 企业发票抬头. */
  noun: string;
  max: number;
  columns: TableColumnsType<T>;
  useList: () => UseQueryResult<T[]>;
  useRemove: () => UseMutationResult<unknown, Error, string>;
  /** Whether the signed-in buyer keeps them (a purchasing manager, APPROVER). */
  editable: boolean;
  /** The form: adding when `item` is null. */
  renderForm: (props: { open: boolean; item: T | null; onClose: () => void }) => ReactNode;
}

function Toolbar({
  total,
  max,
  add,
  children,
}: {
  total: number;
  max: number;
  add?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="pm-member-bar">
      <div className="pm-member-bar__note">{children}</div>
      <Space size={12}>
        <span className="pm-member-count">
          已保存 {total} 个，最多 {max} 个
        </span>
        {add}
      </Space>
    </div>
  );
}

/** The buyer's own rows: a paged table with 编辑 / 删除 / 设为默认 and 新增. */
export function MemberList<T extends Row>(props: MemberListProps<T>) {
  const { noun, short } = props;
  const [page, setPage] = useState(1);
  const q = props.usePage({ page, limit: MEMBER_PAGE_SIZE });
  const remove = props.useRemove();
  const setDefault = props.useSetDefault();
  const [editing, setEditing] = useState<T | null>(null);
  const [adding, setAdding] = useState(false);
  const total = q.data?.total ?? 0;

  const columns: TableColumnsType<T> = [
    ...props.columns,
    {
      title: '操作',
      key: 'actions',
      width: 190,
      render: (_, row) => (
        <Space size={0} split={<span className="pm-member-count">|</span>}>
          <Button type="link" size="small" onClick={() => setEditing(row)}>
            编辑
          </Button>
          <Popconfirm
            title={`删除${noun}`}
            description={
              row.isDefault
                ? `这是默认${short}，删除后最新的${short}将成为默认${short}。`
                : `确定删除该${noun}吗？`
            }
            okText="删除"
            cancelText="取消"
            okButtonProps={{ danger: true }}
            onConfirm={() =>
              remove.mutateAsync(row.id).then(() => {
                notify(`${noun}已删除`, 'success');
                // the last row of the last page: show the page before it
                if (page > 1 && q.data?.records.length === 1) setPage(page - 1);
              })
            }
          >
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
          {!row.isDefault && (
            <Button
              type="link"
              size="small"
              loading={setDefault.isPending && setDefault.variables === row.id}
              onClick={() =>
                setDefault.mutate(row.id, { onSuccess: () => notify(`已设为默认${short}`, 'success') })
              }
            >
              设为默认
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <Toolbar
        total={total}
        max={props.max}
        add={
          <Button type="primary" disabled={total >= props.max} onClick={() => setAdding(true)}>
            新增{noun}
          </Button>
        }
      />
      {q.isError ? (
        <QueryError error={q.error} onRetry={() => void q.refetch()} />
      ) : (
        <Table<T>
          rowKey="id"
          columns={columns}
          dataSource={q.data?.records ?? []}
          loading={q.isPending || (q.isFetching && q.isPlaceholderData)}
          locale={{ emptyText: <EmptyState compact description={`还没有${noun}`} /> }}
          pagination={{
            current: page,
            pageSize: MEMBER_PAGE_SIZE,
            total,
            onChange: setPage,
            hideOnSinglePage: true,
            showSizeChanger: false,
          }}
        />
      )}
      {props.renderForm({ open: adding, item: null, onClose: () => setAdding(false) })}
      {props.renderForm({ open: editing !== null, item: editing, onClose: () => setEditing(null) })}
    </>
  );
}

/**
 * The organization's rows (企业): for a purchasing manager a table with 编辑 / 删除 and 新增; for every other
 * buyer the same table read-only, saying who keeps them.
 */
export function OrgList<T extends Row>(props: OrgListProps<T>) {
  const { noun, editable } = props;
  const q = props.useList();
  const remove = props.useRemove();
  const [editing, setEditing] = useState<T | null>(null);
  const [adding, setAdding] = useState(false);
  const total = q.data?.length ?? 0;

  const actions: TableColumnsType<T> = editable
    ? [
        {
          title: '操作',
          key: 'actions',
          width: 190,
          render: (_, row) => (
            <Space size={0} split={<span className="pm-member-count">|</span>}>
              <Button type="link" size="small" onClick={() => setEditing(row)}>
                编辑
              </Button>
              <Popconfirm
                title={`删除${noun}`}
                description={`删除后本企业的采购员下单时将不能再选用它，确定删除吗？`}
                okText="删除"
                cancelText="取消"
                okButtonProps={{ danger: true }}
                onConfirm={() => remove.mutateAsync(row.id).then(() => notify(`${noun}已删除`, 'success'))}
              >
                <Button type="link" size="small" danger>
                  删除
                </Button>
              </Popconfirm>
            </Space>
          ),
        },
      ]
    : [];

  return (
    <>
      <Toolbar
        total={total}
        max={props.max}
        add={
          editable ? (
            <Button type="primary" disabled={total >= props.max} onClick={() => setAdding(true)}>
              新增{noun}
            </Button>
          ) : undefined
        }
      >
        <Alert
          type="info"
          showIcon
          message={
            editable
              ? `${props.label}由采购经理维护，本企业所有采购员下单时都可选用`
              : `${props.label}由本企业的采购经理维护，下单时可直接选用；如需新增或修改，请联系采购经理`
          }
        />
      </Toolbar>
      {q.isError ? (
        <QueryError error={q.error} onRetry={() => void q.refetch()} />
      ) : (
        <Table<T>
          rowKey="id"
          columns={[...props.columns, ...actions]}
          dataSource={q.data ?? []}
          loading={q.isPending}
          locale={{ emptyText: <EmptyState compact description={`还没有${props.label}`} /> }}
          pagination={false}
        />
      )}
      {editable && props.renderForm({ open: adding, item: null, onClose: () => setAdding(false) })}
      {editable &&
        props.renderForm({ open: editing !== null, item: editing, onClose: () => setEditing(null) })}
    </>
  );
}

/**
 * The page: a panel titled `title` with the tabs 个人… (`own`) and 企业… (`organization`); the chosen tab is
 * in the address (?scope=organization).
 */
export function MemberScopeTabs({
  title,
  ownLabel,
  orgLabel,
  own,
  organization,
}: {
  title: string;
  ownLabel: string;
  orgLabel: string;
  own: ReactNode;
  organization: ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const tab = params.get('scope') === ORGANIZATION_TAB ? ORGANIZATION_TAB : 'user';
  return (
    <Panel title={title}>
      <Tabs
        activeKey={tab}
        onChange={(key) =>
          setParams(key === ORGANIZATION_TAB ? { scope: ORGANIZATION_TAB } : {}, { replace: true })
        }
        items={[
          { key: 'user', label: ownLabel, children: own },
          { key: ORGANIZATION_TAB, label: orgLabel, children: organization },
        ]}
      />
    </Panel>
  );
}

export interface MemberScopePageProps<T extends Row> {
  /** The page's title and what an own row is: 收货地址, 发票抬头. */
  title: string;
  /** The short word in "默认…": 地址, 抬头. */
  short: string;
  /** The tabs: 个人地址 / 企业地址, 个人发票抬头 / 企业发票抬头. */
  ownLabel: string;
  orgLabel: string;
  /** What an organization's row is: 企业收货地址, 企业发票抬头. */
  orgNoun: string;
  max: number;
  columns: TableColumnsType<T>;
  usePage: MemberListProps<T>['usePage'];
  useRemove: MemberListProps<T>['useRemove'];
  useSetDefault: MemberListProps<T>['useSetDefault'];
  useOrgList: OrgListProps<T>['useList'];
  useRemoveOrg: OrgListProps<T>['useRemove'];
  /** A vendor's account: it keeps none, the page says so. */
  vendor: boolean;
  /** Whether the signed-in buyer keeps the organization's rows (a purchasing manager, APPROVER). */
  editable: boolean;
  /** The form: adding when `item` is null; `organization` for the 企业 tab. */
  renderForm: (props: {
    open: boolean;
    item: T | null;
    organization: boolean;
    onClose: () => void;
  }) => ReactNode;
}

/** A whole person-centre page of addresses or invoice titles: the two tabs with their lists and forms. */
export function MemberScopePage<T extends Row>(props: MemberScopePageProps<T>) {
  const { title, max, columns, renderForm } = props;
  if (props.vendor) return <VendorHasNone noun={title} />;
  return (
    <MemberScopeTabs
      title={title}
      ownLabel={props.ownLabel}
      orgLabel={props.orgLabel}
      own={
        <MemberList<T>
          noun={title}
          short={props.short}
          max={max}
          columns={columns}
          usePage={props.usePage}
          useRemove={props.useRemove}
          useSetDefault={props.useSetDefault}
          renderForm={(f) => renderForm({ ...f, organization: false })}
        />
      }
      organization={
        <OrgList<T>
          label={props.orgLabel}
          noun={props.orgNoun}
          max={max}
          columns={columns}
          useList={props.useOrgList}
          useRemove={props.useRemoveOrg}
          editable={props.editable}
          renderForm={(f) => renderForm({ ...f, organization: true })}
        />
      }
    />
  );
}

/** A vendor has no addresses or invoice titles to keep: the page says so. */
export function VendorHasNone({ noun }: { noun: string }) {
  return (
    <Panel title={noun}>
      <EmptyState description={`${noun}用于采购下单，供应商账号无需维护${noun}`} />
    </Panel>
  );
}
