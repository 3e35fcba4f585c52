import { Button, Popconfirm, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { formatFen } from '@pm/contract/format';
import type { InquiryDetail, InquiryLine, InquiryQuote } from '@pm/contract/inquiry';
import { QueryError } from '@/ui/desktop/query-error';
import { useInquiryDetail } from '../api/inquiry-detail';
import { useAcceptQuotes } from '../api/quote-accept';
import { GoodsBrief } from './goods-brief';
import { InviteSuppliers } from './invite-suppliers';
import { timeText } from './time-text';

/** A row of the table: a line with its own supplier's quote, or an invited supplier's offer for it. */
interface QuoteRowView {
  key: string;
  line: InquiryLine;
  /** The invited supplier's name for an offer row; null for the line's own row. */
  offerBy: string | null;
  quote: InquiryQuote | null;
}

function rowsOf(detail: InquiryDetail): QuoteRowView[] {
  return detail.lines.flatMap((line) => [
    { key: line.id, line, offerBy: null, quote: line.quote },
    ...line.offers.map((o) => ({
      key: `${line.id}-${o.supplierId}`,
      line,
      offerBy: o.supplierName,
      quote: o.quote,
    })),
  ]);
}

/** The line has a quote accepted (its own supplier's or an offer): the others of it are not. */
function lineTaken(line: InquiryLine): boolean {
  return (line.quote?.accepted ?? false) || line.offers.some((o) => o.quote.accepted);
}

/** Valid quotes the buyer may accept, one per line (the line's own supplier's first). */
function acceptable(detail: InquiryDetail): InquiryQuote[] {
  if (detail.status === 'cancelled') return [];
  return detail.lines.flatMap((l) => {
    if (lineTaken(l)) return [];
    const valid = [l.quote, ...l.offers.map((o) => o.quote)].filter(
      (q): q is InquiryQuote => q !== null && !q.expired,
    );
    return valid.length === 1 ? valid : [];
  });
}

function QuoteState({ row }: { row: QuoteRowView }) {
  const q = row.quote;
  if (!q) return <Tag>待报价</Tag>;
  if (q.accepted) return <Tag color="purple">已接受</Tag>;
  if (q.expired) return <Tag>报价已过期</Tag>;
  return <Tag color="green">已报价</Tag>;
}

/**
 * The suppliers' quotes of one inquiry, line by line: price, quantity, validity, and 接受报价, which puts
 * the goods into the cart at the quoted price (kept until the quote's validity date ends). Invited
 * suppliers' offers (their own goods) follow the line they answer; 邀请供应商 asks further suppliers.
 */
export function InquiryQuotes({ id, onGoCart }: { id: string; onGoCart?: () => void }) {
  const query = useInquiryDetail(id);
  const accept = useAcceptQuotes();
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const detail = query.data;
  const open = detail ? acceptable(detail) : [];

  const columns: TableColumnsType<QuoteRowView> = [
    {
      title: '商品',
      key: 'goods',
      render: (_, r) =>
        r.offerBy && r.quote?.offeredGoods ? (
          <div className="inq-offer">
            <GoodsBrief
              small
              goods={r.quote.offeredGoods}
              facts={
                <div className="inq-goods__facts">
                  <Tag color="blue" className="inq-offer__tag">
                    受邀报价
                  </Tag>
                  {r.offerBy} · 替代「{r.line.goods.name}」
                </div>
              }
            />
          </div>
        ) : (
          <GoodsBrief
            small
            goods={r.line.goods}
            facts={
              <div className="inq-goods__facts">
                {r.line.supplierName} · 询价 {r.line.num}
                {r.line.goods.unit}
              </div>
            }
          />
        ),
    },
    {
      title: '报价单价',
      key: 'price',
      width: 120,
      render: (_, r) =>
        r.quote ? (
          <>
            <strong className="inq-quote__price">{formatFen(r.quote.price)}</strong>
            {r.quote.remark && (
              <Tooltip title={r.quote.remark}>
                <div className="inq-quote__note">报价说明</div>
              </Tooltip>
            )}
          </>
        ) : (
          '—'
        ),
    },
    {
      title: '报价数量',
      key: 'quotedNum',
      width: 80,
      render: (_, r) =>
        r.quote ? `${r.quote.quotedNum ?? r.line.num}${(r.quote.offeredGoods ?? r.line.goods).unit}` : '—',
    },
    {
      title: '有效期至',
      key: 'validUntil',
      width: 105,
      render: (_, r) => r.quote?.validUntil ?? '—',
    },
    { title: '状态', key: 'state', width: 90, render: (_, r) => <QuoteState row={r} /> },
    {
      title: '操作',
      key: 'action',
      width: 100,
      render: (_, r) => {
        const q = r.quote;
        if (!q || q.expired || detail?.status === 'cancelled') return null;
        if (!q.accepted && lineTaken(r.line)) return null;
        return (
          <Button
            type="link"
            size="small"
            loading={accept.isPending && accept.variables?.includes(q.id)}
            onClick={() => accept.mutate([q.id])}
            aria-label={`${q.accepted ? '加入购物车' : '接受报价'} ${(q.offeredGoods ?? r.line.goods).name}`}
          >
            {q.accepted ? '加入购物车' : '接受报价'}
          </Button>
        );
      },
    },
  ];

  return (
    <div className="inq-quotes">
      {detail && (
        <div className="inq-quotes__head">
          <span>
            询价单号 {detail.code} · 截止 {timeText(detail.deadline)}
            {detail.remark && ` · 备注：${detail.remark}`}
          </span>
          <span className="inq-quotes__actions">
            <InviteSuppliers detail={detail} />
            {onGoCart && detail.status === 'converted' && (
              <Button size="small" onClick={onGoCart}>
                去购物车
              </Button>
            )}
            {open.length > 1 && (
              <Popconfirm
                title={`将 ${open.length} 条有效报价按报价加入购物车？`}
                okText="加入购物车"
                cancelText="取消"
                onConfirm={() => accept.mutate(open.map((q) => q.id))}
              >
                <Button size="small" type="primary" loading={accept.isPending}>
                  接受全部有效报价
                </Button>
              </Popconfirm>
            )}
          </span>
        </div>
      )}
      {detail && detail.invitations.length > 0 && (
        <div className="inq-invited" aria-label="受邀供应商">
          受邀供应商：
          {detail.invitations.map((v) => (
            <Tag key={v.supplierId} color={v.quotedCount > 0 ? 'green' : 'default'}>
              {v.supplierName}
              {v.quotedCount > 0 ? ` · 已报 ${v.quotedCount} 行` : ' · 待报价'}
            </Tag>
          ))}
        </div>
      )}
      <Table<QuoteRowView>
        rowKey="key"
        size="small"
        loading={query.isPending}
        tableLayout="fixed"
        columns={columns}
        dataSource={detail ? rowsOf(detail) : []}
        rowClassName={(r) => (r.offerBy ? 'inq-offer-row' : '')}
        pagination={false}
      />
    </div>
  );
}
