import { useNavigate } from 'react-router';
import { getGoodsSearch } from '@/features/goods/api/goods-search';
import type { MobileGoodsOption } from '@/features/purchasing-plan/mobile/plan-line-sheet';
import { PlanFormScreen } from '@/features/purchasing-plan/mobile/plan-form-screen';
import { MobileQueryRoot } from '@/ui/mobile/query-root';
import { appMarketHref } from '../paths';

/** Goods for the plan's line picker: the mall's search, first page. */
export async function searchPlanGoods(keyword: string): Promise<MobileGoodsOption[]> {
  return (await getGoodsSearch({ keyword, page: 1, limit: 20 })).records;
}

/** /app-market/add-plan: 新建采购计划 (saved as a draft, then its detail). */
export default function AddPlanPage() {
  const navigate = useNavigate();
  return (
    <MobileQueryRoot>
      <PlanFormScreen
        now={new Date()}
        searchGoods={searchPlanGoods}
        onSaved={(plan) => navigate(appMarketHref('planDetail', { id: plan.id }), { replace: true })}
      />
    </MobileQueryRoot>
  );
}
