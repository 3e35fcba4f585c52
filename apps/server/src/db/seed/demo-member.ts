import type { Executor } from '../database';

/**
 * Demo delivery addresses and invoice titles (migration 0011): buyer01 has a default address in
 * 上海市 浦东新区 and a company 普票 title, buyer11 an address in 北京市 海淀区; buyer02 has none.
 * 华东精工制造有限公司 (organization 1) has its factory address in 上海市 松江区 and its 专票 title as
 * organization entries (企业, migration 0026), offered to all its buyers.
 * Runs once per database (its own marker, so databases seeded before the tables existed get it too),
 * and skips a user who already has rows of his own; the organization entries have a marker of their own.
 */
const MEMBER_SEED_MARKER = 'demo_member_seed_v1';
const ORG_MEMBER_SEED_MARKER = 'demo_member_org_seed_v1';

const ORG_ADDRESSES = [
  {
    organization_id: 1,
    consignee: '赵刚',
    mobile: '13800000021',
    province_code: '310000',
    city_code: '310100',
    county_code: '310117',
    detail: '新桥镇民益路 201 号 华东精工松江工厂 3 号门',
    tag: '工厂',
  },
] as const;

const ORG_INVOICE_TITLES = [
  {
    organization_id: 1,
    type: 'SPECIAL',
    title_type: 'COMPANY',
    title: '华东精工制造有限公司',
    tax_no: '91310115MA1K4AB20T',
    address: '上海市浦东新区张江路 88 号',
    phone: '021-58881234',
    bank: '招商银行上海张江支行',
    account: '121909876510001',
  },
] as const;

const ADDRESSES = [
  {
    user_id: 1,
    organization_id: 1,
    consignee: '张伟',
    mobile: '13800000001',
    province_code: '310000',
    city_code: '310100',
    county_code: '310115',
    detail: '张江路 88 号 3 号楼 5 层',
    tag: '公司',
  },
  {
    user_id: 3,
    organization_id: 2,
    consignee: '王强',
    mobile: '13900000011',
    province_code: '110000',
    city_code: '110100',
    county_code: '110108',
    detail: '中关村大街 27 号 1201 室',
    tag: '公司',
  },
] as const;

const INVOICE_TITLES = [
  {
    user_id: 1,
    organization_id: 1,
    type: 'NORMAL',
    title_type: 'COMPANY',
    title: '华东精工制造有限公司',
    // a unified social credit code with a right check character (GB 32100-2015)
    tax_no: '91310115MA1K4AB20T',
    address: '上海市浦东新区张江路 88 号',
    phone: '021-58881234',
    bank: '招商银行上海张江支行',
    account: '121909876510001',
  },
] as const;

export async function seedDemoMember(db: Executor): Promise<boolean> {
  const personal = await seedPersonal(db);
  const organization = await seedOrganization(db);
  return personal || organization;
}

/** The organization entries of 华东精工制造有限公司, once per database. */
async function seedOrganization(db: Executor): Promise<boolean> {
  const org = await db.selectFrom('organizations').select('id').where('id', '=', '1').executeTakeFirst();
  if (!org) return false;
  return db.transaction().execute(async (tx) => {
    const now = new Date();
    const mine = await tx
      .insertInto('app_meta')
      .values({ key: ORG_MEMBER_SEED_MARKER, value: now.toISOString() })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!mine) return false;
    await tx
      .insertInto('addresses')
      .values(ORG_ADDRESSES.map((a) => ({ ...a, user_id: null, created_at: now, updated_at: now })))
      .execute();
    await tx
      .insertInto('invoice_titles')
      .values(ORG_INVOICE_TITLES.map((t) => ({ ...t, user_id: null, created_at: now, updated_at: now })))
      .execute();
    return true;
  });
}

async function seedPersonal(db: Executor): Promise<boolean> {
  const done = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', MEMBER_SEED_MARKER)
    .executeTakeFirst();
  if (done) return false;
  const users = await db.selectFrom('users').select('id').where('id', 'in', ['1', '3']).execute();
  const present = new Set(users.map((u) => Number(u.id)));
  return db.transaction().execute(async (tx) => {
    const now = new Date();
    // the marker first: a second server starting on the same database waits here, then does nothing
    const mine = await tx
      .insertInto('app_meta')
      .values({ key: MEMBER_SEED_MARKER, value: now.toISOString() })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!mine) return false;
    for (const a of ADDRESSES) {
      if (!present.has(a.user_id)) continue;
      const has = await tx
        .selectFrom('addresses')
        .select('id')
        .where('user_id', '=', String(a.user_id))
        .executeTakeFirst();
      if (!has) {
        await tx
          .insertInto('addresses')
          .values({ ...a, is_default: true, created_at: now, updated_at: now })
          .execute();
      }
    }
    for (const t of INVOICE_TITLES) {
      if (!present.has(t.user_id)) continue;
      const has = await tx
        .selectFrom('invoice_titles')
        .select('id')
        .where('user_id', '=', String(t.user_id))
        .executeTakeFirst();
      if (!has) {
        await tx
          .insertInto('invoice_titles')
          .values({ ...t, is_default: true, created_at: now, updated_at: now })
          .execute();
      }
    }
    return true;
  });
}
