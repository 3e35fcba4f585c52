import { useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  DatePicker,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Space,
  Steps,
  Switch,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  BID_FORMAT_LABELS,
  BID_INVOICE_LABELS,
  BID_INVOICE_KINDS,
  BID_LIMITS,
  BID_SCOPE_LABELS,
  BID_VISIBILITIES,
  BID_VISIBILITY_LABELS,
  type BidDecrementKind,
  type BidFormat,
  type BidInvoiceKind,
  type BidScope,
  type BidVisibility,
} from '@pm/contract/bidding';
import { notify } from '@/lib/notify';
import { usePublishBidEvent } from '../api/bid-publish';
import { useSaveBidEvent } from '../api/bid-save';
import { MAX_PRICE_YUAN } from '../model/bid-money';
import {
  PAYMENT_TERMS,
  STEP_TITLES,
  stepProblem,
  toSaveRequest,
  type CreateDraft,
} from '../model/bid-create-form';
import { BidAttachmentPicker } from './bid-attachments';
import { ItemsStep, SuppliersSelect, type CreateSources } from './bid-create-items';
import { timeText } from './time-text';
import './bidding.css';

/** A whole number of the draft, with its spoken name and bounds. */
function WholeField({
  label,
  min,
  max,
  value,
  addonAfter,
  onChange,
}: {
  label: string;
  min: number;
  max: number;
  value: number | null;
  addonAfter?: string;
  onChange: (v: number | null) => void;
}) {
  return (
    <InputNumber<number>
      aria-label={label}
      min={min}
      max={max}
      precision={0}
      value={value}
      addonAfter={addonAfter}
      onChange={onChange}
    />
  );
}

function dayjsOf(iso: string | null): Dayjs | null {
  return iso ? dayjs(iso) : null;
}

function Summary({ d, addresses }: { d: CreateDraft; addresses: CreateSources['addresses'] }) {
  const rows: [string, ReactNode][] = [
    ['竞价标题', d.title],
    ['竞价方式', BID_FORMAT_LABELS[d.format]],
    ['竞价商品', `${d.items.length} 项：${d.items.map((i) => `${i.name}×${i.quantity ?? 0}`).join('、')}`],
    ['收货地址', addresses.find((a) => a.id === d.addressId)?.label ?? '—'],
    ['交货日期', d.deliveryDate ?? '—'],
    ['发票要求', BID_INVOICE_LABELS[d.invoiceKind]],
    ['付款方式', d.paymentTerms],
    ['竞价附件', d.attachments.length ? d.attachments.map((a) => a.fileName).join('、') : '无'],
    [
      '参与范围',
      d.scope === 'invited' ? `邀请：${d.suppliers.map((s) => s.name).join('、')}` : BID_SCOPE_LABELS.all,
    ],
    ['最少有效报价', `${d.minBidders ?? '—'} 家`],
    ['开始时间', timeText(d.startAt)],
    ['截止时间', timeText(d.endAt)],
    [
      '延时规则',
      `截止前 ${d.snipeWindowMinutes} 分钟内前 ${d.snipeTopRanks} 名变化，延长 ${d.snipeExtendMinutes} 分钟，最多 ${d.maxExtensions} 次`,
    ],
    ['公示期', `${d.publicityDays ?? 0} 天`],
  ];
  return (
    <Descriptions bordered size="small" column={1}>
      {rows.map(([k, v]) => (
        <Descriptions.Item key={k} label={k}>
          {v}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}

/**
 * 发起竞价: a step form (基本信息, 竞价商品, 交付与付款, 参与规则, 确认发布). 保存草稿 keeps the event as a
 * draft on the server at any step (it reopens from 竞价列表); 发布竞价 saves and publishes it.
 */
export function BidCreate({
  initial,
  sources,
  serverNow,
  onSaved,
  onPublished,
}: {
  initial: CreateDraft;
  sources: CreateSources;
  serverNow: () => number;
  onSaved: (id: string) => void;
  onPublished: (id: string) => void;
}) {
  const [d, setD] = useState<CreateDraft>(initial);
  const [step, setStep] = useState(0);
  const [uploading, setUploading] = useState(false);
  const save = useSaveBidEvent();
  const publish = usePublishBidEvent();
  const set = (p: Partial<CreateDraft>) => setD((x) => ({ ...x, ...p }));
  const problem = stepProblem(d, step, serverNow());

  const saveDraft = async (): Promise<string> => {
    const saved = await save.mutateAsync(toSaveRequest(d));
    set({ id: saved.id });
    return saved.id;
  };
  const next = () => {
    if (problem) notify(problem, 'error');
    else setStep(step + 1);
  };
  const doPublish = async () => {
    for (let s = 0; s < STEP_TITLES.length; s += 1) {
      const p = stepProblem(d, s, serverNow());
      if (p) {
        setStep(s);
        notify(p, 'error');
        return;
      }
    }
    const id = await saveDraft();
    await publish.mutateAsync({ id });
    onPublished(id);
  };

  return (
    <>
      <Steps
        current={step}
        onChange={(s) => (s < step && !uploading ? setStep(s) : undefined)}
        items={STEP_TITLES.map((title) => ({ title }))}
        style={{ marginBottom: 24 }}
      />
      <Form layout="horizontal" labelCol={{ flex: '140px' }} wrapperCol={{ flex: 1 }}>
        {step === 0 ? (
          <>
            <Form.Item label="竞价标题" required>
              <Input
                aria-label="竞价标题"
                value={d.title}
                maxLength={BID_LIMITS.maxTitle}
                placeholder="如：2026年12月办公耗材采购竞价"
                onChange={(e) => set({ title: e.target.value })}
              />
            </Form.Item>
            <Form.Item label="竞价方式">
              <Radio.Group value={d.format} onChange={(e) => set({ format: e.target.value as BidFormat })}>
                <Radio value="sealed">密封报价（截止前任何人不可见，可修改）</Radio>
                <Radio value="live">公开竞价（实时降价）</Radio>
              </Radio.Group>
            </Form.Item>
            {d.format === 'live' ? (
              <>
                <Form.Item label="降价幅度" required>
                  <Space>
                    <Radio.Group
                      value={d.decrementKind}
                      onChange={(e) => set({ decrementKind: e.target.value as BidDecrementKind })}
                    >
                      <Radio value="amount">按金额</Radio>
                      <Radio value="percent">按百分比</Radio>
                    </Radio.Group>
                    <InputNumber<number>
                      aria-label="降价幅度"
                      min={0.01}
                      max={d.decrementKind === 'percent' ? 50 : MAX_PRICE_YUAN}
                      precision={2}
                      value={d.decrementValue}
                      addonAfter={d.decrementKind === 'percent' ? '%' : '元'}
                      onChange={(v) => set({ decrementValue: v })}
                    />
                  </Space>
                </Form.Item>
                <Form.Item label="供应商可见">
                  <Radio.Group
                    value={d.visibility}
                    onChange={(e) => set({ visibility: e.target.value as BidVisibility })}
                    options={BID_VISIBILITIES.map((v) => ({ value: v, label: BID_VISIBILITY_LABELS[v] }))}
                  />
                </Form.Item>
              </>
            ) : null}
            <Form.Item label="高于限价的报价">
              <Switch
                checked={d.enforceCeiling}
                onChange={(v) => set({ enforceCeiling: v })}
                checkedChildren="拒绝"
                unCheckedChildren="接受并标记"
              />
            </Form.Item>
          </>
        ) : null}
        {step === 1 ? <ItemsStep d={d} set={set} sources={sources} /> : null}
        {step === 2 ? (
          <>
            <Form.Item label="收货地址" required>
              <Select
                aria-label="收货地址"
                placeholder={sources.addresses.length ? '请选择收货地址' : '暂无收货地址，请先在个人中心添加'}
                value={d.addressId}
                options={sources.addresses.map((a) => ({ value: a.id, label: a.label }))}
                onChange={(v: string) => set({ addressId: v })}
              />
            </Form.Item>
            <Form.Item label="交货日期">
              <DatePicker
                aria-label="交货日期"
                value={d.deliveryDate ? dayjs(d.deliveryDate) : null}
                onChange={(v) => set({ deliveryDate: v ? v.format('YYYY-MM-DD') : null })}
              />
            </Form.Item>
            <Form.Item label="发票要求">
              <Radio.Group
                value={d.invoiceKind}
                onChange={(e) => set({ invoiceKind: e.target.value as BidInvoiceKind })}
                options={BID_INVOICE_KINDS.map((k) => ({ value: k, label: BID_INVOICE_LABELS[k] }))}
              />
            </Form.Item>
            <Form.Item label="付款方式">
              <Select
                value={d.paymentTerms}
                options={[{ value: PAYMENT_TERMS, label: PAYMENT_TERMS }]}
                style={{ width: 200 }}
              />
            </Form.Item>
            <Form.Item label="备注">
              <Input.TextArea
                rows={3}
                maxLength={BID_LIMITS.maxText}
                value={d.remark}
                onChange={(e) => set({ remark: e.target.value })}
              />
            </Form.Item>
            <Form.Item label="竞价附件">
              <BidAttachmentPicker
                value={d.attachments}
                onChange={(attachments) => set({ attachments })}
                onUploading={setUploading}
              />
            </Form.Item>
          </>
        ) : null}
        {step === 3 ? (
          <>
            <Form.Item label="参与范围">
              <Radio.Group value={d.scope} onChange={(e) => set({ scope: e.target.value as BidScope })}>
                <Radio value="invited">{BID_SCOPE_LABELS.invited}</Radio>
                <Radio value="all">{BID_SCOPE_LABELS.all}</Radio>
              </Radio.Group>
            </Form.Item>
            {d.scope === 'invited' ? (
              <Form.Item label="邀请供应商" required>
                <SuppliersSelect d={d} set={set} search={sources.searchSuppliers} />
              </Form.Item>
            ) : null}
            <Form.Item label="最少有效报价数">
              <WholeField
                label="最少有效报价数"
                min={1}
                max={BID_LIMITS.maxMinBidders}
                addonAfter="家"
                value={d.minBidders}
                onChange={(v) => set({ minBidders: v })}
              />
            </Form.Item>
            <Form.Item label="开始 / 截止时间" required>
              <DatePicker.RangePicker
                showTime={{ format: 'HH:mm' }}
                format="YYYY-MM-DD HH:mm"
                aria-label="开始和截止时间"
                value={[dayjsOf(d.startAt), dayjsOf(d.endAt)]}
                onChange={(v) =>
                  set({ startAt: v?.[0]?.toISOString() ?? null, endAt: v?.[1]?.toISOString() ?? null })
                }
              />
            </Form.Item>
            <Form.Item label="延时规则（防狙击）">
              <Space wrap>
                截止前
                <WholeField
                  label="延时触发时段（分钟）"
                  min={0}
                  max={BID_LIMITS.maxSnipeMinutes}
                  value={d.snipeWindowMinutes}
                  onChange={(v) => set({ snipeWindowMinutes: v })}
                />
                分钟内，前
                <WholeField
                  label="触发延时的排名范围"
                  min={1}
                  max={BID_LIMITS.maxTopRanks}
                  value={d.snipeTopRanks}
                  onChange={(v) => set({ snipeTopRanks: v })}
                />
                名变化时延长
                <WholeField
                  label="每次延时（分钟）"
                  min={1}
                  max={BID_LIMITS.maxSnipeMinutes}
                  value={d.snipeExtendMinutes}
                  onChange={(v) => set({ snipeExtendMinutes: v })}
                />
                分钟，最多
                <WholeField
                  label="最多延时次数"
                  min={0}
                  max={BID_LIMITS.maxExtensions}
                  value={d.maxExtensions}
                  onChange={(v) => set({ maxExtensions: v })}
                />
                次
              </Space>
            </Form.Item>
            <Form.Item label="公示期">
              <WholeField
                label="公示期（天）"
                min={0}
                max={BID_LIMITS.maxPublicityDays}
                addonAfter="天"
                value={d.publicityDays}
                onChange={(v) => set({ publicityDays: v })}
              />
            </Form.Item>
          </>
        ) : null}
        {step === 4 ? <Summary d={d} addresses={sources.addresses} /> : null}
      </Form>
      {d.id ? (
        <Alert
          type="info"
          showIcon
          style={{ marginTop: 12 }}
          message="草稿已保存，可在「竞价列表」中继续编辑"
        />
      ) : null}
      <div className="bid-actions">
        <Button
          loading={save.isPending && !publish.isPending}
          onClick={() =>
            void saveDraft()
              .then(onSaved)
              .catch(() => undefined)
          }
          disabled={!d.title.trim() || d.items.length === 0 || uploading}
        >
          保存草稿
        </Button>
        {step > 0 ? (
          <Button disabled={uploading} onClick={() => setStep(step - 1)}>
            上一步
          </Button>
        ) : null}
        {step < STEP_TITLES.length - 1 ? (
          <Button type="primary" disabled={uploading} onClick={next}>
            下一步
          </Button>
        ) : (
          <Button
            type="primary"
            loading={publish.isPending}
            disabled={uploading}
            onClick={() => void doPublish().catch(() => undefined)}
          >
            发布竞价
          </Button>
        )}
      </div>
    </>
  );
}
