import type { FastifyPluginAsync } from 'fastify';
import { connectionStringOf } from '../../db/change-feed';
import { createPipelinedPool, poolMaxOf, type Db } from '../../db/database';
import { Periodic } from '../../lib/periodic';
import { acceptUploads, UploadStore } from '../../lib/upload';
import { createOrders } from '../order';
import { BidAttachmentRepo } from './bidding-attachment.repo';
import { bidAttachmentRoutes } from './bidding-attachment.routes';
import {
  BID_ATTACHMENT_FOLDER,
  BID_ATTACHMENT_UPLOADS,
  BidAttachmentService,
} from './bidding-attachment.service';
import { BiddingAwardService } from './bidding-award.service';
import { BiddingBidService } from './bidding-bid.service';
import { BidCompleter } from './bidding-complete';
import { BidItemImporter } from './bidding-import';
import { BidSealer, loadBiddingSecret } from './bidding-crypto';
import { BiddingEventService } from './bidding-event.service';
import { BidFeed } from './bidding-feed';
import { BiddingRepo } from './bidding.repo';
import { biddingRoutes } from './bidding.routes';
import { BidStreams } from './bidding-stream';

/** The bidding services of an app, by its database (tests and the bench reach the job's steps and the feed). */
export interface Bidding {
  events: BiddingEventService;
  bids: BiddingBidService;
  awards: BiddingAwardService;
  completer: BidCompleter;
  feed: BidFeed;
  sealer: BidSealer;
  repo: BiddingRepo;
  attachments: BidAttachmentService;
}

const registry = new WeakMap<Db, Bidding>();

export function biddingOf(db: Db): Bidding {
  const b = registry.get(db);
  if (!b) throw new Error('the bidding module is not registered on this database');
  return b;
}

/**
 * Competitive bidding (竞价): events, bids under the event's lock, the hash-chained log, live updates
 * over LISTEN/NOTIFY and server-sent events, awards, publicity, challenges, and the job that closes
 * ended events and turns awards into orders after the publicity.
 */
export const biddingModule: FastifyPluginAsync = async (app) => {
  // Uploads (lib/upload): one attachment per request, at most BID_ATTACHMENT_MAX_BYTES.
  await acceptUploads(app, BID_ATTACHMENT_UPLOADS);
  const repo = new BiddingRepo();
  const sealer = new BidSealer(loadBiddingSecret(app.config.dataDir));
  const attachments = new BidAttachmentService(
    app.db,
    new BidAttachmentRepo(),
    repo,
    new UploadStore(app.config.dataDir, BID_ATTACHMENT_FOLDER),
    app.clock,
  );
  const events = new BiddingEventService(app.db, repo, sealer, app.clock, attachments);
  // The events' writers (bidding-place.ts): a quarter of the pool's size (at least one), in a pool of their own
  // that sends a write behind the one on its way at once.
  const writers = createPipelinedPool(app.db, Math.max(1, Math.floor((poolMaxOf(app.db) ?? 0) / 4)));
  const bids = new BiddingBidService(app.db, repo, sealer, app.clock, writers);
  const { checkout } = createOrders(app.db, app.clock, { autoConfirmDays: app.config.orderAutoConfirmDays });
  const awards = new BiddingAwardService(app.db, repo, bids, app.clock);
  const completer = new BidCompleter(app.db, repo, checkout, app.clock, app.log);
  const feed = new BidFeed(app.db, repo, app.clock, connectionStringOf(app.db));
  const streams = new BidStreams(app.db, repo, feed, app.clock);
  biddingRoutes(app, {
    events,
    bids,
    awards,
    completer,
    importer: new BidItemImporter(app.db),
    streams,
    clock: app.clock,
  });
  bidAttachmentRoutes(app, attachments);
  registry.set(app.db, { events, bids, awards, completer, feed, sealer, repo, attachments });
  const job = new Periodic(
    async () => {
      await bids.noticeEnding();
      while ((await bids.closeDue(50)) === 50);
      while ((await completer.completeDue(20)) === 20);
      await attachments.purgePending();
    },
    { intervalMs: 15_000, log: app.log, name: 'bidding close and completion sweep' },
  );
  app.addHook('onReady', async () => {
    feed.start();
    await feed.ready;
    job.start();
  });
  app.addHook('preClose', async () => streams.closeAll());
  app.addHook('onClose', async () => {
    await job.stop();
    await feed.stop();
    await writers?.end();
  });
};
