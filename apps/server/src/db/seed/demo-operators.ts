/**
 * Demo data of the operators' back office (运营工作台, `npm start` only, after the other demo seeds):
 * through the workbench's own services, so the action log holds what they write: a buyer organization's
 * credit limit raised with a reason, a supplier whose verification was withdrawn (the others stay
 * verified), a banner and a notice added, a blocked hot-search word, two product work orders of buyer01,
 * one answered. Atomic and once per database: one transaction under an advisory lock, the marker in
 * app_meta written last. Not for the test template nor the e2e database.
 */
import { sql } from 'kysely';
import { ManualClock } from '../../lib/clock';
import { CreditRepo } from '../../modules/credit/credit.repo';
import { MallRepo } from '../../modules/mall/mall.repo';
import { ContentRepo } from '../../modules/operator-admin/content.repo';
import { ContentAdminService } from '../../modules/operator-admin/content-admin.service';
import { bannerPictures } from '../../modules/operator-admin';
import { OperatorAdminRepo } from '../../modules/operator-admin/operator-admin.repo';
import { OrganizationAdminService } from '../../modules/operator-admin/organization-admin.service';
import { WorkOrderRepo } from '../../modules/operator-admin/work-order.repo';
import { WorkOrderService } from '../../modules/operator-admin/work-order.service';
import type { Db } from '../database';
import { authOf, markSeeded, seeded, within } from './demo-support';

export const DEMO_OPERATORS_MARKER = 'demo_operators_v1';
/** The supplier whose verification the demo withdraws (one of the demo catalog's, without accounts). */
export const DEMO_UNVERIFIED_SUPPLIER = '成都西部工业品商贸有限公司';
export const DEMO_BLOCKED_WORD = '刷单';

export interface DemoOperatorsResult {
  actions: number;
  workOrders: number;
}

/** Seeds the workbench's demo data once; null when it was there already or its people are missing. */
export async function seedDemoOperators(
  db: Db,
  opts: { now?: Date; dataDir?: string; log?: (m: string) => void } = {},
): Promise<DemoOperatorsResult | null> {
  if (await seeded(db, DEMO_OPERATORS_MARKER)) return null;
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('pm-demo-operators'))`.execute(trx);
    const tdb = within(trx);
    if (await seeded(tdb, DEMO_OPERATORS_MARKER)) return null;
    const admin = await authOf(tdb, 'admin');
    const buyer = await authOf(tdb, 'buyer01');
    const supplier = await trx
      .selectFrom('organizations')
      .select('id')
      .where('name', '=', DEMO_UNVERIFIED_SUPPLIER)
      .where('kind', '=', 'vendor')
      .executeTakeFirst();
    const goods = await trx
      .selectFrom('goods')
      .select('id')
      .where('status', '=', 'on')
      .orderBy('sales', 'desc')
      .orderBy('id')
      .limit(2)
      .execute();
    if (!admin || !buyer || !supplier || goods.length < 2) return null;

    const clock = new ManualClock(opts.now ?? new Date());
    const credit = new CreditRepo();
    const orgs = new OrganizationAdminService(tdb, new OperatorAdminRepo(), credit, clock);
    // No picture is uploaded here (the banner's is drawn); demo-content.ts uploads some.
    const content = new ContentAdminService(
      tdb,
      new ContentRepo(),
      clock,
      bannerPictures(opts.dataDir ?? 'data'),
    );
    const workOrders = new WorkOrderService(tdb, new WorkOrderRepo(), clock);
    let actions = 0;

    const balance = await credit.balance(trx, buyer.organizationId);
    await orgs.setCreditLimit(admin, {
      organizationId: buyer.organizationId,
      creditLimit: Math.max(balance.limit, balance.used) + 100_000_000,
      reason: '年度框架协议续签，追加授信 ¥1,000,000.00',
    });
    actions++;
    await orgs.verifySupplier(admin, {
      organizationId: supplier.id,
      verified: false,
      reason: '营业执照已过期，待供应商重新提交资质',
    });
    actions++;
    await content.saveBanner(admin, {
      title: '年终集采节',
      subtitle: '办公劳保一站购齐 · 企业月结',
      link: '/shop/list?catalog=办公用品',
      sort: 10,
      enabled: true,
    });
    actions++;
    await content.saveNotice(admin, {
      title: '关于年底结算周期调整的通知',
      body: '12 月 25 日起提交的订单计入次年 1 月结算周期，请各采购单位提前安排。',
      link: '',
      published: true,
    });
    actions++;
    await content.block(admin, DEMO_BLOCKED_WORD);
    actions++;

    const mall = new MallRepo();
    const filed: string[] = [];
    for (const [i, w] of [
      { kind: 'price', content: '商品页面价格与协议价不一致，请核实' },
      { kind: 'spec', content: '规格参数中的尺寸与实物不符' },
    ].entries()) {
      filed.push(
        await mall.insertWorkOrder(trx, {
          goodsId: goods[i]!.id,
          userId: buyer.userId,
          organizationId: buyer.organizationId,
          kind: w.kind,
          content: w.content,
          contact: '13800000001',
          at: clock.now(),
        }),
      );
    }
    await workOrders.reply(admin, { id: filed[0]!, reply: '已联系供应商核实并更正为协议价，感谢您的反馈。' });
    actions++;

    await markSeeded(tdb, DEMO_OPERATORS_MARKER, clock.now());
    opts.log?.(`demo workbench data added: ${actions} operator actions, ${filed.length} work orders`);
    return { actions, workOrders: filed.length };
  });
}
