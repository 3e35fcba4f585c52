import { sql } from 'kysely';
import { API_PREFIX } from '@pm/contract/constants';
import type { Executor } from '../database';

/**
 * Deterministic mall content: home banners, notices, site configuration, the website settings pages
 * and the branding (logo, banner) of the demo buyer organizations and the platform. Images are SVGs the
 * mall module draws from these rows (GET /pm-api/mall/image/...), never fetched.
 */

const image = (name: string) => `${API_PREFIX}/mall/image/${name}.svg`;

export const BANNERS = [
  {
    id: 1,
    title: '工业品一站式采购',
    subtitle: '办公、劳保、五金、电气 一站购齐 · 协议价直达',
    link: '/shop/list?catalog=五金工具',
  },
  {
    id: 2,
    title: '劳保季',
    subtitle: '安全帽、防护手套、劳保鞋 企业协议价专享',
    link: '/shop/list?catalog=劳保用品',
  },
  {
    id: 3,
    title: '五金工具节',
    subtitle: '世达、史丹利、博世 品牌工具 满 299 元包邮',
    link: '/shop/list?catalog=五金工具',
  },
  {
    id: 4,
    title: '电工电气专场',
    subtitle: '正泰、德力西、公牛 正品保障 · 全国仓配',
    link: '/shop/list?catalog=电工电气',
  },
  {
    id: 5,
    title: '办公用品集采',
    subtitle: '得力、晨光 企业集中采购 · 月结账期 · 增值税专用发票',
    link: '/shop/list?catalog=办公用品',
  },
] as const;

const NOTICES = [
  { id: 1, title: '关于 2026 年春节期间物流配送安排的公告', on: '2026-01-20' },
  { id: 2, title: '劳保用品协议价专区上线，采购商登录即可查看本单位价格', on: '2026-03-02' },
  { id: 3, title: '新增华南仓（广州），广东、广西、海南地区最快次日达', on: '2026-04-15' },
  { id: 4, title: '增值税专用发票开具说明更新', on: '2026-05-08' },
  { id: 5, title: '固买商城支持按型号搜索：输入 09101、M6 等型号即可直达商品', on: '2026-06-18' },
  { id: 6, title: '安全生产月：消防器材、应急照明限时特惠', on: '2026-06-01' },
] as const;

const SITE_CONFIGS: { key: string; value: unknown }[] = [
  { key: 'siteName', value: '固买商城' },
  { key: 'slogan', value: '工业品采购，就上固买' },
  { key: 'logo', value: image('org-logo-5') },
  { key: 'hotline', value: '400-820-6688' },
  { key: 'serviceHours', value: '周一至周六 8:30-18:00' },
  { key: 'email', value: 'service@gomro.example' },
  { key: 'address', value: '上海市浦东新区张江高科技园区' },
  { key: 'searchPlaceholder', value: '搜索商品名称、品牌、型号，如 世达 扳手' },
  {
    key: 'servicePromises',
    value: [
      { title: '正品保障', desc: '品牌授权 假一赔十' },
      { title: '协议价格', desc: '企业专属 价格透明' },
      { title: '全国仓配', desc: '多仓发货 准时送达' },
      { title: '专票服务', desc: '增值税专用发票' },
      { title: '售后无忧', desc: '7 天无理由退换' },
    ],
  },
  {
    key: 'footerLinkGroups',
    value: [
      {
        title: '购物指南',
        links: [
          { text: '注册与登录', href: '/help' },
          { text: '搜索与下单', href: '/help' },
          { text: '协议价说明', href: '/help' },
        ],
      },
      {
        title: '配送方式',
        links: [
          { text: '配送范围与时效', href: '/help' },
          { text: '运费说明', href: '/help' },
          { text: '签收与验货', href: '/help' },
        ],
      },
      {
        title: '支付与发票',
        links: [
          { text: '对公转账', href: '/help' },
          { text: '月结账期', href: '/help' },
          { text: '发票说明', href: '/help' },
        ],
      },
      {
        title: '售后服务',
        links: [
          { text: '退换货政策', href: '/help' },
          { text: '退款说明', href: '/help' },
          { text: '商品纠错', href: '/help' },
        ],
      },
      {
        title: '关于我们',
        links: [
          { text: '公司介绍', href: '/help' },
          { text: '客户案例', href: '/portal/customer' },
          { text: '开放平台', href: '/open-platform/index' },
        ],
      },
    ],
  },
  { key: 'copyright', value: '© 2026 固买商城 版权所有' },
  { key: 'icp', value: '沪ICP备00000000号' },
];

const WEBSITE_SETTINGS = [
  {
    key: 'about',
    title: '关于我们',
    value:
      '固买商城是面向企业客户的工业品采购平台，覆盖办公用品、劳保用品、五金工具、电工电气、紧固件等品类，为采购商提供协议价格、集中采购、审批与对账服务。',
  },
  {
    key: 'agreement',
    title: '用户服务协议',
    value:
      '欢迎使用固买商城。注册并使用本平台即表示您的单位同意遵守本协议。平台为采购商与供应商提供信息发布、交易撮合与履约服务，双方的交易以订单及协议价为准。',
  },
  {
    key: 'privacy',
    title: '隐私政策',
    value:
      '我们仅在提供采购服务所必需的范围内收集账号、收货地址与发票信息，不向无关第三方提供。您可以在个人中心查看和修改您的信息。',
  },
  {
    key: 'delivery',
    title: '配送说明',
    value:
      '商品由就近仓库发货，详情页按您选择的收货地区显示库存与预计送达时间。部分商品在个别地区限售，详情页会给出提示。',
  },
  {
    key: 'freight',
    title: '运费说明',
    value: '运费按供应商运费模板与收货地区计算，订单金额达到包邮门槛时免运费。偏远地区运费以详情页显示为准。',
  },
  {
    key: 'after-sales',
    title: '售后服务',
    value: '签收后 7 天内，商品未使用且包装完好可申请退换货；质量问题由供应商承担往返运费。',
  },
  {
    key: 'invoice',
    title: '发票说明',
    value: '平台支持增值税普通发票与增值税专用发票，请在个人中心维护发票抬头与纳税人识别号。',
  },
  {
    key: 'contact',
    title: '联系我们',
    value: '客服热线 400-820-6688（周一至周六 8:30-18:00），邮箱 service@gomro.example。',
  },
] as const;

/** Buyer organizations 1 and 2 have their own branding; 5 is the platform (visitors see it). */
const BRANDED_ORGS = [1, 2, 5] as const;

const MARKER = 'mall_content_v1';

/** Seeds the mall content once (a marker in app_meta); expects the demo organizations to exist. */
export async function seedMallContent(db: Executor): Promise<boolean> {
  const done = await db.selectFrom('app_meta').select('value').where('key', '=', MARKER).executeTakeFirst();
  if (done) return false;
  await db
    .insertInto('site_banners')
    .values(BANNERS.map((b, i) => ({ ...b, image: image(`banner-${b.id}`), sort: i })))
    .execute();
  await db
    .insertInto('site_notices')
    .values(NOTICES.map((n, i) => ({ id: n.id, title: n.title, published_on: n.on, sort: i })))
    .execute();
  await db
    .insertInto('site_configs')
    .values(SITE_CONFIGS.map((c, i) => ({ key: c.key, value: JSON.stringify(c.value), sort: i })))
    .execute();
  await db
    .insertInto('website_settings')
    .values(WEBSITE_SETTINGS.map((s, i) => ({ ...s, sort: i })))
    .execute();
  for (const id of BRANDED_ORGS) {
    await db
      .updateTable('organizations')
      .set({ logo: image(`org-logo-${id}`), banner: image(`org-banner-${id}`) })
      .where('id', '=', String(id))
      .execute();
  }
  for (const table of ['site_banners', 'site_notices']) {
    await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT max(id) FROM ${sql.table(table)}))`.execute(
      db,
    );
  }
  await db.insertInto('app_meta').values({ key: MARKER, value: new Date().toISOString() }).execute();
  return true;
}
