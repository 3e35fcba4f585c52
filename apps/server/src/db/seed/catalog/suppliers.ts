/**
 * Suppliers of the demo catalog: the two vendor organizations of the demo accounts (ids 3 and 4, see
 * db/seed/demo.ts) and six more created here, with their warehouses (a city each, the provinces they
 * deliver to) and freight templates (remote provinces cost more, free above a threshold).
 */

export const REGIONS = {
  华东: ['310000', '320000', '330000', '340000', '350000', '360000', '370000'],
  华北: ['110000', '120000', '130000', '140000', '150000'],
  华南: ['440000', '450000', '460000'],
  华中: ['410000', '420000', '430000'],
  西南: ['500000', '510000', '520000', '530000', '540000'],
  西北: ['610000', '620000', '630000', '640000', '650000'],
  东北: ['210000', '220000', '230000'],
} as const;
type Region = keyof typeof REGIONS;

/** Remote provinces: dearer freight, longer delivery. */
export const REMOTE_PROVINCES = ['540000', '650000', '630000', '150000', '640000', '620000', '460000'];
/** Dangerous goods (flammable aerosols, adhesives, extinguishers) are not sold into these. */
export const RESTRICTED_PROVINCES = ['540000', '650000'];

export interface VendorDef {
  id: number;
  name: string;
  shortName: string;
  /** Names of the top categories it sells; empty: all. */
  tops: string[];
  warehouses: { city: string; name: string; serves: Region[]; days: number }[];
}

export const VENDORS: readonly VendorDef[] = [
  {
    id: 3,
    name: '苏州联创工业品供应链有限公司',
    shortName: '联创工业品',
    tops: [],
    warehouses: [
      { city: '320500', name: '苏州中心仓', serves: ['华东', '华中'], days: 1 },
      { city: '110100', name: '北京仓', serves: ['华北', '东北'], days: 2 },
      { city: '510100', name: '成都仓', serves: ['西南', '西北'], days: 3 },
    ],
  },
  {
    id: 4,
    name: '广州恒通五金有限公司',
    shortName: '恒通五金',
    tops: ['五金工具', '紧固件', '电工电气', '安全消防', '轴承传动', '焊接设备', '搬运存储'],
    warehouses: [
      { city: '440100', name: '广州白云仓', serves: ['华南', '华中', '西南'], days: 1 },
      { city: '310100', name: '上海嘉定仓', serves: ['华东'], days: 2 },
    ],
  },
  {
    id: 6,
    name: '上海固安劳保用品有限公司',
    shortName: '固安劳保',
    tops: ['劳保用品', '安全消防', '清洁用品', '焊接设备'],
    warehouses: [
      { city: '310100', name: '上海青浦仓', serves: ['华东', '华中'], days: 1 },
      { city: '120100', name: '天津仓', serves: ['华北', '东北', '西北'], days: 2 },
    ],
  },
  {
    id: 7,
    name: '北京京诚办公用品有限公司',
    shortName: '京诚办公',
    tops: ['办公用品', '电脑耗材', '包材', '清洁用品'],
    warehouses: [
      { city: '110100', name: '北京亦庄仓', serves: ['华北', '东北'], days: 1 },
      { city: '330100', name: '杭州仓', serves: ['华东'], days: 2 },
      { city: '440300', name: '深圳仓', serves: ['华南'], days: 2 },
    ],
  },
  {
    id: 8,
    name: '浙江正达电气设备有限公司',
    shortName: '正达电气',
    tops: ['电工电气', '仪器仪表', '照明灯具', '安全消防'],
    warehouses: [
      { city: '330300', name: '温州乐清仓', serves: ['华东', '华南'], days: 1 },
      { city: '420100', name: '武汉仓', serves: ['华中', '西南'], days: 2 },
    ],
  },
  {
    id: 9,
    name: '天津华轴传动设备有限公司',
    shortName: '华轴传动',
    tops: ['轴承传动', '紧固件', '五金工具', '化学品'],
    warehouses: [
      { city: '120100', name: '天津港仓', serves: ['华北', '东北', '华东'], days: 1 },
      { city: '230100', name: '哈尔滨仓', serves: ['东北'], days: 2 },
    ],
  },
  {
    id: 10,
    name: '成都西部工业品商贸有限公司',
    shortName: '西部工业品',
    tops: [],
    warehouses: [
      { city: '510100', name: '成都双流仓', serves: ['西南'], days: 1 },
      { city: '610100', name: '西安仓', serves: ['西北', '华中'], days: 2 },
      { city: '650100', name: '乌鲁木齐仓', serves: ['西北'], days: 2 },
    ],
  },
  {
    id: 11,
    name: '武汉中南化工材料有限公司',
    shortName: '中南化工',
    tops: ['化学品', '清洁用品', '包材'],
    warehouses: [
      { city: '420100', name: '武汉阳逻仓', serves: ['华中', '华东', '华南'], days: 2 },
      { city: '370200', name: '青岛仓', serves: ['华东', '华北'], days: 2 },
    ],
  },
];

/** Buyer organizations with agreement prices (the demo seed's; created by the loader when missing). */
export const BUYER_ORGS = [
  { id: 1, name: '华东精工制造有限公司', kind: 'buyer', shortName: '华东精工' },
  { id: 2, name: '北方重型机械股份有限公司', kind: 'buyer', shortName: '北方重型' },
] as const;

/** The vendor organizations this module creates (3 and 4 come from the demo seed). */
export const NEW_VENDOR_IDS = [6, 7, 8, 9, 10, 11];

export interface WarehouseRow {
  id: number;
  supplier_id: number;
  name: string;
  division_code: string;
  serves: string[];
  delivery_days: number;
}

export interface FreightTemplateRow {
  id: number;
  supplier_id: number;
  name: string;
  default_fee: number;
  free_threshold: number;
}

export interface FreightRuleRow {
  template_id: number;
  division_code: string;
  fee: number;
  free_threshold: number;
  delivery_days: number;
}

export function warehouseRows(): WarehouseRow[] {
  let id = 0;
  return VENDORS.flatMap((v) =>
    v.warehouses.map((w) => ({
      id: ++id,
      supplier_id: v.id,
      name: `${v.shortName}${w.name}`,
      division_code: w.city,
      serves: w.serves.flatMap((r) => [...REGIONS[r]]),
      delivery_days: w.days,
    })),
  );
}

/** Freight templates: per supplier a standard one (id 2k-1) and a heavy-goods one (id 2k). */
export function freightRows(): { templates: FreightTemplateRow[]; rules: FreightRuleRow[] } {
  const templates: FreightTemplateRow[] = [];
  const rules: FreightRuleRow[] = [];
  VENDORS.forEach((v, k) => {
    const home = new Set(v.warehouses.flatMap((w) => w.serves.flatMap((r) => [...REGIONS[r]])));
    const near = new Set(v.warehouses.map((w) => w.city.slice(0, 2) + '0000'));
    const kinds = [
      {
        suffix: '标准运费',
        fee: 1000 + (k % 3) * 200,
        free: 9900 + (k % 2) * 10000,
        remoteFee: 3000,
        remoteFree: 29900,
      },
      { suffix: '大件运费', fee: 3000 + (k % 3) * 500, free: 49900, remoteFee: 8000, remoteFree: 0 },
    ];
    kinds.forEach((kind, j) => {
      const id = k * 2 + j + 1;
      templates.push({
        id,
        supplier_id: v.id,
        name: `${v.shortName}${kind.suffix}`,
        default_fee: kind.fee,
        free_threshold: kind.free,
      });
      for (const province of Object.values(REGIONS).flat()) {
        if (REMOTE_PROVINCES.includes(province)) {
          rules.push({
            template_id: id,
            division_code: province,
            fee: kind.remoteFee,
            free_threshold: kind.remoteFree,
            delivery_days: 7,
          });
        } else if (near.has(province)) {
          rules.push({
            template_id: id,
            division_code: province,
            fee: Math.round(kind.fee / 2),
            free_threshold: Math.round(kind.free / 2),
            delivery_days: 1,
          });
        } else if (!home.has(province)) {
          rules.push({
            template_id: id,
            division_code: province,
            fee: kind.fee + 1000,
            free_threshold: kind.free,
            delivery_days: 5,
          });
        }
      }
    });
  });
  return { templates, rules };
}
