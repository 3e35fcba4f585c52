import { useEffect, useState } from 'react';
import { Button, Form, Input, SearchBar, Segmented, Stepper } from 'antd-mobile';
import { formatFen } from '@pm/contract/format';
import { QUANTITY_MAX } from '@pm/contract/quantity';
import { Sheet } from '@/ui/mobile/sheet';
import { emptyLine, goodsLine, lineInputOf, type LineDraft } from '../model/plan-form';

/** A catalog goods as the phone's line picker shows it (the page searches the mall for them). */
export interface MobileGoodsOption {
  id: string;
  name: string;
  model: string;
  spec: string;
  unit: string;
  price: number;
}

export type MobileSearchGoods = (keyword: string) => Promise<MobileGoodsOption[]>;

function GoodsSearch({
  searchGoods,
  onPick,
}: {
  searchGoods: MobileSearchGoods;
  onPick: (g: MobileGoodsOption) => void;
}) {
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<MobileGoodsOption[] | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const k = keyword.trim();
    if (!k) return;
    let live = true;
    setBusy(true);
    searchGoods(k)
      .then((r) => live && setFound(r))
      .catch(() => live && setFound([]))
      .finally(() => live && setBusy(false));
    return () => {
      live = false;
    };
  }, [keyword, searchGoods]);
  return (
    <div>
      <SearchBar placeholder="搜索商品名称、品牌、型号" onSearch={setKeyword} aria-label="搜索商品" />
      {busy ? <p className="pm-muted">正在搜索…</p> : null}
      {!busy && found?.length === 0 ? <p className="pm-muted">没有找到商品，可改为自由填写</p> : null}
      {(found ?? []).map((g) => (
        <div key={g.id} className="mp-goods-pick">
          <span>
            {g.name}
            {g.model ? ` ${g.model}` : ''}
            <span className="pm-muted">
              {' '}
              {formatFen(g.price)}/{g.unit}
            </span>
          </span>
          <Button size="mini" color="danger" fill="outline" onClick={() => onPick(g)}>
            选择
          </Button>
        </div>
      ))}
    </div>
  );
}

/**
 * 添加明细 on a phone: a goods found in the mall, or a line written freely (name, specification, unit,
 * quantity, estimated price in yuan); checked by the contract before it joins the form.
 */
export function PlanLineSheet({
  visible,
  searchGoods,
  onClose,
  onAdd,
}: {
  visible: boolean;
  searchGoods: MobileSearchGoods;
  onClose: () => void;
  onAdd: (line: LineDraft) => void | Promise<void>;
}) {
  const [mode, setMode] = useState<'goods' | 'free'>('goods');
  const [line, setLine] = useState<LineDraft | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (patch: Partial<LineDraft>) => setLine((l) => (l ? { ...l, ...patch } : l));

  const add = async () => {
    if (!line) return setProblem(mode === 'goods' ? '请先搜索并选择商品' : '请填写明细');
    const checked = lineInputOf(line);
    if (!checked.ok) return setProblem(checked.message);
    setProblem(null);
    await onAdd(line);
    setLine(null);
  };

  return (
    <Sheet visible={visible} title="添加计划明细" onClose={onClose} tall>
      <div className="mp-sheet">
        <Segmented
          block
          value={mode}
          onChange={(m) => {
            setMode(m as 'goods' | 'free');
            setProblem(null);
            setLine(m === 'free' ? emptyLine() : null);
          }}
          options={[
            { value: 'goods', label: '商城商品' },
            { value: 'free', label: '自由填写' },
          ]}
        />
        {mode === 'goods' && !line ? (
          <GoodsSearch searchGoods={searchGoods} onPick={(g) => setLine(goodsLine(g, 1))} />
        ) : null}
        {line ? (
          <Form layout="horizontal">
            <Form.Item label="品名">
              <Input
                value={line.name}
                disabled={line.goodsId !== null}
                onChange={(name) => set({ name })}
                placeholder="请填写品名"
              />
            </Form.Item>
            <Form.Item label="规格型号">
              <Input value={line.spec} disabled={line.goodsId !== null} onChange={(spec) => set({ spec })} />
            </Form.Item>
            <Form.Item label="单位">
              <Input
                value={line.unit}
                disabled={line.goodsId !== null}
                onChange={(unit) => set({ unit })}
                placeholder="如：个"
              />
            </Form.Item>
            <Form.Item label="计划数量">
              <Stepper
                min={1}
                max={QUANTITY_MAX}
                digits={0}
                value={line.quantity ?? 1}
                onChange={(v) => set({ quantity: v })}
                aria-label="计划数量"
              />
            </Form.Item>
            <Form.Item label="预估单价(元)">
              <Input
                inputMode="decimal"
                value={line.priceYuan}
                onChange={(priceYuan) => set({ priceYuan })}
                placeholder={line.goodsId ? '默认商品价' : '必填'}
                aria-label="预估单价"
              />
            </Form.Item>
          </Form>
        ) : null}
        {problem ? (
          <p className="pm-muted" role="alert" style={{ color: '#c8282b' }}>
            {problem}
          </p>
        ) : null}
      </div>
      <div className="pm-bottom-bar">
        <Button block color="danger" shape="rounded" disabled={!line} onClick={() => void add()}>
          添加
        </Button>
      </div>
    </Sheet>
  );
}
