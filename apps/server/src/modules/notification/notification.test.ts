import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  noticePageEndpoint,
  noticeReadAllEndpoint,
  noticeReadEndpoint,
  noticeUnreadEndpoint,
} from '@pm/contract/notification';
import { DEMO, login, unchecked, useTestApp, VISITOR } from '../../test/app';
import { settleDemoNotices } from './demo-notices';
import { publishNotice } from './notification.repo';

const ctx = useTestApp();
let buyer01: string;
let buyer02: string;
let buyer11: string;
let vendor01: string;
const ids: Record<string, { userId: string; organizationId: string }> = {};

async function who(username: string) {
  const r = await sql<{ id: string; organization_id: string }>`
    SELECT id::text, organization_id::text FROM users WHERE username = ${username}`.execute(ctx.tdb.db);
  return { userId: r.rows[0]!.id, organizationId: r.rows[0]!.organization_id };
}

async function clear(): Promise<void> {
  await sql`DELETE FROM notifications`.execute(ctx.tdb.db);
}

beforeAll(async () => {
  buyer01 = await login(ctx.app, DEMO.buyer01);
  buyer02 = await login(ctx.app, DEMO.buyer02);
  buyer11 = await login(ctx.app, DEMO.buyer11);
  vendor01 = await login(ctx.app, DEMO.vendor01);
  for (const u of ['buyer01', 'buyer02', 'buyer11', 'vendor01']) ids[u] = await who(u);
});

describe('publishNotice', () => {
  it('writes one notice per active user of an organization, or to one user, on the server clock', async () => {
    await clear();
    const at = ctx.clock.now();
    const org = ids.buyer01!.organizationId;
    const n = await publishNotice(ctx.tdb.db, {
      organizationId: org,
      kind: 'ORDER_SHIPPED',
      title: '订单已发货',
      body: '您的订单 X 已发货',
      subject: { type: 'order', id: '1' },
      at,
    });
    const users = await sql<{ n: string }>`
      SELECT count(*)::text AS n FROM users WHERE organization_id = ${org}::bigint AND status = 'active'`.execute(
      ctx.tdb.db,
    );
    expect(n).toBe(Number(users.rows[0]!.n));
    expect(n).toBeGreaterThanOrEqual(2);

    const one = await publishNotice(ctx.tdb.db, {
      organizationId: org,
      userId: ids.buyer02!.userId,
      kind: 'QUOTE_RECEIVED',
      title: '收到报价',
      at,
    });
    expect(one).toBe(1);

    const b1 = await ctx.call(noticePageEndpoint, {}, buyer01);
    expect(b1.body.data.records.map((r) => r.kind)).toEqual(['ORDER_SHIPPED']);
    expect(b1.body.data.records[0]).toMatchObject({
      title: '订单已发货',
      body: '您的订单 X 已发货',
      subject: { type: 'order', id: '1' },
      read: false,
      createdAt: at.toISOString(),
      readAt: null,
    });
    const b2 = await ctx.call(noticePageEndpoint, {}, buyer02);
    expect(b2.body.data.total).toBe(2);
    expect(b2.body.data.unread).toBe(2);
  });

  it('a user of another organization is never reached, and a dedupe key publishes once per user', async () => {
    await clear();
    const at = ctx.clock.now();
    // buyer11's user id with buyer01's organization: nobody.
    expect(
      await publishNotice(ctx.tdb.db, {
        organizationId: ids.buyer01!.organizationId,
        userId: ids.buyer11!.userId,
        kind: 'BID_OPENED',
        title: '竞价开始',
        at,
      }),
    ).toBe(0);
    const notice = {
      organizationId: ids.vendor01!.organizationId,
      kind: 'BID_ENDING' as const,
      title: '竞价即将截止',
      subject: { type: 'bid' as const, id: '7' },
      dedupeKey: 'bid:7:ending',
      at,
    };
    expect(await publishNotice(ctx.tdb.db, notice)).toBeGreaterThan(0);
    expect(await publishNotice(ctx.tdb.db, notice)).toBe(0);
    const v = await ctx.call(noticeUnreadEndpoint, undefined, vendor01);
    expect(v.body.data.unread).toBe(1);
  });

  it('in a transaction that rolls back, nothing is published', async () => {
    await clear();
    await expect(
      ctx.tdb.db.transaction().execute(async (trx) => {
        await publishNotice(trx, {
          organizationId: ids.buyer01!.organizationId,
          kind: 'REFUND_PAID',
          title: '退款已到账',
          at: ctx.clock.now(),
        });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect((await ctx.call(noticeUnreadEndpoint, undefined, buyer01)).body.data.unread).toBe(0);
  });

  it('cuts over-long titles and bodies', async () => {
    await clear();
    await publishNotice(ctx.tdb.db, {
      organizationId: ids.buyer01!.organizationId,
      userId: ids.buyer01!.userId,
      kind: 'REFUND_REJECTED',
      title: '标'.repeat(300),
      body: '文'.repeat(3000),
      at: ctx.clock.now(),
    });
    const page = await ctx.call(noticePageEndpoint, {}, buyer01);
    expect(page.body.data.records[0]!.title).toHaveLength(100);
    expect(page.body.data.records[0]!.body).toHaveLength(1000);
  });
});

describe('my notices', () => {
  async function seed(): Promise<void> {
    await clear();
    const org = ids.buyer01!.organizationId;
    const userId = ids.buyer01!.userId;
    const kinds = [
      'ORDER_SHIPPED',
      'REFUND_APPROVED',
      'QUOTE_RECEIVED',
      'BID_AWARDED',
      'REFUND_PAID',
    ] as const;
    for (const kind of kinds) {
      ctx.clock.advance(60_000);
      await publishNotice(ctx.tdb.db, {
        organizationId: org,
        userId,
        kind,
        title: kind,
        at: ctx.clock.now(),
      });
    }
  }

  it('pages newest first, filters by unread and by category', async () => {
    await seed();
    const all = await ctx.call(noticePageEndpoint, { limit: 2 }, buyer01);
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({ total: 5, page: 1, limit: 2, unread: 5 });
    expect(all.body.data.records.map((r) => r.kind)).toEqual(['REFUND_PAID', 'BID_AWARDED']);
    const p3 = await ctx.call(noticePageEndpoint, { limit: 2, page: 3 }, buyer01);
    expect(p3.body.data.records.map((r) => r.kind)).toEqual(['ORDER_SHIPPED']);

    const refunds = await ctx.call(noticePageEndpoint, { category: 'REFUND' }, buyer01);
    expect(refunds.body.data.records.map((r) => r.kind)).toEqual(['REFUND_PAID', 'REFUND_APPROVED']);
    const everything = await ctx.call(noticePageEndpoint, unchecked({ category: 'all' }), buyer01);
    expect(everything.body.data.total).toBe(5);

    const first = all.body.data.records[0]!;
    await ctx.call(noticeReadEndpoint, { id: first.id }, buyer01);
    const unread = await ctx.call(noticePageEndpoint, { unread: true }, buyer01);
    expect(unread.body.data.total).toBe(4);
    expect(unread.body.data.records.map((r) => r.id)).not.toContain(first.id);
    const unreadText = await ctx.call(noticePageEndpoint, unchecked({ unread: '1' }), buyer01);
    expect(unreadText.body.data.total).toBe(4);
    const notUnread = await ctx.call(noticePageEndpoint, unchecked({ unread: 'false' }), buyer01);
    expect(notUnread.body.data.total).toBe(5);
  });

  it('marks one read (once: the first time stays) and all read; the count follows', async () => {
    await seed();
    const page = await ctx.call(noticePageEndpoint, {}, buyer01);
    const id = page.body.data.records[2]!.id;
    const t1 = ctx.clock.now().toISOString();
    const read = await ctx.call(noticeReadEndpoint, { id }, buyer01);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ id, read: true, readAt: t1 });
    ctx.clock.advance(1000);
    const again = await ctx.call(noticeReadEndpoint, { id }, buyer01);
    expect(again.body.data.readAt).toBe(t1);
    expect((await ctx.call(noticeUnreadEndpoint, undefined, buyer01)).body.data.unread).toBe(4);

    const all = await ctx.call(noticeReadAllEndpoint, undefined, buyer01);
    expect(all.status).toBe(200);
    expect(all.body.message).toBe('已全部标为已读');
    expect(all.body.data).toEqual({ changed: 4, unread: 0 });
    expect((await ctx.call(noticeUnreadEndpoint, undefined, buyer01)).body.data.unread).toBe(0);
    expect((await ctx.call(noticeReadAllEndpoint, undefined, buyer01)).body.data.changed).toBe(0);
  });

  it("another user's or organization's notice answers 404 and stays unread; reading all touches only mine", async () => {
    await seed();
    const page = await ctx.call(noticePageEndpoint, {}, buyer01);
    const id = page.body.data.records[0]!.id;
    for (const token of [buyer02, buyer11, vendor01]) {
      const res = await ctx.call(noticeReadEndpoint, { id }, token);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 404, message: '通知不存在', data: null });
      expect((await ctx.call(noticeReadAllEndpoint, undefined, token)).status).toBe(200);
      const theirs = await ctx.call(noticePageEndpoint, {}, token);
      expect(theirs.body.data.records.map((r) => r.id)).not.toContain(id);
    }
    expect((await ctx.call(noticeUnreadEndpoint, undefined, buyer01)).body.data.unread).toBe(5);
    const missing = await ctx.call(noticeReadEndpoint, { id: '9223372036854775807' }, buyer01);
    expect(missing.status).toBe(404);
  });

  it('bad input is a Chinese 400 and changes nothing; a visitor is 401', async () => {
    await seed();
    const cases = [
      [noticePageEndpoint, { category: 'NOPE' }, '通知类别不正确'],
      [noticePageEndpoint, { unread: 'maybe' }, '是否未读应为 true 或 false'],
      [noticePageEndpoint, { limit: 101 }, '每页条数最大为 100'],
      [noticePageEndpoint, { page: 0 }, '页码最小为 1'],
    ] as const;
    for (const [endpoint, input, message] of cases) {
      const res = await ctx.call(endpoint, unchecked(input), buyer01);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    }
    for (const id of ['0', 'abc', '1.5', '99999999999999999999']) {
      const res = await ctx.call(noticeReadEndpoint, unchecked({ id }), buyer01);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('ID 格式不正确');
    }
    expect((await ctx.call(noticeUnreadEndpoint, undefined, buyer01)).body.data.unread).toBe(5);
    for (const endpoint of [noticePageEndpoint, noticeUnreadEndpoint, noticeReadAllEndpoint]) {
      expect((await ctx.call(endpoint, unchecked({}), VISITOR)).status).toBe(401);
    }
  });

  it('a supplier and an operator read their own', async () => {
    await clear();
    const admin = await login(ctx.app, DEMO.admin);
    const adminIds = await who('admin');
    await publishNotice(ctx.tdb.db, {
      organizationId: adminIds.organizationId,
      userId: adminIds.userId,
      kind: 'BID_CHALLENGE_ANSWERED',
      title: '质疑已答复',
      at: ctx.clock.now(),
    });
    await publishNotice(ctx.tdb.db, {
      organizationId: ids.vendor01!.organizationId,
      kind: 'REFUND_PAID',
      title: '退款',
      at: ctx.clock.now(),
    });
    expect((await ctx.call(noticeUnreadEndpoint, undefined, admin)).body.data.unread).toBe(1);
    expect((await ctx.call(noticeUnreadEndpoint, undefined, vendor01)).body.data.unread).toBe(1);
    expect((await ctx.call(noticeUnreadEndpoint, undefined, buyer01)).body.data.unread).toBe(0);
  });
});

describe('the demo history', () => {
  it('counts notices older than three days as read an hour after they came, and leaves the recent unread', async () => {
    await clear();
    const now = ctx.clock.now();
    const me = ids.buyer01!;
    const base = { organizationId: me.organizationId, userId: me.userId, kind: 'ORDER_SHIPPED' as const };
    const old = new Date(now.getTime() - 4 * 86_400_000);
    await publishNotice(ctx.tdb.db, { ...base, title: '旧', at: old });
    await publishNotice(ctx.tdb.db, { ...base, title: '新', at: new Date(now.getTime() - 86_400_000) });
    expect(await settleDemoNotices(ctx.tdb.db, now)).toBe(1);
    const page = await ctx.call(noticePageEndpoint, {}, buyer01);
    expect(page.body.data.records.map((r) => [r.title, r.read])).toEqual([
      ['新', false],
      ['旧', true],
    ]);
    expect(page.body.data.records[1]!.readAt).toBe(new Date(old.getTime() + 3_600_000).toISOString());
    expect(await settleDemoNotices(ctx.tdb.db, now)).toBe(0);
  });
});
