import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { planSaveEndpoint } from '@pm/contract/purchasing-plan';
import {
  SYNERGY_ERROR_CODES,
  synergyCloseEndpoint,
  synergyDetailEndpoint,
  synergyEarlyDeadEndpoint,
  synergyGetContainItemEndpoint,
  synergyItemRemoveEndpoint,
  synergyItemsSaveEndpoint,
  synergyItemUpdateEndpoint,
  synergyJoinEndpoint,
  synergyListContainItemEndpoint,
  synergyPageEndpoint,
  synergySaveEndpoint,
  synergySendEndpoint,
  synergyStatusCountEndpoint,
  type SynergyDetail,
  type SynergySaveRequest,
} from '@pm/contract/purchasing-synergy';
import { dataOf, DEMO, login, unchecked, useTestApp } from '../../test/app';
import { orderFixtures } from '../order/test-fixtures';

const ctx = useTestApp();
const db = () => ctx.tdb.db;
const { orgOf, userId, goodsOf, clearCart } = orderFixtures(ctx);

let buyer01: string;
let buyer02: string;
let buyer11: string;
let vendor01: string;
/** Three more colleagues of buyer01's organization (buyer03 … buyer05), for the five members. */
let colleagues: string[];
let goods: string[];

beforeAll(async () => {
  [buyer01, buyer02, buyer11, vendor01] = await Promise.all([
    login(ctx.app, DEMO.buyer01),
    login(ctx.app, DEMO.buyer02),
    login(ctx.app, DEMO.buyer11),
    login(ctx.app, DEMO.vendor01),
  ]);
  goods = await goodsOf([await orgOf('vendor01')], 60);
  const org = await orgOf('buyer01');
  const model = await db()
    .selectFrom('users')
    .select(['password_hash', 'department_id'])
    .where('username', '=', 'buyer02')
    .executeTakeFirstOrThrow();
  const role = await db()
    .selectFrom('roles')
    .select('id')
    .where('role_type', '=', 'PURCHASER')
    .executeTakeFirstOrThrow();
  for (const n of [3, 4, 5]) {
    const u = await db()
      .insertInto('users')
      .values({
        id: 90_000 + n,
        organization_id: org,
        department_id: model.department_id,
        username: `synergy0${n}`,
        cellphone: `1390000900${n}`,
        fullname: `协同同事${n}`,
        password_hash: model.password_hash,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db().insertInto('user_roles').values({ user_id: u.id, role_id: role.id }).execute();
  }
  colleagues = await Promise.all(
    [3, 4, 5].map((n) => login(ctx.app, { username: `synergy0${n}`, password: DEMO.buyer02.password })),
  );
});

function newList(over: Partial<SynergySaveRequest> = {}, as = buyer01) {
  return dataOf(ctx.call(synergySaveEndpoint, { name: '十二月行政部协同采购', ...over }, as));
}

async function joined(list: SynergyDetail, ...who: string[]): Promise<SynergyDetail> {
  let out = list;
  for (const token of who) out = await dataOf(ctx.call(synergyJoinEndpoint, { id: list.id }, token));
  return out;
}

const detail = (id: string, as = buyer01) => dataOf(ctx.call(synergyDetailEndpoint, { id }, as));

async function tableCounts() {
  const r = await sql<{ l: string; n: string; m: string }>`
    SELECT (SELECT count(*) FROM purchasing_synergies)::text AS l,
           (SELECT count(*) FROM purchasing_synergy_lines)::text AS n,
           (SELECT count(*) FROM purchasing_synergy_members)::text AS m`.execute(db());
  return r.rows[0]!;
}

async function cartOf(username: string) {
  const r = await db()
    .selectFrom('cart_lines')
    .select(['goods_id', 'num'])
    .where('user_id', '=', await userId(username))
    .execute();
  return new Map(r.map((x) => [x.goods_id, x.num]));
}

describe('lists: create, read, join', () => {
  it('creates a list owned by the caller, with goods and free-text lines', async () => {
    const list = await newList({
      remarks: '各位请在周五前填好',
      lines: [
        { goodsId: goods[0]!, quantity: 3 },
        { name: 'A4 复印纸', spec: '70g', unit: '包', quantity: 10, estimatedPrice: 2_350 },
      ],
    });
    expect(list).toMatchObject({
      status: 'open',
      statusText: '协同中',
      version: 1,
      isOwner: true,
      isMember: true,
      memberCount: 1,
      lineCount: 2,
      canEdit: true,
      canJoin: false,
      actions: ['earlyDead', 'send', 'close'],
    });
    expect(list.code).toMatch(/^XT\d{14}$/);
    expect(list.members).toEqual([expect.objectContaining({ isOwner: true, lineCount: 2 })]);
    const free = list.lines.find((l) => l.goodsId === null)!;
    expect(free).toMatchObject({ name: 'A4 复印纸', unit: '包', price: 2_350, amount: 23_500, mine: true });
    const g = list.lines.find((l) => l.goodsId === goods[0])!;
    expect(g.price).toBeGreaterThan(0);
    expect(list.amount).toBe(23_500 + g.price * 3);
  });

  it('refuses bad input in Chinese and stores nothing', async () => {
    const before = await tableCounts();
    const cases = [
      { name: '' },
      { name: 'x'.repeat(61) },
      { name: '好', lines: [{ name: '螺丝', quantity: 1 }] },
      { name: '好', lines: [{ goodsId: goods[0]!, quantity: 0 }] },
      { name: '好', lines: [{ goodsId: 'abc', quantity: 1 }] },
      { name: '好', lines: [{ quantity: 1 }] },
    ];
    for (const body of cases) {
      const res = await ctx.call(synergySaveEndpoint, unchecked(body), buyer01);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    const gone = await ctx.call(
      synergySaveEndpoint,
      { name: '好', lines: [{ goodsId: '999999999', quantity: 1 }] },
      buyer01,
    );
    expect(gone.status).toBe(400);
    expect(gone.body.message).toContain('商品不存在');
    expect(await tableCounts()).toEqual(before);
  });

  it('lets a colleague of the same organization join; another organization gets 404; a supplier 403', async () => {
    const list = await newList();
    const seen = await detail(list.id, buyer02);
    expect(seen).toMatchObject({ isMember: false, canJoin: true, canEdit: false, actions: [] });
    const after = await joined(list, buyer02);
    expect(after.memberCount).toBe(2);
    expect(after.version).toBe(2);
    // Joining again changes nothing.
    const again = await joined(list, buyer02);
    expect(again.version).toBe(2);

    const before = await tableCounts();
    const foreign = await ctx.call(synergyJoinEndpoint, { id: list.id }, buyer11);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('协同采购单不存在');
    expect((await ctx.call(synergyDetailEndpoint, { id: list.id }, buyer11)).status).toBe(404);
    expect((await ctx.call(synergyJoinEndpoint, { id: list.id }, vendor01)).status).toBe(403);
    expect(await tableCounts()).toEqual(before);
  });

  it('pages mine and joinable lists, and counts them per status', async () => {
    const list = await newList({ name: '仅buyer01的采购单' });
    const mine02 = await dataOf(ctx.call(synergyPageEndpoint, { scope: 'mine' }, buyer02));
    expect(mine02.records.some((r) => r.id === list.id)).toBe(false);
    const joinable = await dataOf(
      ctx.call(synergyPageEndpoint, { scope: 'joinable', keyword: '仅buyer01' }, buyer02),
    );
    expect(joinable.records.map((r) => r.id)).toEqual([list.id]);
    const count = await dataOf(ctx.call(synergyStatusCountEndpoint, undefined, buyer01));
    expect(count.all).toBe(count.open + count.ended + count.sent + count.closed);
    expect(count.open).toBeGreaterThan(0);
    const count11 = await dataOf(ctx.call(synergyStatusCountEndpoint, undefined, buyer11));
    expect(count11).toEqual({ all: 0, open: 0, ended: 0, sent: 0, closed: 0, joinable: 0 });
    const page11 = await dataOf(ctx.call(synergyPageEndpoint, { scope: 'joinable' }, buyer11));
    expect(page11.total).toBe(0);
    const bad = await ctx.call(synergyPageEndpoint, unchecked({ scope: 'everyone' }), buyer01);
    expect(bad.status).toBe(400);
  });
});

describe('lines: each member their own, with versions', () => {
  it('a member adds, edits and removes their own lines; the owner sees them per member', async () => {
    let list = await joined(await newList({ lines: [{ goodsId: goods[1]!, quantity: 2 }] }), buyer02);
    // Not a member yet: refused.
    const outsider = await ctx.call(
      synergyItemsSaveEndpoint,
      { billId: list.id, lines: [{ goodsId: goods[2]!, quantity: 1 }] },
      colleagues[0]!,
    );
    expect(outsider.status).toBe(409);
    expect(outsider.body.message).toBe('请先加入该协同采购单');

    list = await dataOf(
      ctx.call(
        synergyItemsSaveEndpoint,
        {
          billId: list.id,
          lines: [
            { goodsId: goods[2]!, quantity: 4, remark: '会议室用' },
            { name: '定制门牌', unit: '块', quantity: 2, estimatedPrice: 5_000 },
          ],
        },
        buyer02,
      ),
    );
    // The same goods again adds to the member's line.
    list = await dataOf(
      ctx.call(
        synergyItemsSaveEndpoint,
        { billId: list.id, lines: [{ goodsId: goods[2]!, quantity: 1 }] },
        buyer02,
      ),
    );
    const b02 = await userId('buyer02');
    const theirs = list.lines.filter((l) => l.memberId === b02);
    expect(theirs).toHaveLength(2);
    const line = theirs.find((l) => l.goodsId === goods[2])!;
    expect(line).toMatchObject({ quantity: 5, version: 2, remark: '会议室用', mine: true });
    const owner = await detail(list.id);
    expect(owner.lines.find((l) => l.id === line.id)).toMatchObject({
      mine: false,
      memberName: expect.any(String),
    });
    expect(owner.members.find((m) => m.userId === b02)!.lineCount).toBe(2);

    // The owner cannot change a colleague's line.
    const foreign = await ctx.call(
      synergyItemUpdateEndpoint,
      { id: line.id, version: 2, quantity: 9 },
      buyer01,
    );
    expect(foreign.status).toBe(409);
    expect(foreign.body.message).toBe('只能修改或删除自己添加的明细');

    const updated = await dataOf(
      ctx.call(synergyItemUpdateEndpoint, { id: line.id, version: 2, quantity: 6, remark: '' }, buyer02),
    );
    expect(updated.lines.find((l) => l.id === line.id)).toMatchObject({
      quantity: 6,
      version: 3,
      remark: '',
    });

    // A stale version is refused with a clear message and changes nothing.
    const stale = await ctx.call(
      synergyItemUpdateEndpoint,
      { id: line.id, version: 2, quantity: 1 },
      buyer02,
    );
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe(SYNERGY_ERROR_CODES.staleVersion);
    expect(stale.body.message).toContain('已被修改，请刷新后再操作');
    expect(stale.failure.data).toEqual({ version: 3 });
    const staleRemove = await ctx.call(synergyItemRemoveEndpoint, { id: line.id, version: 1 }, buyer02);
    expect(staleRemove.body.code).toBe(SYNERGY_ERROR_CODES.staleVersion);
    expect((await detail(list.id)).lines.find((l) => l.id === line.id)!.quantity).toBe(6);

    const removed = await dataOf(ctx.call(synergyItemRemoveEndpoint, { id: line.id, version: 3 }, buyer02));
    expect(removed.lines.some((l) => l.id === line.id)).toBe(false);
    const missing = await ctx.call(synergyItemRemoveEndpoint, { id: line.id, version: 3 }, buyer02);
    expect(missing.status).toBe(404);
    // Another organization's line does not exist.
    const other = removed.lines[0]!;
    expect(
      (await ctx.call(synergyItemUpdateEndpoint, { id: other.id, version: 1, quantity: 2 }, buyer11)).status,
    ).toBe(404);
  });

  it('refuses quantities that break the goods rule or the maximum', async () => {
    const list = await newList();
    const huge = await ctx.call(
      synergyItemsSaveEndpoint,
      { billId: list.id, lines: [{ goodsId: goods[3]!, quantity: 100_000_000 }] },
      buyer01,
    );
    expect(huge.status).toBe(400);
    expect(huge.body.message).toMatch(/数量/);
  });
});

describe('sending, ending early, closing', () => {
  it('sends chosen lines into the owner’s cart; the list locks; each line keeps who asked', async () => {
    await clearCart('buyer01');
    let list = await joined(
      await newList({
        lines: [
          { goodsId: goods[4]!, quantity: 2 },
          { goodsId: goods[5]!, quantity: 1 },
        ],
      }),
      buyer02,
    );
    list = await dataOf(
      ctx.call(
        synergyItemsSaveEndpoint,
        { billId: list.id, lines: [{ goodsId: goods[4]!, quantity: 3 }] },
        buyer02,
      ),
    );
    const chosen = list.lines.filter((l) => l.goodsId === goods[4]).map((l) => l.id);
    expect(chosen).toHaveLength(2);

    // A stale list version: refused, nothing sent.
    const stale = await ctx.call(
      synergySendEndpoint,
      { id: list.id, version: list.version - 1, lineIds: chosen },
      buyer01,
    );
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe(SYNERGY_ERROR_CODES.staleVersion);
    // Only the owner sends.
    const member = await ctx.call(synergySendEndpoint, { id: list.id, version: list.version }, buyer02);
    expect(member.status).toBe(409);
    expect(member.body.message).toBe('只有发起人可以进行此操作');
    expect((await cartOf('buyer01')).size).toBe(0);

    const sent = await dataOf(
      ctx.call(
        synergySendEndpoint,
        { id: list.id, version: list.version, lineIds: chosen, target: 'cart' },
        buyer01,
      ),
    );
    expect(sent).toMatchObject({ target: 'cart', sent: 2, planId: null });
    expect(sent.list).toMatchObject({
      status: 'sent',
      statusText: '已发送',
      sentTo: 'cart',
      actions: [],
      canEdit: false,
    });
    const cart = await cartOf('buyer01');
    expect(cart.get(goods[4]!)).toBe(5);
    expect(cart.has(goods[5]!)).toBe(false);
    const b02 = await userId('buyer02');
    const fromB02 = sent.list.lines.find((l) => l.memberId === b02)!;
    expect(fromB02).toMatchObject({ sentTo: 'cart', quantity: 3 });
    expect(sent.list.lines.find((l) => l.goodsId === goods[5])!.sentTo).toBeNull();

    // Locked: edits, adds, joins and transitions are refused and change nothing.
    const before = await tableCounts();
    const edit = await ctx.call(
      synergyItemUpdateEndpoint,
      { id: fromB02.id, version: fromB02.version, quantity: 1 },
      buyer02,
    );
    expect(edit.status).toBe(409);
    expect(edit.body.message).toContain('已发送，不能再修改明细');
    const add = await ctx.call(
      synergyItemsSaveEndpoint,
      { billId: list.id, lines: [{ goodsId: goods[6]!, quantity: 1 }] },
      buyer02,
    );
    expect(add.status).toBe(409);
    const again = await ctx.call(synergySendEndpoint, { id: list.id, version: sent.list.version }, buyer01);
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('已发送，不能发送');
    const close = await ctx.call(synergyCloseEndpoint, { id: list.id, version: sent.list.version }, buyer01);
    expect(close.status).toBe(409);
    const join = await ctx.call(synergyJoinEndpoint, { id: list.id }, colleagues[0]!);
    expect(join.status).toBe(409);
    expect(await tableCounts()).toEqual(before);
    expect((await cartOf('buyer01')).get(goods[4]!)).toBe(5);
  });

  it('refuses to send an empty list, or free text to the cart, changing nothing', async () => {
    const empty = await newList();
    const res = await ctx.call(synergySendEndpoint, { id: empty.id, version: empty.version }, buyer01);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('协同采购单还没有明细，不能发送');
    expect((await detail(empty.id)).status).toBe('open');

    await clearCart('buyer01');
    const mixed = await newList({
      lines: [
        { goodsId: goods[7]!, quantity: 1 },
        { name: '手写白板', unit: '块', quantity: 1 },
      ],
    });
    const free = await ctx.call(synergySendEndpoint, { id: mixed.id, version: mixed.version }, buyer01);
    expect(free.status).toBe(409);
    expect(free.body.message).toContain('不能加入购物车');
    expect((await cartOf('buyer01')).size).toBe(0);
    expect((await detail(mixed.id)).status).toBe('open');
    const foreign = await ctx.call(synergySendEndpoint, { id: mixed.id, version: mixed.version }, buyer11);
    expect(foreign.status).toBe(404);
    const badTarget = await ctx.call(
      synergySendEndpoint,
      unchecked({ id: mixed.id, version: 1, target: 'plan' }),
      buyer01,
    );
    expect(badTarget.status).toBe(400);
    expect(badTarget.body.message).toContain('采购计划');
  });

  it('sends into a plan through its batch save: goods lines merged, the remark naming who asked', async () => {
    const plan = await dataOf(
      ctx.call(
        planSaveEndpoint,
        { name: '协同发送目标', periodType: 'month', period: '2026-12', budget: 10_000_000 },
        buyer01,
      ),
    );
    let list = await joined(await newList({ lines: [{ goodsId: goods[8]!, quantity: 2 }] }), buyer02);
    list = await dataOf(
      ctx.call(
        synergyItemsSaveEndpoint,
        {
          billId: list.id,
          lines: [
            { goodsId: goods[8]!, quantity: 3 },
            { name: '定制工牌', unit: '个', quantity: 20, estimatedPrice: 300 },
          ],
        },
        buyer02,
      ),
    );
    const sent = await dataOf(
      ctx.call(
        synergySendEndpoint,
        { id: list.id, version: list.version, target: 'plan', planId: plan.id },
        buyer01,
      ),
    );
    expect(sent).toMatchObject({ target: 'plan', sent: 3, planId: plan.id });
    expect(sent.list).toMatchObject({ sentTo: 'plan', sentPlanId: plan.id, sentPlanName: '协同发送目标' });
    const lines = await db()
      .selectFrom('purchasing_plan_lines')
      .select(['id', 'goods_id', 'name', 'quantity', 'remark'])
      .where('plan_id', '=', plan.id)
      .orderBy('id')
      .execute();
    expect(lines).toHaveLength(2);
    const g = lines.find((l) => l.goods_id === goods[8])!;
    expect(g.quantity).toBe(5);
    expect(g.remark).toContain('协同采购单');
    expect(g.remark).toMatch(/×2.*×3|×3.*×2/);
    const linked = await db()
      .selectFrom('purchasing_synergy_lines')
      .select(['plan_line_id'])
      .where('synergy_id', '=', list.id)
      .execute();
    expect(linked.every((l) => l.plan_line_id !== null)).toBe(true);

    // Another organization's plan does not exist; nothing is sent.
    const list2 = await newList({ lines: [{ goodsId: goods[9]!, quantity: 1 }] });
    const plan11 = await dataOf(
      ctx.call(
        planSaveEndpoint,
        { name: '别家计划', periodType: 'month', period: '2026-12', budget: 100_000 },
        buyer11,
      ),
    );
    const foreign = await ctx.call(
      synergySendEndpoint,
      { id: list2.id, version: list2.version, target: 'plan', planId: plan11.id },
      buyer01,
    );
    expect(foreign.status).toBe(404);
    expect((await detail(list2.id)).status).toBe('open');
  });

  it('ends early (members stop editing, the owner still sends) and closes', async () => {
    await clearCart('buyer01');
    let list = await joined(await newList({ lines: [{ goodsId: goods[10]!, quantity: 1 }] }), buyer02);
    const ended = await dataOf(
      ctx.call(synergyEarlyDeadEndpoint, { id: list.id, version: list.version }, buyer01),
    );
    expect(ended).toMatchObject({
      status: 'ended',
      statusText: '已提前结束',
      actions: ['send', 'close'],
      canEdit: false,
    });
    const add = await ctx.call(
      synergyItemsSaveEndpoint,
      { billId: list.id, lines: [{ goodsId: goods[11]!, quantity: 1 }] },
      buyer02,
    );
    expect(add.status).toBe(409);
    expect(add.body.message).toContain('已提前结束');
    const twice = await ctx.call(synergyEarlyDeadEndpoint, { id: list.id, version: ended.version }, buyer01);
    expect(twice.status).toBe(409);
    const sent = await dataOf(
      ctx.call(synergySendEndpoint, { id: list.id, version: ended.version }, buyer01),
    );
    expect(sent.list.status).toBe('sent');
    expect((await cartOf('buyer01')).get(goods[10]!)).toBe(1);

    list = await newList({ lines: [{ goodsId: goods[12]!, quantity: 1 }] });
    const closed = await dataOf(
      ctx.call(synergyCloseEndpoint, { id: list.id, version: list.version }, buyer01),
    );
    expect(closed).toMatchObject({ status: 'closed', statusText: '已关闭', actions: [] });
    const send = await ctx.call(synergySendEndpoint, { id: list.id, version: closed.version }, buyer01);
    expect(send.status).toBe(409);
    expect(send.body.message).toContain('已关闭，不能发送');
  });
});

describe('which of my lists contain goods', () => {
  it('list-contain-item: my open lists with a mark; get-contain-item: those holding it', async () => {
    const target = goods[13]!;
    const a = await newList({ name: '含该商品', lines: [{ goodsId: target, quantity: 2 }] });
    const b = await newList({ name: '不含该商品' });
    const c = await newList({ name: '已关闭含该商品', lines: [{ goodsId: target, quantity: 1 }] });
    await dataOf(ctx.call(synergyCloseEndpoint, { id: c.id, version: c.version }, buyer01));

    const open = await dataOf(ctx.call(synergyListContainItemEndpoint, { goodsId: target }, buyer01));
    expect(open.find((x) => x.id === a.id)).toMatchObject({ contains: true, quantity: 2, isOwner: true });
    expect(open.find((x) => x.id === b.id)).toMatchObject({ contains: false, quantity: 0 });
    expect(open.some((x) => x.id === c.id)).toBe(false);

    const holding = await dataOf(ctx.call(synergyGetContainItemEndpoint, { goodsId: target }, buyer01));
    expect(holding.map((x) => x.id).sort()).toEqual([a.id, c.id].sort());
    // Not a member: buyer02 sees none of them; another organization neither.
    expect(await dataOf(ctx.call(synergyGetContainItemEndpoint, { goodsId: target }, buyer02))).toEqual([]);
    expect(await dataOf(ctx.call(synergyGetContainItemEndpoint, { goodsId: target }, buyer11))).toEqual([]);
    const bad = await ctx.call(synergyGetContainItemEndpoint, unchecked({ goodsId: 'x' }), buyer01);
    expect(bad.status).toBe(400);
  });
});

describe('concurrency', () => {
  it('five members adding 50 lines at once: all 50 are there', async () => {
    const list = await joined(await newList(), buyer02, ...colleagues);
    expect(list.memberCount).toBe(5);
    const members = [buyer01, buyer02, ...colleagues];
    const pool = goods.slice(14, 24);
    const adds = members.flatMap((token) =>
      pool.map((g) =>
        ctx.call(synergyItemsSaveEndpoint, { billId: list.id, lines: [{ goodsId: g, quantity: 1 }] }, token),
      ),
    );
    const answers = await Promise.all(adds);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const after = await detail(list.id);
    expect(after.lines).toHaveLength(50);
    expect(after.members.every((m) => m.lineCount === 10)).toBe(true);
    // Every add moved the list's version once.
    expect(after.version).toBe(list.version + 50);
  });

  it('two edits from the same version: one wins, the other is refused as stale', async () => {
    const list = await newList({ lines: [{ goodsId: goods[30]!, quantity: 1 }] });
    const line = list.lines[0]!;
    const [x, y] = await Promise.all([
      ctx.call(synergyItemUpdateEndpoint, { id: line.id, version: line.version, quantity: 7 }, buyer01),
      ctx.call(synergyItemUpdateEndpoint, { id: line.id, version: line.version, quantity: 8 }, buyer01),
    ]);
    const statuses = [x.status, y.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = x.status === 409 ? x : y;
    const winner = x.status === 200 ? x : y;
    expect(loser.body.code).toBe(SYNERGY_ERROR_CODES.staleVersion);
    const now = (await detail(list.id)).lines[0]!;
    expect(now.version).toBe(line.version + 1);
    expect(now.quantity).toBe(winner === x ? 7 : 8);
  });

  it('a send racing a member’s edit: the send names what the owner saw, so one of them is refused', async () => {
    await clearCart('buyer01');
    let list = await joined(await newList({ lines: [{ goodsId: goods[31]!, quantity: 1 }] }), buyer02);
    list = await dataOf(
      ctx.call(
        synergyItemsSaveEndpoint,
        { billId: list.id, lines: [{ goodsId: goods[32]!, quantity: 1 }] },
        buyer02,
      ),
    );
    const theirs = list.lines.find((l) => l.goodsId === goods[32])!;
    const [send, edit] = await Promise.all([
      ctx.call(synergySendEndpoint, { id: list.id, version: list.version }, buyer01),
      ctx.call(synergyItemUpdateEndpoint, { id: theirs.id, version: theirs.version, quantity: 4 }, buyer02),
    ]);
    expect([send.status, edit.status].sort()).toEqual([200, 409]);
    const cart = await cartOf('buyer01');
    if (send.status === 200) expect(cart.get(goods[32]!)).toBe(1);
    else expect(cart.size).toBe(0);
  });
});
