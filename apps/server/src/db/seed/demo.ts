import { sql } from 'kysely';
import type { Db } from '../database';
import { hashPassword } from '../../lib/password';
import { seedDemoMember } from './demo-member';
import { seedDemoPortal } from './demo-portal';
import { ensureWorkbenchResources } from './demo-workbench';
import { loadHelpContent } from './help-content';
import { seedMallContent } from './mall-content';

/**
 * Deterministic demo data (the demo accounts the product spec lists): organizations, departments, roles, the
 * resource tree and the six demo users. Runs once per database: a marker in app_meta says it is done.
 */

const ORGS = [
  { id: 1, name: '华东精工制造有限公司', kind: 'buyer' },
  { id: 2, name: '北方重型机械股份有限公司', kind: 'buyer' },
  { id: 3, name: '苏州联创工业品供应链有限公司', kind: 'vendor' },
  { id: 4, name: '广州恒通五金有限公司', kind: 'vendor' },
  { id: 5, name: '平台运营', kind: 'platform' },
] as const;

const DEPARTMENTS = [
  { id: 1, organization_id: 1, name: '采购部' },
  { id: 2, organization_id: 1, name: '采购管理部' },
  { id: 3, organization_id: 2, name: '物资供应部' },
  { id: 4, organization_id: 3, name: '销售部' },
  { id: 5, organization_id: 4, name: '销售部' },
  { id: 6, organization_id: 5, name: '运营中心' },
] as const;

const ROLES = [
  { id: 1, code: 'ROLE_PURCHASER', name: '采购员', role_type: 'PURCHASER' },
  { id: 2, code: 'ROLE_APPROVER', name: '采购经理', role_type: 'APPROVER' },
  { id: 3, code: 'ROLE_VENDOR', name: '供应商', role_type: 'VENDOR' },
  { id: 4, code: 'ROLE_OPERATOR', name: '平台运营', role_type: 'OPERATOR' },
] as const;

const USERS = [
  {
    id: 1,
    org: 1,
    dept: 1,
    username: 'buyer01',
    password: 'Buyer2026',
    cellphone: '13800000001',
    fullname: '张伟',
    roles: [1],
  },
  {
    id: 2,
    org: 1,
    dept: 2,
    username: 'buyer02',
    password: 'Buyer2026',
    cellphone: '13800000002',
    fullname: '李娜',
    roles: [1, 2],
  },
  {
    id: 3,
    org: 2,
    dept: 3,
    username: 'buyer11',
    password: 'Buyer2026',
    cellphone: '13900000011',
    fullname: '王强',
    roles: [1],
  },
  {
    id: 4,
    org: 3,
    dept: 4,
    username: 'vendor01',
    password: 'Vendor2026',
    cellphone: '13700000001',
    fullname: '陈静',
    roles: [3],
  },
  {
    id: 5,
    org: 4,
    dept: 5,
    username: 'vendor02',
    password: 'Vendor2026',
    cellphone: '13700000002',
    fullname: '刘洋',
    roles: [3],
  },
  {
    id: 6,
    org: 5,
    dept: 6,
    username: 'admin',
    password: 'Admin2026',
    cellphone: '13600000000',
    fullname: '平台管理员',
    roles: [4],
  },
] as const;

type Node = {
  code: string;
  title: string;
  href?: string;
  type: 'module' | 'menu' | 'button';
  roles: readonly number[];
  children?: Node[];
};

const BUYERS = [1, 2] as const;
const ALL = [1, 2, 3, 4] as const;

/** The resource tree. Codes are what hasPermission() checks. */
const RESOURCE_TREE: Node[] = [
  {
    code: 'gomromarket',
    title: '固买商城',
    href: '/shop',
    type: 'module',
    roles: ALL,
    children: [
      { code: 'gomromarket:home', title: '商城首页', href: '/shop', type: 'menu', roles: ALL },
      {
        code: 'gomromarket:cart',
        title: '购物车',
        href: '/shop/cart',
        type: 'menu',
        roles: [...BUYERS, 4],
        children: [
          { code: 'gomromarket:cart:append', title: '加入购物车', type: 'button', roles: [...BUYERS, 4] },
          { code: 'gomromarket:cart:order', title: '提交订单', type: 'button', roles: BUYERS },
        ],
      },
      {
        code: 'gomromarket:batch-purchase',
        title: '批量采购',
        href: '/shop/batch/purchase',
        type: 'menu',
        roles: BUYERS,
      },
      {
        code: 'gomromarket:bid',
        title: '竞价大厅',
        href: '/shop/bid',
        type: 'menu',
        roles: ALL,
        children: [
          { code: 'gomromarket:bid:create', title: '发起竞价', type: 'button', roles: BUYERS },
          { code: 'gomromarket:bid:join', title: '参与竞价', type: 'button', roles: [3] },
          { code: 'gomromarket:bid:award', title: '竞价定标', type: 'button', roles: [2] },
        ],
      },
      {
        code: 'gomromarket:person',
        title: '个人中心',
        href: '/shop/person',
        type: 'menu',
        roles: ALL,
        children: [
          {
            code: 'gomromarket:person:order',
            title: '我的订单',
            href: '/shop/person/order',
            type: 'menu',
            roles: ALL,
          },
          {
            code: 'gomromarket:person:inquire',
            title: '我的询价',
            href: '/shop/person/inquire',
            type: 'menu',
            roles: BUYERS,
          },
          {
            code: 'gomromarket:person:compare',
            title: '核价单',
            href: '/shop/person/compare',
            type: 'menu',
            roles: BUYERS,
          },
          {
            code: 'gomromarket:person:refund',
            title: '退款/售后',
            href: '/shop/person/refund',
            type: 'menu',
            roles: ALL,
          },
          {
            code: 'gomromarket:person:address',
            title: '收货地址',
            href: '/shop/person/address',
            type: 'menu',
            roles: ALL,
          },
          {
            code: 'gomromarket:person:invoice',
            title: '发票抬头',
            href: '/shop/person/update/invoice',
            type: 'menu',
            roles: ALL,
          },
        ],
      },
    ],
  },
  {
    code: 'cloud',
    title: '云采购工作台',
    href: '/cloud/index',
    type: 'module',
    roles: [...BUYERS, 4],
    children: [
      {
        code: 'cloud:demand-pool',
        title: '需求池',
        href: '/cloud/sourcing/demand-pool',
        type: 'menu',
        roles: [...BUYERS, 4],
      },
      {
        code: 'cloud:inquiry-hill',
        title: '询价大厅',
        href: '/cloud/sourcing/inquiry-hill',
        type: 'menu',
        roles: [...BUYERS, 4],
      },
    ],
  },
  { code: 'operations-workbench', title: '运营工作台', href: '/operations', type: 'menu', roles: [4] },
  {
    code: 'dashboard',
    title: '固买云',
    href: '/dashboard',
    type: 'module',
    roles: [2, 4],
    children: [
      {
        code: 'dashboard:collection',
        title: '采购汇总',
        href: '/dashboard/collection',
        type: 'menu',
        roles: [2, 4],
      },
      {
        code: 'dashboard:supplier-data-board',
        title: '供应商数据看板',
        href: '/dashboard/supplier-data-board',
        type: 'menu',
        roles: [2, 4],
      },
    ],
  },
  {
    code: 'material',
    title: 'AI素材',
    href: '/material',
    type: 'module',
    roles: [3, 4],
    children: [
      { code: 'material:ai', title: 'AI创作', href: '/material/ai', type: 'menu', roles: [3, 4] },
      { code: 'material:list', title: '素材列表', href: '/material/list', type: 'menu', roles: [3, 4] },
      { code: 'material:review', title: '素材审核', href: '/material/review', type: 'menu', roles: [4] },
    ],
  },
];

const SEED_MARKER = 'demo_seed_v1';

export async function seedDemo(db: Db): Promise<boolean> {
  const done = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', SEED_MARKER)
    .executeTakeFirst();
  if (done) {
    // databases seeded before addresses and invoice titles existed get those once
    await seedDemoMember(db);
    // and before the workbench existed, its menu entries
    await ensureWorkbenchResources(db);
    // and before the portal existed, its customer stories
    await seedDemoPortal(db);
    // and the help centre's articles added to help-content since the last start
    await loadHelpContent(db);
    return false;
  }
  const hashes = await Promise.all(USERS.map((u) => hashPassword(u.password)));
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('organizations')
      .values(ORGS.map((o) => ({ ...o })))
      .execute();
    await tx
      .insertInto('departments')
      .values(DEPARTMENTS.map((d) => ({ ...d })))
      .execute();
    await tx
      .insertInto('roles')
      .values(ROLES.map((r) => ({ ...r })))
      .execute();
    await tx
      .insertInto('users')
      .values(
        USERS.map((u, i) => ({
          id: u.id,
          organization_id: u.org,
          department_id: u.dept,
          username: u.username,
          cellphone: u.cellphone,
          fullname: u.fullname,
          password_hash: hashes[i]!,
        })),
      )
      .execute();
    await tx
      .insertInto('user_roles')
      .values(USERS.flatMap((u) => u.roles.map((r) => ({ user_id: u.id, role_id: r }))))
      .execute();

    let nextId = 1;
    const resourceRows: {
      id: number;
      parent_id: number | null;
      code: string;
      title: string;
      href: string;
      type: Node['type'];
      sort: number;
    }[] = [];
    const grants: { role_id: number; resource_id: number }[] = [];
    const walk = (nodes: Node[], parent: number | null) => {
      nodes.forEach((n, sort) => {
        const id = nextId++;
        resourceRows.push({
          id,
          parent_id: parent,
          code: n.code,
          title: n.title,
          href: n.href ?? '',
          type: n.type,
          sort,
        });
        for (const r of n.roles) grants.push({ role_id: r, resource_id: id });
        if (n.children) walk(n.children, id);
      });
    };
    walk(RESOURCE_TREE, null);
    await tx.insertInto('resources').values(resourceRows).execute();
    await tx.insertInto('role_resources').values(grants).execute();

    // Identity columns were given explicit ids: move each sequence past them.
    for (const table of ['organizations', 'departments', 'roles', 'users', 'resources']) {
      await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT max(id) FROM ${sql.table(table)}))`.execute(
        tx,
      );
    }
    await seedMallContent(tx);
    await ensureWorkbenchResources(tx);
    await seedDemoPortal(tx);
    await tx.insertInto('app_meta').values({ key: SEED_MARKER, value: new Date().toISOString() }).execute();
  });
  await seedDemoMember(db);
  await loadHelpContent(db);
  return true;
}
