import { useCallback, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Input,
  InputNumber,
  Modal,
  Select,
  Table,
  type TableColumnsType,
} from 'antd';
import { BATCH_INLINE_MAX, type BatchMatchResult } from '@pm/contract/batch';
import { MAX_PLAN_LINES } from '@pm/contract/purchasing-plan';
import { QUANTITY_MAX } from '@pm/contract/quantity';
import { matchBatch } from '@/features/batch/api/batch-match';
import { BatchInput } from '@/features/batch/desktop/batch-input';
import { JobProgress } from '@/features/batch/desktop/job-progress';
import { linesOf, type Sheet } from '@/features/batch/model/sheet';
import '@/features/batch/desktop/batch.css';
import { savePlanItems } from '@/features/purchasing-plan/api/plan-items-save';
import { lineInputsOf, type LineDraft } from '@/features/purchasing-plan/model/plan-form';
import {
  choiceLabel,
  chosenLines,
  importRows,
  importSummary,
  rechoose,
  type ImportRow,
} from '@/features/purchasing-plan/model/plan-import';

const FREE = '__free__';
const STATUS_TEXT: Record<ImportRow['status'], string> = {
  matched: '已匹配',
  candidates: '待确认',
  unmatched: '未匹配',
  empty: '空行',
};

/**
 * 导入明细 of a plan: a purchase list pasted or uploaded (xlsx, csv: the batch purchase's reading), its lines
 * matched to goods by the mall's batch matcher (a job with progress past 200 lines), then reviewed line by
 * line (another proposed goods, or written as free text with an estimated price) and added to the plan.
 */
export function PlanImportModal({
  billId,
  open,
  onClose,
}: {
  billId: string;
  open: boolean;
  onClose: () => void;
}) {
  const [rows, setRows] = useState<ImportRow[] | null>(null);
  const [job, setJob] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const load = useCallback((result: Pick<BatchMatchResult, 'lines' | 'goods'>) => {
    setJob(null);
    setRows(importRows(result));
  }, []);

  const restart = () => {
    setRows(null);
    setJob(null);
    setProblem(null);
  };

  const match = async (sheet: Sheet) => {
    setBusy(true);
    setProblem(null);
    try {
      const result = await matchBatch(linesOf(sheet, sheet.mapping));
      if (result.uuid) setJob(result.uuid);
      else load(result);
    } catch {
      // toasted
    } finally {
      setBusy(false);
    }
  };

  const edit = (i: number, row: ImportRow) => setRows((all) => all && all.map((r, j) => (j === i ? row : r)));
  const setDraft = (i: number, patch: Partial<LineDraft>) =>
    setRows((all) => all && all.map((r, j) => (j === i ? { ...r, draft: { ...r.draft, ...patch } } : r)));

  const add = async () => {
    if (!rows) return;
    const checked = lineInputsOf(chosenLines(rows));
    if (!checked.ok) return setProblem(checked.message);
    if (checked.value.length === 0) return setProblem('请勾选要加入计划的行');
    if (checked.value.length > MAX_PLAN_LINES) return setProblem(`一个计划最多 ${MAX_PLAN_LINES} 条明细`);
    setProblem(null);
    setBusy(true);
    try {
      await savePlanItems({ billId, lines: checked.value });
      restart();
      onClose();
    } catch {
      // toasted (a plan past its line cap, a closed plan …)
    } finally {
      setBusy(false);
    }
  };

  const columns: TableColumnsType<ImportRow & { i: number }> = [
    {
      title: '',
      key: 'chosen',
      width: 40,
      render: (_, r) => (
        <Checkbox
          aria-label={`选择第${r.row ?? r.i + 1}行`}
          checked={r.chosen}
          onChange={(e) => edit(r.i, { ...r, chosen: e.target.checked })}
        />
      ),
    },
    {
      title: '清单中的内容',
      key: 'source',
      width: 200,
      render: (_, r) => (
        <>
          <div>{r.source}</div>
          <div className="plan-import__source">
            {r.row ? `第 ${r.row} 行 · ` : ''}
            {STATUS_TEXT[r.status]}
          </div>
        </>
      ),
    },
    {
      title: '计划明细',
      key: 'goods',
      render: (_, r) => (
        <>
          <Select
            aria-label="选择商品"
            style={{ width: '100%' }}
            value={r.draft.goodsId ?? FREE}
            onChange={(v: string) => edit(r.i, rechoose(r, v === FREE ? null : v))}
            options={[
              ...r.choices.map((c) => ({ value: c.id, label: choiceLabel(c) })),
              { value: FREE, label: '自由填写（非商城商品）' },
            ]}
          />
          {r.draft.goodsId === null ? (
            <div style={{ display: 'flex', gap: 6, marginTop: 6 }}>
              <Input
                aria-label="品名"
                placeholder="品名"
                value={r.draft.name}
                onChange={(e) => setDraft(r.i, { name: e.target.value })}
              />
              <Input
                aria-label="规格型号"
                placeholder="规格型号"
                value={r.draft.spec}
                onChange={(e) => setDraft(r.i, { spec: e.target.value })}
              />
              <Input
                aria-label="单位"
                placeholder="单位"
                style={{ width: 70 }}
                value={r.draft.unit}
                onChange={(e) => setDraft(r.i, { unit: e.target.value })}
              />
            </div>
          ) : null}
        </>
      ),
    },
    {
      title: '计划数量',
      key: 'qty',
      width: 110,
      render: (_, r) => (
        <InputNumber
          aria-label="计划数量"
          min={1}
          max={QUANTITY_MAX}
          precision={0}
          value={r.draft.quantity}
          onChange={(v) => setDraft(r.i, { quantity: v })}
        />
      ),
    },
    {
      title: '预估单价（元）',
      key: 'price',
      width: 120,
      render: (_, r) => (
        <Input
          aria-label="预估单价"
          prefix="¥"
          placeholder={r.draft.goodsId ? '默认商品价' : '必填'}
          value={r.draft.priceYuan}
          onChange={(e) => setDraft(r.i, { priceYuan: e.target.value })}
        />
      ),
    },
  ];

  const summary = rows ? importSummary(rows) : null;
  return (
    <Modal
      open={open}
      title="导入计划明细"
      width={960}
      onCancel={onClose}
      destroyOnHidden
      footer={
        rows
          ? [
              <Button key="again" onClick={restart}>
                重新导入
              </Button>,
              <Button key="add" type="primary" loading={busy} onClick={() => void add()}>
                加入计划（{summary?.chosen ?? 0} 行）
              </Button>,
            ]
          : null
      }
    >
      {!rows && !job ? (
        <BatchInput
          onSheet={(s) => void match(s)}
          tips={
            <ul className="pm-batch-input__tips">
              <li>每行一种商品：商品编码、名称、品牌、型号、数量、单位，列的顺序和表头写法不限。</li>
              <li>
                按商品编码精确匹配，再按“品牌 + 型号”和商品名称匹配；超过 {BATCH_INLINE_MAX} 行时在后台匹配。
              </li>
              <li>匹配后逐行核对：未匹配的行可作为自由填写的明细（需填写预估单价），确认后才会加入计划。</li>
            </ul>
          }
        />
      ) : null}
      {busy && !rows ? <Alert type="info" showIcon message="正在匹配商品…" /> : null}
      {job && !rows ? <JobProgress uuid={job} onDone={load} onRestart={restart} /> : null}
      {rows && summary ? (
        <>
          <Alert
            className="plan-import__summary"
            type={summary.unmatched + summary.candidates > 0 ? 'warning' : 'success'}
            showIcon
            message={`共 ${rows.length} 行：已匹配 ${summary.matched} 行，待确认 ${summary.candidates} 行，未匹配 ${summary.unmatched} 行；已勾选 ${summary.chosen} 行`}
          />
          <Table<ImportRow & { i: number }>
            rowKey={(r) => r.draft.key}
            size="small"
            columns={columns}
            dataSource={rows.map((r, i) => ({ ...r, i }))}
            pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
            scroll={{ y: 420 }}
          />
        </>
      ) : null}
      {problem ? <Alert style={{ marginTop: 8 }} type="error" showIcon message={problem} /> : null}
    </Modal>
  );
}
