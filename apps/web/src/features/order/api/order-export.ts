/**
 * GET /order/export: the buyer's order list (same filters as the list, without paging) as an xlsx file
 * (lib/download).
 */
import { useMutation } from '@tanstack/react-query';
import { XLSX_MEDIA_TYPE } from '@pm/contract/compare';
import { orderExportEndpoint, type OrderExportQuery } from '@pm/contract/order';
import { downloadFile, requestFile } from '@/lib/download';

export type ExportInput = OrderExportQuery;

function requestOf(input: ExportInput) {
  const params: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(input)) {
    if (v !== undefined && v !== null && v !== '' && v !== 'all') params[k] = String(v);
  }
  return { params, mediaType: XLSX_MEDIA_TYPE, fallbackName: '我的订单.xlsx', action: '导出订单' };
}

/** Fetches the export; resolves to the file and its name. */
export function fetchOrderExport(input: ExportInput): Promise<{ blob: Blob; fileName: string }> {
  return requestFile(orderExportEndpoint, requestOf(input));
}

/** Fetches the export and saves it through the browser's download. */
export function downloadOrderExport(input: ExportInput): Promise<string> {
  return downloadFile(orderExportEndpoint, requestOf(input));
}

export function useDownloadOrderExport() {
  return useMutation({ mutationFn: downloadOrderExport });
}
