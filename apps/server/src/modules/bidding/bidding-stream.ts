/** The live stream route (server-sent events) and its JSON twin, over the feed. */
import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import { BID_MESSAGES, type BidChanges, type BidStreamEvent } from '@pm/contract/bidding';
import { bidStreamEvent, bidStreamQuery, bidStreamRoute } from '@pm/contract/bidding-schema';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { endpointDoc } from '../../lib/route';
import type { AuthContext } from '../auth/auth.service';
import { requireAuth } from '../../plugins/auth';
import type { BiddingRepo, EventRow } from './bidding.repo';
import { viewerOf } from './bidding-event.service';
import { changesFor, loadChanges, type BidFeed, type Watcher } from './bidding-feed';
import { statusOf } from './bidding-status';

const HEARTBEAT_MS = 15_000;
/** A stream ends after this long; the client reconnects with Last-Event-ID and misses nothing. */
const MAX_STREAM_MS = 10 * 60_000;
const FINAL = new Set(['completed', 'failed', 'revoked', 'draft']);

export class BidStreams {
  private readonly open = new Set<ServerResponse>();

  constructor(
    private readonly db: Db,
    private readonly repo: BiddingRepo,
    private readonly feed: BidFeed,
    private readonly clock: Clock,
  ) {}

  /** The event and the caller's side of it: its buyer, or a supplier that may bid in it (else 404). */
  async watchable(auth: AuthContext, id: string): Promise<{ e: EventRow; viewer: 'owner' | 'supplier' }> {
    const e = await this.repo.event(this.db, id);
    const viewer = e ? await viewerOf(this.db, this.repo, e, auth) : null;
    if (!e || (viewer !== 'owner' && viewer !== 'supplier')) throw AppError.notFound(BID_MESSAGES.notFound);
    return { e, viewer };
  }

  async changes(auth: AuthContext, id: string, since: number | undefined): Promise<BidChanges> {
    const { e, viewer } = await this.watchable(auth, id);
    const now = this.clock.now();
    const last = since === undefined ? e.log_position : Math.min(since, e.log_position);
    const loaded = await loadChanges(this.db, this.repo, e, last, now);
    const events = changesFor(e, loaded, { viewer, organizationId: auth.organizationId, last }, now);
    return { events, last: e.log_position, serverTime: now.toISOString() };
  }

  closeAll(): void {
    for (const res of this.open) res.end();
    this.open.clear();
  }

  register(app: FastifyInstance): void {
    const { endpoint } = bidStreamRoute;
    app.route({
      method: 'GET',
      url: endpoint.path,
      config: { access: endpoint.access },
      schema: {
        ...endpointDoc(endpoint),
        querystring: bidStreamQuery,
        response: { 200: bidStreamEvent },
        produces: ['text/event-stream'],
      },
      handler: async (req, reply) => {
        const auth = requireAuth(req);
        const q = req.query as { id: string; since?: number };
        const header = req.headers['last-event-id'];
        const fromHeader =
          typeof header === 'string' && /^\d{1,9}$/.test(header) ? Number(header) : undefined;
        const first = await this.changes(auth, q.id, fromHeader ?? q.since);
        const res = reply.raw;
        reply.hijack();
        res.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        const write = (ev: BidStreamEvent) => {
          res.write(`id: ${ev.seq}\nevent: ${ev.kind}\ndata: ${JSON.stringify(ev)}\n\n`);
        };
        res.write('retry: 2000\n\n');
        for (const ev of first.events) write(ev);
        const e = first.events[first.events.length - 1];
        if (e && FINAL.has(e.status)) {
          res.end();
          return;
        }
        this.open.add(res);
        const { viewer } = await this.watchable(auth, q.id);
        const watcher: Watcher = {
          eventId: q.id,
          viewer,
          organizationId: auth.organizationId,
          last: first.last,
          send: write,
        };
        const remove = this.feed.add(watcher);
        // Anything between the first read and joining the feed.
        this.feed.wake(q.id);
        const beat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
        const limit = setTimeout(() => res.end(), MAX_STREAM_MS);
        beat.unref();
        limit.unref();
        res.on('close', () => {
          remove();
          clearInterval(beat);
          clearTimeout(limit);
          this.open.delete(res);
        });
        void statusOf;
      },
    });
  }
}
