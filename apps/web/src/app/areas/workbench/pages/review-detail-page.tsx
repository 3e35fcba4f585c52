import { useState } from 'react';
import { Alert, Button, Descriptions, Input, Modal, Skeleton, Space, Table, Tag } from 'antd';
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { formatFen } from '@pm/contract/format';
import { WB_GOODS_LIMITS, type WbReviewDetail } from '@pm/contract/workbench-goods';
import { useApproveWbGoods } from '@/features/workbench-goods/api/wb-review-approve';
import { getWbReviewDetailQuery, useWbReviewDetail } from '@/features/workbench-goods/api/wb-review-detail';
import { useRejectWbGoods } from '@/features/workbench-goods/api/wb-review-reject';
import { STATUS_COLORS, timeText } from '@/features/workbench-goods/model/goods-form';
import { queryClient } from '@/lib/query-client';
import { Panel } from '@/ui/desktop/empty-state';
import { QueryError } from '@/ui/desktop/query-error';
import { WORKBENCH_REVIEW_PATH } from '../paths';

export function loader({ params }: LoaderFunctionArgs) {
  if (params.id) void queryClient.prefetchQuery(getWbReviewDetailQuery(params.id));
  return null;
}

function Decision({ detail }: { detail: WbReviewDetail }) {
  const navigate = useNavigate();
  const approve = useApproveWbGoods();
  const reject = useRejectWbGoods();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const ref = { id: detail.id, version: detail.version };
  const back = () => navigate(WORKBENCH_REVIEW_PATH);
  return (
    <Space>
      <Button
        type="primary"
        loading={approve.isPending}
        onClick={() => approve.mutate(ref, { onSuccess: back })}
      >
        审核通过
      </Button>
      <Button danger onClick={() => setOpen(true)}>
        驳回
      </Button>
      <Modal
        title="驳回商品"
        open={open}
        okText="确认驳回"
        okButtonProps={{ danger: true, disabled: reason.trim() === '', loading: reject.isPending }}
        onCancel={() => setOpen(false)}
        onOk={() => reject.mutate({ ...ref, reason: reason.trim() }, { onSuccess: back })}
      >
        <Input.TextArea
          aria-label="驳回原因"
          placeholder="请填写驳回原因（必填），供应商将看到此原因"
          rows={4}
          maxLength={WB_GOODS_LIMITS.reasonMax}
          showCount
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </Space>
  );
}

/** /workbench/review/:id: a submitted version beside the listed one, approve or reject with a reason. */
export default function ReviewDetailPage() {
  const { id = '' } = useParams();
  const q = useWbReviewDetail(id);
  if (q.isError) return <QueryError error={q.error} onRetry={() => void q.refetch()} />;
  if (!q.data)
    return (
      <Panel>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Panel>
    );
  const d = q.data;
  const s = d.submitted;
  return (
    <>
      <Panel title={s.name} extra={d.status === 'PENDING' ? <Decision detail={d} /> : null}>
        <Descriptions size="small" column={3}>
          <Descriptions.Item label="状态">
            <Tag color={STATUS_COLORS[d.status]}>{d.statusText}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label="供应商">{d.supplierName}</Descriptions.Item>
          <Descriptions.Item label="提交时间">{timeText(d.submittedAt)}</Descriptions.Item>
        </Descriptions>
        {d.rejectReason && <Alert type="error" showIcon message={`已驳回：${d.rejectReason}`} />}
      </Panel>
      <Panel title={d.listed ? '与上架版本的差异' : '新商品（尚未上架）'}>
        {d.listed ? (
          <Table
            rowKey="field"
            size="small"
            pagination={false}
            dataSource={d.diff}
            locale={{ emptyText: '内容与上架版本相同（重新上架）' }}
            columns={[
              { title: '字段', dataIndex: 'label', width: 110 },
              {
                title: '上架版本',
                dataIndex: 'before',
                render: (t: string) => <span className="wb-before">{t}</span>,
              },
              {
                title: '提交版本',
                dataIndex: 'after',
                render: (t: string) => <span className="wb-after">{t}</span>,
              },
            ]}
          />
        ) : (
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label="品牌">{s.brandName}</Descriptions.Item>
            <Descriptions.Item label="分类">{s.catalogPath}</Descriptions.Item>
            <Descriptions.Item label="型号">{s.model || '—'}</Descriptions.Item>
            <Descriptions.Item label="规格">{s.spec || '—'}</Descriptions.Item>
            <Descriptions.Item label="单位">{s.unit}</Descriptions.Item>
            <Descriptions.Item label="起订量 / 倍数">
              {s.moq} / {s.orderMultiple}
            </Descriptions.Item>
            <Descriptions.Item label="销售价">{formatFen(s.listPrice)}</Descriptions.Item>
            <Descriptions.Item label="市场价">{formatFen(s.marketPrice)}</Descriptions.Item>
            <Descriptions.Item label="规格参数" span={2}>
              {s.attrs.map((a) => `${a.name}：${a.value}`).join('；') || '—'}
            </Descriptions.Item>
          </Descriptions>
        )}
      </Panel>
      <Panel title="商品详情">
        {s.description ? (
          // kept to the server's allow-list (lib/rich-text) on the way in and on the way out
          <div className="wb-description" dangerouslySetInnerHTML={{ __html: s.description }} />
        ) : (
          <span className="wb-muted">未填写商品详情</span>
        )}
      </Panel>
      <Panel title="商品图片">
        {s.images.length === 0 ? (
          <span className="wb-muted">未上传图片</span>
        ) : (
          <Space wrap>
            {s.images.map((src) => (
              <img key={src} src={src} alt={s.name} width={120} height={120} className="wb-picture" />
            ))}
          </Space>
        )}
      </Panel>
    </>
  );
}
