/** GET /purchasing-bills/export/:id: the plan as an xlsx (budget and every line's figures), saved by the browser. */
import { useMutation } from '@tanstack/react-query';
import { XLSX_MEDIA_TYPE } from '@pm/contract/batch';
import { fillPath } from '@pm/contract/endpoint';
import { planExportEndpoint } from '@pm/contract/purchasing-plan';
import { downloadFile } from '@/lib/download';

export function downloadPlanExport(plan: { id: string; name: string }): Promise<string> {
  return downloadFile(
    { ...planExportEndpoint, path: fillPath(planExportEndpoint.path, { id: plan.id }).path },
    { mediaType: XLSX_MEDIA_TYPE, fallbackName: `采购计划-${plan.name}.xlsx`, action: '导出采购计划' },
  );
}

export function useDownloadPlanExport() {
  return useMutation({ mutationFn: downloadPlanExport });
}
