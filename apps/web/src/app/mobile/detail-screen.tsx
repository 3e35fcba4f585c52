import { useCallback } from 'react';
import { MobileAreaPicker } from '@/features/division/mobile/area-picker';
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

function recordView(goodsId: string) {
  recordGoodsEvent({ event: 'goods_view', goodsId });
}

function DetailScreen({ id, links }: { id: string; links: MobileLinks }) {
  const signedIn = useSignedIn();
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
