import { useState } from 'react';
import { Button, Form, Input, Modal, Popconfirm } from 'antd';
import { Link } from 'react-router';
import { formatFen } from '@pm/contract/format';
import { REFUND_ACTION_LABELS, type RefundAction, type RefundSummary } from '@pm/contract/refund';
import { useApproveRefund } from '../api/vendor-refund-approve';
import { useReceiveReturn } from '../api/vendor-refund-receive';
import { useRejectRefund } from '../api/vendor-refund-reject';
import { ANSWER_RULES } from '../model/refund-view';
import './refund.css';

type Target = Pick<RefundSummary, 'id' | 'refundNo' | 'type' | 'typeText' | 'amount' | 'actions'>;

interface ApproveForm {
  returnAddress?: string;
  note?: string;
}

/** 同意: a modal asking the return address (退货退款) and an optional note. */
function ApproveButton({ refund, size }: { refund: Target; size: 'small' | 'middle' }) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<ApproveForm>();
  const approve = useApproveRefund();
  const isReturn = refund.type === 'RETURN';

  const submit = async () => {
    const v = await form.validateFields();
    try {
      await approve.mutateAsync({
        id: refund.id,
        ...(isReturn ? { returnAddress: (v.returnAddress ?? '').trim() } : {}),
        note: (v.note ?? '').trim(),
      });
      setOpen(false);
    } catch {
      // the server's message was toasted; the form stays open
    }
  };

  return (
    <>
      <Button type="primary" size={size} onClick={() => setOpen(true)}>
        {REFUND_ACTION_LABELS.approve}
      </Button>
      <Modal
        title={`同意售后申请：${refund.refundNo}`}
        open={open}
        okText={isReturn ? '同意退货' : '同意退款'}
        cancelText="取消"
        confirmLoading={approve.isPending}
        onOk={() => void submit().catch(() => undefined)}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <p className="refund-modal-lead">
          {refund.typeText}，退款金额 <strong>{formatFen(refund.amount)}</strong>。
          {isReturn
            ? '同意后采购商将按下面的地址寄回商品，确认收到退货后退款至其企业月结额度。'
            : '同意后将退款至采购商的企业月结额度。'}
        </p>
        <Form<ApproveForm> form={form} layout="vertical" preserve={false}>
          {isReturn && (
            <Form.Item
              name="returnAddress"
              label="退货地址"
              rules={[
                { required: true, whitespace: true, message: '请填写退货地址（收件人、电话、地址）' },
                {
                  max: ANSWER_RULES.returnAddressMax,
                  message: `退货地址最多 ${ANSWER_RULES.returnAddressMax} 字`,
                },
              ]}
            >
              <Input.TextArea
                rows={3}
                maxLength={ANSWER_RULES.returnAddressMax}
                showCount
                placeholder="收件人、联系电话、详细地址，如：张三 13700000000 江苏省苏州市工业园区星湖街 1 号 售后仓"
              />
            </Form.Item>
          )}
          <Form.Item
            name="note"
            label="备注（选填）"
            rules={[{ max: ANSWER_RULES.noteMax, message: `备注最多 ${ANSWER_RULES.noteMax} 字` }]}
          >
            <Input.TextArea
              rows={2}
              maxLength={ANSWER_RULES.noteMax}
              showCount
              placeholder="给采购商的说明"
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/** 驳回: a modal requiring the reason. */
function RejectButton({ refund, size, link }: { refund: Target; size: 'small' | 'middle'; link: boolean }) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const reject = useRejectRefund();

  const submit = async () => {
    const v = await form.validateFields();
    try {
      await reject.mutateAsync({ id: refund.id, reason: v.reason.trim() });
      setOpen(false);
    } catch {
      // the server's message was toasted; the form stays open
    }
  };

  return (
    <>
      <Button size={size} type={link ? 'link' : 'default'} danger onClick={() => setOpen(true)}>
        {REFUND_ACTION_LABELS.reject}
      </Button>
      <Modal
        title={`驳回售后申请：${refund.refundNo}`}
        open={open}
        okText="确认驳回"
        okButtonProps={{ danger: true }}
        cancelText="取消"
        confirmLoading={reject.isPending}
        onOk={() => void submit().catch(() => undefined)}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="reason"
            label="驳回理由"
            rules={[
              { required: true, whitespace: true, message: '请填写驳回理由' },
              { max: ANSWER_RULES.reasonMax, message: `驳回理由最多 ${ANSWER_RULES.reasonMax} 字` },
            ]}
          >
            <Input.TextArea
              rows={3}
              maxLength={ANSWER_RULES.reasonMax}
              showCount
              placeholder="采购商将看到这段理由，如：商品已使用，不符合退货条件"
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/**
 * The supplier's actions on a refund, as the server allows them: 同意, 驳回 and 确认收到退货 (confirmed
 * first); in lists also 查看详情.
 */
export function VendorRefundActions({
  refund,
  detailPath,
  size = 'small',
}: {
  refund: Target;
  detailPath?: string;
  size?: 'small' | 'middle';
}) {
  const receive = useReceiveReturn();
  const can = (a: RefundAction) => refund.actions.includes(a);
  const list = detailPath !== undefined;
  return (
    <div className={list ? 'refund-actions refund-actions--stack' : 'refund-actions'}>
      {can('approve') && <ApproveButton refund={refund} size={size} />}
      {can('receive') && (
        <Popconfirm
          title="确认已收到采购商寄回的商品吗？"
          description={`确认后将退款 ${formatFen(refund.amount)} 至采购商的企业月结额度`}
          okText="确认收货"
          cancelText="再想想"
          onConfirm={() => receive.mutateAsync(refund.id).catch(() => undefined)}
        >
          <Button type="primary" size={size} loading={receive.isPending}>
            {REFUND_ACTION_LABELS.receive}
          </Button>
        </Popconfirm>
      )}
      {can('reject') && <RejectButton refund={refund} size={size} link={list} />}
      {list && (
        <Link to={detailPath} className="refund-actions__detail">
          查看详情
        </Link>
      )}
    </div>
  );
}
