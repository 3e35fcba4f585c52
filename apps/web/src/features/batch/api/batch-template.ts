/**
 * GET /goods/batch/template: the xlsx template, a file rather than the envelope, fetched with the
 * session and saved by the browser. Failures toast the server message.
 */
import { batchTemplateEndpoint } from '@pm/contract/batch';
import { MESSAGES } from '@pm/contract/envelope';
import { apiBase, readToken } from '@/lib/http';
import { notify } from '@/lib/notify';

export const TEMPLATE_FILE_NAME = '批量采购模板.xlsx';

export async function downloadBatchTemplate(): Promise<void> {
  const token = readToken();
  let res: Response;
  try {
    res = await fetch(`${apiBase()}${batchTemplateEndpoint.path}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'include',
    });
  } catch {
    notify(MESSAGES.shopFallback, 'error');
    return;
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    notify(body?.message || MESSAGES.shopFallback, 'error');
    return;
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = TEMPLATE_FILE_NAME;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
