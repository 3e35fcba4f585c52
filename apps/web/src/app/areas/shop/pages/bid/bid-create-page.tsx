import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { BidImportedItems } from '@pm/contract/bidding';
import type { GoodsCard } from '@pm/contract/goods';
import { getGoodsSearch } from '@/features/goods/api/goods-search';
import { useAddressList } from '@/features/member/api/address-list';
import { useBidDetail } from '@/features/bidding/api/bid-detail';
import { getBidImportItems } from '@/features/bidding/api/bid-import-items';
import { useServerClockOffset } from '@/features/bidding/api/bid-time';
import { BidCreate } from '@/features/bidding/desktop/bid-create';
import type { CreateSources, NewItem } from '@/features/bidding/desktop/bid-create-items';
import { draftFromDetail, emptyDraft } from '@/features/bidding/model/bid-create-form';
import { PageHelp } from '@/features/help/desktop/page-help';
import { serverNow } from '@/features/bidding/model/server-clock';
import { EmptyState, Panel } from '@/ui/desktop/empty-state';
import { QueryError } from '@/ui/desktop/query-error';
import { SignInPrompt } from '@/ui/desktop/sign-in-prompt';
import { BidLinks, useBidAudience } from './bid-links';

function itemOf(g: GoodsCard, quantity: number, source: string): NewItem {
  return { goodsId: g.id, name: g.name, spec: g.spec, unit: g.unit, quantity, ceilingYuan: null, source };
}

function imported(i: BidImportedItems['items'][number], source: string): NewItem {
  return {
    goodsId: i.goodsId,
    name: i.name,
    spec: i.spec,
    unit: i.unit,
    quantity: i.quantity,
    ceilingYuan: null,
    source,
  };
}

/** Where the form's items and suppliers come from: the catalog, the cart, the inquiry basket. */
const SOURCES: Omit<CreateSources, 'addresses'> = {
  searchGoods: async (keyword) => {
    const r = await getGoodsSearch({ keyword, limit: 20 });
    return r.records.map((g) => itemOf(g, 1, '商品库'));
  },
  // Read on the server from the caller's own lines (GET /bidding/event/import-items).
  fromCart: async () => (await getBidImportItems('cart')).items.map((i) => imported(i, '购物车')),
  fromBasket: async () => (await getBidImportItems('inquiry')).items.map((i) => imported(i, '询价篮')),
  searchSuppliers: async (keyword) => {
    const r = await getGoodsSearch({ keyword, limit: 60 });
    const seen = new Map<string, string>();
    for (const g of r.records) if (!seen.has(g.supplierId)) seen.set(g.supplierId, g.supplierName);
    return [...seen].map(([id, name]) => ({ id, name }));
  },
};

/** /shop/bid/create: 发起竞价 (buyers; login required); ?id= reopens a draft. */
export default function BidCreatePage() {
  const audience = useBidAudience();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const draftId = params.get('id') ?? '';
  const buyer = audience === 'buyer';
  const draft = useBidDetail(buyer ? draftId : '');
  const addresses = useAddressList(buyer);
  const offset = useServerClockOffset();
  const sources = useMemo<CreateSources>(
    () => ({
      ...SOURCES,
      addresses: (addresses.data ?? []).map((a) => ({
        id: a.id,
        label: `${a.consignee} ${a.provinceName}${a.cityName}${a.countyName} ${a.detail}`,
      })),
    }),
    [addresses.data],
  );
  const body = () => {
    if (audience === 'visitor') return <SignInPrompt description="登录采购商账号后发起竞价" />;
    if (audience === 'unknown') return null;
    if (!buyer) return <EmptyState description="发起竞价仅对采购商账号开放" />;
    if (draftId && draft.error)
      return <QueryError error={draft.error} onRetry={() => void draft.refetch()} />;
    if (draftId && !draft.data) return null;
    if (draft.data && draft.data.status !== 'draft')
      return <EmptyState description="该竞价已发布，规则不能再修改" />;
    return (
      <BidCreate
        key={draft.data?.id ?? 'new'}
        initial={draft.data ? draftFromDetail(draft.data) : emptyDraft()}
        sources={sources}
        serverNow={() => serverNow(offset)}
        onSaved={() => undefined}
        onPublished={(id) => navigate(`/shop/bid/detail/${id}`)}
      />
    );
  };
  return (
    <Panel title="发起竞价" extra={<BidLinks here="create" />}>
      {body()}
      <PageHelp tag="bidding" />
    </Panel>
  );
}
