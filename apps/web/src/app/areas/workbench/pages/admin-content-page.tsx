import { submitValid } from '@/ui/desktop/submit-valid';
import { useState } from 'react';
import {
  Button,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Space,
  Switch,
  Table,
  Tabs,
  Tag,
  Upload,
} from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import {
  BANNER_PICTURE,
  NOTICE_BODY_MAX,
  type AdminBanner,
  type AdminNotice,
  type AdminSiteConfig,
} from '@pm/contract/workbench-admin-content';
import { getAdminBannersQuery, useAdminBanners } from '@/features/workbench-admin/api/admin-banner-list';
import { useDeleteBanner } from '@/features/workbench-admin/api/admin-banner-delete';
import { useUploadBannerPicture } from '@/features/workbench-admin/api/admin-banner-picture-upload';
import { useSaveBanner } from '@/features/workbench-admin/api/admin-banner-save';
import { useAdminNoticePage } from '@/features/workbench-admin/api/admin-notice-page';
import { useSaveNotice } from '@/features/workbench-admin/api/admin-notice-save';
import { useAdminSiteConfig } from '@/features/workbench-admin/api/admin-site-config';
import { useSaveSiteConfig } from '@/features/workbench-admin/api/admin-site-config-save';
import { RichTextEditor } from '@/features/workbench-goods/desktop/rich-text-editor';
import { errorText } from '@/lib/http-rules';
import { queryClient } from '@/lib/query-client';
import { Panel } from '@/ui/desktop/empty-state';
import { QueryError } from '@/ui/desktop/query-error';

export function loader() {
  void queryClient.prefetchQuery(getAdminBannersQuery());
  return null;
}

const PICTURE_ACCEPT = ['image/jpeg', 'image/png', 'image/webp'];

/** What the browser can tell before uploading (the server reads the content, its size and shape again). */
export function bannerPictureProblem(file: { type: string; size: number }): string | null {
  if (!PICTURE_ACCEPT.includes(file.type)) return '只能上传 JPG、PNG 或 WebP 图片';
  if (file.size > BANNER_PICTURE.maxBytes) return `图片不能超过 ${BANNER_PICTURE.maxBytes / 1024 / 1024} MB`;
  return null;
}

type BannerForm = { title: string; subtitle: string; link: string; sort: number; enabled: boolean };
/** The picture chosen in the dialog: an upload (id), the drawn one (null); undefined: unchanged. */
type PictureChoice = { id: string | null; url: string } | undefined;

/**
 * 图片 of the banner dialog: the picture the banner shows (its upload, or the one drawn from its title),
 * 上传图片 (checked here for type and size, then by the server for content, size and shape) and 使用默认图.
 */
function BannerPicture({
  banner,
  choice,
  onChoose,
}: {
  banner: AdminBanner | null;
  choice: PictureChoice;
  onChoose: (c: PictureChoice) => void;
}) {
  const upload = useUploadBannerPicture();
  const [problem, setProblem] = useState<string | null>(null);
  const drawn = banner ? `/pm-api/mall/image/banner-${banner.id}.svg` : '';
  const shown = choice ? choice.url || drawn : (banner?.image ?? '');
  const uploaded = choice ? choice.id !== null : banner?.pictureId != null;
  return (
    <div className="wb-banner-picture">
      <div className="wb-banner-preview">
        {shown ? (
          <img src={shown} alt="轮播图预览" width={360} height={120} />
        ) : (
          <span className="wb-muted">未上传图片：保存后按标题和副标题生成</span>
        )}
      </div>
      <Space wrap>
        <Upload
          accept={PICTURE_ACCEPT.join(',')}
          showUploadList={false}
          beforeUpload={(file) => {
            const p = bannerPictureProblem(file);
            setProblem(p ? `${file.name}：${p}` : null);
            if (!p) {
              upload.mutateAsync(file).then(
                (pic) => onChoose({ id: pic.id, url: pic.url }),
                (err: unknown) => setProblem(errorText(err)),
              );
            }
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<UploadOutlined />} loading={upload.isPending}>
            {uploaded ? '更换图片' : '上传图片'}
          </Button>
        </Upload>
        {uploaded && (
          <Button
            onClick={() => {
              setProblem(null);
              onChoose({ id: null, url: '' });
            }}
          >
            使用默认图
          </Button>
        )}
      </Space>
      <div className="wb-muted">
        JPG、PNG 或 WebP，不超过 {BANNER_PICTURE.maxBytes / 1024 / 1024} MB，至少 {BANNER_PICTURE.minWidth}×
        {BANNER_PICTURE.minHeight} 像素，建议 1200×400
      </div>
      {problem && (
        <div role="alert" className="wb-error">
          {problem}
        </div>
      )}
    </div>
  );
}

function BannerDialog({ banner, onClose }: { banner: AdminBanner | null; onClose: () => void }) {
  const [form] = Form.useForm<BannerForm>();
  const save = useSaveBanner();
  const [picture, setPicture] = useState<PictureChoice>(undefined);
  return (
    <Modal
      open
      width={600}
      title={banner ? '修改轮播图' : '新增轮播图'}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      onCancel={onClose}
      onOk={() =>
        submitValid(form, async (v) => {
          await save.mutateAsync({
            ...(banner ? { id: banner.id } : {}),
            ...v,
            ...(picture !== undefined ? { pictureId: picture.id } : {}),
          });
          onClose();
        })
      }
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={banner ?? { title: '', subtitle: '', link: '', sort: 0, enabled: true }}
      >
        <Form.Item label="图片">
          <BannerPicture banner={banner} choice={picture} onChoose={setPicture} />
        </Form.Item>
        <Form.Item
          name="title"
          label="标题"
          rules={[
            { required: true, whitespace: true, message: '请填写标题' },
            { max: 30, message: '标题最长 30 个字' },
          ]}
        >
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="subtitle" label="副标题" rules={[{ max: 60, message: '副标题最长 60 个字' }]}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item
          name="link"
          label="链接（站内路径）"
          rules={[{ pattern: /^(\/\S*)?$/, message: '链接应为站内路径，以 / 开头且不含空格' }]}
        >
          <Input placeholder="/shop/list?catalog=劳保用品" />
        </Form.Item>
        <Form.Item name="sort" label="顺序（小的在前）">
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
        <Form.Item name="enabled" label="上线" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function Banners() {
  const list = useAdminBanners();
  const save = useSaveBanner();
  const remove = useDeleteBanner();
  const [editing, setEditing] = useState<AdminBanner | 'new' | null>(null);
  if (list.isError) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <>
      <Button type="primary" onClick={() => setEditing('new')} style={{ marginBottom: 12 }}>
        新增轮播图
      </Button>
      <Table<AdminBanner>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data ?? []}
        pagination={false}
        locale={{ emptyText: '还没有轮播图' }}
        columns={[
          {
            title: '图片',
            width: 200,
            render: (_: unknown, b) =>
              b.image ? (
                <span className="wb-banner-thumb">
                  <img src={b.image} alt={b.title} width={180} height={60} />
                  {b.pictureId ? <Tag color="blue">已上传</Tag> : <Tag>默认图</Tag>}
                </span>
              ) : (
                '—'
              ),
          },
          { title: '标题', dataIndex: 'title' },
          { title: '副标题', dataIndex: 'subtitle' },
          { title: '链接', dataIndex: 'link', render: (l: string) => l || '—' },
          { title: '顺序', dataIndex: 'sort', width: 70 },
          {
            title: '上线',
            width: 80,
            render: (_: unknown, b) => (
              <Switch
                checked={b.enabled}
                aria-label={`上线 ${b.title}`}
                loading={save.isPending}
                onChange={(enabled) => void save.mutateAsync({ ...b, enabled })}
              />
            ),
          },
          {
            title: '操作',
            width: 140,
            render: (_: unknown, b) => (
              <Space>
                <Button type="link" size="small" onClick={() => setEditing(b)}>
                  修改
                </Button>
                <Popconfirm
                  title="删除这张轮播图？"
                  okText="删除"
                  cancelText="取消"
                  onConfirm={() => remove.mutateAsync({ id: b.id })}
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
      {editing && (
        <BannerDialog banner={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}

type NoticeForm = { title: string; body: string; link: string; published: boolean };

function NoticeDialog({ notice, onClose }: { notice: AdminNotice | null; onClose: () => void }) {
  const [form] = Form.useForm<NoticeForm>();
  const save = useSaveNotice();
  return (
    <Modal
      open
      width={760}
      title={notice ? '修改公告' : '新增公告'}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      onCancel={onClose}
      onOk={() =>
        submitValid(form, async (v) => {
          await save.mutateAsync({
            ...(notice ? { id: notice.id, publishedOn: notice.publishedOn } : {}),
            ...v,
          });
          onClose();
        })
      }
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={notice ?? { title: '', body: '', link: '', published: true }}
      >
        <Form.Item
          name="title"
          label="标题"
          rules={[
            { required: true, whitespace: true, message: '请填写标题' },
            { max: 60, message: '标题最长 60 个字' },
          ]}
        >
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="body" label="正文">
          <RichTextEditor label="公告正文" maxLength={NOTICE_BODY_MAX.html} />
        </Form.Item>
        <Form.Item
          name="link"
          label="链接（站内路径，可不填）"
          rules={[{ pattern: /^(\/\S*)?$/, message: '链接应为站内路径，以 / 开头且不含空格' }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="published" label="发布" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function Notices() {
  const [page, setPage] = useState(1);
  const list = useAdminNoticePage({ page, limit: 10 });
  const save = useSaveNotice();
  const [editing, setEditing] = useState<AdminNotice | 'new' | null>(null);
  if (list.isError) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <>
      <Button type="primary" onClick={() => setEditing('new')} style={{ marginBottom: 12 }}>
        新增公告
      </Button>
      <Table<AdminNotice>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data?.records ?? []}
        locale={{ emptyText: '还没有公告' }}
        pagination={{
          current: page,
          pageSize: 10,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          { title: '标题', dataIndex: 'title' },
          { title: '发布日期', dataIndex: 'publishedOn', width: 120 },
          {
            title: '状态',
            width: 90,
            render: (_: unknown, n) => (n.published ? <Tag color="green">已发布</Tag> : <Tag>未发布</Tag>),
          },
          {
            title: '操作',
            width: 160,
            render: (_: unknown, n) => (
              <Space>
                <Button type="link" size="small" onClick={() => setEditing(n)}>
                  修改
                </Button>
                <Button
                  type="link"
                  size="small"
                  onClick={() => void save.mutateAsync({ ...n, published: !n.published })}
                >
                  {n.published ? '撤回' : '发布'}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {editing && (
        <NoticeDialog notice={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}

function ConfigValue({ config }: { config: AdminSiteConfig }) {
  const save = useSaveSiteConfig();
  const [value, setValue] = useState(typeof config.value === 'string' ? config.value : '');
  if (!config.editable) return <span className="pm-muted">{JSON.stringify(config.value).slice(0, 80)}…</span>;
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        value={value}
        maxLength={200}
        onChange={(e) => setValue(e.target.value)}
        aria-label={config.key}
      />
      <Button
        loading={save.isPending}
        disabled={value === config.value}
        onClick={() => void save.mutateAsync({ key: config.key, value })}
      >
        保存
      </Button>
    </Space.Compact>
  );
}

const CONFIG_LABELS: Record<string, string> = {
  siteName: '站点名称',
  slogan: '标语',
  logo: '标志',
  hotline: '客服热线',
  serviceHours: '服务时间',
  email: '客服邮箱',
  address: '公司地址',
  searchPlaceholder: '搜索框提示',
  servicePromises: '服务承诺',
  footerLinkGroups: '页脚链接',
  copyright: '版权信息',
  icp: '备案号',
};

function SiteConfig() {
  const list = useAdminSiteConfig();
  if (list.isError) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <Table<AdminSiteConfig>
      rowKey="key"
      loading={list.isPending}
      dataSource={list.data ?? []}
      pagination={false}
      columns={[
        {
          title: '配置项',
          width: 220,
          render: (_: unknown, c) => `${CONFIG_LABELS[c.key] ?? c.key}（${c.key}）`,
        },
        { title: '值', render: (_: unknown, c) => <ConfigValue config={c} /> },
      ]}
    />
  );
}

/** /workbench/content: 商城内容: home banners, notices and the site configuration the shop reads. */
export default function AdminContentPage() {
  return (
    <Panel title="商城内容">
      <Tabs
        items={[
          { key: 'banners', label: '轮播图', children: <Banners /> },
          { key: 'notices', label: '公告', children: <Notices /> },
          { key: 'config', label: '站点配置', children: <SiteConfig /> },
        ]}
      />
    </Panel>
  );
}
