/**
 * Demo bidding (竞价) for `npm start`: events of buyer01 in every lasting status (草稿, 未开始, 进行中 live and
 * sealed, 定标中, 公示中, 已完成, 已流标, 已撤销), bid on by vendor01 and vendor02, so the hall, the lists and
 * 竞价公示 are alive on a first start. Everything goes through the bidding services on a clock set to each
 * simulated moment (the log, its hashes and the sealed bids are what the services make). Each event carries
 * a PDF specification and a drawing, uploaded by buyer01 through the bid attachment service into the
 * server's attachment store (demo-bidding-files.ts), so 竞价详情 lists them and they download. Once per database
 * (an app_meta marker, under an advisory lock). 已截止 lasts only until the server's close job runs, so it
 * is not seeded. Not for the test template nor the e2e database.
 */
import { sql } from 'kysely';
import type { BidEventSaveRequest } from '@pm/contract/bidding';
import { bidEventSaveRequest, bidPlaceRequest } from '@pm/contract/bidding-schema';
import type { RoleType } from '@pm/contract/roles';
import { ManualClock } from '../../lib/clock';
import { UploadStore } from '../../lib/upload';
import type { AuthContext } from '../../modules/auth/auth.service';
import { BidAttachmentRepo } from '../../modules/bidding/bidding-attachment.repo';
import {
  BID_ATTACHMENT_FOLDER,
  BidAttachmentService,
} from '../../modules/bidding/bidding-attachment.service';
import { BiddingAwardService } from '../../modules/bidding/bidding-award.service';
import { BiddingBidService } from '../../modules/bidding/bidding-bid.service';
import { BidCompleter } from '../../modules/bidding/bidding-complete';
import { BidSealer, loadBiddingSecret } from '../../modules/bidding/bidding-crypto';
import { BiddingEventService } from '../../modules/bidding/bidding-event.service';
import { BiddingRepo } from '../../modules/bidding/bidding.repo';
import { createOrders } from '../../modules/order/index';
import type { Db } from '../database';
import { partDrawingPng, specificationPdf, type SpecItem } from './demo-bidding-files';

export const DEMO_BIDDING_MARKER = 'demo_bidding_v1';
const LOCK_KEY = 7_202_621;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface DemoBiddingOptions {
  dataDir: string;
  now?: Date;
  log?: (message: string) => void;
}

async function authOf(db: Db, username: string, role: RoleType): Promise<AuthContext | null> {
  const u = await db
    .selectFrom('users')
    .select(['id', 'organization_id'])
    .where('username', '=', username)
    .executeTakeFirst();
  return u ? { userId: u.id, organizationId: u.organization_id, sessionId: '', roleTypes: [role] } : null;
}

/** Answers how many events it made, or null when the demo bidding was there already. */
export async function seedDemoBidding(db: Db, opts: DemoBiddingOptions): Promise<number | null> {
  return db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(${LOCK_KEY})`.execute(conn);
    try {
      return await addBidding(db, opts);
    } finally {
      await sql`SELECT pg_advisory_unlock(${LOCK_KEY})`.execute(conn);
    }
  });
}

async function addBidding(db: Db, opts: DemoBiddingOptions): Promise<number | null> {
  const done = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', DEMO_BIDDING_MARKER)
    .executeTakeFirst();
  if (done) return null;
  await db
    .insertInto('app_meta')
    .values({ key: DEMO_BIDDING_MARKER, value: new Date().toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const buyer = await authOf(db, 'buyer01', 'PURCHASER');
  const v1 = await authOf(db, 'vendor01', 'VENDOR');
  const v2 = await authOf(db, 'vendor02', 'VENDOR');
  if (!buyer || !v1 || !v2) return 0;
  const address = await db
    .selectFrom('addresses')
    .select('id')
    .where('user_id', '=', buyer.userId)
    .executeTakeFirst();
  if (!address) return 0;

  const now = opts.now ?? new Date();
  const clock = new ManualClock(now);
  const repo = new BiddingRepo();
  const sealer = new BidSealer(loadBiddingSecret(opts.dataDir));
  const attachments = new BidAttachmentService(
    db,
    new BidAttachmentRepo(),
    repo,
    new UploadStore(opts.dataDir, BID_ATTACHMENT_FOLDER),
    clock,
  );
  const events = new BiddingEventService(db, repo, sealer, clock, attachments);
  const drawing = await partDrawingPng();
  const bids = new BiddingBidService(db, repo, sealer, clock);
  const { checkout } = createOrders(db, clock, { autoConfirmDays: 7 });
  const awards = new BiddingAwardService(db, repo, bids, clock);
  const completer = new BidCompleter(db, repo, checkout, clock);

  const items: (SpecItem & { ceilingPrice?: number })[] = [
    {
      name: '六角头螺栓 M10×50（8.8 级，镀锌）',
      spec: 'GB/T 5782',
      unit: '个',
      quantity: 2000,
      ceilingPrice: 120,
    },
    { name: '平垫圈 M10', spec: 'GB/T 97.1', unit: '个', quantity: 4000, ceilingPrice: 15 },
    { name: '劳保手套（丁腈涂层）', spec: '均码', unit: '双', quantity: 500 },
  ];
  let made = 0;
  /** Saves and publishes an event starting `startIn` after `at` and lasting `hours`. */
  async function event(
    title: string,
    at: Date,
    over: Partial<BidEventSaveRequest> & { hours: number; publish?: boolean },
  ): Promise<{ id: string; start: Date; end: Date; itemIds: string[] }> {
    clock.set(at);
    const start = over.startAt ? new Date(over.startAt) : new Date(at.getTime() + 10 * MINUTE);
    const end = over.endAt ? new Date(over.endAt) : new Date(start.getTime() + over.hours * HOUR);
    const { hours: _h, publish, ...rest } = over;
    // A specification (PDF) and a drawing (picture), uploaded by buyer01 as through 发起竞价.
    const files = [
      {
        filename: `${title}-技术规格书.pdf`,
        mimetype: 'application/pdf',
        data: specificationPdf(title, items),
      },
      { filename: 'M10 螺栓示意图.png', mimetype: 'image/png', data: drawing },
    ];
    const attachmentIds: string[] = [];
    for (const f of files) attachmentIds.push((await attachments.upload(buyer!, f)).id);
    const saved = await events.save(
      buyer!,
      bidEventSaveRequest.parse({
        title,
        format: 'live',
        scope: 'all',
        minBidders: 2,
        startAt: start.toISOString(),
        endAt: end.toISOString(),
        addressId: address!.id,
        publicityDays: 3,
        decrementValue: 1,
        // delivery two weeks after the end, and what suppliers ask about first (竞价详情 shows both)
        deliveryDate: new Date(end.getTime() + 14 * DAY).toISOString().slice(0, 10),
        remark: '报价含税；送货至指定仓库，到货须附出厂合格证与检验报告。',
        items,
        attachmentIds,
        ...rest,
      }),
    );
    if (publish !== false) await events.publish(buyer!, saved.id);
    made++;
    const rows = await repo.items(db, saved.id);
    return { id: saved.id, start, end, itemIds: rows.map((r) => r.id) };
  }
  const place = (who: AuthContext, eventId: string, at: Date, lines: { itemId: string; price: number }[]) => {
    clock.set(at);
    return bids.place(
      who,
      bidPlaceRequest.parse({
        eventId,
        lines: lines.map((l) => ({
          ...l,
          deliveryDays: 5,
          brand: '示例品牌',
          model: '标准型',
          validDays: 30,
        })),
      }),
    );
  };
  const bidBoth = async (e: { id: string; start: Date; itemIds: string[] }, base: number[]) => {
    const t = new Date(e.start.getTime() + 5 * MINUTE);
    await place(
      v1!,
      e.id,
      t,
      e.itemIds.map((itemId, i) => ({ itemId, price: base[i]! })),
    );
    await place(
      v2!,
      e.id,
      new Date(t.getTime() + MINUTE),
      e.itemIds.map((itemId, i) => ({ itemId, price: base[i]! - 1 })),
    );
    await place(
      v1!,
      e.id,
      new Date(t.getTime() + 2 * MINUTE),
      e.itemIds.map((itemId, i) => ({ itemId, price: base[i]! - 3 })),
    );
  };
  const closeAt = async (e: { id: string; end: Date }) => {
    clock.set(new Date(e.end.getTime() + MINUTE));
    await bids.closeOne(e.id);
  };

  // 草稿
  await event('年度紧固件集中采购（草稿）', now, { hours: 48, publish: false });
  // 未开始: starts tomorrow
  await event('车间劳保用品季度竞价', now, {
    hours: 48,
    startAt: new Date(now.getTime() + DAY).toISOString(),
    endAt: new Date(now.getTime() + 3 * DAY).toISOString(),
  });
  // 进行中: live and sealed, started an hour ago.
  const live = await event('M10 紧固件公开竞价', new Date(now.getTime() - 2 * HOUR), { hours: 72 });
  await bidBoth(live, [110, 12, 900]);
  const sealed = await event('劳保手套密封报价', new Date(now.getTime() - 2 * HOUR), {
    hours: 96,
    format: 'sealed',
  });
  await bidBoth(sealed, [105, 11, 850]);
  // 定标中
  const awarding = await event('电气辅材公开竞价', new Date(now.getTime() - 3 * DAY), { hours: 24 });
  await bidBoth(awarding, [115, 13, 880]);
  await closeAt(awarding);
  // 公示中
  const publicity = await event('螺栓垫圈年度框架竞价', new Date(now.getTime() - 4 * DAY), { hours: 24 });
  await bidBoth(publicity, [112, 12, 860]);
  await closeAt(publicity);
  clock.set(new Date(now.getTime() - 1 * DAY));
  await awards.award(buyer, { id: publicity.id, supplierId: v1.organizationId, reason: '' });
  // 已完成 (items of free text: awarded without an order)
  const completed = await event('仓库货架配件竞价', new Date(now.getTime() - 20 * DAY), {
    hours: 24,
    publicityDays: 3,
  });
  await bidBoth(completed, [118, 14, 870]);
  await closeAt(completed);
  clock.set(new Date(now.getTime() - 18 * DAY));
  await awards.award(buyer, { id: completed.id, supplierId: v1.organizationId, reason: '' });
  clock.set(new Date(now.getTime() - 14 * DAY));
  await completer.completeOne(completed.id);
  // 已流标: one bidder only
  const failed = await event('防护眼镜竞价', new Date(now.getTime() - 6 * DAY), { hours: 24 });
  await place(v1, failed.id, new Date(failed.start.getTime() + MINUTE), [
    { itemId: failed.itemIds[0]!, price: 100 },
  ]);
  await closeAt(failed);
  // 已撤销
  const revoked = await event('临时采购竞价（已撤销）', new Date(now.getTime() - 30 * MINUTE), { hours: 24 });
  clock.set(new Date(now.getTime() - 25 * MINUTE));
  await events.revoke(buyer, revoked.id, '需求已取消');
  opts.log?.(`demo bidding: ${made} events`);
  return made;
}
