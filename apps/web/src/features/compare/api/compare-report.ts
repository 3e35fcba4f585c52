/** GET /cart/compare-price/report: downloads the 核价单 as an xlsx file (lib/download). */
import { useMutation } from '@tanstack/react-query';
import { compareReportEndpoint, XLSX_MEDIA_TYPE } from '@pm/contract/compare';
import { downloadFile, requestFile } from '@/lib/download';

export interface ReportInput {
  /** Only these 核价单 lines; the whole 核价单 when empty. */
  ids?: string[];
  divisionCode?: string;
}

function requestOf(input: ReportInput) {
  return {
    params: {
      ids: input.ids && input.ids.length > 0 ? input.ids.join(',') : undefined,
      divisionCode: input.divisionCode && /^\d{6}$/.test(input.divisionCode) ? input.divisionCode : undefined,
    },
    mediaType: XLSX_MEDIA_TYPE,
    fallbackName: '核价单.xlsx',
    action: '导出核价单',
  };
}

/** Fetches the report; resolves to the file and its name. */
export function fetchCompareReport(input: ReportInput): Promise<{ blob: Blob; fileName: string }> {
  return requestFile(compareReportEndpoint, requestOf(input));
}

/** Fetches the report and saves it through the browser's download. */
export function downloadCompareReport(input: ReportInput): Promise<string> {
  return downloadFile(compareReportEndpoint, requestOf(input));
}

export function useDownloadCompareReport() {
  return useMutation({ mutationFn: downloadCompareReport });
}
