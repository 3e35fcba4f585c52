import { Button, Popconfirm, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { formatFen } from '@pm/contract/format';
import type { InquiryDetail, InquiryLine } from '@pm/contract/inquiry';
import { QueryError } from '@/ui/desktop/query-error';
import { useInquiryDetail } from '../api/inquiry-detail';
import { useAcceptQuotes } from '../api/quote-accept';
import { GoodsBrief } from './goods-brief';
import { timeText } from './time-text';

/** Valid quote lines the buyer has not accepted yet. */
function acceptable(detail: InquiryDetail): InquiryLine[] {
  if (detail.status === 'cancelled') return [];
  return detail.lines.filter((l) => l.quote !== null && !l.quote.expired && !l.quote.accepted);
}

function QuoteState({ line }: { line: InquiryLine }) {
  const q = line.quote;
  if (!q) return <Tag>待报价</Tag>;
  if (q.accepted) return <Tag color="purple">已接受</Tag>;
  if (q.expired) return <Tag>报价已过期</Tag>;
  return <Tag color="green">已报价</Tag>;
}

/**
 * The suppliers' quotes of one inquiry, line by line: price, quantity, validity, and 接受报价, which puts
 * the goods into the cart at the quoted price (kept until the quote's validity date ends).
 */
export function InquiryQuotes({ id, onGoCart }: { id: string; onGoCart?: () => void }) {
  const query = useInquiryDetail(id);
  const accept = useAcceptQuotes();
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const detail = query.data;
  const open = detail ? acceptable(detail) : [];

  const columns: TableColumnsType<InquiryLine> = [
    {
      title: '商品',
      key: 'goods',
      render: (_, l) => (
        <GoodsBrief
          small
          goods={l.goods}
          facts={
            <div className="inq-goods__facts">
              {l.supplierName} · 询价 {l.num}
              {l.goods.unit}
            </div>
          }
        />
      ),
    },
    {
      title: '报价单价',
      key: 'price',
      width: 120,
      render: (_, l) =>
        l.quote ? (
          <>
            <strong className="inq-quote__price">{formatFen(l.quote.price)}</strong>
            {l.quote.remark && (
              <Tooltip title={l.quote.remark}>
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
      render: (_, l) => (l.quote ? `${l.quote.quotedNum ?? l.num}${l.goods.unit}` : '—'),
    },
    {
      title: '有效期至',
      key: 'validUntil',
      width: 105,
      render: (_, l) => l.quote?.validUntil ?? '—',
    },
    { title: '状态', key: 'state', width: 90, render: (_, l) => <QuoteState line={l} /> },
    {
      title: '操作',
      key: 'action',
      width: 100,
      render: (_, l) => {
        const q = l.quote;
        if (!q || q.expired || detail?.status === 'cancelled') return null;
        return (
          <Button
            type="link"
            size="small"
            loading={accept.isPending && accept.variables?.includes(q.id)}
            onClick={() => accept.mutate([q.id])}
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
                onConfirm={() => accept.mutate(open.map((l) => l.quote!.id))}
              >
                <Button size="small" type="primary" loading={accept.isPending}>
                  接受全部有效报价
                </Button>
              </Popconfirm>
            )}
          </span>
        </div>
      )}
      <Table<InquiryLine>
        rowKey="id"
        size="small"
        loading={query.isPending}
        tableLayout="fixed"
        columns={columns}
        dataSource={detail?.lines ?? []}
        pagination={false}
      />
    </div>
  );
}
