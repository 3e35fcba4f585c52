/**
 * Demo content of the mall's home (`npm start` only, after demo-operators): the notices get rich bodies
 * (paragraphs, a list, a bold line), and two banners show uploaded pictures (drawn here as SVG, turned into
 * JPEG by sharp and uploaded through the operators' own service, so they are stored and served like any
 * operator's upload). Atomic and once per database: one transaction under an advisory lock, the marker in
 * app_meta written last. Not for the test template nor the e2e database.
 */
import { sql } from 'kysely';
import sharp from 'sharp';
import { ManualClock } from '../../lib/clock';
import { bannerPictures } from '../../modules/operator-admin';
import { ContentRepo } from '../../modules/operator-admin/content.repo';
import { ContentAdminService, noticeBody } from '../../modules/operator-admin/content-admin.service';
import type { Db } from '../database';
import { authOf, markSeeded, seeded, within } from './demo-support';

export const DEMO_CONTENT_MARKER = 'demo_content_v1';

const FONT = `'Noto Sans CJK SC','Source Han Sans SC','PingFang SC','Microsoft YaHei',sans-serif`;

/** Rich bodies of the demo notices, by title (mall-content.ts and demo-operators.ts seed them plain). */
export const DEMO_NOTICE_BODIES: Record<string, string> = {
  '关于 2026 年春节期间物流配送安排的公告': `
<p>尊敬的采购单位：</p>
<p>2026 年春节将至，为保障节前订单及时送达，固买商城物流配送安排如下：</p>
<ul><li>2 月 10 日（腊月廿三）18:00 前提交的订单，节前正常发货；</li>
<li>2 月 11 日至 2 月 18 日提交的订单，将于 2 月 19 日（正月初三）起按下单顺序陆续发出；</li>
<li>偏远地区及大件商品的配送时效顺延 2–3 天。</li></ul>
<p><strong>急需物资请于 2 月 10 日前下单，或联系专属客户经理安排加急配送。</strong></p>
<p>春节期间在线客服照常值守（9:00–17:00），感谢您一直以来的支持，祝您新春愉快！</p>`,
  '劳保用品协议价专区上线，采购商登录即可查看本单位价格': `
<p>劳保用品协议价专区今日上线：安全帽、防护手套、劳保鞋、反光背心等 1,200 余种商品已按各采购单位的年度协议定价。</p>
<h3>如何查看</h3>
<ol><li>使用本单位采购账号登录商城；</li><li>进入「劳保用品」分类，商品价格即为本单位协议价；</li><li>加入购物车或批量采购时自动按协议价结算。</li></ol>
<p><strong>协议价仅对本单位账号可见，请勿外传。</strong>如对价格有疑问，可在商品页提交「商品纠错」。</p>`,
  '新增华南仓（广州），广东、广西、海南地区最快次日达': `
<p>为缩短华南地区的配送时效，固买商城华南仓（广州）已正式启用，首批备货 8,000 余种常用工业品。</p>
<ul><li>广东省内：当日 16:00 前下单，<strong>次日送达</strong>；</li><li>广西、海南：2 日内送达；</li><li>大件及危险品仍由原发货仓配送。</li></ul>
<p>商品详情页的「配送至」选择广东、广西或海南地区即可查看华南仓库存。</p>`,
  增值税专用发票开具说明更新: `
<p>根据最新的发票管理要求，自 2026 年 6 月 1 日起，增值税专用发票开具流程更新如下：</p>
<ol><li>在「个人中心 → 发票抬头」维护完整的单位名称、纳税人识别号、开户行及账号；</li><li>提交订单时选择「增值税专用发票」与对应抬头；</li><li>订单确认收货后 5 个工作日内开具，电子发票将发送至预留邮箱。</li></ol>
<p><strong>抬头信息填写有误的，请在开票前修改，开具后不支持更换抬头。</strong></p>`,
  '固买商城支持按型号搜索：输入 09101、M6 等型号即可直达商品': `
<p>搜索框现已支持按型号、规格查找商品：输入 <strong>09101</strong>、<strong>M6</strong>、<strong>DN25</strong> 等型号或规格，即可直达对应商品。</p>
<p>小技巧：</p>
<ul><li>品牌加型号搜索更精准，如「世达 09101」；</li><li>批量采购页可一次粘贴多行型号，系统自动匹配商品。</li></ul>`,
  '安全生产月：消防器材、应急照明限时特惠': `
<p>6 月是全国「安全生产月」，固买商城联合品牌商推出消防器材、应急照明专场活动：</p>
<ul><li>灭火器、消防栓箱、应急灯等 300 余种商品限时特惠；</li><li>单笔订单满 2,000 元免运费；</li><li>支持按单位批量采购并开具增值税专用发票。</li></ul>
<p><strong>活动时间：6 月 1 日至 6 月 30 日，数量有限，售完即止。</strong></p>`,
  关于年底结算周期调整的通知: `
<p>各采购单位：</p>
<p>为便于年终对账，自 12 月 25 日起提交的订单将计入次年 1 月结算周期。</p>
<ul><li>12 月 24 日及以前的订单：计入本年 12 月对账单；</li><li>12 月 25 日及以后的订单：计入次年 1 月对账单。</li></ul>
<p><strong>请各单位财务提前安排付款计划，如需调整账期请联系客户经理。</strong></p>`,
};

/** Photo-like pictures of two banners, drawn as SVG (1200 × 400). */
const PICTURE_BANNERS = [
  {
    title: '智能仓储 次日达',
    subtitle: '华南仓启用 · 广东省内当日下单次日送达',
    link: '/shop/list?catalog=五金工具',
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0f2a4a"/><stop offset="1" stop-color="#1d4f80"/></linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2b5d8f"/><stop offset="1" stop-color="#14304f"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#sky)"/>
<rect y="300" width="1200" height="100" fill="url(#floor)"/>
${[560, 760, 960]
  .map(
    (
      x,
    ) => `<g transform="translate(${x} 60)"><rect width="180" height="240" fill="none" stroke="#9fb7d1" stroke-width="6"/>
${[0, 80, 160]
  .map(
    (y) => `<rect x="0" y="${y + 74}" width="180" height="6" fill="#9fb7d1"/>
<rect x="12" y="${y + 26}" width="70" height="48" fill="#d9a066"/><rect x="90" y="${y + 36}" width="76" height="38" fill="#c68b52"/>
<rect x="40" y="${y + 26}" width="14" height="48" fill="#f2d3a7" opacity="0.7"/>`,
  )
  .join('')}</g>`,
  )
  .join('')}
<g transform="translate(820 300)"><rect x="-60" y="-70" width="120" height="60" rx="8" fill="#ffb400"/><rect x="40" y="-130" width="10" height="120" fill="#444"/><circle cx="-35" cy="-2" r="14" fill="#222"/><circle cx="35" cy="-2" r="14" fill="#222"/></g>
<text x="80" y="170" font-family="${FONT}" font-size="58" font-weight="700" fill="#fff">智能仓储 次日达</text>
<text x="82" y="224" font-family="${FONT}" font-size="26" fill="#d6e4f5">华南仓启用 · 广东省内当日下单次日送达</text>
<rect x="82" y="258" width="180" height="50" rx="25" fill="#ffb400"/>
<text x="172" y="291" font-family="${FONT}" font-size="22" font-weight="700" fill="#0f2a4a" text-anchor="middle">查看商品 ›</text>
</svg>`,
  },
  {
    title: '安全生产 防护到位',
    subtitle: '安全帽 · 防护手套 · 劳保鞋 企业协议价',
    link: '/shop/list?catalog=劳保用品',
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f59e0b"/><stop offset="1" stop-color="#b45309"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#bg)"/>
${Array.from({ length: 14 }, (_, i) => `<polygon points="${i * 120 - 200},400 ${i * 120 - 140},400 ${i * 120 + 60},0 ${i * 120},0" fill="#111" opacity="0.08"/>`).join('')}
<g transform="translate(900 250)"><ellipse cx="0" cy="40" rx="230" ry="26" fill="#000" opacity="0.18"/>
<path d="M-170 20a170 160 0 0 1 340 0z" fill="#fde047"/><path d="M-170 20a170 160 0 0 1 340 0z" fill="none" stroke="#eab308" stroke-width="8"/>
<rect x="-200" y="12" width="400" height="34" rx="17" fill="#facc15"/><rect x="-26" y="-138" width="52" height="150" rx="22" fill="#fff" opacity="0.4"/></g>
<text x="80" y="170" font-family="${FONT}" font-size="58" font-weight="700" fill="#fff">安全生产 防护到位</text>
<text x="82" y="224" font-family="${FONT}" font-size="26" fill="#fff7ed">安全帽 · 防护手套 · 劳保鞋 企业协议价</text>
<rect x="82" y="258" width="180" height="50" rx="25" fill="#111827"/>
<text x="172" y="291" font-family="${FONT}" font-size="22" font-weight="700" fill="#fde047" text-anchor="middle">立即选购 ›</text>
</svg>`,
  },
] as const;

export interface DemoContentResult {
  notices: number;
  banners: number;
}

/** Seeds the home's demo content once; null when it was there already or the operator is missing. */
export async function seedDemoContent(
  db: Db,
  opts: { dataDir: string; now?: Date; log?: (m: string) => void },
): Promise<DemoContentResult | null> {
  if (await seeded(db, DEMO_CONTENT_MARKER)) return null;
  // Drawn before the transaction: rendering takes a while and needs no lock.
  const jpegs = await Promise.all(
    PICTURE_BANNERS.map((b) => sharp(Buffer.from(b.svg)).jpeg({ quality: 88 }).toBuffer()),
  );
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('pm-demo-content'))`.execute(trx);
    const tdb = within(trx);
    if (await seeded(tdb, DEMO_CONTENT_MARKER)) return null;
    const admin = await authOf(tdb, 'admin');
    if (!admin) return null;
    const clock = new ManualClock(opts.now ?? new Date());
    const content = new ContentAdminService(tdb, new ContentRepo(), clock, bannerPictures(opts.dataDir));

    let notices = 0;
    for (const [title, html] of Object.entries(DEMO_NOTICE_BODIES)) {
      const r = await trx
        .updateTable('site_notices')
        .set({ body: noticeBody(html) })
        .where('title', '=', title)
        .where(sql<boolean>`body NOT LIKE '%<li>%'`)
        .executeTakeFirst();
      notices += Number(r.numUpdatedRows);
    }

    let banners = 0;
    for (const [i, b] of PICTURE_BANNERS.entries()) {
      const picture = await content.uploadBannerPicture(admin, {
        filename: `banner-${i + 1}.jpg`,
        mimetype: 'image/jpeg',
        data: jpegs[i]!,
      });
      await content.saveBanner(admin, {
        title: b.title,
        subtitle: b.subtitle,
        link: b.link,
        sort: 1,
        enabled: true,
        pictureId: picture.id,
      });
      banners++;
    }

    await markSeeded(tdb, DEMO_CONTENT_MARKER, clock.now());
    opts.log?.(`demo home content added: ${notices} notice bodies, ${banners} banners with pictures`);
    return { notices, banners };
  });
}
