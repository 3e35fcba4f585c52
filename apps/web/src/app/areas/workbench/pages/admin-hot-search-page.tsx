import { Button, Form, Input, Popconfirm, Space, Table, Tag } from 'antd';
import { getBlockedWordsQuery, useBlockedWords } from '@/features/workbench-admin/api/admin-blocked-words';
import { useBlockWord } from '@/features/workbench-admin/api/admin-word-block';
import { useUnblockWord } from '@/features/workbench-admin/api/admin-word-unblock';
import { timeText } from '@/features/workbench-admin/model/admin-view';
import { queryClient } from '@/lib/query-client';
import { Panel } from '@/ui/desktop/empty-state';
import { QueryError } from '@/ui/desktop/query-error';

export function loader() {
  void queryClient.prefetchQuery(getBlockedWordsQuery());
  return null;
}

/** /workbench/hot-search: 热搜屏蔽词: a keyword holding a blocked word leaves hot searches and suggestions. */
export default function AdminHotSearchPage() {
  const data = useBlockedWords();
  const block = useBlockWord();
  const unblock = useUnblockWord();
  const [form] = Form.useForm<{ word: string }>();
  if (data.isError) return <QueryError error={data.error} onRetry={() => void data.refetch()} />;
  return (
    <>
      <Panel title="热搜屏蔽词">
        <Form
          form={form}
          layout="inline"
          onFinish={(v) => void block.mutateAsync({ word: v.word.trim() }).then(() => form.resetFields())}
        >
          <Form.Item
            name="word"
            rules={[
              { required: true, whitespace: true, message: '请填写屏蔽词' },
              { max: 20, message: '屏蔽词最长 20 个字' },
            ]}
          >
            <Input placeholder="输入要屏蔽的词" maxLength={20} aria-label="屏蔽词" style={{ width: 240 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={block.isPending}>
            屏蔽
          </Button>
        </Form>
        <Table
          rowKey="word"
          style={{ marginTop: 16 }}
          loading={data.isPending}
          dataSource={data.data?.words ?? []}
          pagination={false}
          locale={{ emptyText: '还没有屏蔽词' }}
          columns={[
            { title: '屏蔽词', dataIndex: 'word' },
            { title: '屏蔽时间', dataIndex: 'createdAt', render: (t: string) => timeText(t) },
            {
              title: '操作',
              width: 120,
              render: (_: unknown, w: { word: string }) => (
                <Popconfirm
                  title={`取消屏蔽「${w.word}」？`}
                  okText="取消屏蔽"
                  cancelText="返回"
                  onConfirm={() => unblock.mutateAsync({ word: w.word })}
                >
                  <Button type="link">取消屏蔽</Button>
                </Popconfirm>
              ),
            },
          ]}
        />
      </Panel>
      <Panel title="当前热搜（按搜索次数）">
        <Space wrap>
          {(data.data?.hot ?? []).map((h) => (
            <Tag key={h.keyword} color={h.blocked ? 'red' : 'blue'}>
              {h.keyword} · {h.count}
              {h.blocked ? '（已屏蔽）' : ''}
            </Tag>
          ))}
          {data.data && data.data.hot.length === 0 && <span>还没有热搜</span>}
        </Space>
      </Panel>
    </>
  );
}
