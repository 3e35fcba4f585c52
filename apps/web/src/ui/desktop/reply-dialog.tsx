import type { ReactNode } from 'react';
import { Form, Input, Modal } from 'antd';
import { submitValid } from './submit-valid';

export interface ReplyDialogProps {
  /** The dialog's title, e.g. 回复反馈. */
  title: string;
  /** What is being answered, shown above the reply (the kind and the submitter's text). */
  subject: ReactNode;
  /** The reply already given (改回复), or null. */
  initial: string | null;
  /** The field's label: who reads the reply. */
  label: string;
  /** The longest reply the endpoint takes (the contract's limit). */
  max: number;
  /** The request is under way. */
  pending: boolean;
  /** Sends the reply (trimmed only by the server); the dialog closes when it succeeds. */
  onReply: (reply: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The operators' reply to something a user filed (help feedback, 商品纠错): one text, 2 to `max`
 * characters, sent through `onReply`; a failed request leaves the dialog open (the notifier shows why).
 */
export function ReplyDialog({
  title,
  subject,
  initial,
  label,
  max,
  pending,
  onReply,
  onClose,
}: ReplyDialogProps) {
  const [form] = Form.useForm<{ reply: string }>();
  return (
    <Modal
      open
      title={title}
      okText="回复"
      cancelText="取消"
      confirmLoading={pending}
      onCancel={onClose}
      onOk={() =>
        submitValid(form, async (v) => {
          await onReply(v.reply);
          onClose();
        })
      }
    >
      <p>{subject}</p>
      <Form form={form} layout="vertical" initialValues={{ reply: initial ?? '' }}>
        <Form.Item
          name="reply"
          label={label}
          rules={[
            { required: true, whitespace: true, message: '请填写回复' },
            { min: 2, message: '回复至少 2 个字' },
            { max, message: `回复最长 ${max} 个字` },
          ]}
        >
          <Input.TextArea rows={4} maxLength={max} aria-label="回复内容" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
