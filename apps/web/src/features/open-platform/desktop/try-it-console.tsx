import { useState } from 'react';
import { Alert, Button, Collapse, Drawer, Form, Input, Radio, Space, Table, Tag } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { readToken } from '@/lib/token';
import { sendTryRequest } from '../api/try-it-send';
import type { OperationDetail } from '../model/operation';
import { buildTryRequest, curlOf, initialTryForm, newIdempotencyKey, type TryForm } from '../model/try-it';
import { useTryToken } from '../model/try-token';
import { CodeBlock } from './code-block';
import { METHOD_COLORS } from './operation-view';
import { TokenPicker } from './token-picker';

type AuthMode = 'app' | 'session' | 'none';

function ValueInputs({
  names,
  values,
  onChange,
  required,
}: {
  names: string[];
  values: Record<string, string>;
  onChange: (next: Record<string, string>) => void;
  required?: Set<string>;
}) {
  return (
    <>
      {names.map((n) => (
        <Form.Item key={n} label={<code>{n}</code>} required={required?.has(n)} style={{ marginBottom: 8 }}>
          <Input
            aria-label={n}
            value={values[n] ?? ''}
            onChange={(e) => onChange({ ...values, [n]: e.target.value })}
          />
        </Form.Item>
      ))}
    </>
  );
}

function ConsoleBody({
  detail,
  origin,
  manager,
}: {
  detail: OperationDetail;
  origin: string;
  manager: boolean;
}) {
  const [form, setForm] = useState<TryForm>(() => initialTryForm(detail));
  const [auth, setAuth] = useState<AuthMode>(
    detail.row.open ? 'none' : detail.row.forApps ? 'app' : 'session',
  );
  const appToken = useTryToken((s) => s.token);
  const send = useMutation({ mutationFn: sendTryRequest });
  const token = auth === 'app' ? appToken : auth === 'session' ? (readToken() ?? '') : '';
  const built = buildTryRequest({
    base: origin,
    method: detail.row.method,
    path: detail.row.path,
    ...form,
    token,
  });
  const byPlace = (place: string) => detail.parameters.filter((p) => p.in === place);
  const required = new Set(detail.parameters.filter((p) => p.required).map((p) => p.name));
  const idempotent = byPlace('header').some((p) => p.name.toLowerCase() === 'idempotency-key');

  return (
    <div>
      <div style={{ marginBottom: 12 }}>
        <Tag color={METHOD_COLORS[detail.row.method] ?? 'default'}>{detail.row.method}</Tag>
        <code>{detail.row.path}</code>
        <span className="op-op__summary">{detail.row.summary}</span>
      </div>
      <div className="op-section-title">认证</div>
      <Radio.Group
        value={auth}
        onChange={(e) => setAuth(e.target.value as AuthMode)}
        options={[
          { value: 'app', label: '应用令牌' },
          { value: 'session', label: '当前登录账号', disabled: readToken() === null },
          { value: 'none', label: '不带令牌' },
        ]}
      />
      {auth === 'app' && (
        <div style={{ marginTop: 8 }}>
          <TokenPicker manager={manager} />
        </div>
      )}

      <Form layout="vertical" style={{ marginTop: 8 }}>
        {byPlace('path').length > 0 && <div className="op-section-title">路径参数</div>}
        <ValueInputs
          names={byPlace('path').map((p) => p.name)}
          values={form.pathValues}
          required={required}
          onChange={(pathValues) => setForm({ ...form, pathValues })}
        />
        {byPlace('query').length > 0 && <div className="op-section-title">查询参数（留空不发送）</div>}
        <ValueInputs
          names={byPlace('query').map((p) => p.name)}
          values={form.query}
          required={required}
          onChange={(query) => setForm({ ...form, query })}
        />
        {byPlace('header').length > 0 && <div className="op-section-title">请求头</div>}
        <ValueInputs
          names={byPlace('header').map((p) => p.name)}
          values={form.headers}
          required={required}
          onChange={(headers) => setForm({ ...form, headers })}
        />
        {idempotent && (
          <Button
            size="small"
            style={{ marginBottom: 8 }}
            onClick={() =>
              setForm({ ...form, headers: { ...form.headers, 'idempotency-key': newIdempotencyKey() } })
            }
          >
            换一个 Idempotency-Key
          </Button>
        )}
        {form.contentType && (
          <>
            <div className="op-section-title">
              请求体 <code>{form.contentType}</code>
            </div>
            <Input.TextArea
              aria-label="请求体"
              autoSize={{ minRows: 4, maxRows: 16 }}
              value={form.body}
              onChange={(e) => setForm({ ...form, body: e.target.value })}
              style={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: 12.5 }}
            />
          </>
        )}
      </Form>

      {!built.ok && (
        <Alert style={{ marginTop: 12 }} type="warning" showIcon title={built.errors.join('；')} />
      )}
      <Space style={{ marginTop: 12 }}>
        <Button
          type="primary"
          loading={send.isPending}
          disabled={!built.ok}
          onClick={() => built.ok && send.mutate(built.request)}
        >
          发送请求
        </Button>
        <Button onClick={() => setForm(initialTryForm(detail))}>恢复示例</Button>
      </Space>
      {built.ok && (
        <Collapse
          ghost
          size="small"
          style={{ marginTop: 8 }}
          items={[
            { key: 'curl', label: '等价的 curl 命令', children: <CodeBlock code={curlOf(built.request)} /> },
          ]}
        />
      )}

      {send.isError && <Alert style={{ marginTop: 12 }} type="error" showIcon title={send.error.message} />}
      {send.data && (
        <section aria-label="响应" style={{ marginTop: 12 }}>
          <div className="op-section-title">
            响应：
            <span
              data-testid="try-status"
              className={send.data.status < 400 ? 'op-answer-status--ok' : 'op-answer-status--bad'}
            >
              HTTP {send.data.status} {send.data.statusText}
            </span>
          </div>
          <Collapse
            size="small"
            items={[
              {
                key: 'headers',
                label: `响应头（${send.data.headers.length}）`,
                children: (
                  <Table
                    size="small"
                    rowKey={(r) => r[0]}
                    pagination={false}
                    dataSource={send.data.headers}
                    columns={[
                      { title: '名称', render: (_: unknown, r: [string, string]) => <code>{r[0]}</code> },
                      { title: '值', render: (_: unknown, r: [string, string]) => r[1] },
                    ]}
                  />
                ),
              },
            ]}
          />
          <div style={{ marginTop: 8 }}>
            <CodeBlock code={send.data.body || '（空）'} label="响应体" />
          </div>
        </section>
      )}
    </div>
  );
}

/** The try-it console: a drawer that sends one operation's request with the chosen token. */
export function TryItConsole({
  detail,
  origin,
  manager,
  onClose,
}: {
  detail: OperationDetail | null;
  origin: string;
  manager: boolean;
  onClose: () => void;
}) {
  return (
    <Drawer open={detail !== null} onClose={onClose} size={720} title="调试台" destroyOnHidden>
      {detail && <ConsoleBody key={detail.row.key} detail={detail} origin={origin} manager={manager} />}
    </Drawer>
  );
}
