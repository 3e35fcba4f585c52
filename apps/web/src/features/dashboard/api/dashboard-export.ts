/** GET /dashboard/export: one view of 固买云 as an xlsx (same filters, with a totals row), saved by the browser. */
import { useMutation } from '@tanstack/react-query';
import { XLSX_MEDIA_TYPE } from '@pm/contract/batch';
import {
  DASHBOARD_VIEW_LABELS,
  dashboardExportEndpoint,
  type DashboardExportQuery,
} from '@pm/contract/dashboard';
import { downloadFile } from '@/lib/download';

export function downloadDashboardExport(query: DashboardExportQuery): Promise<string> {
  const label = DASHBOARD_VIEW_LABELS[query.view];
  return downloadFile(dashboardExportEndpoint, {
    params: { ...query },
    mediaType: XLSX_MEDIA_TYPE,
    fallbackName: `固买云-${label}-${query.from}至${query.to}.xlsx`,
    action: `导出${label}`,
  });
}

export function useDashboardExport() {
  return useMutation({ mutationFn: downloadDashboardExport });
}
