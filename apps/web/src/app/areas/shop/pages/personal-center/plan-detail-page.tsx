import { useCallback, useState } from 'react';
import { Button } from 'antd';
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import type { Address } from '@pm/contract/member';
import { getGoodsSearch } from '@/features/goods/api/goods-search';
import { useAddressList } from '@/features/member/api/address-list';
import { downloadPlanExport } from '@/features/purchasing-plan/api/plan-export';
import { getPlanDetailQuery, usePlanDetail } from '@/features/purchasing-plan/api/plan-detail';
import type { AddressOption } from '@/features/purchasing-plan/desktop/plan-order-modal';
import type { GoodsOption } from '@/features/purchasing-plan/desktop/plan-line-modal';
import { PlanDetailView } from '@/features/purchasing-plan/desktop/plan-detail-view';
import { linesEditable } from '@/features/purchasing-plan/model/plan-view';
import { queryClient } from '@/lib/query-client';
import { DETAIL_ID, DetailPanel } from './detail-panel';
import { PlanImportModal } from './plan-import';

const LIST_PATH = '/shop/person/plan';

export function loader({ params }: LoaderFunctionArgs) {
  if (params.id && DETAIL_ID.test(params.id)) void queryClient.prefetchQuery(getPlanDetailQuery(params.id));
  return null;
}

function addressOption(a: Address): AddressOption {
  const region = [a.provinceName, a.cityName, a.countyName].filter(Boolean).join('');
  return { id: a.id, isDefault: a.isDefault, label: `${a.consignee} ${a.mobile} · ${region}${a.detail}` };
}

/** Goods for the plan's line picker: the mall's search, first page. */
async function searchGoods(keyword: string): Promise<GoodsOption[]> {
  const found = await getGoodsSearch({ keyword, page: 1, limit: 20 });
  return found.records;
}

function ExportButton({ plan }: { plan: { id: string; name: string } }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      loading={busy}
      onClick={() => {
        setBusy(true);
        downloadPlanExport(plan)
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
    >
      导出 Excel
    </Button>
  );
}

/**
 * /shop/person/plan/:id: 采购计划详情 — the plan's figures, progress chart, lines (added from the mall's goods,
 * written freely, or imported from a pasted or uploaded list through the batch matcher), ordering the
 * chosen lines, the change log, and the plan as xlsx.
 */
export default function PlanDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const valid = DETAIL_ID.test(id);
  const detail = usePlanDetail(valid ? id : '');
  const addresses = useAddressList(valid);
  const [importing, setImporting] = useState(false);
  const search = useCallback(searchGoods, []);
  return (
    <DetailPanel
      title="采购计划详情"
      valid={valid}
      missing="采购计划不存在"
      query={detail}
      backLabel="返回计划列表"
      backPath={LIST_PATH}
      loadingClassName="plan-detail__loading"
    >
      {(plan) => (
        <>
          <PlanDetailView
            plan={plan}
            now={new Date()}
            searchGoods={search}
            addresses={addresses.data?.map(addressOption)}
            onRemoved={() => navigate(LIST_PATH, { replace: true })}
            tools={
              <>
                {linesEditable(plan.status) ? (
                  <Button onClick={() => setImporting(true)}>从清单导入</Button>
                ) : null}
                <ExportButton plan={plan} />
              </>
            }
          />
          <PlanImportModal billId={plan.id} open={importing} onClose={() => setImporting(false)} />
        </>
      )}
    </DetailPanel>
  );
}
