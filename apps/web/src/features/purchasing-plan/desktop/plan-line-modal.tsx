import '@/lib/zod-setup';
import { useEffect, useState } from 'react';
import { Alert, Form, Input, InputNumber, Modal, Segmented, Select } from 'antd';
import { formatFen } from '@pm/contract/format';
import type { PlanLine } from '@pm/contract/purchasing-plan';
import { MAX_PLAN_LINE_REMARK, MAX_PLAN_TEXT } from '@pm/contract/purchasing-plan-schema';
import { QUANTITY_MAX } from '@pm/contract/quantity';
import { yuanToFen } from '@pm/contract/money';
import { updatePlanItem } from '../api/plan-item-update';
import { savePlanItems } from '../api/plan-items-save';
import { emptyLine, planYuanText, goodsLine, lineInputOf, type LineDraft } from '../model/plan-form';

/** A catalog goods as the line pickers show it (the page searches the mall for them). */
export interface GoodsOption {
  id: string;
  name: string;
  skuCode: string;
  model: string;
  spec: string;
  unit: string;
  price: number;
}

export type SearchGoods = (keyword: string) => Promise<GoodsOption[]>;

/** The goods search box of the line forms: type, pick one. */
export function GoodsPicker({
  searchGoods,
  onPick,
}: {
  searchGoods: SearchGoods;
  onPick: (goods: GoodsOption) => void;
}) {
  const [keyword, setKeyword] = useState('');
  const [options, setOptions] = useState<GoodsOption[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    const k = keyword.trim();
    if (!k) return;
    let live = true;
    setLoading(true);
    searchGoods(k)
      .then((found) => live && setOptions(found))
      .catch(() => live && setOptions([]))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [keyword, searchGoods]);
  return (
    <Select
      aria-label="搜索商品"
      showSearch
      filterOption={false}
      style={{ width: '100%' }}
      placeholder="输入商品名称、品牌、型号或编码搜索"
      loading={loading}
      notFoundContent={keyword.trim() ? (loading ? '正在搜索…' : '没有找到商品') : '请输入关键字'}
      onSearch={setKeyword}
      value={null}
      onChange={(id: string) => {
        const g = options.find((o) => o.id === id);
        if (g) onPick(g);
      }}
      options={options.map((g) => ({
        value: g.id,
        label: `${g.name}${g.model ? ` ${g.model}` : ''} · ${formatFen(g.price)}/${g.unit} · ${g.skuCode}`,
      }))}
    />
  );
}

/** The fields of one line being written (goods lines show the goods, free text asks name, spec, unit). */
export function LineFields({
  line,
  onChange,
  lockName = false,
}: {
  line: LineDraft;
  onChange: (line: LineDraft) => void;
  /** The name cannot change (a line being edited). */
  lockName?: boolean;
}) {
  const set = (patch: Partial<LineDraft>) => onChange({ ...line, ...patch });
  const free = line.goodsId === null;
  return (
    <Form layout="vertical" requiredMark="optional">
      <Form.Item label="品名" required>
        <Input
          value={line.name}
          disabled={!free || lockName}
          maxLength={MAX_PLAN_TEXT}
          onChange={(e) => set({ name: e.target.value })}
        />
      </Form.Item>
      <div style={{ display: 'flex', gap: 12 }}>
        <Form.Item label="规格型号" style={{ flex: 2 }}>
          <Input
            value={line.spec}
            disabled={!free}
            maxLength={MAX_PLAN_TEXT}
            onChange={(e) => set({ spec: e.target.value })}
          />
        </Form.Item>
        <Form.Item label="单位" required style={{ flex: 1 }}>
          <Input
            value={line.unit}
            disabled={!free}
            maxLength={20}
            onChange={(e) => set({ unit: e.target.value })}
          />
        </Form.Item>
      </div>
      <div style={{ display: 'flex', gap: 12 }}>
        <Form.Item label="计划数量" required style={{ flex: 1 }}>
          <InputNumber
            aria-label="计划数量"
            style={{ width: '100%' }}
            min={1}
            max={QUANTITY_MAX}
            precision={0}
            value={line.quantity}
            onChange={(v) => set({ quantity: v })}
          />
        </Form.Item>
        <Form.Item
          label={free ? '预估单价（元）' : '预估单价（元，默认商品价）'}
          required={free}
          style={{ flex: 1 }}
        >
          <Input
            aria-label="预估单价"
            inputMode="decimal"
            prefix="¥"
            value={line.priceYuan}
            onChange={(e) => set({ priceYuan: e.target.value })}
          />
        </Form.Item>
      </div>
      <Form.Item label="备注">
        <Input
          value={line.remark}
          maxLength={MAX_PLAN_LINE_REMARK}
          onChange={(e) => set({ remark: e.target.value })}
        />
      </Form.Item>
    </Form>
  );
}

/** 添加明细: a goods found in the mall, or a line written freely. */
export function AddLineModal({
  open,
  billId,
  searchGoods,
  onClose,
}: {
  open: boolean;
  billId: string;
  searchGoods: SearchGoods;
  onClose: () => void;
}) {
  const [mode, setMode] = useState<'goods' | 'free'>('goods');
  const [line, setLine] = useState<LineDraft | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const current =
    mode === 'free' ? (line && line.goodsId === null ? line : null) : line?.goodsId ? line : null;

  const submit = async () => {
    if (!current) {
      setProblem(mode === 'goods' ? '请先搜索并选择商品' : '请填写明细');
      return;
    }
    const checked = lineInputOf(current);
    if (!checked.ok) {
      setProblem(checked.message);
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      await savePlanItems({ billId, lines: [checked.value] });
      setLine(null);
      onClose();
    } catch {
      // toasted
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title="添加计划明细"
      okText="添加"
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Segmented
        block
        value={mode}
        onChange={(m) => {
          setMode(m as 'goods' | 'free');
          setProblem(null);
          if (m === 'free' && !(line && line.goodsId === null)) setLine(emptyLine());
        }}
        options={[
          { value: 'goods', label: '商城商品' },
          { value: 'free', label: '自由填写' },
        ]}
        style={{ marginBottom: 12 }}
      />
      {mode === 'goods' ? (
        <div style={{ marginBottom: 12 }}>
          <GoodsPicker searchGoods={searchGoods} onPick={(g) => setLine(goodsLine(g, line?.quantity ?? 1))} />
        </div>
      ) : null}
      {current ? <LineFields line={current} onChange={setLine} /> : null}
      {problem ? <Alert type="error" showIcon message={problem} /> : null}
    </Modal>
  );
}

/** 修改明细: specification, unit, quantity (not below what was ordered), estimated price, remark. */
export function EditLineModal({ line, onClose }: { line: PlanLine | null; onClose: () => void }) {
  const [draft, setDraft] = useState<LineDraft | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [seen, setSeen] = useState<PlanLine | null>(null);
  if (line !== seen) {
    setSeen(line);
    setProblem(null);
    setDraft(
      line
        ? {
            key: line.id,
            goodsId: line.goodsId,
            name: line.name,
            spec: line.spec,
            unit: line.unit,
            quantity: line.plannedQuantity,
            priceYuan: planYuanText(line.estimatedPrice),
            remark: line.remark,
          }
        : null,
    );
  }

  const submit = async () => {
    if (!line || !draft) return;
    const price = yuanToFen(draft.priceYuan);
    if (price === null) return setProblem('预估单价应为金额（元）');
    if (draft.quantity === null) return setProblem('请填写计划数量');
    if (draft.quantity < line.orderedQuantity)
      return setProblem(`计划数量不能低于已下单数量 ${line.orderedQuantity}`);
    setProblem(null);
    setBusy(true);
    try {
      await updatePlanItem({
        id: line.id,
        quantity: draft.quantity,
        estimatedPrice: price,
        remark: draft.remark,
        ...(line.goodsId === null ? { spec: draft.spec, unit: draft.unit } : {}),
      });
      onClose();
    } catch {
      // toasted
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={line !== null}
      title="修改计划明细"
      okText="保存"
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {draft ? <LineFields line={draft} onChange={setDraft} lockName /> : null}
      {problem ? <Alert type="error" showIcon message={problem} /> : null}
    </Modal>
  );
}
