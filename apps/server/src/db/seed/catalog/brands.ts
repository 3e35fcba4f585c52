/**
 * Brands of the trade (Chinese and English names). Ids are the position in the list + 1 and never
 * change: goods, images and tests refer to them. Append new brands at the end only.
 * tier: a price factor (premium brands cost more than economy ones).
 */
export interface BrandDef {
  id: number;
  cn: string;
  en: string;
  /** A–Z, first letter of the pinyin or English name, for the brand wall. */
  initial: string;
  tier: number;
  /** Logo colour. */
  color: string;
}

const RAW: [cn: string, en: string, initial: string, tier: number, color: string][] = [
  ['得力', 'Deli', 'D', 0.9, '#d7000f'],
  ['晨光', 'M&G', 'C', 0.9, '#1f3a93'],
  ['齐心', 'Comix', 'Q', 0.9, '#e4002b'],
  ['真彩', 'Truecolor', 'Z', 0.85, '#0071bc'],
  ['百乐', 'PILOT', 'B', 1.3, '#003087'],
  ['斑马', 'ZEBRA', 'B', 1.2, '#000000'],
  ['国誉', 'KOKUYO', 'G', 1.2, '#004b97'],
  ['卡西欧', 'CASIO', 'K', 1.3, '#0a3d91'],
  ['Double A', 'Double A', 'D', 1.1, '#00843d'],
  ['3M', '3M', 'S', 1.35, '#ff0000'],
  ['代尔塔', 'DELTAPLUS', 'D', 1.2, '#e30613'],
  ['霍尼韦尔', 'Honeywell', 'H', 1.3, '#dc202e'],
  ['梅思安', 'MSA', 'M', 1.35, '#002d62'],
  ['安思尔', 'Ansell', 'A', 1.25, '#00338d'],
  ['星宇', 'Xingyu', 'X', 0.8, '#1b75bb'],
  ['世达', 'SATA', 'S', 1.1, '#c8102e'],
  ['史丹利', 'STANLEY', 'S', 1.15, '#ffcc00'],
  ['博世', 'BOSCH', 'B', 1.3, '#e20015'],
  ['长城精工', 'Greatwall', 'C', 0.8, '#005bac'],
  ['力易得', 'ENDURA', 'L', 0.95, '#ed1c24'],
  ['东成', 'Dongcheng', 'D', 0.85, '#e60012'],
  ['牧田', 'Makita', 'M', 1.3, '#00909e'],
  ['得伟', 'DEWALT', 'D', 1.3, '#febd17'],
  ['钢盾', 'SHEFFIELD', 'G', 0.95, '#1a1a1a'],
  ['宝工', "Pro'sKit", 'B', 1.0, '#f39800'],
  ['公牛', 'BULL', 'G', 1.0, '#e60012'],
  ['正泰', 'CHINT', 'Z', 0.95, '#005bac'],
  ['德力西', 'DELIXI', 'D', 0.95, '#0060a9'],
  ['施耐德', 'Schneider Electric', 'S', 1.35, '#3dcd58'],
  ['ABB', 'ABB', 'A', 1.35, '#ff000f'],
  ['西门子', 'SIEMENS', 'X', 1.4, '#009999'],
  ['飞利浦', 'PHILIPS', 'F', 1.25, '#0b5ed7'],
  ['欧普', 'OPPLE', 'O', 1.0, '#e60012'],
  ['雷士', 'NVC', 'L', 1.0, '#00479d'],
  ['佛山照明', 'FSL', 'F', 0.9, '#d6001c'],
  ['欧司朗', 'OSRAM', 'O', 1.25, '#ff6600'],
  ['晋亿', 'JINYI', 'J', 1.0, '#004098'],
  ['东明', 'DONGMING', 'D', 0.9, '#1d2088'],
  ['喜利得', 'HILTI', 'X', 1.5, '#d2051e'],
  ['慧鱼', 'fischer', 'H', 1.35, '#e2001a'],
  ['金佰利', 'Kimberly-Clark', 'J', 1.2, '#0033a0'],
  ['维达', 'Vinda', 'W', 1.0, '#00a0e9'],
  ['洁柔', 'C&S', 'J', 0.95, '#e4007f'],
  ['白猫', 'White Cat', 'B', 0.85, '#0068b7'],
  ['威猛先生', 'Mr Muscle', 'W', 1.05, '#00a651'],
  ['天广', 'Tianguang', 'T', 1.0, '#c30d23'],
  ['淮海', 'Huaihai', 'H', 0.95, '#d7000f'],
  ['福禄克', 'FLUKE', 'F', 1.5, '#ffc20e'],
  ['优利德', 'UNI-T', 'Y', 0.95, '#e60012'],
  ['胜利', 'VICTOR', 'S', 0.85, '#0068b7'],
  ['三丰', 'Mitutoyo', 'S', 1.45, '#004b8d'],
  ['哈量', 'HLT', 'H', 1.0, '#003f88'],
  ['SKF', 'SKF', 'S', 1.4, '#0f58d6'],
  ['NSK', 'NSK', 'N', 1.35, '#003893'],
  ['FAG', 'FAG', 'F', 1.35, '#00893d'],
  ['哈轴', 'HRB', 'H', 0.9, '#0054a6'],
  ['瓦轴', 'ZWZ', 'W', 0.9, '#c8161d'],
  ['盖茨', 'Gates', 'G', 1.3, '#e31837'],
  ['WD-40', 'WD-40', 'W', 1.1, '#0055a5'],
  ['乐泰', 'LOCTITE', 'L', 1.3, '#e2001a'],
  ['壳牌', 'Shell', 'K', 1.25, '#fbce07'],
  ['美孚', 'Mobil', 'M', 1.25, '#ed1c24'],
  ['长城润滑油', 'Sinopec Great Wall', 'C', 1.0, '#00529b'],
  ['回天', 'HUITIAN', 'H', 0.95, '#0066b3'],
  ['道康宁', 'DOWSIL', 'D', 1.3, '#e4002b'],
  ['永大', 'YONGDA', 'Y', 0.85, '#0072bc'],
  ['惠普', 'HP', 'H', 1.2, '#0096d6'],
  ['佳能', 'Canon', 'J', 1.2, '#cc0000'],
  ['爱普生', 'EPSON', 'A', 1.15, '#003399'],
  ['兄弟', 'Brother', 'X', 1.1, '#0d2d6c'],
  ['天威', 'PrintRite', 'T', 0.8, '#e60012'],
  ['格之格', 'G&G', 'G', 0.8, '#00a0e9'],
  ['闪迪', 'SanDisk', 'S', 1.1, '#e4002b'],
  ['金士顿', 'Kingston', 'J', 1.1, '#c8102e'],
  ['罗技', 'Logitech', 'L', 1.1, '#00b8fc'],
  ['绿联', 'UGREEN', 'L', 0.95, '#00a651'],
  ['诺力', 'NOBLELIFT', 'N', 1.1, '#f08300'],
  ['如意', 'RUYI', 'R', 0.95, '#d7000f'],
  ['巨力', 'JULI', 'J', 1.0, '#004ea2'],
  ['天能', 'Tianneng', 'T', 0.95, '#009944'],
  ['松下', 'Panasonic', 'S', 1.25, '#0041c0'],
  ['南孚', 'Nanfu', 'N', 1.0, '#d7000f'],
  ['时代', 'Time', 'S', 1.0, '#0068b7'],
  ['沪工', 'HUGONG', 'H', 0.95, '#e60012'],
  ['奥太', 'AOTAI', 'A', 1.05, '#0054a6'],
  ['金桥', 'Golden Bridge', 'J', 0.9, '#e6a100'],
  ['际华', 'Jihua', 'J', 0.9, '#2e5e3e'],
  ['威克士', 'WORX', 'W', 1.05, '#f26522'],
  ['金霸王', 'Duracell', 'J', 1.2, '#b87333'],
  ['三维', 'SANWEI', 'S', 0.9, '#1d4e9e'],
  ['三雄极光', 'PAK', 'S', 1.0, '#e60012'],
  ['海洋王', "Ocean's King", 'H', 1.2, '#0068b7'],
  ['大西洋', 'Atlantic', 'D', 0.95, '#0054a6'],
  ['广博', 'GuangBo', 'G', 0.85, '#e60012'],
  ['三木', 'Sunwood', 'S', 0.85, '#0068b7'],
  ['白雪', 'Snowhite', 'B', 0.8, '#00a0e9'],
  ['优维斯', 'uvex', 'Y', 1.3, '#003f7d'],
  ['朝美', 'Chaomei', 'C', 0.9, '#0075c2'],
  ['捷科', 'JETECH', 'J', 0.95, '#e50012'],
  ['波斯', 'BOSI', 'B', 0.85, '#00479d'],
  ['绿林', 'GREENER', 'L', 0.8, '#009944'],
  ['田岛', 'TAJIMA', 'T', 1.2, '#ffd100'],
  ['人民电器', 'PEOPLE', 'R', 0.85, '#c30d23'],
  ['天正', 'TENGEN', 'T', 0.85, '#0068b7'],
  ['良信', 'NADER', 'L', 1.05, '#00a0e9'],
  ['上标', 'SHANGBIAO', 'S', 0.95, '#2b4c9b'],
  ['清风', 'Breeze', 'Q', 0.95, '#00a896'],
  ['心相印', 'Hearttex', 'X', 0.95, '#e4007f'],
  ['超宝', 'Chaobao', 'C', 0.9, '#1d71b8'],
  ['蓝月亮', 'Bluemoon', 'L', 0.95, '#0055a5'],
  ['海湾', 'GST', 'H', 1.05, '#0068b7'],
  ['泰和安', 'TANDA', 'T', 1.0, '#e60012'],
  ['希玛', 'SMART SENSOR', 'X', 0.9, '#f39800'],
  ['标智', 'BENETECH', 'B', 0.85, '#0075c2'],
  ['人本', 'C&U', 'R', 0.95, '#003f98'],
  ['洛轴', 'LYC', 'L', 0.9, '#c9171e'],
  ['恩梯恩', 'NTN', 'E', 1.3, '#00479d'],
  ['统一', 'Tongyi', 'T', 0.95, '#e60012'],
  ['昆仑', 'Kunlun', 'K', 1.0, '#c8161d'],
  ['联想', 'Lenovo', 'L', 1.1, '#e2231a'],
  ['奔图', 'Pantum', 'B', 0.95, '#0075c2'],
  ['雷柏', 'Rapoo', 'L', 0.95, '#231815'],
  ['朗科', 'Netac', 'L', 0.9, '#0068b7'],
  ['阳光照明', 'Yankon', 'Y', 0.9, '#f39800'],
  ['瑞凌', 'RILAND', 'R', 1.0, '#c30d23'],
  ['佳士', 'JASIC', 'J', 1.0, '#e60012'],
  ['华远', 'Huayuan', 'H', 0.9, '#00479d'],
  ['中力', 'EP', 'Z', 1.05, '#e60012'],
];

export const BRANDS: readonly BrandDef[] = RAW.map(([cn, en, initial, tier, color], i) => ({
  id: i + 1,
  cn,
  en,
  initial,
  tier,
  color,
}));

const BY_NAME = new Map(BRANDS.map((b) => [b.cn, b]));

export function brandByName(cn: string): BrandDef {
  const b = BY_NAME.get(cn);
  if (!b) throw new Error(`unknown brand ${cn}`);
  return b;
}

export function brandById(id: number): BrandDef | undefined {
  return BRANDS[id - 1];
}
