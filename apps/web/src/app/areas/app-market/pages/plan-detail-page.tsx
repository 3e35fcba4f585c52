import { useParams, type LoaderFunctionArgs } from 'react-router';
import type { Address } from '@pm/contract/member';
import { useAddressList } from '@/features/member/api/address-list';
import { getPlanDetailQuery } from '@/features/purchasing-plan/api/plan-detail';
import {
  PlanDetailScreen,
  type MobileAddressOption,
} from '@/features/purchasing-plan/mobile/plan-detail-screen';
import { queryClient } from '@/lib/query-client';
import { EmptyState } from '@/ui/mobile/empty-state';
import { MobileQueryRoot } from '@/ui/mobile/query-root';
import { APP_MARKET_ORDER_PATH } from '../buyer-links';
import { searchPlanGoods } from './add-plan-page';

const ID = /^[1-9]\d{0,17}$/;

export function loader({ params }: LoaderFunctionArgs) {
  if (params.id && ID.test(params.id)) void queryClient.prefetchQuery(getPlanDetailQuery(params.id));
  return null;
}

function addressOption(a: Address): MobileAddressOption {
  const region = [a.provinceName, a.cityName, a.countyName].filter(Boolean).join('');
  return { id: a.id, isDefault: a.isDefault, label: `${a.consignee} ${a.mobile} ${region}${a.detail}` };
}

function Screen({ id }: { id: string }) {
  const addresses = useAddressList();
  return (
    <PlanDetailScreen
      id={id}
      searchGoods={searchPlanGoods}
      addresses={addresses.data?.map(addressOption)}
      ordersHref={APP_MARKET_ORDER_PATH}
    />
  );
}

/** /app-market/plan-detail/:id: 计划详情 (the shell's NavBar above, no footer). */
export default function PlanDetailPage() {
  const { id = '' } = useParams();
  return (
    <MobileQueryRoot>
      {ID.test(id) ? <Screen key={id} id={id} /> : <EmptyState fullPage title="采购计划不存在" />}
    </MobileQueryRoot>
  );
}
