/**
 * GET /order/export: the buyer's order list (same filters as the list, without paging) as an xlsx file.
 * The answer is the file, not an envelope, so this call reads it as a blob (the HTTP client reads JSON);
 * a failure answers the error envelope, whose message is toasted. An expired session shows the login
 * screen like every call.
 */
import { useMutation } from '@tanstack/react-query';
import { ORIGIN_ACTION_HEADER, STORAGE_KEYS } from '@pm/contract/constants';
import { XLSX_MEDIA_TYPE } from '@pm/contract/compare';
import { MESSAGES } from '@pm/contract/envelope';
import { orderExportEndpoint, type OrderPageQuery } from '@pm/contract/order';
import { ApiError, apiBase, endSession, fingerprint, readToken } from '@/lib/http';
import { buildUrl, failureMessage, originActionHeader, parseBody } from '@/lib/http-rules';
import { goToLogin } from '@/lib/login-flow';
import { notify } from '@/lib/notify';
import { fileNameOf } from '../model/file-name';

export type ExportInput = Omit<OrderPageQuery, 'page' | 'limit'>;

function fail(message: string, status: number): never {
  notify(message, 'error');
  throw new ApiError(message, status || -1, status);
}

function paramsOf(input: ExportInput): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(input)) {
    if (v !== undefined && v !== null && v !== '' && v !== 'all') params[k] = String(v);
  }
  return params;
}

/** Fetches the export; resolves to the file and its name. */
export async function fetchOrderExport(input: ExportInput): Promise<{ blob: Blob; fileName: string }> {
  const params = paramsOf(input);
  const headers: Record<string, string> = { Accept: `${XLSX_MEDIA_TYPE}, application/json` };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  headers[ORIGIN_ACTION_HEADER] = originActionHeader({
    action: '导出订单',
    url: window.location.hash || orderExportEndpoint.path,
    payload: params,
    userId: window.sessionStorage.getItem(STORAGE_KEYS.userId),
    fingerprint: fingerprint(),
  });
  let res: Response;
  try {
    res = await fetch(buildUrl(apiBase(), orderExportEndpoint.path, params), {
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
  return { blob, fileName: fileNameOf(res.headers.get('content-disposition'), '我的订单.xlsx') };
}

/** Fetches the export and saves it through the browser's download. */
export async function downloadOrderExport(input: ExportInput): Promise<string> {
  const { blob, fileName } = await fetchOrderExport(input);
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

export function useDownloadOrderExport() {
  return useMutation({ mutationFn: downloadOrderExport });
}
