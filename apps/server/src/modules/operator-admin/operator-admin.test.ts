import { beforeAll, describe, expect, it } from 'vitest';
import { bidEventSaveEndpoint } from '@pm/contract/bidding';
import { goodsSearchEndpoint, hotSearchEndpoint, suggestKeywordEndpoint } from '@pm/contract/goods';
import { mallIndexEndpoint, productWorkOrderEndpoint } from '@pm/contract/mall';
import {
  adminBuyerDetailEndpoint,
  adminBuyerPageEndpoint,
  adminSupplierPageEndpoint,
  operatorActionPageEndpoint,
  roleResourcesEndpoint,
  saveRoleResourcesEndpoint,
  setCreditLimitEndpoint,
  updateOrgUserEndpoint,
  verifySupplierEndpoint,
} from '@pm/contract/workbench-admin';
import {
  adminBannerListEndpoint,
  adminNoticePageEndpoint,
  adminSiteConfigListEndpoint,
  adminWorkOrderPageEndpoint,
  blockedWordsEndpoint,
  blockWordEndpoint,
  deleteBannerEndpoint,
  myWorkOrderPageEndpoint,
  replyWorkOrderEndpoint,
  saveBannerEndpoint,
  saveNoticeEndpoint,
  saveSiteConfigEndpoint,
  unblockWordEndpoint,
} from '@pm/contract/workbench-admin-content';
import { siteConfigListEndpoint } from '@pm/contract/mall';
import { resourcesByRoleIdsEndpoint } from '@pm/contract/user';
import { DEMO, dataOf, login, unchecked, useTestApp, VISITOR } from '../../test/app';
import { biddingFixtures } from '../bidding/test-fixtures';

const ctx = useTestApp();
const db = () => ctx.tdb.db;
const bidding = biddingFixtures(ctx);

let admin: string;
let buyer01: string;
let vendor01: string;
let buyerOrg: string;
let vendorOrg: string;

async function orgOf(username: string): Promise<string> {
  const u = await db()
    .selectFrom('users')
    .select('organization_id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return u.organization_id;
}

async function creditRow(orgId: string) {
  return db()
    .selectFrom('organization_credits')
    .select(['credit_limit', 'used'])
    .where('organization_id', '=', orgId)
    .executeTakeFirstOrThrow();
}

async function logCount(): Promise<number> {
  const r = await db()
    .selectFrom('operator_actions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

beforeAll(async () => {
  [admin, buyer01, vendor01] = await Promise.all([
    login(ctx.app, DEMO.admin),
    login(ctx.app, DEMO.buyer01),
    login(ctx.app, DEMO.vendor01),
  ]);
  buyerOrg = await orgOf('buyer01');
  vendorOrg = await orgOf('vendor01');
});

describe('who may call the workbench', () => {
  it('refuses buyers and suppliers with 40301 (they stay signed in) and visitors with 401', async () => {
    for (const token of [buyer01, vendor01]) {
      const res = await ctx.call(adminBuyerPageEndpoint, {}, token);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe(40301);
      const write = await ctx.call(
        setCreditLimitEndpoint,
        { organizationId: buyerOrg, creditLimit: 1, reason: '测试越权' },
        token,
      );
      expect(write.body.code).toBe(40301);
    }
    expect((await ctx.call(blockedWordsEndpoint, undefined, VISITOR)).status).toBe(401);
    expect((await ctx.call(hotSearchEndpoint, {}, buyer01)).status).toBe(200);
  });
});

describe('buyer organizations and credit limits', () => {
  it('lists buyers with credit and users; shows one with departments and users', async () => {
    const page = await dataOf(ctx.call(adminBuyerPageEndpoint, { keyword: '华东' }, admin));
    expect(page.records.map((r) => r.name)).toEqual(['华东精工制造有限公司']);
    expect(page.records[0]!.credit.limit).toBeGreaterThan(0);
    expect(page.records[0]!.userCount).toBeGreaterThanOrEqual(2);
    const detail = await dataOf(ctx.call(adminBuyerDetailEndpoint, { id: buyerOrg }, admin));
    expect(detail.users.map((u) => u.username)).toEqual(expect.arrayContaining(['buyer01', 'buyer02']));
    expect(detail.departments.length).toBeGreaterThan(0);
    const notBuyer = await ctx.call(adminBuyerDetailEndpoint, { id: vendorOrg }, admin);
    expect(notBuyer.status).toBe(404);
    expect(notBuyer.body.message).toBe('采购单位不存在');
  });

  it('sets a limit with a reason, logged with before and after; refuses no reason and a limit below what is used', async () => {
    const before = await creditRow(buyerOrg);
    const logs = await logCount();
    const noReason = await ctx.call(
      setCreditLimitEndpoint,
      unchecked({ organizationId: buyerOrg, creditLimit: 5_000_000 }),
      admin,
    );
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toContain('理由');
    const negative = await ctx.call(
      setCreditLimitEndpoint,
      { organizationId: buyerOrg, creditLimit: -1, reason: '测试负数' },
      admin,
    );
    expect(negative.status).toBe(400);
    expect(negative.body.message).toBe('授信额度不能为负数');

    await db()
      .updateTable('organization_credits')
      .set({ used: 300_000 })
      .where('organization_id', '=', buyerOrg)
      .execute();
    const below = await ctx.call(
      setCreditLimitEndpoint,
      { organizationId: buyerOrg, creditLimit: 299_999, reason: '压缩额度' },
      admin,
    );
    expect(below.status).toBe(409);
    expect(below.body.message).toBe('授信额度不能低于已用额度 ¥3,000.00，请先结清部分订单');
    expect((await creditRow(buyerOrg)).credit_limit).toBe(before.credit_limit);
    expect(await logCount()).toBe(logs);

    const ok = await dataOf(
      ctx.call(
        setCreditLimitEndpoint,
        { organizationId: buyerOrg, creditLimit: 200_000_000, reason: '年度框架协议扩大' },
        admin,
      ),
    );
    expect(ok).toEqual({ limit: 200_000_000, used: 300_000, remaining: 199_700_000 });
    const log = await dataOf(
      ctx.call(operatorActionPageEndpoint, { action: 'credit.limit', objectKey: buyerOrg }, admin),
    );
    expect(log.total).toBe(1);
    expect(log.records[0]).toMatchObject({
      operatorName: '平台管理员',
      objectType: 'organization',
      objectName: '华东精工制造有限公司',
      reason: '年度框架协议扩大',
      before: { limit: Number(before.credit_limit), used: 300_000 },
      after: { limit: 200_000_000, used: 300_000 },
    });
    expect(log.records[0]!.actionText).toContain('调整授信额度');
    await db()
      .updateTable('organization_credits')
      .set({ used: before.used })
      .where('organization_id', '=', buyerOrg)
      .execute();

    const unknown = await ctx.call(
      setCreditLimitEndpoint,
      { organizationId: '999999999', creditLimit: 1, reason: '不存在的单位' },
      admin,
    );
    expect(unknown.status).toBe(404);
  });

  it("sets a buyer user's roles and department; refuses another organization's department", async () => {
    const detail = await dataOf(ctx.call(adminBuyerDetailEndpoint, { id: buyerOrg }, admin));
    const buyer = detail.users.find((u) => u.username === 'buyer01')!;
    const dept = detail.departments.find((d) => d.id !== buyer.departmentId)!;
    const saved = await dataOf(
      ctx.call(
        updateOrgUserEndpoint,
        { userId: buyer.id, roleTypes: ['PURCHASER', 'APPROVER'], departmentId: dept.id },
        admin,
      ),
    );
    expect(saved.roleTypes).toEqual(['PURCHASER', 'APPROVER']);
    expect(saved.departmentName).toBe(dept.name);
    const other = await db()
      .selectFrom('departments')
      .select('id')
      .where('organization_id', '<>', buyerOrg)
      .executeTakeFirstOrThrow();
    const foreign = await ctx.call(
      updateOrgUserEndpoint,
      { userId: buyer.id, roleTypes: ['PURCHASER'], departmentId: other.id },
      admin,
    );
    expect(foreign.status).toBe(400);
    const badRole = await ctx.call(
      updateOrgUserEndpoint,
      unchecked({ userId: buyer.id, roleTypes: ['OPERATOR'], departmentId: null }),
      admin,
    );
    expect(badRole.status).toBe(400);
    const vendorUser = await db()
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'vendor01')
      .executeTakeFirstOrThrow();
    const notBuyer = await ctx.call(
      updateOrgUserEndpoint,
      { userId: vendorUser.id, roleTypes: ['PURCHASER'], departmentId: null },
      admin,
    );
    expect(notBuyer.status).toBe(404);
    // Back as it was.
    await dataOf(
      ctx.call(
        updateOrgUserEndpoint,
        { userId: buyer.id, roleTypes: ['PURCHASER'], departmentId: buyer.departmentId },
        admin,
      ),
    );
    const log = await dataOf(ctx.call(operatorActionPageEndpoint, { action: 'user.update' }, admin));
    expect(log.total).toBe(2);
  });
});

describe('suppliers', () => {
  it('unverifies with a reason: bidding no longer invites it; verifies again', async () => {
    const people = await bidding.signIn();
    const list = await dataOf(ctx.call(adminSupplierPageEndpoint, { verified: 'true', limit: 100 }, admin));
    expect(list.records.some((s) => s.id === vendorOrg)).toBe(true);
    const noReason = await ctx.call(
      verifySupplierEndpoint,
      unchecked({ organizationId: vendorOrg, verified: false, reason: '' }),
      admin,
    );
    expect(noReason.status).toBe(400);
    const off = await dataOf(
      ctx.call(
        verifySupplierEndpoint,
        { organizationId: vendorOrg, verified: false, reason: '资质过期' },
        admin,
      ),
    );
    expect(off.verified).toBe(false);
    const again = await ctx.call(
      verifySupplierEndpoint,
      { organizationId: vendorOrg, verified: false, reason: '资质过期' },
      admin,
    );
    expect(again.status).toBe(409);
    const unverified = await dataOf(ctx.call(adminSupplierPageEndpoint, { verified: 'false' }, admin));
    expect(unverified.records.map((s) => s.id)).toEqual([vendorOrg]);

    const start = new Date(ctx.clock.now().getTime() + 3_600_000);
    const event = {
      title: '认证测试竞价',
      format: 'sealed' as const,
      scope: 'invited' as const,
      supplierIds: [people.vendorOrg, people.vendor2Org],
      minBidders: 1,
      startAt: start.toISOString(),
      endAt: new Date(start.getTime() + 3_600_000).toISOString(),
      addressId: people.addressId,
      items: [{ name: '定制螺栓', spec: 'M8×40', unit: '个', quantity: 100 }],
    };
    const refused = await ctx.call(bidEventSaveEndpoint, event, people.buyer);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('供应商不存在或未认证');

    await dataOf(
      ctx.call(
        verifySupplierEndpoint,
        { organizationId: vendorOrg, verified: true, reason: '资质已更新' },
        admin,
      ),
    );
    expect((await ctx.call(bidEventSaveEndpoint, event, people.buyer)).status).toBe(200);
    const log = await dataOf(ctx.call(operatorActionPageEndpoint, { objectKey: vendorOrg }, admin));
    expect(log.records.map((r) => r.action)).toEqual(['supplier.verify', 'supplier.unverify']);
  });
});

describe('the mall content', () => {
  it('banners: add, switch off (the home no longer shows it), delete', async () => {
    const home = await dataOf(ctx.call(mallIndexEndpoint, undefined, VISITOR));
    const added = await dataOf(
      ctx.call(
        saveBannerEndpoint,
        { title: '年末大促', subtitle: '全场包邮', link: '/shop/list', sort: 99 },
        admin,
      ),
    );
    expect(added.image).toBe(`/pm-api/mall/image/banner-${added.id}.svg`);
    expect((await dataOf(ctx.call(mallIndexEndpoint, undefined, VISITOR))).banners.length).toBe(
      home.banners.length + 1,
    );
    const badLink = await ctx.call(
      saveBannerEndpoint,
      { title: '年末大促', link: 'javascript:alert(1)' },
      admin,
    );
    expect(badLink.status).toBe(400);
    await dataOf(ctx.call(saveBannerEndpoint, { ...added, enabled: false }, admin));
    const after = await dataOf(ctx.call(mallIndexEndpoint, undefined, VISITOR));
    expect(after.banners.map((b) => b.id)).not.toContain(added.id);
    expect((await dataOf(ctx.call(adminBannerListEndpoint, undefined, admin))).map((b) => b.id)).toContain(
      added.id,
    );
    await dataOf(ctx.call(deleteBannerEndpoint, { id: added.id }, admin));
    expect((await ctx.call(deleteBannerEndpoint, { id: added.id }, admin)).status).toBe(404);
    const log = await dataOf(ctx.call(operatorActionPageEndpoint, { objectType: 'banner' }, admin));
    expect(log.records.map((r) => r.action)).toEqual(['banner.delete', 'banner.disable', 'banner.create']);
  });

  it('notices: body kept to the rich-text allow-list; unpublished ones leave the home', async () => {
    const saved = await dataOf(
      ctx.call(
        saveNoticeEndpoint,
        {
          title: '<b>元旦</b>放假通知',
          body: '<script>alert(1)</script>1 月 1 日<img src=x onerror=alert(1)>放假',
          publishedOn: '2026-11-25',
        },
        admin,
      ),
    );
    expect(saved).toMatchObject({ title: '元旦放假通知', body: '<p>1 月 1 日放假</p>', published: true });
    expect((await dataOf(ctx.call(mallIndexEndpoint, undefined, VISITOR))).notices[0]!.title).toBe(
      '元旦放假通知',
    );
    await dataOf(ctx.call(saveNoticeEndpoint, { ...saved, published: false }, admin));
    const titles = (await dataOf(ctx.call(mallIndexEndpoint, undefined, VISITOR))).notices.map(
      (n) => n.title,
    );
    expect(titles).not.toContain('元旦放假通知');
    const page = await dataOf(ctx.call(adminNoticePageEndpoint, {}, admin));
    expect(page.records[0]).toMatchObject({ id: saved.id, published: false });
    const badDay = await ctx.call(
      saveNoticeEndpoint,
      { title: '测试公告', publishedOn: '2026-02-30' },
      admin,
    );
    expect(badDay.status).toBe(400);
    expect(badDay.body.message).toBe('发布日期不是有效日期');
  });

  it('a blocked word never appears in hot searches or suggestions', async () => {
    for (let i = 0; i < 3; i++)
      await dataOf(ctx.call(goodsSearchEndpoint, { keyword: '扳手', page: 1, limit: 5 }, buyer01));
    await dataOf(ctx.call(goodsSearchEndpoint, { keyword: '安全帽', page: 1, limit: 5 }, buyer01));
    const hot = await dataOf(ctx.call(hotSearchEndpoint, { limit: 50 }, VISITOR));
    expect(hot.map((h) => h.keyword)).toContain('扳手');
    const suggested = await dataOf(ctx.call(suggestKeywordEndpoint, { keyword: '扳', limit: 10 }, VISITOR));
    expect(suggested.some((s) => s.text.includes('扳手'))).toBe(true);

    const blocked = await dataOf(ctx.call(blockWordEndpoint, { word: '扳手' }, admin));
    expect(blocked.words.map((w) => w.word)).toEqual(['扳手']);
    expect(blocked.hot.find((h) => h.keyword === '扳手')?.blocked).toBe(true);
    expect((await ctx.call(blockWordEndpoint, { word: '扳手' }, admin)).status).toBe(409);
    expect((await ctx.call(blockWordEndpoint, { word: '  ' }, admin)).status).toBe(400);

    const hotAfter = await dataOf(ctx.call(hotSearchEndpoint, { limit: 50 }, VISITOR));
    expect(hotAfter.map((h) => h.keyword)).not.toContain('扳手');
    expect(hotAfter.map((h) => h.keyword)).toContain('安全帽');
    for (const q of ['', '扳', '扳手']) {
      const s = await dataOf(ctx.call(suggestKeywordEndpoint, { keyword: q, limit: 20 }, VISITOR));
      expect(s.filter((x) => x.text.includes('扳手'))).toEqual([]);
    }
    await dataOf(ctx.call(unblockWordEndpoint, { word: '扳手' }, admin));
    expect(
      (await dataOf(ctx.call(hotSearchEndpoint, { limit: 50 }, VISITOR))).map((h) => h.keyword),
    ).toContain('扳手');
    expect((await ctx.call(unblockWordEndpoint, { word: '扳手' }, admin)).status).toBe(404);
  });

  it('site configuration: a text value changes what the shop reads; others are refused', async () => {
    const list = await dataOf(ctx.call(adminSiteConfigListEndpoint, undefined, admin));
    expect(list.find((c) => c.key === 'hotline')?.editable).toBe(true);
    await dataOf(ctx.call(saveSiteConfigEndpoint, { key: 'hotline', value: '400-000-1234' }, admin));
    const shop = await dataOf(ctx.call(siteConfigListEndpoint, undefined, VISITOR));
    expect(shop.find((c) => c.key === 'hotline')?.value).toBe('400-000-1234');
    const notText = await ctx.call(saveSiteConfigEndpoint, { key: 'servicePromises', value: 'x' }, admin);
    expect(notText.status).toBe(400);
    expect((await ctx.call(saveSiteConfigEndpoint, { key: 'nope', value: 'x' }, admin)).status).toBe(404);
  });
});

describe('product work orders', () => {
  it('operators list and reply; the buyer reads the reply; others do not see it', async () => {
    const goods = await db()
      .selectFrom('goods')
      .select('id')
      .where('status', '=', 'on')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const filed = await dataOf(
      ctx.call(
        productWorkOrderEndpoint,
        { goodsId: goods.id, kind: 'price', content: '页面价格与合同价不符' },
        buyer01,
      ),
    );
    const open = await dataOf(ctx.call(adminWorkOrderPageEndpoint, { status: 'open' }, admin));
    expect(open.records.map((r) => r.id)).toContain(filed.id);
    const empty = await ctx.call(replyWorkOrderEndpoint, { id: filed.id, reply: ' ' }, admin);
    expect(empty.status).toBe(400);
    const replied = await dataOf(
      ctx.call(replyWorkOrderEndpoint, { id: filed.id, reply: '已核实并更正价格，感谢反馈' }, admin),
    );
    expect(replied).toMatchObject({
      status: 'done',
      reply: '已核实并更正价格，感谢反馈',
      kindText: '价格错误',
    });
    const mine = await dataOf(ctx.call(myWorkOrderPageEndpoint, {}, buyer01));
    expect(mine.records.find((r) => r.id === filed.id)).toMatchObject({
      reply: '已核实并更正价格，感谢反馈',
    });
    const buyer11 = await login(ctx.app, DEMO.buyer11);
    expect(
      (await dataOf(ctx.call(myWorkOrderPageEndpoint, {}, buyer11))).records.map((r) => r.id),
    ).not.toContain(filed.id);
    expect((await ctx.call(replyWorkOrderEndpoint, { id: '999999999', reply: '不存在' }, admin)).status).toBe(
      404,
    );
  });
});

describe('the action log', () => {
  it('filters by operator, action and dates; refuses a bad range in Chinese', async () => {
    const adminId = (
      await db().selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()
    ).id;
    const all = await dataOf(
      ctx.call(operatorActionPageEndpoint, { operatorId: adminId, limit: 100 }, admin),
    );
    expect(all.total).toBeGreaterThan(5);
    const today = new Date(ctx.clock.now().getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    const byDay = await dataOf(
      ctx.call(operatorActionPageEndpoint, { from: today, to: today, limit: 100 }, admin),
    );
    expect(byDay.total).toBe(all.total);
    const before = await dataOf(ctx.call(operatorActionPageEndpoint, { to: '2020-01-01' }, admin));
    expect(before.total).toBe(0);
    const bad = await ctx.call(operatorActionPageEndpoint, { from: '2026-02-01', to: '2026-01-01' }, admin);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('开始日期不能晚于结束日期');
    const badAction = await ctx.call(operatorActionPageEndpoint, unchecked({ action: 'drop' }), admin);
    expect(badAction.status).toBe(400);
    expect(badAction.body.message).toContain('操作类型不正确');
  });
});

describe('the role editor', () => {
  it('assigns resources to a role (parents join), keeps the editor for operators, logs the change', async () => {
    const data = await dataOf(ctx.call(roleResourcesEndpoint, undefined, admin));
    const purchaser = data.roles.find((r) => r.roleType === 'PURCHASER')!;
    const operator = data.roles.find((r) => r.roleType === 'OPERATOR')!;
    const code = (id: string) => data.resources.find((r) => r.id === id)!.code;
    const idOf = (c: string) => data.resources.find((r) => r.code === c)!.id;
    expect(purchaser.resourceIds.map(code)).toContain('gomromarket:cart:append');
    const kept = purchaser.resourceIds.filter((id) => code(id) !== 'gomromarket:cart:append');
    const leaf = kept.filter((id) => !data.resources.some((r) => r.parentId === id && kept.includes(r.id)));
    const saved = await dataOf(
      ctx.call(saveRoleResourcesEndpoint, { roleId: purchaser.id, resourceIds: leaf }, admin),
    );
    const after = saved.roles
      .find((r) => r.id === purchaser.id)!
      .resourceIds.map(code)
      .sort();
    expect(after).toEqual(kept.map(code).sort());
    const buyerRoles = await db()
      .selectFrom('roles')
      .select('id')
      .where('role_type', '=', 'PURCHASER')
      .execute();
    const tree = await ctx.call(
      resourcesByRoleIdsEndpoint,
      { roleIds: buyerRoles.map((r) => r.id).join(',') },
      buyer01,
    );
    expect(JSON.stringify(tree.body.data)).not.toContain('gomromarket:cart:append');

    const lockOut = await ctx.call(
      saveRoleResourcesEndpoint,
      { roleId: operator.id, resourceIds: [idOf('workbench:buyers')] },
      admin,
    );
    expect(lockOut.status).toBe(400);
    expect(lockOut.body.message).toContain('角色权限');
    const unknown = await ctx.call(
      saveRoleResourcesEndpoint,
      { roleId: purchaser.id, resourceIds: ['999999999'] },
      admin,
    );
    expect(unknown.status).toBe(400);
    expect(
      (await ctx.call(saveRoleResourcesEndpoint, { roleId: '999999999', resourceIds: [] }, admin)).status,
    ).toBe(404);

    await dataOf(
      ctx.call(
        saveRoleResourcesEndpoint,
        { roleId: purchaser.id, resourceIds: purchaser.resourceIds },
        admin,
      ),
    );
    const log = await dataOf(ctx.call(operatorActionPageEndpoint, { action: 'role.resources' }, admin));
    expect(log.records.map((r) => r.objectName)).toEqual([purchaser.name, purchaser.name]);
    expect(log.records[1]!.before).toEqual({ added: [], removed: ['gomromarket:cart:append'] });
  });
});
