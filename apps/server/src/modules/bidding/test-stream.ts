/** Test helpers of the live stream: an app on a real socket, and a reader of its server-sent events. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { BidStreamEvent } from '@pm/contract/bidding';

/** Listens on a free port of 127.0.0.1; answers the base address. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** A stream reader: every event it received, and a wait for one that matches. */
export function openStream(base: string, token: string, eventId: string, lastEventId?: number) {
  const events: BidStreamEvent[] = [];
  const waiters: { test: (e: BidStreamEvent) => boolean; resolve: (e: BidStreamEvent) => void }[] = [];
  let status = 0;
  const req = http.get(
    `${base}/pm-api/bidding/event/stream?id=${eventId}`,
    {
      headers: {
        authorization: `Bearer ${token}`,
        ...(lastEventId !== undefined ? { 'last-event-id': String(lastEventId) } : {}),
      },
    },
    (res) => {
      status = res.statusCode ?? 0;
      res.setEncoding('utf8');
      let buf = '';
      res.on('data', (chunk: string) => {
        buf += chunk;
        let cut: number;
        while ((cut = buf.indexOf('\n\n')) >= 0) {
          const block = buf.slice(0, cut);
          buf = buf.slice(cut + 2);
          const data = block
            .split('\n')
            .filter((l) => l.startsWith('data: '))
            .map((l) => l.slice(6))
            .join('');
          if (!data) continue;
          const ev = JSON.parse(data) as BidStreamEvent;
          events.push(ev);
          for (const w of [...waiters]) {
            if (w.test(ev)) {
              waiters.splice(waiters.indexOf(w), 1);
              w.resolve(ev);
            }
          }
        }
      });
    },
  );
  req.on('error', () => undefined);
  return {
    events,
    status: () => status,
    waitFor(test: (e: BidStreamEvent) => boolean): Promise<BidStreamEvent> {
      const found = events.find(test);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiters.push({ test, resolve }));
    },
    close: () => req.destroy(),
  };
}
