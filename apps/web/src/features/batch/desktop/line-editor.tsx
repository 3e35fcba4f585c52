import { useEffect, useState } from 'react';
import { Form, Input, Modal } from 'antd';
import type { BatchLineInput, BatchLineResult } from '@pm/contract/batch';
import { BATCH_FIELD_LABELS, BATCH_FIELDS, type BatchField } from '@pm/contract/batch-lines';

/** Fixing one line (a wrong code, a vaguer name) and matching it again. */
export function LineEditor({
  line,
  busy,
  onCancel,
  onSubmit,
}: {
  line: BatchLineResult | null;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (input: BatchLineInput) => void;
}) {
  const [values, setValues] = useState<Record<BatchField, string>>(() => emptyValues());
  useEffect(() => {
    if (line) setValues({ ...line.input });
  }, [line]);
  return (
    <Modal
      open={line !== null}
      title={line ? `修改第 ${line.row ?? line.index + 1} 行` : ''}
      okText="重新匹配"
      cancelText="取消"
      confirmLoading={busy}
      onCancel={onCancel}
      onOk={() => {
        if (!line) return;
        const input: BatchLineInput = line.row ? { row: line.row } : {};
        for (const f of BATCH_FIELDS) if (values[f].trim()) input[f] = values[f].trim();
        onSubmit(input);
      }}
      destroyOnHidden
    >
      <Form layout="horizontal" labelCol={{ span: 5 }}>
        {BATCH_FIELDS.map((f) => (
          <Form.Item key={f} label={BATCH_FIELD_LABELS[f]}>
            <Input
              aria-label={BATCH_FIELD_LABELS[f]}
              value={values[f]}
              maxLength={200}
              onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))}
            />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}

function emptyValues(): Record<BatchField, string> {
  return { code: '', name: '', brand: '', model: '', num: '', unit: '' };
}
