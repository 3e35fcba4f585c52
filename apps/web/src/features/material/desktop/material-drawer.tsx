import { useState } from 'react';
import {
  Button,
  Descriptions,
  Drawer,
  Image,
  Input,
  List,
  Popconfirm,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { MaterialDetail, MaterialVersion } from '@pm/contract/material';
import { useApproveMaterial } from '../api/material-approve';
import { useCommentMaterial } from '../api/material-comment';
import { useMaterialDetail } from '../api/material-detail';
import { useRejectMaterial } from '../api/material-reject';
import { useRevertMaterial } from '../api/material-revert';
import { useSubmitMaterial } from '../api/material-submit';
import { MATERIAL_STATUS_COLORS, materialTime } from '../model/material-text';
import { DiffView } from './diff-view';
import { LockSummary, MarkedText } from './marked-text';

function Review({ m }: { m: MaterialDetail }) {
  const [comment, setComment] = useState('');
  const approve = useApproveMaterial();
  const reject = useRejectMaterial();
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Input.TextArea
        rows={2}
        maxLength={200}
        placeholder="审核意见（驳回时必填）"
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        aria-label="审核意见"
      />
      <Space>
        <Button
          type="primary"
          disabled={m.lock.blocked}
          loading={approve.isPending}
          onClick={() => approve.mutate({ id: m.id, version: m.version, comment })}
        >
          审核通过
        </Button>
        <Button
          danger
          loading={reject.isPending}
          onClick={() => reject.mutate({ id: m.id, version: m.version, comment })}
        >
          驳回
        </Button>
      </Space>
    </Space>
  );
}

function Versions({ m, canEdit }: { m: MaterialDetail; canEdit: boolean }) {
  const [compare, setCompare] = useState<number | null>(null);
  const revert = useRevertMaterial();
  const older = (no: number): MaterialVersion | undefined => m.versions.find((v) => v.no < no);
  const shown = compare === null ? null : m.versions.find((v) => v.no === compare);
  return (
    <>
      <Table<MaterialVersion>
        size="small"
        rowKey="no"
        pagination={false}
        dataSource={m.versions}
        columns={[
          { title: '版本', dataIndex: 'no', width: 60, render: (no: number) => `第 ${no} 版` },
          {
            title: '状态',
            width: 90,
            render: (_: unknown, v) => <Tag color={MATERIAL_STATUS_COLORS[v.status]}>{v.statusText}</Tag>,
          },
          {
            title: '内容',
            dataIndex: 'content',
            ellipsis: true,
            render: (c: string, v) => (v.revertedFrom ? `（恢复自第 ${v.revertedFrom} 版）${c}` : c),
          },
          {
            title: '创建',
            width: 150,
            render: (_: unknown, v) => `${v.createdBy} ${materialTime(v.createdAt)}`,
          },
          {
            title: '操作',
            width: 170,
            render: (_: unknown, v) => (
              <Space size={4}>
                {older(v.no) ? (
                  <Button size="small" type="link" onClick={() => setCompare(compare === v.no ? null : v.no)}>
                    {compare === v.no ? '收起对比' : '对比上一版'}
                  </Button>
                ) : null}
                {canEdit && v.no !== m.latestNo && m.status !== 'PENDING' ? (
                  <Popconfirm
                    title={`以第 ${v.no} 版的内容生成新的草稿？`}
                    okText="恢复"
                    cancelText="取消"
                    onConfirm={() => revert.mutate({ id: m.id, version: m.version, fromNo: v.no })}
                  >
                    <Button size="small" type="link">
                      恢复此版本
                    </Button>
                  </Popconfirm>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      {shown ? (
        <div style={{ marginTop: 12 }}>
          <Typography.Text type="secondary">
            第 {older(shown.no)!.no} 版 → 第 {shown.no} 版
          </Typography.Text>
          <DiffView before={older(shown.no)!.content} after={shown.content} />
        </div>
      ) : null}
    </>
  );
}

/** One material: its latest text with the spec lock's marks, versions with differences, comments and actions. */
export function MaterialDrawer({
  id,
  isOperator,
  onClose,
}: {
  id: string | null;
  isOperator: boolean;
  onClose: () => void;
}) {
  const detail = useMaterialDetail({ id: id ?? '' });
  const submit = useSubmitMaterial();
  const addComment = useCommentMaterial();
  const [comment, setComment] = useState('');
  const m = detail.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      width={760}
      title={m ? `${m.goodsName} · ${m.kindText}` : '素材'}
    >
      {m ? (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label="状态">
              <Tag color={MATERIAL_STATUS_COLORS[m.status]}>{m.statusText}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="已发布">
              {m.publishedNo ? `第 ${m.publishedNo} 版` : '未发布'}
            </Descriptions.Item>
            <Descriptions.Item label="供应商">{m.supplierName}</Descriptions.Item>
            <Descriptions.Item label="型号 / 规格">
              {m.facts.model} {m.facts.spec}
            </Descriptions.Item>
          </Descriptions>
          <div>
            <Typography.Title level={5}>第 {m.latestNo} 版</Typography.Title>
            {m.posterUrl ? (
              <Image src={`${m.posterUrl}?w=480`} width={240} alt="海报" style={{ marginBottom: 8 }} />
            ) : null}
            <MarkedText text={m.content} lock={m.lock} />
            <div style={{ marginTop: 8 }}>
              <LockSummary lock={m.lock} />
            </div>
          </div>
          {m.status === 'DRAFT' || m.status === 'REJECTED' ? (
            <Button
              type="primary"
              disabled={m.lock.blocked}
              loading={submit.isPending}
              onClick={() => submit.mutate({ id: m.id, version: m.version })}
            >
              提交审核
            </Button>
          ) : null}
          {isOperator && m.status === 'PENDING' ? <Review m={m} /> : null}
          {m.status === 'APPROVED' && m.posterUrl ? (
            <a href={`${m.posterUrl}?download=1`} download>
              下载海报
            </a>
          ) : null}
          <div>
            <Typography.Title level={5}>版本记录</Typography.Title>
            <Versions m={m} canEdit />
          </div>
          <div>
            <Typography.Title level={5}>批注</Typography.Title>
            <List
              size="small"
              locale={{ emptyText: '暂无批注' }}
              dataSource={m.comments}
              renderItem={(c) => (
                <List.Item>
                  <Space>
                    {c.action === 'APPROVE' ? <Tag color="success">通过</Tag> : null}
                    {c.action === 'REJECT' ? <Tag color="error">驳回</Tag> : null}
                    <span>{c.content}</span>
                    <Typography.Text type="secondary">
                      {c.by} · 第 {c.versionNo} 版 · {materialTime(c.at)}
                    </Typography.Text>
                  </Space>
                </List.Item>
              )}
            />
            <Space.Compact style={{ width: '100%', marginTop: 8 }}>
              <Input
                placeholder="添加批注"
                maxLength={200}
                value={comment}
                onChange={(e) => setComment(e.target.value)}
              />
              <Button
                disabled={!comment.trim()}
                loading={addComment.isPending}
                onClick={() =>
                  addComment.mutate({ id: m.id, content: comment }, { onSuccess: () => setComment('') })
                }
              >
                添加
              </Button>
            </Space.Compact>
          </div>
        </Space>
      ) : null}
    </Drawer>
  );
}
