/**
 * 运营工作台 (issue 29) in the demo data.
 *
 * - `ensureWorkbenchResources`: the workbench's resource codes (its menu entries and buttons, spec §6) and
 *   their grants to the supplier and operator roles. Called by `seedDemo` on every start (fresh and
 *   already seeded databases alike): inserts what is missing, changes nothing else. The web's menu table
 *   (apps/web/src/app/areas/workbench/workbench-menu.ts) shows an entry when its code is in the tree.
 * - `seedDemoWorkbench` (`npm start` only, after the catalog): vendor01's goods in every status through the
 *   real service: a draft, a listed item whose change waits for review, a rejected new item with its
 *   reason, a delisted item (the rest of its goods are listed). Atomic and once per database (advisory lock,
 *   marker in app_meta written last). Not for the test template nor the e2e database.
 */
import { sql } from 'kysely';
import { ManualClock } from '../../lib/clock';
import { createGoodsAdmin } from '../../modules/goods-admin/index';
import type { Db, Executor } from '../database';
import { authOf, markSeeded, seeded, within } from './demo-support';

interface ResourceDef {
  code: string;
  title: string;
  href?: string;
  type: 'module' | 'menu' | 'button';
  /** Role codes granted the resource. */
  roles: readonly string[];
  children?: ResourceDef[];
}

const VENDOR = 'ROLE_VENDOR';
const OPERATOR = 'ROLE_OPERATOR';

/** The workbench's resources: one table; a new workbench entry adds its code here. */
export const WORKBENCH_RESOURCES: ResourceDef = {
  code: 'workbench',
  title: '运营工作台',
  href: '/workbench',
  type: 'module',
  roles: [VENDOR, OPERATOR],
  children: [
    {
      code: 'workbench:home',
      title: '工作台首页',
      href: '/workbench',
      type: 'menu',
      roles: [VENDOR, OPERATOR],
    },
    {
      code: 'workbench:goods',
      title: '商品管理',
      href: '/workbench/goods',
      type: 'menu',
      roles: [VENDOR],
      children: [
        { code: 'workbench:goods:edit', title: '新建与编辑商品', type: 'button', roles: [VENDOR] },
        { code: 'workbench:goods:submit', title: '提交与撤回审核', type: 'button', roles: [VENDOR] },
        { code: 'workbench:goods:delist', title: '下架商品', type: 'button', roles: [VENDOR] },
        { code: 'workbench:goods:price', title: '修改价格与库存', type: 'button', roles: [VENDOR] },
      ],
    },
    {
      code: 'workbench:agreement',
      title: '协议价管理',
      href: '/workbench/agreement',
      type: 'menu',
      roles: [VENDOR],
      children: [
        { code: 'workbench:agreement:edit', title: '设置与删除协议价', type: 'button', roles: [VENDOR] },
      ],
    },
    {
      code: 'workbench:review',
      title: '商品审核',
      href: '/workbench/review',
      type: 'menu',
      roles: [OPERATOR],
      children: [
        { code: 'workbench:review:approve', title: '审核通过', type: 'button', roles: [OPERATOR] },
        { code: 'workbench:review:reject', title: '审核驳回', type: 'button', roles: [OPERATOR] },
      ],
    },
    // The operators' back office (modules/operator-admin, apps/web …/workbench/pages/admin-*).
    {
      code: 'workbench:buyers',
      title: '采购单位',
      href: '/workbench/buyers',
      type: 'menu',
      roles: [OPERATOR],
    },
    {
      code: 'workbench:suppliers',
      title: '供应商',
      href: '/workbench/suppliers',
      type: 'menu',
      roles: [OPERATOR],
    },
    {
      code: 'workbench:content',
      title: '商城内容',
      href: '/workbench/content',
      type: 'menu',
      roles: [OPERATOR],
    },
    {
      code: 'workbench:hot-search',
      title: '热搜屏蔽',
      href: '/workbench/hot-search',
      type: 'menu',
      roles: [OPERATOR],
    },
    {
      code: 'workbench:work-orders',
      title: '商品纠错',
      href: '/workbench/work-orders',
      type: 'menu',
      roles: [OPERATOR],
    },
    {
      code: 'workbench:stories',
      title: '客户案例',
      href: '/workbench/stories',
      type: 'menu',
      roles: [OPERATOR],
    },
    {
      code: 'workbench:help',
      title: '帮助中心',
      href: '/workbench/help',
      type: 'menu',
      roles: [OPERATOR],
    },
    {
      code: 'workbench:action-log',
      title: '操作日志',
      href: '/workbench/action-log',
      type: 'menu',
      roles: [OPERATOR],
    },
    { code: 'workbench:roles', title: '角色权限', href: '/workbench/roles', type: 'menu', roles: [OPERATOR] },
  ],
};

/** Inserts the workbench's resources and grants that are missing (nothing when the roles do not exist). */
export async function ensureWorkbenchResources(
  db: Executor,
  root: ResourceDef = WORKBENCH_RESOURCES,
): Promise<void> {
  const roots = await db
    .selectFrom('resources')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('parent_id', 'is', null)
    .executeTakeFirst();
  const walk = async (node: ResourceDef, parentCode: string | null, sort: number): Promise<void> => {
    await sql`
      INSERT INTO resources (parent_id, code, title, href, type, sort)
      VALUES ((SELECT id FROM resources WHERE code = ${parentCode}), ${node.code}, ${node.title},
              ${node.href ?? ''}, ${node.type}, ${sort})
      ON CONFLICT (code) DO NOTHING`.execute(db);
    await sql`
      INSERT INTO role_resources (role_id, resource_id)
      SELECT r.id, res.id FROM roles r, resources res
      WHERE r.code = ANY (${[...node.roles]}::text[]) AND res.code = ${node.code}
      ON CONFLICT DO NOTHING`.execute(db);
    for (const [i, child] of (node.children ?? []).entries()) await walk(child, node.code, i);
  };
  await walk(root, null, Number(roots?.n ?? 0));
}

export const DEMO_WORKBENCH_MARKER = 'demo_workbench_v1';

const HOUR = 3_600_000;

/** Seeds vendor01's workbench goods once; the number of items touched, or null when there already. */
export async function seedDemoWorkbench(
  db: Db,
  opts: { now?: Date; dataDir: string; log?: (m: string) => void },
): Promise<number | null> {
  const made = await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('pm-demo-workbench'))`.execute(trx);
    return seedIn(within(trx), opts);
  });
  if (made) opts.log?.(`demo workbench goods added: ${made} items (draft, in review, rejected, delisted)`);
  return made;
}

async function seedIn(db: Db, opts: { now?: Date; dataDir: string }): Promise<number | null> {
  if (await seeded(db, DEMO_WORKBENCH_MARKER)) return null;
  const vendor = await authOf(db, 'vendor01');
  const admin = await authOf(db, 'admin');
  if (!vendor || !admin) return null;
  const listed = await db
    .selectFrom('goods')
    .select(['id', 'name', 'brand_id', 'catalog_id', 'spec', 'list_price', 'market_price', 'unit'])
    .where('supplier_id', '=', vendor.organizationId)
    .where('status', '=', 'on')
    .orderBy('id')
    .limit(2)
    .execute();
  if (listed.length < 2) return null;
  const now = opts.now ?? new Date();
  const clock = new ManualClock(new Date(now.getTime() - 5 * HOUR));
  const { service } = createGoodsAdmin(db, clock, opts.dataDir);
  const base = listed[0]!;
  const fields = (name: string, price: number, spec: string) => ({
    name,
    brandId: base.brand_id,
    catalogId: base.catalog_id,
    model: '',
    spec,
    attrs: [{ name: '包装', value: '盒装' }],
    unit: base.unit,
    moq: 1,
    orderMultiple: 1,
    listPrice: price,
    marketPrice: Math.round(price * 1.2),
    images: [],
    description: `<p>${name}：工业级品质，支持批量采购。</p>`,
  });

  // a draft never submitted
  await service.create(vendor, fields('工作台示例 不锈钢内六角螺钉（草稿）', 1250, 'M6×20'));
  clock.advance(HOUR);
  // a new item sent back with a reason
  const rejected = await service.create(vendor, fields('工作台示例 镀锌六角螺母', 80, 'M8'));
  const sent = await service.submit(vendor, rejected.id, rejected.version);
  clock.advance(HOUR);
  await service.reject(admin, rejected.id, sent.version, '商品图片缺失，请上传至少一张实物图片后重新提交');
  clock.advance(HOUR);
  // a listed item whose change waits for review (the listed version stays what buyers see)
  const pending = await service.detail(vendor, base.id);
  const changed = await service.save(vendor, base.id, pending.version, {
    ...pending.current,
    name: `${pending.current.name}（新款）`,
    spec: `${pending.current.spec} 加强型`.trim(),
  });
  await service.submit(vendor, base.id, changed.version);
  clock.advance(HOUR);
  // a delisted item
  const off = await service.detail(vendor, listed[1]!.id);
  await service.delist(vendor, off.id, off.version);
  await markSeeded(db, DEMO_WORKBENCH_MARKER, now);
  return 4;
}
