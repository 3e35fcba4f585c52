import { lazy, Suspense, useCallback } from 'react';
import type { GoodsDetail } from '@pm/contract/goods';
import { useAccountKind } from '@/features/auth/model/account-kind';
import { MobileAreaPicker } from '@/features/division/mobile/area-picker';
import { MobilePublishedPoints } from '@/features/material/mobile/published-points';
import { getGoodsDetailQuery } from '@/features/goods/api/goods-detail';
import { GoodsDetailView } from '@/features/goods/mobile/goods-detail-view';
import { recordGoodsEvent } from '@/features/mall/api/analytics-event';
import { useShopStore } from '@/features/mall/model/shop-store';
import { queryClient } from '@/lib/query-client';
import { MobileQueryRoot } from '@/ui/mobile/query-root';
import { useDeliveryArea } from './delivery-area';
import { buyGoods, useBuyRunners } from './mobile-buying';
import { useSignedIn } from './session';
import type { MobileLinks } from './mobile-links';

/** A route loader's prefetch of a goods detail for the delivery area. */
export function prefetchGoodsDetail(id: string | undefined): void {
  if (!id) return;
  void queryClient.prefetchQuery(getGoodsDetailQuery(id, useShopStore.getState().divisionCode));
}

const AddToPlanRow = lazy(() =>
  import('@/features/purchasing-plan/mobile/add-to-plan').then((m) => ({ default: m.AddToPlanRow })),
);

/** What a buyer keeps the goods for besides buying it now: 加入采购计划 (and the lists beside it). */
const AddToSynergy = lazy(() =>
  import('@/features/purchasing-synergy/mobile/add-to-synergy').then((m) => ({ default: m.AddToSynergy })),
);

/** Below the buy card: a buyer's list actions, and for everybody the approved selling points (AI素材). */
function moreOf(buyer: boolean, plansHref: string | undefined) {
  return function More(goods: GoodsDetail, num: number) {
    return (
      <>
        {buyer ? (
          <Suspense fallback={null}>
            <AddToPlanRow goods={goods} quantity={num} plansHref={plansHref} />
            <AddToSynergy goodsId={goods.id} quantity={num} />
          </Suspense>
        ) : null}
        <MobilePublishedPoints goodsId={goods.id} />
      </>
    );
  };
}

function recordView(goodsId: string) {
  // in a task of its own: not in the effects of the page's first commit
  window.setTimeout(() => recordGoodsEvent({ event: 'goods_view', goodsId }), 0);
}

function DetailScreen({ id, links }: { id: string; links: MobileLinks }) {
  const signedIn = useSignedIn();
  const buyer = useAccountKind() === 'buyer';
  const area = useDeliveryArea();
  useBuyRunners(links.settlement);
  const onAction = useCallback(
    (kind: 'append' | 'buy', goods: { id: string }, num: number) => buyGoods(kind, goods.id, num),
    [],
  );
  return (
    <GoodsDetailView
      id={id}
      divisionCode={area.divisionCode}
      signedIn={signedIn}
      links={links}
      onAction={onAction}
      onLoaded={recordView}
      more={moreOf(buyer, links.plans)}
      areaPicker={
        <MobileAreaPicker
          value={{ provCityArea: area.provCityArea, divisionCode: area.divisionCode }}
          label={area.label}
          onChange={(a) => area.setArea(a.provCityArea, a.divisionCode)}
        />
      }
    />
  );
}

/**
 * The goods detail of both mobile areas with the area's delivery-area picker and buy actions (a guest's
 * press is kept and replayed after signing in; 立即购买 then opens the area's settlement).
 */
export function GoodsDetailScreen({ id, links }: { id: string; links: MobileLinks }) {
  return (
    <MobileQueryRoot>
      <DetailScreen id={id} links={links} />
    </MobileQueryRoot>
  );
}
