/**
 * The open platform's bid.* events (webhooks and the event feed), written by the bidding services in the
 * transaction of each change through the outbox's one home (`emitBidEvent`). Who gets them is decided
 * here, as for the notices: an announcement (published, cancelled before the start) goes to the buyer and
 * the suppliers it was opened to (the invited ones, or every verified supplier when open to all); what
 * follows (extended, closed, awarded, reopened, completed, failed) to the buyer, the invited suppliers and
 * those that bid. A supplier never invited to an event (and that could not bid) gets nothing of it.
 */
import type { BidStatus } from '@pm/contract/bidding';
import type { Executor } from '../../db/database';
import { emitBidEvent, type BidEventType } from '../open-platform/outbox';
import { vendorOrganizations, type BiddingRepo, type EventRow } from './bidding.repo';

type EventRef = Pick<EventRow, 'id' | 'organization_id' | 'scope'>;

/** published / cancelled: the buyer and the suppliers the event was opened to. */
export async function emitBidAnnounced(
  trx: Executor,
  repo: BiddingRepo,
  e: EventRef,
  type: Extract<BidEventType, 'bid.published' | 'bid.cancelled'>,
  status: BidStatus,
  now: Date,
): Promise<void> {
  const suppliers =
    e.scope === 'all'
      ? await vendorOrganizations(trx)
      : (await repo.invited(trx, e.id)).map((s) => s.supplier_id);
  await emitBidEvent(trx, e.id, type, status, [e.organization_id, ...suppliers], now);
}

/** A later change: the buyer, the invited suppliers and the bidders. */
export async function emitBidChanged(
  trx: Executor,
  repo: BiddingRepo,
  e: EventRef,
  type: Exclude<BidEventType, 'bid.published' | 'bid.cancelled'>,
  status: BidStatus,
  now: Date,
): Promise<void> {
  const invited = (await repo.invited(trx, e.id)).map((s) => s.supplier_id);
  const bidders = await repo.bidders(trx, e.id);
  await emitBidEvent(trx, e.id, type, status, [e.organization_id, ...invited, ...bidders], now);
}
