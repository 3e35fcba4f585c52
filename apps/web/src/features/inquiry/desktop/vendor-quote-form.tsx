import { useState } from 'react';
import { Alert, Button, DatePicker, Input, InputNumber, Table, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { formatFen } from '@pm/contract/format';
import type { VendorInquiryDetail, VendorInquiryLine } from '@pm/contract/inquiry';
import { QUANTITY_MAX } from '@pm/contract/quantity';
import { notify } from '@/lib/notify';
import { QueryError } from '@/ui/desktop/query-error';
import { useSaveQuotes } from '../api/quote-save';
import { useVendorInquiryDetail } from '../api/vendor-inquiry-detail';
import { fenToYuan, MAX_VALID_DAYS, quoteLinesOf, type QuoteRow } from '../model/inquiry-form';
import { GoodsBrief } from './goods-brief';
import { OfferGoodsSelect } from './offer-goods-select';
import { timeText } from './time-text';

/** A new quote holds a week unless the supplier says otherwise. */
const DEFAULT_VALID_DAYS = 7;

function rowsOf(detail: VendorInquiryDetail): Record<string, QuoteRow> {
  const defaultValid = dayjs().add(DEFAULT_VALID_DAYS, 'day').format('YYYY-MM-DD');
  return Object.fromEntries(
    detail.lines.map((l) => [
      l.id,
      {
        lineId: l.id,
        goodsName: l.goods.name,
        priceYuan: fenToYuan(l.quote?.price),
        quotedNum: l.quote?.quotedNum ?? null,
        validUntil: l.quote && !l.quote.expired ? l.quote.validUntil : defaultValid,
        remark: l.quote?.remark ?? '',
        needsOffer: !l.own,
        offeredGoodsId: l.quote?.offeredGoods?.id ?? null,
      },
    ]),
  );
}

function Editor({ detail }: { detail: VendorInquiryDetail }) {
  const [rows, setRows] = useState(() => rowsOf(detail));
  const save = useSaveQuotes();
  const patch = (id: string, part: Partial<QuoteRow>) =>
    setRows((r) => ({ ...r, [id]: { ...r[id]!, ...part } }));
  const locked = (l: VendorInquiryLine) => !detail.open || (l.quote?.accepted ?? false);

  const submit = () => {
    const editable = detail.lines.filter((l) => !locked(l)).map((l) => rows[l.id]!);
    const { lines, problem } = quoteLinesOf(editable);
    if (problem) {
      notify(problem, 'error');
      return;
    }
    save.mutate({ inquiryId: detail.id, lines });
  };

  const columns: TableColumnsType<VendorInquiryLine> = [
    {
      title: '商品',
      key: 'goods',
      render: (_, l) => (
        <>
          <GoodsBrief
            small
            goods={l.goods}
            facts={
              <>
                <div className="inq-goods__facts">
                  询价 {l.num}
                  {l.goods.unit} · 标价 {formatFen(l.goods.listPrice)}
                </div>
                <div className="inq-goods__facts">商品编码 {l.goods.skuCode}</div>
              </>
            }
          />
          {!l.own && (
            <OfferGoodsSelect
              asked={l.goods}
              value={rows[l.id]!.offeredGoodsId ?? null}
              current={l.quote?.offeredGoods ?? null}
              disabled={locked(l)}
              onChange={(offeredGoodsId) => patch(l.id, { offeredGoodsId })}
            />
          )}
        </>
      ),
    },
    {
      title: '报价单价（元）',
      key: 'price',
      width: 125,
      render: (_, l) => (
        <InputNumber<number>
          min={0.01}
          max={100_000_000}
          precision={2}
          step={1}
          disabled={locked(l)}
          value={rows[l.id]!.priceYuan}
          onChange={(v) => patch(l.id, { priceYuan: v ?? null })}
          placeholder="单价"
          aria-label={`${l.goods.name} 报价单价`}
          style={{ width: '100%' }}
        />
      ),
    },
    {
      title: '报价数量',
      key: 'quotedNum',
      width: 95,
      render: (_, l) => (
        <InputNumber<number>
          min={1}
          max={QUANTITY_MAX}
          precision={0}
          disabled={locked(l)}
          value={rows[l.id]!.quotedNum}
          onChange={(v) => patch(l.id, { quotedNum: v ?? null })}
          placeholder={String(l.num)}
          aria-label={`${l.goods.name} 报价数量`}
          style={{ width: '100%' }}
        />
      ),
    },
    {
      title: '有效期至',
      key: 'validUntil',
      width: 150,
      render: (_, l) => {
        const v = rows[l.id]!.validUntil;
        return (
          <DatePicker
            disabled={locked(l)}
            value={v ? dayjs(v) : null}
            onChange={(d) => patch(l.id, { validUntil: d ? d.format('YYYY-MM-DD') : null })}
            disabledDate={(d) => d.isBefore(dayjs(), 'day') || d.isAfter(dayjs().add(MAX_VALID_DAYS, 'day'))}
            placeholder="有效期"
            aria-label={`${l.goods.name} 报价有效期`}
            style={{ width: '100%' }}
          />
        );
      },
    },
    {
      title: '报价说明',
      key: 'remark',
      width: 140,
      render: (_, l) => (
        <Input
          maxLength={500}
          disabled={locked(l)}
          value={rows[l.id]!.remark}
          onChange={(e) => patch(l.id, { remark: e.target.value })}
          placeholder="如：含税含运"
          aria-label={`${l.goods.name} 报价说明`}
        />
      ),
    },
    {
      title: '状态',
      key: 'state',
      width: 110,
      render: (_, l) => {
        if (!l.quote) return <Tag color="orange">未报价</Tag>;
        if (l.quote.accepted) return <Tag color="purple">已成交</Tag>;
        if (l.quote.expired) return <Tag>已过期</Tag>;
        return <Tag color="green">已报价 {formatFen(l.quote.price)}</Tag>;
      },
    },
  ];

  return (
    <div className="inq-quotes">
      <div className="inq-quotes__head">
        <span>
          采购商 {detail.buyerName} · 报价截止 {timeText(detail.deadline)}
          {detail.remark && ` · 备注：${detail.remark}`}
        </span>
      </div>
      {detail.invited && detail.open && (
        <Alert
          className="inq-basket__alert"
          type="info"
          showIcon
          title="贵司受采购商邀请参与本次询价：请为要报价的商品行选择贵司在售的商品，采购商接受后按报价将该商品加入购物车。"
        />
      )}
      {!detail.open && (
        <Alert
          className="inq-basket__alert"
          type="info"
          showIcon
          title={detail.status === 'cancelled' ? '采购商已取消该询价' : '已过报价截止时间，不能再报价'}
        />
      )}
      <Table<VendorInquiryLine>
        rowKey="id"
        size="small"
        tableLayout="fixed"
        columns={columns}
        dataSource={detail.lines}
        pagination={false}
      />
      {detail.open && (
        <div className="inq-submit inq-submit--end">
          <span className="inq-hint">填写单价与有效期的商品行会提交；已成交的报价不能修改。</span>
          <Button type="primary" loading={save.isPending} onClick={submit}>
            提交报价
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * The supplier's quote form for one inquiry: price, quantity, validity and a note per line; a supplier
 * the buyer invited also picks goods of its own for each line it quotes.
 */
export function VendorQuoteForm({ id }: { id: string }) {
  const query = useVendorInquiryDetail(id);
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Table loading size="small" columns={[]} dataSource={[]} pagination={false} />;
  // a fresh editor whenever the server's data changes (after a save)
  return <Editor key={query.dataUpdatedAt} detail={query.data} />;
}
