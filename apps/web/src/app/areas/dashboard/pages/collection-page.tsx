import { useState } from 'react';
import type { DashboardAuthorities } from '@pm/contract/dashboard';
import { CollectionTable } from '@/features/dashboard/desktop/collection-table';
import { DashHeader } from '@/features/dashboard/desktop/dash-header';
import { DrillDrawer } from '@/features/dashboard/desktop/drill-drawer';
import type { DrillKey } from '@/features/dashboard/model/drill';
import { opensOrders } from '@/features/dashboard/model/scope';
import { useDashFilter } from '@/features/dashboard/model/use-dash-filter';
import { DashFrame } from '../dash-frame';

function Collection({ auth }: { auth: DashboardAuthorities }) {
  const { filter, setFilter } = useDashFilter(auth);
  const [drill, setDrill] = useState<DrillKey | null>(null);
  return (
    <>
      <DashHeader auth={auth} filter={filter} onChange={setFilter} />
      <CollectionTable filter={filter} onDrill={setDrill} />
      <DrillDrawer
        filter={filter}
        drill={drill}
        linkOrders={opensOrders(auth.scope)}
        onClose={() => setDrill(null)}
      />
    </>
  );
}

/** /dashboard/collection: 采购汇总 per goods and supplier for a period; exported and printed. */
export default function CollectionPage() {
  return <DashFrame page="collection">{(auth) => <Collection auth={auth} />}</DashFrame>;
}
