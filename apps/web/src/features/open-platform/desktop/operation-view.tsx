import { useMemo } from 'react';
import { Button, Descriptions, Table, Tabs, Tag } from 'antd';
import type { FieldRow } from '../model/json-schema';
import type { OperationDetail, ParameterRow } from '../model/operation';
import { buildTryRequest, curlOf, initialTryForm, nodeOf } from '../model/try-it';
import { CodeBlock } from './code-block';

const PLACE_LABELS: Record<ParameterRow['in'], string> = {
  path: '路径',
  query: '查询',
  header: '请求头',
  cookie: 'Cookie',
};

export const METHOD_COLORS: Record<string, string> = {
  GET: 'blue',
  POST: 'green',
  PUT: 'orange',
  PATCH: 'gold',
  DELETE: 'red',
};

function FieldTable({ rows, empty }: { rows: FieldRow[]; empty: string }) {
  return (
    <Table<FieldRow>
      size="small"
      rowKey="name"
      pagination={false}
      dataSource={rows}
      locale={{ emptyText: empty }}
      columns={[
        {
          title: '字段',
          dataIndex: 'name',
          render: (n: string, r) => (
            <span className="op-field-name" style={{ paddingLeft: r.depth * 14 }}>
              {n}
            </span>
          ),
        },
        { title: '类型', dataIndex: 'type', width: 200, render: (t: string) => <code>{t}</code> },
        {
          title: '必填',
          dataIndex: 'required',
          width: 64,
          render: (v: boolean) => (v ? '是' : '否'),
        },
        { title: '说明', dataIndex: 'description' },
      ]}
    />
  );
}

/**
 * One operation of the reference: parameters, request body, success answer and error answers (with
 * the codes each carries), and an example request (curl, Node) with the answer's example.
 */
export function OperationView({
  detail,
  origin,
  onTry,
}: {
  detail: OperationDetail;
  origin: string;
  onTry: () => void;
}) {
  const example = useMemo(() => {
    const form = initialTryForm(detail);
    const built = buildTryRequest({
      base: origin,
      method: detail.row.method,
      path: detail.row.path,
      ...form,
      token: detail.row.open ? '' : '<access_token>',
    });
    return built.ok ? built.request : null;
  }, [detail, origin]);

  return (
    <div>
      <Descriptions size="small" column={1} style={{ marginBottom: 8 }}>
        <Descriptions.Item label="接口">
          <Tag color={METHOD_COLORS[detail.row.method] ?? 'default'}>{detail.row.method}</Tag>
          <code>{detail.row.path}</code>
        </Descriptions.Item>
        {detail.operationId && (
          <Descriptions.Item label="operationId">
            <code>{detail.operationId}</code>
          </Descriptions.Item>
        )}
        <Descriptions.Item label="认证">
          {detail.row.open
            ? '无需令牌'
            : detail.row.forApps
              ? '应用的访问令牌（Authorization: Bearer）'
              : '登录会话或用户令牌（Authorization: Bearer）'}
        </Descriptions.Item>
      </Descriptions>
      {detail.description && <p>{detail.description}</p>}
      <Button type="primary" size="small" onClick={onTry}>
        在调试台中发送
      </Button>

      <div className="op-section-title">请求参数</div>
      <Table<ParameterRow>
        size="small"
        rowKey={(r) => `${r.in}:${r.name}`}
        pagination={false}
        dataSource={detail.parameters}
        locale={{ emptyText: '无路径、查询或请求头参数' }}
        columns={[
          {
            title: '参数',
            dataIndex: 'name',
            render: (n: string) => <span className="op-field-name">{n}</span>,
          },
          { title: '位置', dataIndex: 'in', width: 80, render: (w: ParameterRow['in']) => PLACE_LABELS[w] },
          { title: '类型', dataIndex: 'type', width: 200, render: (t: string) => <code>{t}</code> },
          { title: '必填', dataIndex: 'required', width: 64, render: (v: boolean) => (v ? '是' : '否') },
          { title: '说明', dataIndex: 'description' },
        ]}
      />

      {detail.body && (
        <>
          <div className="op-section-title">
            请求体 <code>{detail.body.contentTypes.join('、')}</code>
          </div>
          <FieldTable rows={detail.body.fields} empty="请求体没有字段" />
        </>
      )}

      <div className="op-section-title">
        成功答复{detail.success ? `（HTTP ${detail.success.status}）` : ''}
      </div>
      <FieldTable rows={detail.success?.fields ?? []} empty="答复没有结构说明" />

      <div className="op-section-title">错误答复与错误码</div>
      <Table
        size="small"
        rowKey="status"
        pagination={false}
        dataSource={detail.errors}
        locale={{ emptyText: '文档未列出错误答复' }}
        columns={[
          { title: 'HTTP 状态', dataIndex: 'status', width: 100 },
          { title: '含义', dataIndex: 'description' },
          {
            title: 'code',
            dataIndex: 'codes',
            width: 200,
            render: (codes: OperationDetail['errors'][number]['codes']) =>
              codes.length === 0
                ? '—'
                : codes.map((c) => (
                    // the answer's description says what each business code means; the tag's title too
                    <Tag key={c.code} title={c.meaning || undefined} style={{ marginBottom: 4 }}>
                      {c.code}
                    </Tag>
                  )),
          },
        ]}
      />

      <div className="op-section-title">示例</div>
      {example && (
        <Tabs
          size="small"
          items={[
            {
              key: 'curl',
              label: 'curl',
              children: <CodeBlock code={curlOf(example)} label="请求示例（curl）" />,
            },
            {
              key: 'node',
              label: 'Node.js',
              children: <CodeBlock code={nodeOf(example)} label="请求示例（Node.js）" />,
            },
            ...(detail.success
              ? [
                  {
                    key: 'answer',
                    label: '答复示例',
                    children: (
                      <CodeBlock code={JSON.stringify(detail.success.example, null, 2)} label="答复示例" />
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
    </div>
  );
}
