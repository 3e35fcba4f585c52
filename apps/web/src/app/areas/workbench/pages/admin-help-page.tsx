import { submitValid } from '@/ui/desktop/submit-valid';
import { useState } from 'react';
import { Button, Form, Input, InputNumber, Modal, Segmented, Select, Switch, Table, Tabs, Tag } from 'antd';
import type { AdminHelpArticleRow, AdminHelpFeedback, HelpFeedbackStatus } from '@pm/contract/help';
import {
  previewArticle,
  useAdminHelpArticle,
  useAdminHelpArticles,
  useAdminHelpDirectories,
  useAdminHelpFeedback,
  useCloseHelpFeedback,
  useHelpZeroSearches,
  usePublishHelpArticle,
  useReplyHelpFeedback,
  useSaveHelpArticle,
  useSaveHelpDirectory,
} from '@/features/help/api/help-admin';
import { helpDate } from '@/features/help/model/help-view';
import { Panel } from '@/ui/desktop/empty-state';
import { QueryError } from '@/ui/desktop/query-error';
import { ReplyDialog } from '@/ui/desktop/reply-dialog';

interface ArticleForm {
  directoryId: string;
  title: string;
  summary: string;
  tags: string[];
  sort: number;
  published: boolean;
  bodyMd: string;
}

function ArticleEditor({ id, onClose }: { id: string | null; onClose: () => void }) {
  const [form] = Form.useForm<ArticleForm>();
  const existing = useAdminHelpArticle(id);
  const dirs = useAdminHelpDirectories();
  const save = useSaveHelpArticle();
  const [preview, setPreview] = useState<string | null>(null);
  const ready = id === null || existing.data;
  return (
    <Modal
      open
      width={960}
      title={id ? '编辑文章' : '新增文章'}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      onCancel={onClose}
      onOk={() =>
        submitValid(form, async (v) => {
          await save.mutateAsync({ ...v, ...(id ? { id } : {}) });
          onClose();
        })
      }
    >
      {ready && (
        <Form<ArticleForm>
          form={form}
          layout="vertical"
          initialValues={
            existing.data
              ? { ...existing.data, bodyMd: existing.data.bodyMd }
              : { sort: 0, published: false, tags: [], summary: '', bodyMd: '' }
          }
        >
          <Form.Item
            name="title"
            label="标题"
            rules={[{ required: true, min: 2, max: 60, message: '标题 2–60 个字' }]}
          >
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item name="directoryId" label="目录" rules={[{ required: true, message: '请选择目录' }]}>
            <Select options={(dirs.data ?? []).map((d) => ({ value: d.id, label: d.name }))} />
          </Form.Item>
          <Form.Item name="summary" label="摘要">
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item
            name="tags"
            label="标签（页面标签：cart checkout compare inquiry bidding refund plan order）"
          >
            <Select mode="tags" tokenSeparators={[',', '，', ' ']} />
          </Form.Item>
          <Form.Item name="sort" label="顺序">
            <InputNumber min={0} max={9999} />
          </Form.Item>
          <Form.Item name="published" label="发布" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item
            name="bodyMd"
            label="正文（Markdown）"
            rules={[{ required: true, whitespace: true, message: '请填写正文' }]}
          >
            <Input.TextArea rows={12} aria-label="正文 Markdown" />
          </Form.Item>
          <Button onClick={() => void previewArticle(form.getFieldValue('bodyMd') ?? '').then(setPreview)}>
            预览
          </Button>
          {preview !== null && (
            // The server renders and sanitizes the Markdown (lib/rich-text's allow-list).
            <div
              className="wb-help-preview"
              data-testid="help-preview"
              dangerouslySetInnerHTML={{ __html: preview }}
            />
          )}
        </Form>
      )}
    </Modal>
  );
}

function Articles() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<'all' | 'published' | 'draft'>('all');
  const [editing, setEditing] = useState<string | null | 'new'>(null);
  const list = useAdminHelpArticles({ page, limit: 20, ...(status !== 'all' ? { status } : {}) });
  const publish = usePublishHelpArticle();
  if (list.isError) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <>
      <div className="wb-help-bar">
        <Segmented
          value={status}
          onChange={(v) => setStatus(v as typeof status)}
          options={[
            { value: 'all', label: '全部' },
            { value: 'published', label: '已发布' },
            { value: 'draft', label: '草稿' },
          ]}
        />
        <Button type="primary" onClick={() => setEditing('new')}>
          新增文章
        </Button>
      </div>
      <Table<AdminHelpArticleRow>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data?.records ?? []}
        pagination={{
          current: page,
          pageSize: 20,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          { title: '标题', dataIndex: 'title' },
          { title: '目录', dataIndex: 'directoryName', width: 140 },
          { title: '标签', width: 200, render: (_: unknown, a) => a.tags.map((t) => <Tag key={t}>{t}</Tag>) },
          { title: '浏览/点赞', width: 100, render: (_: unknown, a) => `${a.viewCount} / ${a.likeCount}` },
          { title: '更新', width: 110, render: (_: unknown, a) => helpDate(a.updatedAt) },
          {
            title: '状态',
            width: 80,
            render: (_: unknown, a) => (a.published ? <Tag color="green">已发布</Tag> : <Tag>草稿</Tag>),
          },
          {
            title: '操作',
            width: 140,
            render: (_: unknown, a) => (
              <>
                <Button type="link" onClick={() => setEditing(a.id)}>
                  编辑
                </Button>
                <Button type="link" onClick={() => publish.mutate({ id: a.id, published: !a.published })}>
                  {a.published ? '下线' : '发布'}
                </Button>
              </>
            ),
          },
        ]}
      />
      {editing !== null && (
        <ArticleEditor id={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}

function Directories() {
  const dirs = useAdminHelpDirectories();
  const save = useSaveHelpDirectory();
  const [form] = Form.useForm<{ name: string; parentId: string | null; sort: number }>();
  if (dirs.isError) return <QueryError error={dirs.error} onRetry={() => void dirs.refetch()} />;
  const names = new Map((dirs.data ?? []).map((d) => [d.id, d.name]));
  return (
    <>
      <Form
        form={form}
        layout="inline"
        initialValues={{ parentId: null, sort: 0 }}
        onFinish={(v) => void save.mutateAsync(v).then(() => form.resetFields())}
      >
        <Form.Item name="name" rules={[{ required: true, min: 2, max: 30, message: '目录名称 2–30 个字' }]}>
          <Input placeholder="目录名称" />
        </Form.Item>
        <Form.Item name="parentId">
          <Select
            style={{ width: 180 }}
            options={[
              { value: null, label: '（顶级目录）' },
              ...(dirs.data ?? []).map((d) => ({ value: d.id, label: d.name })),
            ]}
          />
        </Form.Item>
        <Form.Item name="sort">
          <InputNumber min={0} max={9999} placeholder="顺序" />
        </Form.Item>
        <Button htmlType="submit" type="primary" loading={save.isPending}>
          新增目录
        </Button>
      </Form>
      <Table
        rowKey="id"
        loading={dirs.isPending}
        dataSource={dirs.data ?? []}
        pagination={false}
        columns={[
          { title: '目录', dataIndex: 'name' },
          { title: '上级', render: (_: unknown, d) => (d.parentId ? names.get(d.parentId) : '—') },
          { title: '顺序', dataIndex: 'sort', width: 80 },
          { title: '已发布文章', dataIndex: 'articleCount', width: 110 },
          { title: '全部文章', dataIndex: 'ownArticleCount', width: 100 },
        ]}
      />
    </>
  );
}

function Feedback() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<HelpFeedbackStatus | 'all'>('open');
  const list = useAdminHelpFeedback({ page, limit: 20, ...(status !== 'all' ? { status } : {}) });
  const close = useCloseHelpFeedback();
  const reply = useReplyHelpFeedback();
  const [replying, setReplying] = useState<AdminHelpFeedback | null>(null);
  if (list.isError) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <>
      <Segmented
        value={status}
        onChange={(v) => setStatus(v as typeof status)}
        options={[
          { value: 'open', label: '待处理' },
          { value: 'replied', label: '已回复' },
          { value: 'closed', label: '已关闭' },
          { value: 'all', label: '全部' },
        ]}
      />
      <Table<AdminHelpFeedback>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data?.records ?? []}
        locale={{ emptyText: '没有反馈' }}
        pagination={{
          current: page,
          pageSize: 20,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          { title: '类型', width: 130, render: (_: unknown, f) => <Tag>{f.typeText}</Tag> },
          { title: '内容', dataIndex: 'content' },
          {
            title: '截图',
            width: 70,
            render: (_: unknown, f) =>
              f.hasScreenshot ? (
                <a href={`/pm-api/help/feedback/screenshot/${f.id}`} target="_blank" rel="noreferrer">
                  查看
                </a>
              ) : (
                '—'
              ),
          },
          {
            title: '提交人',
            width: 200,
            render: (_: unknown, f) =>
              `${f.username}（${f.organizationName}）${f.contact ? ` ${f.contact}` : ''}`,
          },
          { title: '提交', width: 110, render: (_: unknown, f) => helpDate(f.createdAt) },
          { title: '状态', width: 80, render: (_: unknown, f) => <Tag>{f.statusText}</Tag> },
          { title: '回复', dataIndex: 'reply', render: (r: string | null) => r ?? '—' },
          {
            title: '操作',
            width: 130,
            render: (_: unknown, f) =>
              f.status === 'closed' ? null : (
                <>
                  <Button type="link" onClick={() => setReplying(f)}>
                    {f.status === 'open' ? '回复' : '改回复'}
                  </Button>
                  <Button type="link" onClick={() => close.mutate(f.id)}>
                    关闭
                  </Button>
                </>
              ),
          },
        ]}
      />
      {replying && (
        <ReplyDialog
          title="回复反馈"
          subject={`${replying.typeText}：${replying.content}`}
          initial={replying.reply}
          label="回复（提交人可见，并收到站内信）"
          max={1000}
          pending={reply.isPending}
          onReply={(text) => reply.mutateAsync({ id: replying.id, reply: text })}
          onClose={() => setReplying(null)}
        />
      )}
    </>
  );
}

function ZeroSearches() {
  const [page, setPage] = useState(1);
  const list = useHelpZeroSearches(page);
  if (list.isError) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <Table
      rowKey="keyword"
      loading={list.isPending}
      dataSource={list.data?.records ?? []}
      locale={{ emptyText: '没有无结果的搜索' }}
      pagination={{
        current: page,
        pageSize: 20,
        total: list.data?.total ?? 0,
        onChange: setPage,
        showSizeChanger: false,
      }}
      columns={[
        { title: '搜索词', dataIndex: 'keyword' },
        { title: '无结果次数', dataIndex: 'count', width: 120 },
        { title: '最近搜索', width: 140, render: (_: unknown, z) => helpDate(z.lastSearchedAt) },
      ]}
    />
  );
}

/** /workbench/help: 帮助中心管理 (articles in Markdown, directories, feedback with replies, zero-result searches). */
export default function AdminHelpPage() {
  return (
    <Panel title="帮助中心管理">
      <Tabs
        items={[
          { key: 'articles', label: '文章', children: <Articles /> },
          { key: 'directories', label: '目录', children: <Directories /> },
          { key: 'feedback', label: '反馈', children: <Feedback /> },
          { key: 'zero', label: '无结果搜索', children: <ZeroSearches /> },
        ]}
      />
    </Panel>
  );
}
