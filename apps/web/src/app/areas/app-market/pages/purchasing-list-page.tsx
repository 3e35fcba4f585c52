import { useNavigate, useSearchParams } from 'react-router';
import { SynergyListScreen } from '@/features/purchasing-synergy/mobile/synergy-list-screen';
import { isSynergyTabKey } from '@/features/purchasing-synergy/model/synergy-view';
import { MobileQueryRoot } from '@/ui/mobile/query-root';
import { appMarketHref } from '../paths';

/** /app-market/purchasing-list?status=: 协同采购单, tabbed by status with counts (and 可加入). */
export default function PurchasingListPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const s = params.get('status');
  const tab = isSynergyTabKey(s) ? s : 'all';
  const list = appMarketHref('purchasingList');
  return (
    <MobileQueryRoot>
      <SynergyListScreen
        tab={tab}
        onTab={(key) => navigate(key === 'all' ? list : `${list}?status=${key}`, { replace: true })}
        onOpen={(id) => navigate(appMarketHref('purchasingDetail', { id }))}
        onCreate={() => navigate(appMarketHref('addPurchasing'))}
      />
    </MobileQueryRoot>
  );
}
