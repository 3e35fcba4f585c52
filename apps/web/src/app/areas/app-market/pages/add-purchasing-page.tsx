import { useNavigate } from 'react-router';
import { SynergyCreateScreen } from '@/features/purchasing-synergy/mobile/synergy-create-screen';
import { MobileQueryRoot } from '@/ui/mobile/query-root';
import { appMarketHref } from '../paths';

/** /app-market/add-purchasing: 新建协同采购单, then its detail (to add lines and invite colleagues). */
export default function AddPurchasingPage() {
  const navigate = useNavigate();
  return (
    <MobileQueryRoot>
      <SynergyCreateScreen
        onCreated={(id) => navigate(appMarketHref('purchasingDetail', { id }), { replace: true })}
      />
    </MobileQueryRoot>
  );
}
