import { useState } from 'react';
import { Button, Popconfirm, Select, Space, Switch, Table, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { pictureSet } from '@pm/contract/picture';
import { PORTAL_INDUSTRIES, type AdminPortalStory } from '@pm/contract/portal';
import { getAdminStoryPageQuery, useAdminStoryPage } from '@/features/portal/api/admin-story-page';
import { useDeleteStory, usePublishStory } from '@/features/portal/api/admin-story-save';
import { StoryDialog } from '@/features/portal/desktop/story-dialog';
import { industryOf, pageOf } from '@/features/portal/model/industry-filter';
import { queryClient } from '@/lib/query-client';
import { portalStoryPath } from '@/app/areas/portal/paths';
import { Panel } from '@/ui/desktop/empty-state';
import { QueryError } from '@/ui/desktop/query-error';

const LIMIT = 20;

export function loader() {
  void queryClient.prefetchQuery(getAdminStoryPageQuery({ page: 1, limit: LIMIT }));
  return null;
}

type Published = 'true' | 'false' | undefined;

/** /workbench/stories: 客户案例 — the operators' list of customer stories: add, change, publish, delete. */
export default function AdminStoriesPage() {
  const [search, setSearch] = useSearchParams();
  const industry = industryOf(search.get('industry'));
  const published = (['true', 'false'] as const).find((v) => v === search.get('published')) as Published;
  const page = pageOf(search.get('page'));
  const list = useAdminStoryPage({
    page,
    limit: LIMIT,
    ...(industry ? { industry } : {}),
    ...(published ? { published } : {}),
  });
  const publish = usePublishStory();
  const remove = useDeleteStory();
  const [editing, setEditing] = useState<AdminPortalStory | 'new' | null>(null);
  const setFilter = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setSearch(next);
  };
  return (
    <Panel
      title="客户案例"
      extra={
        <Button type="primary" onClick={() => setEditing('new')}>
          新增客户案例
        </Button>
      }
    >
      <Space style={{ marginBottom: 12 }}>
        <Select
          allowClear
          placeholder="全部行业"
          aria-label="行业"
          style={{ width: 160 }}
          value={industry}
          options={PORTAL_INDUSTRIES.map((i) => ({ value: i, label: i }))}
          onChange={(v?: string) => setFilter('industry', v)}
        />
        <Select
          allowClear
          placeholder="全部状态"
          aria-label="发布状态"
          style={{ width: 140 }}
          value={published}
          options={[
            { value: 'true', label: '已发布' },
            { value: 'false', label: '未发布' },
          ]}
          onChange={(v?: string) => setFilter('published', v)}
        />
      </Space>
      {list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<AdminPortalStory>
          rowKey="id"
          loading={list.isPending}
          dataSource={list.data?.records ?? []}
          locale={{ emptyText: '还没有客户案例' }}
          pagination={{
            current: page,
            pageSize: LIMIT,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            onChange: (p) => {
              const next = new URLSearchParams(search);
              next.set('page', String(p));
              setSearch(next);
            },
          }}
          columns={[
            {
              title: '标志',
              width: 64,
              render: (_: unknown, s) => (
                <img {...pictureSet(s.pictures.logo, 40)} alt="" width={40} height={40} />
              ),
            },
            {
              title: '客户',
              render: (_: unknown, s) => (
                <>
                  <div>{s.customerName}</div>
                  <div style={{ color: '#888', fontSize: 12 }}>
                    {s.region} · {s.size}
                  </div>
                </>
              ),
            },
            { title: '行业', dataIndex: 'industry', width: 100, render: (i: string) => <Tag>{i}</Tag> },
            { title: '案例标题', dataIndex: 'headline' },
            { title: '顺序', dataIndex: 'sort', width: 70 },
            {
              title: '发布',
              width: 80,
              render: (_: unknown, s) => (
                <Switch
                  checked={s.published}
                  aria-label={`发布 ${s.shortName}`}
                  loading={publish.isPending && publish.variables?.id === s.id}
                  onChange={(on) => void publish.mutateAsync({ id: s.id, published: on })}
                />
              ),
            },
            {
              title: '操作',
              width: 180,
              render: (_: unknown, s) => (
                <Space size={0}>
                  <Button type="link" size="small" onClick={() => setEditing(s)}>
                    修改
                  </Button>
                  {s.published && (
                    <Link to={portalStoryPath(s.id)} target="_blank">
                      查看
                    </Link>
                  )}
                  <Popconfirm
                    title="删除这个客户案例？"
                    okText="删除"
                    cancelText="取消"
                    onConfirm={() => remove.mutateAsync({ id: s.id })}
                  >
                    <Button type="link" size="small" danger>
                      删除
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      )}
      {editing && <StoryDialog story={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Panel>
  );
}
