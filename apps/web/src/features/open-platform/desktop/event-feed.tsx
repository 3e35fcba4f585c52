import { useState } from 'react';
import { Button, Space, Table, Tag } from 'antd';
import { OPEN_EVENT_LABELS, type OpenEvent } from '@pm/contract/open-platform';
import { QueryError } from '@/ui/desktop/query-error';
import { useAppEvents } from '../api/app-events';
import { timeText } from '../model/manage';
import { CodeBlock } from './code-block';

const LIMIT = 20;

/**
 * The events the app sees, oldest first (as GET /open/events, alias /open/v1/events, pages them): 下一页
 * follows the answer's cursor, 上一页 goes back to the cursor before it.
 */
export function EventFeed({ appId }: { appId: string }) {
  // the cursors of the pages read so far; the last one is the page shown
  const [cursors, setCursors] = useState<string[]>(['0']);
  const after = cursors[cursors.length - 1] ?? '0';
  const feed = useAppEvents({ id: appId, after, limit: LIMIT });
  if (feed.isError) return <QueryError error={feed.error} onRetry={() => void feed.refetch()} />;
  return (
    <div>
      <Table<OpenEvent>
        rowKey="id"
        size="small"
        loading={feed.isFetching}
        dataSource={feed.data?.events ?? []}
        pagination={false}
        locale={{ emptyText: cursors.length > 1 ? '没有更多事件' : '保留期内还没有事件' }}
        expandable={{
          expandedRowRender: (e) => <CodeBlock code={JSON.stringify(e, null, 2)} label={`事件 ${e.id}`} />,
        }}
        columns={[
          { title: '事件 ID', dataIndex: 'id', render: (id: string) => <code>{id}</code> },
          {
            title: '类型',
            dataIndex: 'type',
            render: (t: OpenEvent['type']) => (
              <span>
                <Tag>{t}</Tag>
                {OPEN_EVENT_LABELS[t]}
              </span>
            ),
          },
          { title: '对象', render: (_: unknown, e) => `${e.objectType} #${e.objectId}` },
          { title: '序号', dataIndex: 'sequence', width: 70 },
          { title: '时间', dataIndex: 'timestamp', width: 170, render: (t: string) => timeText(t) },
        ]}
      />
      <Space style={{ marginTop: 12 }}>
        <Button disabled={cursors.length <= 1} onClick={() => setCursors(cursors.slice(0, -1))}>
          上一页
        </Button>
        <Button
          disabled={!feed.data?.hasMore}
          onClick={() => feed.data && setCursors([...cursors, feed.data.nextCursor])}
        >
          下一页
        </Button>
        <Button onClick={() => void feed.refetch()}>刷新</Button>
        <span style={{ color: '#5f6b7a' }}>游标 after={after}</span>
      </Space>
    </div>
  );
}
