/**
 * The try-it console's request: sent as built (model/try-it.ts) with only the token it carries, never
 * the page's cookies, and read whatever it answers (any status, any body).
 */
import { readTryAnswer, type TryAnswer, type TryRequest } from '../model/try-it';

export async function sendTryRequest(req: TryRequest): Promise<TryAnswer> {
  let res: Response;
  try {
    res = await fetch(req.url, {
      method: req.method,
      headers: req.headers,
      body: req.body,
      credentials: 'omit',
      cache: 'no-store',
    });
  } catch {
    throw new Error('请求未能发出或没有答复（网络错误）');
  }
  const text = await res.text();
  return readTryAnswer(res.status, res.statusText, res.headers.entries(), text);
}
