import { useState } from 'react';
import { Button, Checkbox, DotLoading, List, SearchBar, Tag } from 'antd-mobile';
import { formatFen } from '@pm/contract/format';
import {
  MAX_INVITED_SUPPLIERS,
  type InquiryDetail,
  type InquiryLine,
  type InquiryQuote,
  type InviteState,
} from '@pm/contract/inquiry';
import { EmptyState } from '@/ui/mobile/empty-state';
import { QueryError } from '@/ui/mobile/query-error';
import { Sheet } from '@/ui/mobile/sheet';
import { useInquiryDetail } from '../api/inquiry-detail';
import { useInviteSuppliers } from '../api/inquiry-invite';
import { useInquiryPage } from '../api/inquiry-page';
import { useInquirySuppliers } from '../api/inquiry-suppliers';
import { useAcceptQuotes } from '../api/quote-accept';
import '@/ui/mobile/mobile-parts.css';
import './inquiry-mobile.css';

const timeText = (iso: string) => iso.slice(0, 16).replace('T', ' ');

function Loading() {
  return (
    <div className="pm-loading" aria-busy="true">
      <DotLoading color="primary" />
    </div>
  );
}

/** 我的询价 on a phone: the buyer's latest inquiries; a tap opens one. */
export function InquiryListScreen({ onOpen }: { onOpen: (id: string) => void }) {
  const query = useInquiryPage({ page: 1, limit: 50 });
  if (query.isPending) return <Loading />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.records.length === 0) {
    return <EmptyState title="暂无询价" description="在电脑端的询价篮提交询价后，可在这里查看供应商报价" />;
  }
  return (
    <List className="pm-section">
      {query.data.records.map((r) => (
        <List.Item
          key={r.id}
          onClick={() => onOpen(r.id)}
          description={`${r.goodsNames.join('、')} · 共 ${r.lineCount} 种 · ${r.supplierCount} 家供应商`}
          extra={<Tag color={r.status === 'quoted' ? 'success' : 'default'}>{r.statusText}</Tag>}
        >
          {r.code}
        </List.Item>
      ))}
    </List>
  );
}

const STATE_TEXT: Record<InviteState, string> = {
  available: '可邀请',
  invited: '已邀请',
  addressed: '已在询价中',
};

/** The supplier picker of 邀请供应商 (a bottom sheet): search, tick, invite. */
function InviteSheet({ detail, onClose }: { detail: InquiryDetail; onClose: () => void }) {
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const invite = useInviteSuppliers();
  const query = useInquirySuppliers({
    inquiryId: detail.id,
    page: 1,
    limit: 50,
    ...(keyword ? { keyword } : {}),
  });
  const room = MAX_INVITED_SUPPLIERS - detail.invitations.length;
  const submit = async () => {
    try {
      await invite.mutateAsync({ inquiryId: detail.id, supplierIds: chosen });
      onClose();
    } catch {
      // the server's message was shown; the sheet stays open
    }
  };
  return (
    <>
      <p className="pm-muted ms-inq-hint">
        受邀供应商可用其在售商品报价。每张询价单最多邀请 {MAX_INVITED_SUPPLIERS} 家，还可邀请 {room} 家。
      </p>
      <SearchBar
        placeholder="搜索供应商名称"
        maxLength={50}
        onSearch={(v) => setKeyword(v.trim())}
        onClear={() => setKeyword('')}
      />
      {query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Loading />
      ) : (
        <Checkbox.Group value={chosen} onChange={(v) => setChosen(v.map(String))}>
          <List>
            {query.data.records.map((s) => (
              <List.Item
                key={s.id}
                prefix={
                  <Checkbox
                    value={s.id}
                    aria-label={`选择 ${s.name}`}
                    disabled={s.state !== 'available' || (!chosen.includes(s.id) && chosen.length >= room)}
                  />
                }
                description={`在售商品 ${s.goodsCount} 种`}
                extra={STATE_TEXT[s.state]}
              >
                {s.name}
              </List.Item>
            ))}
          </List>
          {query.data.records.length === 0 && <p className="pm-muted ms-inq-hint">没有匹配的供应商</p>}
        </Checkbox.Group>
      )}
      <div className="ms-inq-actions">
        <Button
          block
          color="primary"
          disabled={chosen.length === 0}
          loading={invite.isPending}
          onClick={() => void submit()}
        >
          邀请报价（{chosen.length}）
        </Button>
      </div>
    </>
  );
}

function QuoteFacts({
  quote,
  unit,
  num,
  taken,
  cancelled,
  onAccept,
  accepting,
  name,
}: {
  quote: InquiryQuote | null;
  unit: string;
  num: number;
  taken: boolean;
  cancelled: boolean;
  onAccept: (id: string) => void;
  accepting: boolean;
  name: string;
}) {
  if (!quote) return <span className="pm-muted">待报价</span>;
  const state = quote.accepted ? '已接受' : quote.expired ? '报价已过期' : '已报价';
  const canAccept = !quote.expired && !cancelled && (quote.accepted || !taken);
  return (
    <div className="ms-inq-quote">
      <span>
        <span className="pm-money">{formatFen(quote.price)}</span> × {quote.quotedNum ?? num}
        {unit} · 有效期至 {quote.validUntil} · {state}
      </span>
      {canAccept && (
        <Button
          size="mini"
          color="primary"
          fill="outline"
          loading={accepting}
          onClick={() => onAccept(quote.id)}
          aria-label={`${quote.accepted ? '加入购物车' : '接受报价'} ${name}`}
        >
          {quote.accepted ? '加入购物车' : '接受报价'}
        </Button>
      )}
    </div>
  );
}

function LineCard({ line, detail }: { line: InquiryLine; detail: InquiryDetail }) {
  const accept = useAcceptQuotes();
  const taken = (line.quote?.accepted ?? false) || line.offers.some((o) => o.quote.accepted);
  const cancelled = detail.status === 'cancelled';
  const onAccept = (id: string) => accept.mutate([id]);
  return (
    <article className="pm-section ms-inq-line">
      <div className="ms-inq-line__name">{line.goods.name}</div>
      <div className="pm-muted">
        {line.supplierName} · 询价 {line.num}
        {line.goods.unit}
      </div>
      <QuoteFacts
        quote={line.quote}
        unit={line.goods.unit}
        num={line.num}
        taken={taken}
        cancelled={cancelled}
        onAccept={onAccept}
        accepting={accept.isPending}
        name={line.goods.name}
      />
      {line.offers.map((o) => (
        <div key={o.supplierId} className="ms-inq-offer">
          <div>
            <Tag color="primary" fill="outline">
              受邀报价
            </Tag>{' '}
            {o.supplierName} · {o.quote.offeredGoods?.name ?? ''}
          </div>
          <QuoteFacts
            quote={o.quote}
            unit={o.quote.offeredGoods?.unit ?? line.goods.unit}
            num={line.num}
            taken={taken}
            cancelled={cancelled}
            onAccept={onAccept}
            accepting={accept.isPending}
            name={o.quote.offeredGoods?.name ?? line.goods.name}
          />
        </div>
      ))}
    </article>
  );
}

/**
 * One inquiry on a phone: its lines with the quote of each line's supplier and the offers of invited
 * suppliers (接受报价 puts the goods into the cart at the quoted price), the invited suppliers, and
 * 邀请供应商 while the inquiry is open.
 */
export function InquiryDetailScreen({ id }: { id: string }) {
  const query = useInquiryDetail(id);
  const [inviting, setInviting] = useState(false);
  if (query.isPending) return <Loading />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const d = query.data;
  return (
    <>
      <section className="pm-section ms-inq-head">
        <div className="ms-inq-head__row">
          <strong>{d.code}</strong>
          <Tag color={d.status === 'quoted' ? 'success' : 'default'}>{d.statusText}</Tag>
        </div>
        <div className="pm-muted">
          报价截止 {timeText(d.deadline)} · {d.supplierCount} 家供应商
          {d.remark && ` · 备注：${d.remark}`}
        </div>
        <div className="ms-inq-invited" aria-label="受邀供应商">
          {d.invitations.length === 0
            ? '尚未邀请其他供应商'
            : d.invitations.map((v) => (
                <Tag key={v.supplierId} color={v.quotedCount > 0 ? 'success' : 'default'} fill="outline">
                  {v.supplierName}
                  {v.quotedCount > 0 ? ` · 已报 ${v.quotedCount} 行` : ' · 待报价'}
                </Tag>
              ))}
        </div>
        <Button
          size="small"
          color="primary"
          fill="outline"
          disabled={!d.canInvite}
          onClick={() => setInviting(true)}
        >
          邀请供应商
        </Button>
      </section>
      {d.lines.map((l) => (
        <LineCard key={l.id} line={l} detail={d} />
      ))}
      <Sheet visible={inviting} title="邀请供应商报价" onClose={() => setInviting(false)}>
        <InviteSheet detail={d} onClose={() => setInviting(false)} />
      </Sheet>
    </>
  );
}
