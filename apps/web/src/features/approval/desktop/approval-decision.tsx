import { useState } from 'react';
import { Button, Input, Modal, Space } from 'antd';
import { APPROVAL_LIMITS } from '@pm/contract/approval';
import { useApproveApproval } from '../api/approval-approve';
import { useRejectApproval } from '../api/approval-reject';

/** 通过 / 驳回 of a pending approval: approval takes an optional opinion, rejection a required reason. */
export function ApprovalDecision({ id, onDone }: { id: string; onDone?: () => void }) {
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null);
  const [reason, setReason] = useState('');
  const approve = useApproveApproval();
  const reject = useRejectApproval();
  const busy = approve.isPending || reject.isPending;
  const close = () => {
    setOpen(null);
    setReason('');
  };
  const submit = async () => {
    try {
      if (open === 'approve') await approve.mutateAsync({ id, reason: reason.trim() });
      else await reject.mutateAsync({ id, reason: reason.trim() });
      close();
      onDone?.();
    } catch {
      // the server's message was shown; the dialog stays open
    }
  };
  const rejecting = open === 'reject';
  return (
    <>
      <Space>
        <Button type="primary" onClick={() => setOpen('approve')} data-testid="approval-approve">
          审批通过
        </Button>
        <Button danger onClick={() => setOpen('reject')} data-testid="approval-reject">
          驳回
        </Button>
      </Space>
      <Modal
        open={open !== null}
        title={rejecting ? '驳回审批' : '审批通过'}
        okText={rejecting ? '确认驳回' : '确认通过'}
        okButtonProps={{ danger: rejecting, disabled: rejecting && reason.trim() === '', loading: busy }}
        cancelText="取消"
        onOk={() => void submit()}
        onCancel={close}
        destroyOnHidden
      >
        <p>{rejecting ? '驳回后订单将取消，库存与信用额度随即释放。' : '通过后订单将发给供应商。'}</p>
        <Input.TextArea
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={APPROVAL_LIMITS.reasonMax}
          showCount
          rows={3}
          placeholder={rejecting ? '请填写驳回理由（必填）' : '审批意见（选填）'}
          aria-label={rejecting ? '驳回理由' : '审批意见'}
        />
      </Modal>
    </>
  );
}
