/** GET /workbench/goods/export: the supplier's prices, stock per warehouse and versions as an xlsx (lib/download). */
import { useMutation } from '@tanstack/react-query';
import { XLSX_MEDIA_TYPE } from '@pm/contract/compare';
import { wbGoodsExportEndpoint } from '@pm/contract/workbench-import';
import { downloadFile } from '@/lib/download';

const REQUEST = { mediaType: XLSX_MEDIA_TYPE, fallbackName: '价格库存.xlsx', action: '导出价格库存' };

export function downloadWbGoodsExport(): Promise<string> {
  return downloadFile(wbGoodsExportEndpoint, REQUEST);
}

export function useDownloadWbGoodsExport() {
  return useMutation({ mutationFn: downloadWbGoodsExport });
}
