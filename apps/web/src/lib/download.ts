/**
 * Downloads of the API: answers that are a file (xlsx exports, templates) rather than the envelope.
 * They are fetched with the session and the action header like every call, read as a blob and saved
 * through the browser; a failure answers the error envelope, whose message is toasted, and an expired
 * session shows the login screen.
 */
import { ORIGIN_ACTION_HEADER, STORAGE_KEYS } from '@pm/contract/constants';
import type { AnyEndpoint } from '@pm/contract/endpoint';
import { MESSAGES } from '@pm/contract/envelope';
import { fileNameOf } from './file-name';
import { ApiError, apiBase, endSession, fingerprint, readToken } from './http';
import { buildUrl, failureMessage, originActionHeader, parseBody } from './http-rules';
import { goToLogin } from './login-flow';
import { notify } from './notify';

export interface FileRequest {
  /** Query parameters (empty values are left out). */
  params?: Record<string, string | number | undefined | null>;
  /** The expected media type of the file. */
  mediaType: string;
  /** Name when the answer gives none. */
  fallbackName: string;
  /** Action name for the X-User-Origin-Action header. */
  action: string;
}

function fail(message: string, status: number): never {
  notify(message, 'error');
  throw new ApiError(message, status || -1, status);
}

/** Fetches a file answer of a GET endpoint; resolves to the file and its name. */
export async function requestFile(
  endpoint: AnyEndpoint,
  req: FileRequest,
): Promise<{ blob: Blob; fileName: string }> {
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.params ?? {})) {
    if (v !== undefined && v !== null && v !== '') params[k] = String(v);
  }
  const headers: Record<string, string> = { Accept: `${req.mediaType}, application/json` };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  headers[ORIGIN_ACTION_HEADER] = originActionHeader({
    action: req.action,
    url: window.location.hash || endpoint.path,
    payload: params,
    userId: window.sessionStorage.getItem(STORAGE_KEYS.userId),
    fingerprint: fingerprint(),
  });
  let res: Response;
  try {
    res = await fetch(buildUrl(apiBase(), endpoint.path, params), { headers, credentials: 'include' });
  } catch {
    return fail(MESSAGES.shopFallback, 0);
  }
  if (res.status === 401) {
    endSession();
    goToLogin();
    return fail(MESSAGES.sessionExpired, 401);
  }
  if (!res.ok || !(res.headers.get('content-type') ?? '').includes(req.mediaType)) {
    return fail(failureMessage(parseBody(await res.text().catch(() => ''))), res.status);
  }
  const blob = await res.blob();
  return { blob, fileName: fileNameOf(res.headers.get('content-disposition'), req.fallbackName) };
}

/** Saves a file through the browser's download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Fetches a file answer and saves it; resolves to its name. */
export async function downloadFile(endpoint: AnyEndpoint, req: FileRequest): Promise<string> {
  const { blob, fileName } = await requestFile(endpoint, req);
  saveFile(blob, fileName);
  return fileName;
}
