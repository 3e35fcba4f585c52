import { useState } from 'react';
import { Alert, Button, Modal, Progress, Space, Table, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import {
  WB_IMPORT_MAX_BYTES,
  WB_IMPORT_MESSAGES,
  type WbImportCheck,
  type WbImportError,
} from '@pm/contract/workbench-import';
import { errorText } from '@/lib/http-rules';
import { notify } from '@/lib/notify';
import { applyWbImport, refreshAfterImport } from '../api/wb-import-apply';
import { checkWbImport } from '../api/wb-import-check';
import {
  choicesOf,
  diffLines,
  outcomeText,
  percentOf,
  runImport,
  type DiffLine,
  type ImportOutcome,
} from '../model/import-progress';

type Step =
  | { kind: 'pick'; checking: boolean; problem: string }
  | { kind: 'checked'; check: WbImportCheck }
  | { kind: 'applying'; check: WbImportCheck; percent: number; done: number; total: number }
  | { kind: 'done'; check: WbImportCheck; outcome: ImportOutcome }
  | { kind: 'failed'; check: WbImportCheck; message: string };

const PICK = { kind: 'pick', checking: false, problem: '' } as const satisfies Step;

function ErrorsTable({ check }: { check: WbImportCheck }) {
  if (check.errors.length === 0) return null;
  return (
    <>
      <h4 className="wb-import-h">错误（{check.errorRows} 行，不会导入）</h4>
      <Table<WbImportError>
        size="small"
        rowKey={(e) => `${e.row}:${e.column}:${e.message}`}
        dataSource={check.errors}
        pagination={check.errors.length > 8 ? { pageSize: 8, size: 'small' } : false}
        columns={[
          {
            title: '行',
            dataIndex: 'row',
            width: 70,
            render: (r: number) => (r > 0 ? `第 ${r} 行` : '表头'),
          },
          { title: '列', dataIndex: 'column', width: 160 },
          { title: '问题', dataIndex: 'message' },
        ]}
      />
    </>
  );
}

function DiffTable({ check }: { check: WbImportCheck }) {
  const lines = diffLines(check);
  if (lines.length === 0) return null;
  const span = (l: DiffLine) => ({ rowSpan: l.span });
  return (
    <>
      <h4 className="wb-import-h">
        将要修改（{check.changeRows} 行
        {check.changes.length < check.changeRows ? `，显示前 ${check.changes.length} 行` : ''}）
      </h4>
      <Table<DiffLine>
        size="small"
        rowKey="key"
        className="wb-import-diff"
        dataSource={lines}
        pagination={lines.length > 10 ? { pageSize: 10, size: 'small' } : false}
        columns={[
          { title: '行', dataIndex: 'row', width: 70, onCell: span, render: (r: number) => `第 ${r} 行` },
          { title: '商品', dataIndex: 'goods', onCell: span },
          { title: '项目', dataIndex: 'column', width: 170 },
          { title: '当前', dataIndex: 'before', width: 100, align: 'right' },
          {
            title: '导入后',
            dataIndex: 'after',
            width: 100,
            align: 'right',
            render: (v: string) => <strong className="wb-import-after">{v}</strong>,
          },
        ]}
      />
    </>
  );
}

/**
 * 导入价格库存: the supplier picks a file; the server checks it (a dry run) and the dialog shows the errors by
 * row and column and the diff; the supplier applies it (all rows, or only the valid ones of a file with
 * errors) and a progress bar follows the batches.
 */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [step, setStep] = useState<Step>(PICK);
  const close = () => {
    if (step.kind === 'applying') return;
    setStep(PICK);
    onClose();
  };
  const check = async (file: File) => {
    if (file.size > WB_IMPORT_MAX_BYTES) {
      setStep({ ...PICK, problem: WB_IMPORT_MESSAGES.tooLarge });
      return;
    }
    setStep({ kind: 'pick', checking: true, problem: '' });
    try {
      setStep({ kind: 'checked', check: await checkWbImport(file) });
    } catch (err) {
      setStep({ ...PICK, problem: errorText(err) });
    }
  };
  const apply = async (c: WbImportCheck, onlyValid: boolean) => {
    setStep({ kind: 'applying', check: c, percent: 0, done: 0, total: c.changeRows });
    try {
      const outcome = await runImport(
        () => applyWbImport({ id: c.id, onlyValid }),
        (p) => setStep({ kind: 'applying', check: c, percent: percentOf(p), done: p.done, total: p.total }),
      );
      setStep({ kind: 'done', check: c, outcome });
      notify(outcomeText(outcome), outcome.failures.length > 0 ? 'info' : 'success');
    } catch (err) {
      setStep({ kind: 'failed', check: c, message: errorText(err) });
    } finally {
      await refreshAfterImport();
    }
  };

  let body: React.ReactNode;
  let footer: React.ReactNode = <Button onClick={close}>关闭</Button>;
  if (step.kind === 'pick') {
    body = (
      <>
        <Upload.Dragger
          accept=".xlsx,.csv"
          showUploadList={false}
          disabled={step.checking}
          beforeUpload={(file) => {
            void check(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p>{step.checking ? '正在检查文件…' : '点击或拖入由“导出价格库存”得到并修改过的 .xlsx 文件'}</p>
          <p className="wb-muted">先检查、不作任何修改；确认将要修改的内容后再导入</p>
        </Upload.Dragger>
        {step.checking && <Progress percent={100} status="active" showInfo={false} />}
        {step.problem && <Alert className="wb-import-alert" type="error" showIcon message={step.problem} />}
      </>
    );
  } else {
    const c = step.check;
    const choices = choicesOf(c);
    body = (
      <>
        <Alert
          className="wb-import-alert"
          type={c.errorRows > 0 ? 'warning' : 'info'}
          showIcon
          message={`${c.fileName}：共 ${c.totalRows} 行。${choices.summary}${c.sameRows ? `；${c.sameRows} 行没有变化` : ''}`}
        />
        {step.kind === 'applying' && (
          <div className="wb-import-progress">
            <Progress percent={step.percent} status="active" />
            <span className="wb-muted">
              正在导入：{step.done} / {step.total} 行
            </span>
          </div>
        )}
        {step.kind === 'done' && (
          <Alert
            className="wb-import-alert"
            type={step.outcome.failures.length ? 'warning' : 'success'}
            showIcon
            message={outcomeText(step.outcome)}
            description={
              step.outcome.failures.length
                ? step.outcome.failures.map((f) => `第 ${f.row} 行：${f.message}`).join('；')
                : undefined
            }
          />
        )}
        {step.kind === 'failed' && (
          <Alert className="wb-import-alert" type="error" showIcon message={step.message} />
        )}
        <ErrorsTable check={c} />
        <DiffTable check={c} />
      </>
    );
    if (step.kind === 'checked')
      footer = (
        <Space>
          <Button onClick={() => setStep(PICK)}>重新选择文件</Button>
          {choices.applyValid && (
            <Button type="primary" danger onClick={() => void apply(c, true)}>
              只导入无误的 {c.changeRows} 行
            </Button>
          )}
          <Button type="primary" disabled={!choices.applyAll} onClick={() => void apply(c, false)}>
            确认导入
          </Button>
        </Space>
      );
    else if (step.kind === 'applying') footer = null;
  }
  return (
    <Modal
      open={open}
      title="导入价格库存"
      width={880}
      onCancel={close}
      maskClosable={false}
      closable={step.kind !== 'applying'}
      footer={footer}
      destroyOnHidden
    >
      {body}
    </Modal>
  );
}
