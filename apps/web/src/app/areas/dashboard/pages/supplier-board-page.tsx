import { useState } from 'react';
import type { DashboardAuthorities } from '@pm/contract/dashboard';
import { DashHeader } from '@/features/dashboard/desktop/dash-header';
import { DrillDrawer } from '@/features/dashboard/desktop/drill-drawer';
import { ScorecardBoard } from '@/features/dashboard/desktop/scorecard-board';
import type { DrillKey } from '@/features/dashboard/model/drill';
import { opensOrders } from '@/features/dashboard/model/scope';
import { useDashFilter } from '@/features/dashboard/model/use-dash-filter';
import { DashFrame } from '../dash-frame';

function Board({ auth }: { auth: DashboardAuthorities }) {
  const { filter, setFilter } = useDashFilter(auth);
  const [drill, setDrill] = useState<DrillKey | null>(null);
  // the lines behind a supplier's row are a buyer's (or the platform's) to open; a supplier's board is anonymised
  const drills = auth.scope !== 'supplier' && auth.views.includes('lines');
  return (
    <>
      <DashHeader auth={auth} filter={filter} onChange={setFilter} />
      <ScorecardBoard filter={filter} onDrill={drills ? setDrill : null} />
      {drills && (
        <DrillDrawer
          filter={filter}
          drill={drill}
          linkOrders={opensOrders(auth.scope)}
          onClose={() => setDrill(null)}
        />
      )}
    </>
  );
}

/** /dashboard/supplier-data-board: 供应商数据看板 (a supplier: its own performance, buyers anonymised). */
export default function SupplierBoardPage() {
  return <DashFrame page="board">{(auth) => <Board auth={auth} />}</DashFrame>;
}
