/**
 * Live changes of events for server-sent events, across processes: every change appends to the bid log
 * and sends `NOTIFY pm_bidding '<eventId>:<position>'` in its transaction (bidding-log.ts); each process
 * holds one connection listening on the channel (its own changes arrive there too), reads the new log
 * entries of an event once per wake-up and writes each watcher of the event what it may see.
 * While the connection is down nothing is lost: on reconnecting every watched event is read again from
 * the last position each watcher has.
 */
import pg from 'pg';
import type { BidStreamEvent, BidStreamKind } from '@pm/contract/bidding';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { BiddingRepo, EventRow } from './bidding.repo';
import type { LogKind } from './bidding-log';
import { statusOf } from './bidding-status';
import { iso, visibilityOf } from './bidding-view';

export const BID_CHANNEL = 'pm_bidding';

/** A watcher: who it is (owner or a supplier organization) and where its stream writes. */
export interface Watcher {
  eventId: string;
  viewer: 'owner' | 'supplier';
  organizationId: string;
  /** The last position it has. */
  last: number;
  send(event: BidStreamEvent): void;
}

const STREAM_KIND: Record<LogKind, BidStreamKind> = {
  bid: 'bid',
  extend: 'extended',
  close: 'status',
  award: 'awarded',
  reopen: 'status',
};

/** An item's standing, computed once per read for every watcher. */
interface ItemView {
  best: number | null;
  count: number;
  /** Supplier → rank among the valid bids. */
  rankOf: Map<string, number>;
}

interface Loaded {
  entries: { position: number; kind: string; itemId: string | null }[];
  items: Map<string, ItemView>;
}

/** The event's log entries after `since` and, where anyone may see them, its current ranks per item. */
export async function loadChanges(
  db: Db,
  repo: BiddingRepo,
  e: EventRow,
  since: number,
  now: Date,
): Promise<Loaded> {
  const status = statusOf(e, now);
  const sealedOpen = e.format === 'live' || !['pending', 'running'].includes(status);
  const [rows, ranking] = await Promise.all([
    db
      .selectFrom('bid_log')
      .select(['position', 'kind', 'body'])
      .where('event_id', '=', e.id)
      .where('position', '>', since)
      .orderBy('position')
      .execute(),
    sealedOpen ? repo.eventRanking(db, e.id) : Promise.resolve([]),
  ]);
  const items = new Map<string, ItemView>();
  // eventRanking is in rank order per item: valid bids first, by price, then sequence.
  for (const r of ranking) {
    if (r.price === null) continue;
    let v = items.get(r.item_id);
    if (!v) {
      v = { best: null, count: 0, rankOf: new Map() };
      items.set(r.item_id, v);
    }
    v.count++;
    if (r.over_ceiling !== true) {
      if (v.best === null) v.best = Number(r.price);
      v.rankOf.set(r.supplier_id, v.rankOf.size + 1);
    }
  }
  const entries = rows.map((r) => ({
    position: r.position,
    kind: r.kind,
    itemId: r.kind === 'bid' ? (JSON.parse(r.body) as { itemId: string }).itemId : null,
  }));
  return { entries, items };
}

/** What a watcher of an event sees of the loaded changes after its last position. */
export function changesFor(
  e: EventRow,
  loaded: Loaded,
  w: Pick<Watcher, 'viewer' | 'organizationId' | 'last'>,
  now: Date,
): BidStreamEvent[] {
  const status = statusOf(e, now);
  const ended = !['pending', 'running'].includes(status);
  const sealedOpen = e.format === 'live' || ended;
  const vis = visibilityOf(e.visibility);
  const view = (itemId: string | null) => {
    if (!itemId || !sealedOpen) return { bestPrice: null, myRank: null, bidCount: null };
    const v = loaded.items.get(itemId);
    const best = v?.best ?? null;
    const count = v?.count ?? 0;
    if (w.viewer === 'owner') return { bestPrice: best, myRank: null, bidCount: count };
    const rank = v?.rankOf.get(w.organizationId) ?? null;
    return {
      bestPrice: ended || vis === 'best' ? best : null,
      myRank: ended || vis === 'rank' ? rank : null,
      bidCount: ended || vis !== 'none' ? count : null,
    };
  };
  const base = {
    eventId: e.id,
    status,
    endAt: iso(e.current_end_at),
    extensions: e.extensions,
    serverTime: now.toISOString(),
  };
  const out: BidStreamEvent[] = [];
  for (const entry of loaded.entries) {
    if (entry.position <= w.last) continue;
    const kind = STREAM_KIND[entry.kind as LogKind] ?? 'status';
    // A sealed event's bids are seen by nobody before the end.
    if (kind === 'bid' && e.format === 'sealed') continue;
    const itemId = kind === 'bid' ? entry.itemId : null;
    out.push({ ...base, seq: entry.position, kind, itemId, ...view(itemId), at: now.toISOString() });
  }
  if (out.length === 0 || out[out.length - 1]!.seq < e.log_position) {
    // Nothing it may see (or nothing new): the state now, at the current position.
    out.push({
      ...base,
      seq: e.log_position,
      kind: 'status',
      itemId: null,
      ...view(null),
      at: now.toISOString(),
    });
  }
  return out;
}

export class BidFeed {
  private client: pg.Client | null = null;
  private readonly watchers = new Map<string, Set<Watcher>>();
  private readonly running = new Map<string, Promise<void>>();
  private readonly dirty = new Set<string>();
  private stopped = true;
  private retryMs = 500;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly repo: BiddingRepo,
    private readonly clock: Clock,
    private readonly connectionString: string | null,
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    const c = this.client;
    this.client = null;
    await c?.end().catch(() => undefined);
    await Promise.allSettled([...this.running.values()]);
  }

  /** Resolves once the listening connection is ready (tests, the bench). */
  ready: Promise<void> = Promise.resolve();

  private connect(): void {
    if (this.stopped || !this.connectionString) return;
    const client = new pg.Client({
      connectionString: this.connectionString,
      application_name: 'pm-bid-feed',
    });
    this.client = client;
    const lost = () => {
      if (this.client !== client) return;
      this.client = null;
      client.end().catch(() => undefined);
      if (this.stopped) return;
      this.retry = setTimeout(() => this.connect(), this.retryMs);
      this.retry.unref();
      this.retryMs = Math.min(this.retryMs * 2, 30_000);
    };
    client.on('notification', (n) => {
      const eventId = (n.payload ?? '').split(':')[0];
      if (eventId) this.wake(eventId);
    });
    client.on('error', lost);
    client.on('end', lost);
    this.ready = client
      .connect()
      .then(() => client.query(`LISTEN ${BID_CHANNEL}`))
      .then(() => {
        this.retryMs = 500;
        // Whatever happened while it was not listening: every watched event is read again.
        for (const id of this.watchers.keys()) this.wake(id);
      })
      .catch(lost);
  }

  add(w: Watcher): () => void {
    const set = this.watchers.get(w.eventId) ?? new Set<Watcher>();
    this.watchers.set(w.eventId, set);
    set.add(w);
    return () => {
      set.delete(w);
      if (set.size === 0) this.watchers.delete(w.eventId);
    };
  }

  watcherCount(): number {
    let n = 0;
    for (const s of this.watchers.values()) n += s.size;
    return n;
  }

  /** Reads the event's new entries once for all its watchers; a wake-up during a read reads again after it. */
  wake(eventId: string): void {
    if (!this.watchers.has(eventId)) return;
    if (this.running.has(eventId)) {
      this.dirty.add(eventId);
      return;
    }
    const run = this.push(eventId)
      .catch(() => undefined)
      .finally(() => {
        this.running.delete(eventId);
        if (this.dirty.delete(eventId)) this.wake(eventId);
      });
    this.running.set(eventId, run);
  }

  private async push(eventId: string): Promise<void> {
    const set = this.watchers.get(eventId);
    if (!set || set.size === 0) return;
    const e = await this.repo.event(this.db, eventId);
    if (!e) return;
    const now = this.clock.now();
    const behind = [...set].filter((w) => w.last < e.log_position);
    if (behind.length === 0) return;
    const since = Math.min(...behind.map((w) => w.last));
    const loaded = await loadChanges(this.db, this.repo, e, since, now);
    for (const w of behind) {
      for (const ev of changesFor(e, loaded, w, now)) w.send(ev);
      w.last = e.log_position;
    }
  }
}
