/**
 * GET /cart/compare-price/report: downloads the 核价单 as an xlsx file. The answer is the file, not an
 * envelope, so this call reads it as a blob (the HTTP client reads JSON); a failure answers the error
 * envelope, whose message is toasted. An expired session shows the login screen like every call.
 */
import { useMutation } from '@tanstack/react-query';
import { STORAGE_KEYS, ORIGIN_ACTION_HEADER } from '@pm/contract/constants';
import { compareReportEndpoint, XLSX_MEDIA_TYPE } from '@pm/contract/compare';
import { MESSAGES } from '@pm/contract/envelope';
import { ApiError, apiBase, endSession, fingerprint, readToken } from '@/lib/http';
import { buildUrl, failureMessage, originActionHeader, parseBody } from '@/lib/http-rules';
import { goToLogin } from '@/lib/login-flow';
import { notify } from '@/lib/notify';
import { fileNameOf } from '../model/file-name';

export interface ReportInput {
  /** Only these 核价单 lines; the whole 核价单 when empty. */
  ids?: string[];
  divisionCode?: string;
}

function fail(message: string, status: number): never {
  notify(message, 'error');
  throw new ApiError(message, status || -1, status);
}

/** Fetches the report; resolves to the file and its name. */
export async function fetchCompareReport(input: ReportInput): Promise<{ blob: Blob; fileName: string }> {
  const params: Record<string, string> = {};
  if (input.ids && input.ids.length > 0) params.ids = input.ids.join(',');
  if (input.divisionCode && /^\d{6}$/.test(input.divisionCode)) params.divisionCode = input.divisionCode;
  const headers: Record<string, string> = { Accept: `${XLSX_MEDIA_TYPE}, application/json` };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  headers[ORIGIN_ACTION_HEADER] = originActionHeader({
    action: '导出核价单',
    url: window.location.hash || compareReportEndpoint.path,
    payload: params,
    userId: window.sessionStorage.getItem(STORAGE_KEYS.userId),
    fingerprint: fingerprint(),
  });
  let res: Response;
  try {
    res = await fetch(buildUrl(apiBase(), compareReportEndpoint.path, params), {
      headers,
      credentials: 'include',
    });
  } catch {
    return fail(MESSAGES.shopFallback, 0);
  }
  if (res.status === 401) {
    endSession();
    goToLogin();
    return fail(MESSAGES.sessionExpired, 401);
  }
  if (!res.ok || !(res.headers.get('content-type') ?? '').includes(XLSX_MEDIA_TYPE)) {
    return fail(failureMessage(parseBody(await res.text().catch(() => ''))), res.status);
  }
  const blob = await res.blob();
  return { blob, fileName: fileNameOf(res.headers.get('content-disposition'), '核价单.xlsx') };
}

/** Fetches the report and saves it through the browser's download. */
export async function downloadCompareReport(input: ReportInput): Promise<string> {
  const { blob, fileName } = await fetchCompareReport(input);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return fileName;
}

export function useDownloadCompareReport() {
  return useMutation({ mutationFn: downloadCompareReport });
}
