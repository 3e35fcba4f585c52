import type { FastifyInstance } from 'fastify';
import {
  bidAwardRoute,
  bidChallengeAnswerRoute,
  bidChallengeRoute,
  bidChangesRoute,
  bidCompareRoute,
  bidDetailRoute,
  bidEventPublishRoute,
  bidEventRevokeRoute,
  bidEventSaveRoute,
  bidFailRoute,
  bidHallRoute,
  bidItemRoute,
  bidMineRoute,
  bidMineVendorRoute,
  bidPlaceRoute,
  bidImportItemsRoute,
  bidResultPageRoute,
  bidRetryOrderRoute,
  bidTimeRoute,
  bidVendorPageRoute,
} from '@pm/contract/bidding-schema';
import type { Clock } from '../../lib/clock';
import { route } from '../../lib/route';
import { requireAuth } from '../../plugins/auth';
import type { BiddingAwardService } from './bidding-award.service';
import type { BiddingBidService } from './bidding-bid.service';
import type { BidCompleter } from './bidding-complete';
import type { BidItemImporter } from './bidding-import';
import type { BiddingEventService } from './bidding-event.service';
import type { BidStreams } from './bidding-stream';

export function biddingRoutes(
  app: FastifyInstance,
  s: {
    events: BiddingEventService;
    bids: BiddingBidService;
    awards: BiddingAwardService;
    completer: BidCompleter;
    importer: BidItemImporter;
    streams: BidStreams;
    clock: Clock;
  },
): void {
  const { events, bids, awards, completer, importer, streams, clock } = s;
  // the buyer
  route(app, bidEventSaveRoute, (req) => events.save(requireAuth(req), req.body), {
    message: '竞价草稿已保存',
    errors: [409],
  });
  route(app, bidEventPublishRoute, (req) => events.publish(requireAuth(req), req.body.id), {
    message: '竞价已发布',
    errors: [409],
  });
  route(app, bidEventRevokeRoute, (req) => events.revoke(requireAuth(req), req.body.id, req.body.reason), {
    message: '竞价已撤销',
    errors: [409],
  });
  route(app, bidImportItemsRoute, (req) => importer.items(requireAuth(req), req.query.from));
  route(app, bidMineRoute, (req) => events.mine(requireAuth(req), req.query));
  route(app, bidCompareRoute, (req) => awards.compare(requireAuth(req), req.query.id), { errors: [409] });
  route(app, bidAwardRoute, (req) => awards.award(requireAuth(req), req.body), {
    message: '定标成功，进入公示期',
    errors: [409],
  });
  route(app, bidFailRoute, (req) => awards.fail(requireAuth(req), req.body.id, req.body.reason), {
    message: '已流标',
    errors: [409],
  });
  route(app, bidRetryOrderRoute, (req) => completer.retry(requireAuth(req), req.body.id), {
    message: '已重新下单',
    errors: [409],
  });
  route(
    app,
    bidChallengeAnswerRoute,
    (req) => awards.answer(requireAuth(req), req.body.id, req.body.upheld, req.body.answer),
    { message: '质疑已答复', errors: [409] },
  );
  // suppliers
  route(app, bidVendorPageRoute, (req) => events.vendorPage(requireAuth(req), req.query));
  route(app, bidPlaceRoute, (req) => bids.place(requireAuth(req), req.body), {
    message: '报价已提交',
    errors: [409],
  });
  route(app, bidMineVendorRoute, (req) => bids.myBids(requireAuth(req), req.query.id));
  route(
    app,
    bidChallengeRoute,
    (req) => awards.challenge(requireAuth(req), req.body.eventId, req.body.reason),
    {
      message: '质疑已提交',
      errors: [409],
    },
  );
  // everyone (a signed-in caller sees what its organization may)
  route(app, bidHallRoute, (req) => events.hall(req.auth ?? undefined, req.query));
  route(app, bidDetailRoute, (req) => events.detail(req.auth ?? undefined, req.query.id));
  route(app, bidItemRoute, (req) => bids.item(req.auth ?? undefined, req.query.eventId, req.query.itemId));
  route(app, bidTimeRoute, async () => {
    const now = clock.now();
    return { now: now.toISOString(), epochMs: now.getTime() };
  });
  route(app, bidResultPageRoute, (req) => awards.results(req.auth ?? undefined, req.query));
  route(app, bidChangesRoute, (req) => streams.changes(requireAuth(req), req.query.id, req.query.since));
  streams.register(app);
}
