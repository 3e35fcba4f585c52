import { useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { getPlanPageQuery } from '@/features/purchasing-plan/api/plan-page';
import { PLAN_MOBILE_PAGE_SIZE, PlanListScreen } from '@/features/purchasing-plan/mobile/plan-list-screen';
import { isPlanTab, PLAN_TAB_ALL, type PlanTabKey } from '@/features/purchasing-plan/model/plan-view';
import { queryClient } from '@/lib/query-client';
import { MobileQueryRoot } from '@/ui/mobile/query-root';
import { appMarketHref } from '../paths';

function tabOf(status: string | null): PlanTabKey {
  return isPlanTab(status) ? status : PLAN_TAB_ALL;
}

const listHref = (tab: PlanTabKey) =>
  tab === PLAN_TAB_ALL ? appMarketHref('planList') : `${appMarketHref('planList')}?status=${tab}`;

export function loader({ request }: LoaderFunctionArgs) {
  const tab = tabOf(new URL(request.url).searchParams.get('status'));
  void queryClient.prefetchQuery(
    getPlanPageQuery({
      page: 1,
      limit: PLAN_MOBILE_PAGE_SIZE,
      ...(tab === PLAN_TAB_ALL ? {} : { status: tab }),
    }),
  );
  return null;
}

/** /app-market/plan-list?status=: 采购计划 by status with counts (the shell's NavBar above, no footer). */
export default function PlanListPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <MobileQueryRoot>
      <PlanListScreen
        tab={tabOf(params.get('status'))}
        onTab={(tab) => navigate(listHref(tab), { replace: true })}
        detailHref={(id) => appMarketHref('planDetail', { id })}
        onCreate={() => navigate(appMarketHref('addPlan'))}
      />
    </MobileQueryRoot>
  );
}
