import { useState } from 'react';
import { Button, Dialog, DotLoading, List, Tabs, Tag, TextArea } from 'antd-mobile';
import '@/ui/mobile/react19-render';
import { APPROVAL_LIMITS, type ApprovalItem, type ApprovalPageQuery } from '@pm/contract/approval';
import { formatFen } from '@pm/contract/format';
import { EmptyState } from '@/ui/mobile/empty-state';
import { QueryError } from '@/ui/mobile/query-error';
import { useApproveApproval } from '../api/approval-approve';
import { useApprovalPage } from '../api/approval-page';
import { useRejectApproval } from '../api/approval-reject';
import { APPROVAL_TAB_ALL, approvalTabs, approvalTime, holdLeft } from '../model/approval-view';
import '@/ui/mobile/mobile-parts.css';

const TAG_COLOR = {
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
  EXPIRED: 'default',
  WITHDRAWN: 'default',
} as const;

/** Asks for a text in a dialog; null when cancelled. */
function askReason(title: string, required: boolean): Promise<string | null> {
  let value = '';
  return new Promise((resolve) => {
    const handler = Dialog.show({
      title,
      content: (
        <TextArea
          placeholder={required ? '请填写驳回理由（必填）' : '审批意见（选填）'}
          maxLength={APPROVAL_LIMITS.reasonMax}
          rows={3}
          onChange={(v) => {
            value = v;
          }}
        />
      ),
      closeOnAction: false,
      actions: [
        [
          { key: 'cancel', text: '取消', onClick: () => (handler.close(), resolve(null)) },
          {
            key: 'ok',
            text: '确定',
            bold: true,
            danger: required,
            onClick: () => {
              if (required && value.trim() === '') return;
              handler.close();
              resolve(value.trim());
            },
          },
        ],
      ],
    });
  });
}

function ApprovalCard({ item, now }: { item: ApprovalItem; now: Date }) {
  const approve = useApproveApproval();
  const reject = useRejectApproval();
  const busy = approve.isPending || reject.isPending;
  const decide = async (kind: 'approve' | 'reject') => {
    const reason = await askReason(kind === 'approve' ? '审批通过' : '驳回审批', kind === 'reject');
    if (reason === null) return;
    try {
      if (kind === 'approve') await approve.mutateAsync({ id: item.id, reason });
      else await reject.mutateAsync({ id: item.id, reason });
    } catch {
      // the server's message was shown
    }
  };
  return (
    <List.Item
      description={
        <div>
          <div>
            订单 {item.orderNos.join('、')} · {item.supplierNames.join('、')}
          </div>
          <div>{item.reasons.join('；')}</div>
          {item.requestReason && <div>申请理由：{item.requestReason}</div>}
          <div>
            {approvalTime(item.createdAt)}{' '}
            {item.status === 'PENDING'
              ? holdLeft(item.expiresAt, now)
              : `${item.decidedByName ?? ''}${item.decisionReason ? `：${item.decisionReason}` : ''}`}
          </div>
          {item.status === 'PENDING' && (
            <div style={{ display: 'flex', gap: 8, marginTop: 8 }}>
              <Button size="small" color="primary" loading={busy} onClick={() => void decide('approve')}>
                通过
              </Button>
              <Button
                size="small"
                color="danger"
                fill="outline"
                disabled={busy}
                onClick={() => void decide('reject')}
              >
                驳回
              </Button>
            </div>
          )}
        </div>
      }
      extra={<Tag color={TAG_COLOR[item.status]}>{item.statusText}</Tag>}
    >
      {item.requesterName} · {formatFen(item.amount)}
    </List.Item>
  );
}

/** The manager's approval queue on a phone: tabs by status, pending first, approve or reject in place. */
export function ApprovalQueueScreen() {
  const [tab, setTab] = useState<string>('PENDING');
  const input: ApprovalPageQuery = {
    limit: 50,
    ...(tab === APPROVAL_TAB_ALL ? {} : { status: tab as ApprovalPageQuery['status'] }),
  };
  const list = useApprovalPage(input);
  const now = new Date();
  return (
    <div className="approval-queue-screen">
      <Tabs activeKey={tab} onChange={setTab}>
        {approvalTabs(list.data?.counts).map((t) => (
          <Tabs.Tab key={t.key} title={t.label} />
        ))}
      </Tabs>
      {list.isPending ? (
        <div className="pm-loading" aria-busy="true">
          <DotLoading color="primary" />
        </div>
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.records.length === 0 ? (
        <EmptyState title={tab === 'PENDING' ? '暂无待审批的订单' : '暂无审批记录'} />
      ) : (
        <List>
          {list.data.records.map((item) => (
            <ApprovalCard key={item.id} item={item} now={now} />
          ))}
        </List>
      )}
    </div>
  );
}
