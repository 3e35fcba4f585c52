/** GET /goods/batch/template: the xlsx template, saved by the browser (lib/download). */
import { batchTemplateEndpoint, XLSX_MEDIA_TYPE } from '@pm/contract/batch';
import { downloadFile } from '@/lib/download';

export const TEMPLATE_FILE_NAME = '批量采购模板.xlsx';

export async function downloadBatchTemplate(): Promise<void> {
  // Failures are toasted by the download itself.
  await downloadFile(batchTemplateEndpoint, {
    mediaType: XLSX_MEDIA_TYPE,
    fallbackName: TEMPLATE_FILE_NAME,
    action: '下载批量采购模板',
  }).catch(() => undefined);
}
