/**
 * Demo collaborative purchase lists (`npm start` only, beside the demo plans): lists of buyer01 with
 * buyer02 as a member and lines from both, one per lasting status: one still open, one sent into buyer01's
 * cart, one closed. Written through the service, so versions, members and the cart are what the API makes
 * them. Runs once per database (a marker in app_meta). Not for the test template nor the e2e database.
 */
import { sql } from 'kysely';
import { ManualClock } from '../../lib/clock';
import { CartWriter } from '../../modules/cart/cart-writer';
import { PurchasingPlanRepo } from '../../modules/purchasing-plan/purchasing-plan.repo';
import { PurchasingPlanService } from '../../modules/purchasing-plan/purchasing-plan.service';
import { PurchasingSynergyRepo } from '../../modules/purchasing-synergy/purchasing-synergy.repo';
import { PurchasingSynergyService } from '../../modules/purchasing-synergy/purchasing-synergy.service';
import type { Db } from '../database';
import { authOf, markSeeded, seeded } from './demo-support';

export const DEMO_SYNERGY_MARKER = 'demo_synergy_v1';

interface ListSeed {
  name: string;
  remarks: string;
  /** Goods (index into the chosen goods) and quantity, by buyer01 and by buyer02. */
  owner: [number, number][];
  member: [number, number][];
  /** A free-text line of buyer02. */
  free?: { name: string; spec: string; unit: string; quantity: number; estimatedPrice: number };
  then: 'open' | 'send' | 'close';
}

const LISTS: ListSeed[] = [
  {
    name: '十二月行政部办公用品协同采购',
    remarks: '请各位在周五前补充本组需要的办公用品',
    owner: [
      [0, 5],
      [1, 2],
    ],
    member: [[2, 3]],
    free: { name: '定制门牌', spec: '亚克力 30×10cm', unit: '块', quantity: 4, estimatedPrice: 6_800 },
    then: 'open',
  },
  {
    name: '十一月会议室耗材',
    remarks: '已汇总并加入购物车',
    owner: [[3, 2]],
    member: [
      [3, 1],
      [4, 6],
    ],
    then: 'send',
  },
  {
    name: '年会物料（取消）',
    remarks: '年会改为线上，本单关闭',
    owner: [[5, 10]],
    member: [[6, 4]],
    then: 'close',
  },
];

/** Seeds the demo lists once; the number of lists, or null when they were there already. */
export async function seedDemoSynergy(
  db: Db,
  opts: { now?: Date; log?: (m: string) => void } = {},
): Promise<number | null> {
  if (await seeded(db, DEMO_SYNERGY_MARKER)) return null;
  const owner = await authOf(db, 'buyer01');
  const member = await authOf(db, 'buyer02');
  if (!owner || !member || owner.organizationId !== member.organizationId) return null;
  // Goods that go into a cart as asked: on sale, MOQ and multiple 1.
  const goods = await sql<{ id: string }>`
    SELECT g.id::text AS id FROM goods g
    WHERE g.status = 'on' AND g.moq = 1 AND g.order_multiple = 1
    ORDER BY g.sales DESC, g.id OFFSET 20 LIMIT 7`.execute(db);
  if (goods.rows.length < 7) return null;
  const id = (k: number) => goods.rows[k]!.id;

  const clock = new ManualClock(opts.now ?? new Date());
  const service = new PurchasingSynergyService(
    db,
    new PurchasingSynergyRepo(),
    clock,
    new CartWriter(clock),
    new PurchasingPlanService(db, new PurchasingPlanRepo(), clock),
  );
  for (const l of LISTS) {
    let list = await service.save(owner, {
      name: l.name,
      remarks: l.remarks,
      lines: l.owner.map(([k, quantity]) => ({ goodsId: id(k), quantity, remark: '' })),
    });
    await service.join(member, list.id);
    list = await service.itemsSave(member, {
      billId: list.id,
      lines: [
        ...l.member.map(([k, quantity]) => ({ goodsId: id(k), quantity, remark: '' })),
        ...(l.free ? [{ ...l.free, remark: '' }] : []),
      ],
    });
    if (l.then === 'send') {
      await service.send(owner, { id: list.id, version: list.version, target: 'cart' });
    } else if (l.then === 'close') {
      await service.close(owner, list.id, list.version);
    }
  }
  await markSeeded(db, DEMO_SYNERGY_MARKER, clock.now());
  opts.log?.(`demo collaborative purchase lists added: ${LISTS.length}`);
  return LISTS.length;
}
