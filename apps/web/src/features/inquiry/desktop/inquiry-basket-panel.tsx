import { useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  DatePicker,
  Input,
  InputNumber,
  Popconfirm,
  Table,
  Tag,
  type TableColumnsType,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { formatFen } from '@pm/contract/format';
import { MAX_INQUIRY_DAYS, type InquiryBasketLine } from '@pm/contract/inquiry';
import { QUANTITY_MAX } from '@pm/contract/quantity';
import { notify } from '@/lib/notify';
import { QueryError } from '@/ui/desktop/query-error';
import { EmptyState, Panel } from '@/ui/desktop/empty-state';
import { useInquiryBasket } from '../api/inquiry-basket';
import { usePushInquiry } from '../api/inquiry-push';
import { useRemoveInquiryLines } from '../api/inquiry-remove';
import { deadlineProblem, defaultDeadline } from '../model/inquiry-form';
import { GoodsBrief } from './goods-brief';
import './inquiry.css';

const PAGE_SIZE = 20;

/**
 * 询价数量 of a line: a number field that sets the line's quantity when it is left or Enter is pressed
 * (`onChange` sends it; the basket is read again), back to the line's quantity when emptied.
 */
function NumField({
  line,
  onChange,
}: {
  line: InquiryBasketLine;
  onChange: (goodsId: string, num: number) => Promise<unknown>;
}) {
  const [value, setValue] = useState<number | null>(line.num);
  const [saving, setSaving] = useState(false);
  const commit = async () => {
    const num = value === null ? line.num : Math.min(QUANTITY_MAX, Math.max(1, Math.floor(value)));
    setValue(num);
    if (num === line.num) return;
    setSaving(true);
    try {
      await onChange(line.goods.id, num);
    } catch {
      setValue(line.num); // the call told the buyer why (toast)
    } finally {
      setSaving(false);
    }
  };
  return (
    <InputNumber
      size="small"
      min={1}
      max={QUANTITY_MAX}
      precision={0}
      value={value}
      disabled={saving}
      aria-label={`询价数量：${line.goods.name}`}
      suffix={line.goods.unit}
      style={{ width: 110 }}
      onChange={(v) => setValue(typeof v === 'number' ? v : null)}
      onBlur={() => void commit()}
      onPressEnter={() => void commit()}
    />
  );
}

/**
 * 询价篮: the collected goods with their quantity (editable when `onChangeNum` is given), remove, and the
 * submit form (reply deadline, remark) that sends the chosen lines, or the whole basket, to the goods'
 * suppliers as one inquiry.
 */
export function InquiryBasketPanel({
  divisionCode,
  empty,
  onChangeNum,
}: {
  divisionCode: string;
  empty?: ReactNode;
  onChangeNum?: (goodsId: string, num: number) => Promise<unknown>;
}) {
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const [deadline, setDeadline] = useState<Dayjs | null>(() => dayjs(defaultDeadline(new Date())));
  const [remark, setRemark] = useState('');
  const [formProblem, setFormProblem] = useState<string | null>(null);
  const query = useInquiryBasket({ page, limit: PAGE_SIZE, ...(divisionCode ? { divisionCode } : {}) });
  const remove = useRemoveInquiryLines();
  const push = usePushInquiry();

  const data = query.data;
  const total = data?.total ?? 0;
  const offSale = data?.records.filter((r) => !r.onSale) ?? [];

  const removeLines = (ids: string[]) =>
    remove.mutate(ids, { onSuccess: () => setSelected((s) => s.filter((id) => !ids.includes(id))) });

  const submit = () => {
    const problem = deadlineProblem(deadline?.toDate() ?? null, new Date());
    setFormProblem(problem);
    if (problem) {
      notify(problem, 'error');
      return;
    }
    push.mutate(
      {
        ...(selected.length > 0 ? { ids: selected.join(',') } : {}),
        deadline: deadline!.toISOString(),
        remark: remark.trim(),
        ...(divisionCode ? { divisionCode } : {}),
      },
      {
        onSuccess: () => {
          setSelected([]);
          setRemark('');
          setPage(1);
        },
      },
    );
  };

  const columns: TableColumnsType<InquiryBasketLine> = [
    {
      title: '商品',
      key: 'goods',
      render: (_, line) => (
        <>
          <GoodsBrief goods={line.goods} />
          {!line.onSale && <Tag color="red">已下架</Tag>}
        </>
      ),
    },
    { title: '供应商', key: 'supplier', width: 160, render: (_, line) => line.goods.supplierName },
    {
      title: '参考单价',
      key: 'price',
      width: 120,
      render: (_, line) => (
        <span>
          {formatFen(line.goods.price)}
          {line.goods.agreement && <Tag color="gold">协议价</Tag>}
        </span>
      ),
    },
    {
      title: '询价数量',
      key: 'num',
      width: 130,
      render: (_, line) =>
        onChangeNum ? (
          <NumField key={`${line.id}-${line.num}`} line={line} onChange={onChangeNum} />
        ) : (
          `${line.num}${line.goods.unit}`
        ),
    },
    {
      title: '操作',
      key: 'action',
      width: 90,
      render: (_, line) => (
        <Popconfirm
          title="确定移出询价篮？"
          okText="移出"
          cancelText="取消"
          onConfirm={() => removeLines([line.id])}
        >
          <Button type="link" size="small" danger>
            移出
          </Button>
        </Popconfirm>
      ),
    },
  ];

  let body: ReactNode;
  if (query.isError) body = <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  else if (data && total === 0) {
    body = (
      <EmptyState description="询价篮是空的，在商品详情页点击「加入询价篮」收集要询价的商品">
        {empty}
      </EmptyState>
    );
  } else {
    body = (
      <>
        <Table<InquiryBasketLine>
          rowKey="id"
          size="middle"
          loading={query.isPending}
          columns={columns}
          dataSource={data?.records ?? []}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys.map(String)),
            getCheckboxProps: (line) => ({ disabled: !line.onSale }),
          }}
          pagination={
            total > PAGE_SIZE
              ? { current: page, pageSize: PAGE_SIZE, total, onChange: setPage, showSizeChanger: false }
              : false
          }
        />
        {offSale.length > 0 && (
          <Alert
            className="inq-basket__alert"
            type="warning"
            showIcon
            title="询价篮中有已下架的商品，提交前请先移出"
          />
        )}
        <div className="inq-submit" aria-label="提交询价">
          <label className="inq-submit__field">
            <span className="inq-submit__label">报价截止时间</span>
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              value={deadline}
              onChange={(v) => {
                setDeadline(v);
                setFormProblem(null);
              }}
              disabledDate={(d) =>
                d.isBefore(dayjs(), 'day') || d.isAfter(dayjs().add(MAX_INQUIRY_DAYS, 'day'), 'day')
              }
              status={formProblem ? 'error' : undefined}
              placeholder="请选择报价截止时间"
              aria-label="报价截止时间"
            />
          </label>
          <label className="inq-submit__field inq-submit__field--grow">
            <span className="inq-submit__label">备注</span>
            <Input
              value={remark}
              maxLength={500}
              onChange={(e) => setRemark(e.target.value)}
              placeholder="如：请报含税含运费价格、交期要求"
              aria-label="备注"
            />
          </label>
          <div className="inq-submit__actions">
            {selected.length > 0 && (
              <Popconfirm
                title={`确定移出选中的 ${selected.length} 种商品？`}
                okText="移出"
                cancelText="取消"
                onConfirm={() => removeLines(selected)}
              >
                <Button loading={remove.isPending}>移出所选</Button>
              </Popconfirm>
            )}
            <Button type="primary" loading={push.isPending} disabled={total === 0} onClick={submit}>
              提交询价{selected.length > 0 ? `（${selected.length}）` : ''}
            </Button>
          </div>
        </div>
        <p className="inq-hint">
          {selected.length > 0
            ? `将向选中商品的供应商发出询价（${selected.length} 种商品）`
            : `未选择商品时，提交询价篮中的全部 ${total} 种商品`}
          ；每种商品的询价发给其供应商，供应商在截止时间前报价。
        </p>
      </>
    );
  }
  return <Panel title={`询价篮${total > 0 ? `（${total}）` : ''}`}>{body}</Panel>;
}
