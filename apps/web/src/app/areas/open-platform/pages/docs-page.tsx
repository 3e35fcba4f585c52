import { useMemo, useState } from 'react';
import { Alert, Collapse, Input, Menu, Spin, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import { useAuthStore } from '@/features/auth/model/auth-store';
import { getOpenApiDocumentQuery, useOpenApiDocument } from '@/features/open-platform/api/openapi-document';
import { METHOD_COLORS, OperationView } from '@/features/open-platform/desktop/operation-view';
import { TryItConsole } from '@/features/open-platform/desktop/try-it-console';
import {
  endpointsFor,
  filterEndpoints,
  groupsOf,
  rowsOfGroup,
  type ApiDocument,
  type EndpointRow,
} from '@/features/open-platform/model/openapi';
import { operationDetail, type OperationDetail } from '@/features/open-platform/model/operation';
import { queryClient } from '@/lib/query-client';
import { Panel } from '@/ui/desktop/empty-state';
import { useManager } from '../use-manager';

/** The document is read as the page's code loads (about 1 MB, once per visit). */
export function loader() {
  void queryClient.prefetchQuery(getOpenApiDocumentQuery());
  return null;
}

function OperationList({
  api,
  rows,
  openKey,
  onOpen,
  onTry,
}: {
  api: ApiDocument;
  rows: EndpointRow[];
  openKey: string | null;
  onOpen: (key: string | null) => void;
  onTry: (detail: OperationDetail) => void;
}) {
  const origin = window.location.origin;
  return (
    <Collapse
      accordion
      activeKey={openKey ?? undefined}
      onChange={(keys) => onOpen((Array.isArray(keys) ? keys[0] : keys) ?? null)}
      // an operation's details are built when it is opened, and dropped when it closes
      destroyOnHidden
      items={rows.map((r) => ({
        key: r.key,
        label: (
          <span>
            <Tag color={METHOD_COLORS[r.method] ?? 'default'} style={{ minWidth: 56, textAlign: 'center' }}>
              {r.method}
            </Tag>
            <span className="op-op__path">{r.path}</span>
            <span className="op-op__summary">{r.summary}</span>
          </span>
        ),
        children: <OperationBody api={api} row={r} origin={origin} onTry={onTry} />,
      }))}
    />
  );
}

function OperationBody({
  api,
  row,
  origin,
  onTry,
}: {
  api: ApiDocument;
  row: EndpointRow;
  origin: string;
  onTry: (detail: OperationDetail) => void;
}) {
  const detail = useMemo(() => operationDetail(api, row), [api, row]);
  if (!detail) return <Alert type="warning" showIcon title="文档中没有该接口的详细说明" />;
  return <OperationView detail={detail} origin={origin} onTry={() => onTry(detail)} />;
}

/**
 * /open-platform/docs: the API reference read from the OpenAPI document, grouped by tag (the API for
 * apps first); only the selected group is rendered, an operation's details only while it is open.
 */
export default function OpenPlatformDocsPage() {
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState('');
  const [trying, setTrying] = useState<OperationDetail | null>(null);
  const doc = useOpenApiDocument();
  const signedIn = useAuthStore((s) => s.isAuthorized);
  const { roleType, manager } = useManager();
  // A visitor sees the API for apps and what answers without a session; a signed-in user adds their role's.
  const mine = useMemo(
    () => endpointsFor(doc.data?.endpoints ?? [], { signedIn, roleType }),
    [doc.data, signedIn, roleType],
  );
  const groups = useMemo(() => groupsOf(mine), [mine]);
  const group = params.get('group') ?? groups[0]?.tag ?? '';
  const openKey = params.get('op');
  const searching = filter.trim() !== '';
  const rows = useMemo(
    () => (searching ? filterEndpoints(mine, filter) : rowsOfGroup(mine, group)),
    [mine, filter, group, searching],
  );
  const setParam = (next: { group?: string; op?: string | null }) => {
    const out = new URLSearchParams(params);
    if (next.group !== undefined) {
      out.set('group', next.group);
      out.delete('op');
    }
    if (next.op !== undefined) {
      if (next.op) out.set('op', next.op);
      else out.delete('op');
    }
    setParams(out, { replace: true });
  };

  return (
    <div className="op-docs">
      <nav className="op-docs__groups" aria-label="接口分组">
        <Panel title="分组">
          {doc.isPending ? (
            <Spin />
          ) : (
            <Menu
              mode="inline"
              style={{ borderInlineEnd: 'none' }}
              selectedKeys={searching ? [] : [group]}
              onClick={({ key }) => {
                setFilter('');
                setParam({ group: key });
              }}
              items={groups.map((g) => ({
                key: g.tag,
                label: (
                  <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
                    <span>{g.tag}</span>
                    <span style={{ color: g.forApps ? '#1677ff' : '#8c8c8c' }}>{g.count}</span>
                  </span>
                ),
              }))}
            />
          )}
        </Panel>
      </nav>
      <div className="op-docs__main">
        <Panel
          title={
            searching
              ? '筛选结果'
              : `${group || '接口列表'}${doc.data?.version ? `（${doc.data.title} v${doc.data.version}）` : ''}`
          }
          extra={
            <Input.Search
              allowClear
              placeholder="按路径、说明或分组筛选"
              style={{ width: 280 }}
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
              onSearch={setFilter}
            />
          }
        >
          {!signedIn && doc.isSuccess && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              title="以下为开放接口与无需登录即可调用的接口；登录后可查看您的账号可调用的全部接口"
            />
          )}
          {doc.isError && (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 16 }}
              title={doc.error.message || '接口文档加载失败，请稍后重试'}
            />
          )}
          {doc.isPending ? (
            <p style={{ color: '#5f6b7a' }}>正在加载接口文档…</p>
          ) : doc.isError ? (
            <p style={{ color: '#5f6b7a' }}>接口文档暂时无法加载</p>
          ) : rows.length === 0 ? (
            <p style={{ color: '#5f6b7a' }}>没有匹配的接口</p>
          ) : (
            <>
              <p style={{ color: '#5f6b7a', marginTop: 0 }}>共 {rows.length} 个接口</p>
              <OperationList
                api={doc.data}
                rows={rows}
                openKey={openKey}
                onOpen={(op) => setParam({ op })}
                onTry={setTrying}
              />
            </>
          )}
        </Panel>
      </div>
      <TryItConsole
        detail={trying}
        origin={window.location.origin}
        manager={manager}
        onClose={() => setTrying(null)}
      />
    </div>
  );
}
