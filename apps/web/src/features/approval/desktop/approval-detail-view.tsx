import { Alert, Descriptions, Table, Tag, Typography } from 'antd';
import type { ApprovalDetail } from '@pm/contract/approval';
import { formatFen } from '@pm/contract/format';
import { approvalTime, approvalTone, holdLeft } from '../model/approval-view';
import { ApprovalDecision } from './approval-decision';

const TAG_COLOR = { warning: 'orange', success: 'green', error: 'red', default: 'default' } as const;

/** One approval: why, who asked, its orders with their lines, and the decision (pending: the buttons). */
export function ApprovalDetailView({ detail, now }: { detail: ApprovalDetail; now: Date }) {
  return (
    <div className="approval-detail" data-testid="approval-detail">
      <Descriptions column={2} size="small" bordered>
        <Descriptions.Item label="状态">
          <Tag color={TAG_COLOR[approvalTone(detail.status)]}>{detail.statusText}</Tag>
          {detail.status === 'PENDING' && <span>{holdLeft(detail.expiresAt, now)}</span>}
        </Descriptions.Item>
        <Descriptions.Item label="金额">{formatFen(detail.amount)}</Descriptions.Item>
        <Descriptions.Item label="申请人">{detail.requesterName}</Descriptions.Item>
        <Descriptions.Item label="提交时间">{approvalTime(detail.createdAt)}</Descriptions.Item>
        <Descriptions.Item label="须审批原因" span={2}>
          {detail.reasons.join('；')}
        </Descriptions.Item>
        {detail.requestReason && (
          <Descriptions.Item label="申请理由" span={2}>
            {detail.requestReason}
          </Descriptions.Item>
        )}
        {detail.decidedAt && (
          <Descriptions.Item label="处理" span={2}>
            {detail.decidedByName} {approvalTime(detail.decidedAt)}
            {detail.decisionReason ? `：${detail.decisionReason}` : ''}
          </Descriptions.Item>
        )}
      </Descriptions>
      {detail.overruns.map((o) => (
        <Alert
          key={o.planId}
          type="warning"
          showIcon
          style={{ marginTop: 12 }}
          message={`超出采购计划「${o.planName}」预算：预算 ${formatFen(o.budget)}，已用 ${formatFen(o.used)}，本次 ${formatFen(o.amount)}；通过后将占用预算并记录审批人与理由`}
        />
      ))}
      {detail.orders.map((o) => (
        <div key={o.id} style={{ marginTop: 16 }}>
          <Typography.Text strong>
            {o.orderNo} · {o.supplierName} · {formatFen(o.amount)}（含运费 {formatFen(o.freight)}）
          </Typography.Text>
          <Table
            size="small"
            rowKey="goodsId"
            pagination={false}
            dataSource={o.lines}
            columns={[
              { title: '商品', dataIndex: 'name' },
              { title: '规格', dataIndex: 'spec' },
              { title: '数量', render: (_v, l) => `${l.num}${l.unit}` },
              { title: '单价', render: (_v, l) => formatFen(l.price) },
              { title: '小计', render: (_v, l) => formatFen(l.amount) },
            ]}
          />
        </div>
      ))}
      {detail.status === 'PENDING' && (
        <div style={{ marginTop: 16 }}>
          <ApprovalDecision id={detail.id} />
        </div>
      )}
    </div>
  );
}
