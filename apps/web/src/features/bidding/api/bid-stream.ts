/**
 * GET /bidding/event/stream: the live changes of one event (server-sent events). Read with fetch rather
 * than EventSource so that the session's Bearer token travels in its header; `Last-Event-ID` carries the
 * last sequence the page has, and the server first sends what was missed.
 */
import { bidStreamEndpoint } from '@pm/contract/bidding';
import { apiBase, readToken } from '@/lib/http';
import { buildUrl } from '@/lib/http-rules';
import { StreamRefused, type OpenStream } from '../model/bid-stream';

async function* textOf(body: ReadableStream<Uint8Array>): AsyncIterable<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield decoder.decode(value, { stream: true });
    }
  } finally {
    reader.releaseLock();
  }
}

/** The opener of one event's stream for watchBidStream. */
export function bidStreamOpener(eventId: string): OpenStream {
  return async (since, signal) => {
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    const token = readToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (since !== null) headers['Last-Event-ID'] = String(since);
    const url = buildUrl(apiBase(), bidStreamEndpoint.path, { id: eventId });
    const res = await fetch(url, { headers, credentials: 'include', signal, cache: 'no-store' });
    if (res.status === 401 || res.status === 403 || res.status === 404)
      throw new StreamRefused(String(res.status));
    if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}`);
    return textOf(res.body);
  };
}
