import type { StoryFields } from '../../modules/portal/portal.repo';
import type { Executor } from '../database';

/**
 * Customer stories of the portal (/portal, 客户案例): nine industrial customers, all published, seeded on
 * `npm start` and in the test template (demo.ts calls this on every start; it writes only once: a marker
 * in app_meta). The companies are made up; what they did is what the mall does.
 */

type DemoStory = Omit<StoryFields, 'sort' | 'published'>;

export const DEMO_STORIES: DemoStory[] = [
  {
    customer_name: '常州恒力精密机械有限公司',
    short_name: '恒力精机',
    industry: '机械制造',
    region: '江苏 常州',
    size: '1000–4999 人',
    headline: '三千种辅料一站采齐，采购周期从 9 天缩短到 3 天',
    problem:
      '恒力精机生产数控机床主轴与导轨，车间每月要补充刀具、轴承、密封件、劳保用品等近三千种辅料。过去由 6 名采购员分别向 40 多家供应商电话询价、比价、下单，单据靠 Excel 汇总，一张采购单从提报到到货平均要 9 天，月底对账常常对不上。',
    solution:
      '恒力精机把常用辅料整理成采购清单，车间主管每周用「批量采购」上传 Excel，系统按商品编码、品牌型号自动匹配商城商品，匹配不上的几十行搜索相近商品后加入询价篮，请供应商报价。金额较大的刀具先加入核价单，导出给财务审核后再下单；订单全部走企业月结，下单时选择企业的增值税专用发票抬头，月底在「我的订单」按日期导出明细对账。',
    figures: [
      { value: '67', unit: '%', label: '采购周期缩短' },
      { value: '12.6', unit: '%', label: '辅料采购成本下降' },
      { value: '2900', unit: '种', label: '在线采购品类' },
    ],
    quote: '以前月底对账要三个人忙一周，现在一张导出表就能和财务对上，采购员终于有时间去谈价格了。',
    quote_by: '采购部经理 周建国',
  },
  {
    customer_name: '宁波拓迈汽车零部件股份有限公司',
    short_name: '拓迈汽配',
    industry: '汽车零部件',
    region: '浙江 宁波',
    size: '1000–4999 人',
    headline: '模具钢与刀具走竞价，一年节省采购费用 380 万元',
    problem:
      '拓迈汽配为多家整车厂配套制动卡钳，模具钢、硬质合金刀具和检具每年采购额超过 3000 万元。过去只在三四家熟悉的供应商之间比价，价格透明度低，主机厂年降要求却逐年加码，采购部压力很大。',
    solution:
      '拓迈把批量大、规格明确的模具钢和刀具放到商城发起竞价：需要保密的品类用密封报价，截止前谁也看不到价格；通用品类用公开竞价，供应商能看到自己的排名，截止前几分钟内改变前几名的报价会自动延时，避免「最后一秒抢价」。采购经理在竞价定标页比较报价、交货天数后定标，结果公示 3 天；公示期满，系统按中标价自动生成订单。',
    figures: [
      { value: '380', unit: '万元', label: '年节省采购费用' },
      { value: '8.4', unit: '%', label: '平均降价幅度' },
      { value: '46', unit: '家', label: '参与竞价供应商' },
    ],
    quote: '竞价让我们第一次看清楚市场价，供应商也觉得规则公平，愿意拿出真实价格。',
    quote_by: '供应链总监 林晓峰',
  },
  {
    customer_name: '深圳芯跃电子科技有限公司',
    short_name: '芯跃电子',
    industry: '电子电器',
    region: '广东 深圳',
    size: '500–999 人',
    headline: '防静电耗材按计划采购，产线再没有因缺料停过线',
    problem:
      '芯跃电子做工控主板贴片加工，防静电手套、无尘布、焊锡丝、助焊剂等耗材用量大且不能断供。以前各车间自己报需求，常常同一种耗材几个部门重复采购，也有急单来不及买导致产线停工待料的情况。',
    solution:
      '芯跃每月发起一张协同采购单，各车间在同一张单里填写需要的耗材和数量，采购主管汇总后发送到当月的采购计划，再按计划下单。每一笔订单都占用计划预算，超出预算的订单须填写申请说明，经采购经理审批后才会发给供应商。',
    figures: [
      { value: '0', unit: '次', label: '全年缺料停线' },
      { value: '23', unit: '%', label: '重复采购减少' },
      { value: '98.5', unit: '%', label: '订单准时到货率' },
    ],
    quote: '协同清单让每个车间都能看到别人报了什么，重复采购自然就少了。',
    quote_by: '运营副总 许文涛',
  },
  {
    customer_name: '山东鲁泰化工集团有限公司',
    short_name: '鲁泰化工',
    industry: '化工',
    region: '山东 淄博',
    size: '5000 人以上',
    headline: '集团 14 家子公司统一在线采购，合规可追溯',
    problem:
      '鲁泰化工旗下 14 家子公司分散采购阀门、管件、防爆工具和安全防护用品，同一型号价格相差可达 30%，审计时经常找不到比价记录和审批依据，安全类物资的资质也难以核查。',
    solution:
      '集团在商城开通企业账号，子公司采购员按部门开设账号，采购经理负责审批。所有采购先询价再下单，询价单、报价、核价单和审批记录都留存在平台上，审计时按订单号即可追溯。防爆工具和劳保用品只从已认证的供应商采购，商品经平台审核后才能上架。',
    figures: [
      { value: '14', unit: '家', label: '子公司统一采购' },
      { value: '100', unit: '%', label: '采购审批在线留痕' },
      { value: '17', unit: '%', label: '同类物资价差收窄' },
    ],
    quote: '审计来查，我们只需要报一个订单号，从询价到审批到收货，一条线都在系统里。',
    quote_by: '集团审计部 韩立新',
  },
  {
    customer_name: '内蒙古华电北方能源有限公司',
    short_name: '华电北方',
    industry: '能源电力',
    region: '内蒙古 包头',
    size: '1000–4999 人',
    headline: '偏远电厂备品备件次日达，检修工期缩短两天',
    problem:
      '华电北方的风电场和火电厂分布在戈壁和草原，检修需要的电气元件、紧固件、润滑油常常要从呼和浩特甚至北京调货，一次检修动辄等料三四天，临时采购只能高价现买。',
    solution:
      '华电北方由采购经理为每个电厂维护企业收货地址，商城按收货地区显示库存、运费和预计送达时间，检修前一周用批量采购把备件清单加入购物车，当地无货的商品提前加入询价篮询价。订单发货后在「我的订单」查看物流，到货后确认收货，有破损直接在线申请售后并上传照片。',
    figures: [
      { value: '2', unit: '天', label: '检修工期缩短' },
      { value: '91', unit: '%', label: '备件次日送达率' },
      { value: '15.3', unit: '%', label: '紧急采购费用下降' },
    ],
    quote: '以前检修最怕等料，现在下单前就知道哪个仓库有货、几天能到。',
    quote_by: '设备管理部主任 巴特尔',
  },
  {
    customer_name: '中建华东建设工程有限公司',
    short_name: '中建华东',
    industry: '建筑工程',
    region: '上海',
    size: '5000 人以上',
    headline: '项目部零星采购上平台，月结对账从一周缩到半天',
    problem:
      '中建华东同时在建 60 多个项目，项目部零星采购的五金工具、劳保用品、电线电缆金额小、笔数多，过去由项目部现金采购再报销，发票五花八门，财务每月对账和报销审核要花一周时间。',
    solution:
      '公司为每个项目部开通采购账号，项目部在商城下单，订单金额计入公司的企业月结额度，不再垫付现金。采购经理统一维护企业发票抬头，每笔订单选择增值税专用发票；下单时把项目编号填在「成本中心」，财务月底导出订单明细，按成本中心汇总后与发票核对。',
    figures: [
      { value: '60', unit: '个', label: '项目部接入' },
      { value: '0.5', unit: '天', label: '月度对账用时' },
      { value: '100', unit: '%', label: '专票合规率' },
    ],
    quote: '项目部不用再垫钱，财务不用再贴票，这是大家最直接的感受。',
    quote_by: '财务共享中心 沈丽华',
  },
  {
    customer_name: '河南中原味道食品股份有限公司',
    short_name: '中原食品',
    industry: '食品饮料',
    region: '河南 郑州',
    size: '1000–4999 人',
    headline: '食品级润滑油与清洁耗材询价比价，一年降本 9.8%',
    problem:
      '中原食品的速冻生产线对食品级润滑油、不锈钢管件、清洁消毒用品有严格要求，符合标准的供应商少，过去基本由一家代理商独家供货，价格和交期都很被动。',
    solution:
      '采购部把需要的型号加入询价篮发起询价，并邀请另外几家认证供应商用各自的在售商品报价。报价到达后在询价单里逐行比较单价、数量和报价说明，选中的商品先加入核价单，导出 Excel 交质量部确认资质，再接受报价下单。常用型号此后直接按协议价在商城复购。',
    figures: [
      { value: '9.8', unit: '%', label: '年度采购成本下降' },
      { value: '5', unit: '家', label: '合格供应商增至' },
      { value: '4', unit: '天', label: '询价到下单用时' },
    ],
    quote: '询价单把每家的报价排在一起，谁价格好、谁交期快一目了然。',
    quote_by: '采购主管 郭晓燕',
  },
  {
    customer_name: '武汉长江联运物流有限公司',
    short_name: '长江联运',
    industry: '物流仓储',
    region: '湖北 武汉',
    size: '500–999 人',
    headline: '叉车配件和货架耗材统一采购，仓库维修响应提速一半',
    problem:
      '长江联运在华中有 11 个仓库，叉车轮胎、电瓶、货架横梁、缠绕膜等耗材由各仓库自行采购，型号不统一，坏了一个配件常常要一周才能修好，影响出入库效率。',
    solution:
      '总部把常用配件做成统一的采购计划，各仓库按计划下单到本仓地址，超过审批金额的订单由总部采购经理审批。有质量问题的配件在线申请退货退款并上传照片，供应商同意后按退货地址寄回，确认收到退货后退款回企业月结额度。',
    figures: [
      { value: '50', unit: '%', label: '维修响应提速' },
      { value: '11', unit: '个', label: '仓库统一采购' },
      { value: '32', unit: '%', label: '配件型号精简' },
    ],
    quote: '配件型号统一以后，仓库之间可以互相调剂，维修再也不用干等。',
    quote_by: '仓储运营经理 杜明辉',
  },
  {
    customer_name: '马鞍山钢城冶金设备有限公司',
    short_name: '钢城冶金',
    industry: '冶金矿业',
    region: '安徽 马鞍山',
    size: '500–999 人',
    headline: '耐磨件按公开竞价采购，质量和价格都看得见',
    problem:
      '钢城冶金为钢厂提供轧辊与耐磨衬板维修服务，耐磨焊丝、轴承和液压件消耗快，过去凭经验找供应商，采购价格长期高于市场，质量问题也难以追责。',
    solution:
      '钢城把耐磨焊丝和轴承放到公开竞价中采购，邀请认证供应商参加；竞价截止后比较报价、交货天数和供应商的准时交货率、退款率再定标并公示。收货后发现质量问题，在售后服务中申请退货，每一步都有处理记录，供应商表现一目了然。',
    figures: [
      { value: '11.2', unit: '%', label: '耐磨件采购降价' },
      { value: '3', unit: '天', label: '质量问题处理时长' },
      { value: '28', unit: '家', label: '认证供应商参与' },
    ],
    quote: '价格是竞出来的，质量问题也有据可查，供应商比以前更用心了。',
    quote_by: '总经理 陶志强',
  },
];

const MARKER = 'demo_portal_v1';

/** Writes the demo stories once per database (after a marker check), published, in this order. */
export async function seedDemoPortal(db: Executor): Promise<boolean> {
  const done = await db.selectFrom('app_meta').select('value').where('key', '=', MARKER).executeTakeFirst();
  if (done) return false;
  const at = new Date('2026-10-15T02:00:00Z');
  await db
    .insertInto('portal_stories')
    .values(
      DEMO_STORIES.map((s, i) => ({
        ...s,
        figures: JSON.stringify(s.figures),
        sort: (i + 1) * 10,
        published: true,
        created_at: at,
        updated_at: at,
      })),
    )
    .execute();
  await db.insertInto('app_meta').values({ key: MARKER, value: new Date().toISOString() }).execute();
  return true;
}
