/**
 * Generators of AI素材 (issue 32), pluggable: `MaterialGenerator` is what the service calls. The offline
 * default (`offlineGenerator`) writes from the goods' own data (name, brand, model, specification,
 * attributes, price), the vocabulary of its category and templates: deterministic, no network, no
 * invented figures (every specification it writes is one the goods state, so the spec lock passes it).
 * The OpenAI-compatible provider (openai-generator.ts) is used when the environment configures one.
 */
import type { MaterialKind, MaterialTone } from '@pm/contract/material';
import { fenToYuanText } from '@pm/contract/money';

export interface GoodsFacts {
  goodsId: string;
  name: string;
  brand: string;
  model: string;
  spec: string;
  unit: string;
  listPrice: number;
  image: string;
  /** 一级 / 二级 / 三级 */
  catalogPath: string;
  attrs: { name: string; value: string }[];
}

export interface GenerateInput {
  organizationId: string;
  facts: GoodsFacts;
  kind: MaterialKind;
  tone: MaterialTone;
}

export interface MaterialGenerator {
  /** Shown with the candidates and kept on the version: 离线模板, or the provider's model. */
  readonly name: string;
  generate(input: GenerateInput): Promise<string[]>;
}

/** Scenes and strengths by first-level category (the category's vocabulary). */
const VOCABULARY: Record<string, { scenes: string; strengths: [string, string, string] }> = {
  办公用品: { scenes: '办公室、会议室与前台', strengths: ['手感顺滑', '经久耐用', '适合集中采购备货'] },
  劳保用品: { scenes: '车间、工地与仓储作业', strengths: ['贴合舒适', '防护可靠', '便于班组统一配发'] },
  五金工具: { scenes: '设备维修、装配与日常保养', strengths: ['做工扎实', '受力均匀', '工具箱常备之选'] },
  电工电气: {
    scenes: '配电安装、线路改造与设备检修',
    strengths: ['接线稳固', '运行稳定', '便于电工现场安装'],
  },
  紧固件: { scenes: '机械装配、钢结构与设备安装', strengths: ['尺寸规整', '螺纹顺滑', '批量采购规格统一'] },
  清洁用品: { scenes: '办公区、厂区与公共区域保洁', strengths: ['清洁省力', '使用方便', '适合后勤集中采购'] },
  安全消防: { scenes: '厂房、仓库与办公楼的安全防护', strengths: ['结构可靠', '标识清晰', '便于安全检查'] },
  仪器仪表: { scenes: '质检、计量与设备巡检', strengths: ['读数清晰', '测量稳定', '便于现场记录'] },
  轴承传动: { scenes: '电机、减速机与传动设备', strengths: ['运转平稳', '装配方便', '便于备件管理'] },
  化学品: { scenes: '设备维护、清洗与防锈', strengths: ['用量可控', '施工方便', '便于按需领用'] },
  包材: { scenes: '仓储打包、物流发货与产品周转', strengths: ['规格统一', '打包高效', '适合批量周转'] },
  电脑耗材: { scenes: '办公打印、设备维护与信息化运维', strengths: ['兼容稳定', '更换方便', '便于统一备货'] },
  照明灯具: { scenes: '厂房、仓库、办公与道路照明', strengths: ['光线均匀', '安装方便', '便于统一更换'] },
  焊接设备: { scenes: '钢结构、管道与设备维修焊接', strengths: ['操作顺手', '工作稳定', '适合车间日常作业'] },
  搬运存储: { scenes: '仓库、车间与物流中转', strengths: ['结构稳固', '取放方便', '提升场地周转效率'] },
};
const DEFAULT_VOCABULARY = {
  scenes: '企业日常生产与运营',
  strengths: ['品质稳定', '使用方便', '适合企业集中采购'] as [string, string, string],
};

/** The attributes worth writing about (the brand and model are written from their own fields). */
function featureAttrs(facts: GoodsFacts): { name: string; value: string }[] {
  return facts.attrs.filter((a) => !['品牌', '型号', '规格'].includes(a.name) && a.value.trim() !== '');
}

function leafOf(facts: GoodsFacts): string {
  return facts.catalogPath.split('/').at(-1)?.trim() || facts.name;
}

function vocabularyOf(facts: GoodsFacts) {
  const top = facts.catalogPath.split('/')[0]?.trim() ?? '';
  return VOCABULARY[top] ?? DEFAULT_VOCABULARY;
}

const join = (...parts: string[]) => parts.filter((p) => p.trim() !== '').join(' ');
const price = (facts: GoodsFacts) => `¥${fenToYuanText(facts.listPrice)}/${facts.unit}`;

function titles(f: GoodsFacts, tone: MaterialTone): string[] {
  const attrs = featureAttrs(f)
    .map((a) => a.value)
    .slice(0, 2);
  const brandName = f.name.startsWith(f.brand) ? f.name : join(f.brand, f.name);
  const pro = join(brandName, f.model, f.spec);
  const rows: Record<MaterialTone, string[]> = {
    PRO: [pro, join(brandName, f.spec, attrs[0] ?? '', f.model), join(f.brand, leafOf(f), f.model, f.spec)],
    BRIEF: [join(f.brand, leafOf(f), f.spec), join(brandName), join(f.brand, f.model, leafOf(f))],
    PROMO: [
      `【现货速发】${pro}`,
      `${join(brandName, f.spec)} 企业采购可开专票`,
      `${join(f.brand, leafOf(f), f.model)} 批量采购更省心`,
    ],
  };
  return rows[tone].map((t) => t.replace(/\s+/g, ' ').trim().slice(0, 80));
}

function points(f: GoodsFacts, tone: MaterialTone): string[][] {
  const v = vocabularyOf(f);
  const attrs = featureAttrs(f);
  const spec = f.spec ? `规格 ${f.spec}` : `型号 ${f.model}`;
  const attrLines = attrs.slice(0, 2).map((a) => `${a.name}：${a.value}，${v.strengths[0]}`);
  const base = [
    `品牌正品：${f.brand}出品，型号 ${f.model || '见详情'}`,
    `${spec}，选型清楚，下单即用`,
    ...attrLines,
    `适用场景：${v.scenes}`,
  ];
  const brief = [`${f.brand} ${leafOf(f)}`, spec, ...attrs.slice(0, 2).map((a) => `${a.name} ${a.value}`)];
  const promo = [
    `现货供应，${price(f)}`,
    `${f.brand}正品，${v.strengths[2]}`,
    `${spec}，${v.strengths[1]}`,
    '支持开具增值税专用发票',
  ];
  const byTone: Record<MaterialTone, string[][]> = {
    PRO: [
      base,
      [base[0]!, ...attrLines, base[1]!, `${v.strengths[1]}，${v.strengths[2]}`],
      [...base.slice(1), base[0]!],
    ],
    BRIEF: [brief, [brief[0]!, brief[1]!, v.strengths[0]], [brief[1]!, v.scenes, v.strengths[2]]],
    PROMO: [promo, [promo[1]!, promo[0]!, promo[3]!], [promo[2]!, `适用于${v.scenes}`, promo[0]!]],
  };
  return byTone[tone].map((lines) => [...new Set(lines)].slice(0, 5));
}

function descriptions(f: GoodsFacts, tone: MaterialTone): string[] {
  const v = vocabularyOf(f);
  const attrs = featureAttrs(f);
  const attrText = attrs.map((a) => `${a.name}为${a.value}`).join('，');
  const spec = f.spec ? `规格为 ${f.spec}` : '';
  const intro = `${f.brand}${leafOf(f)}（型号 ${f.model || '见详情'}）${spec ? `，${spec}` : ''}。`;
  const detail = attrText ? `${attrText}。` : '';
  const use = `适用于${v.scenes}，${v.strengths[0]}、${v.strengths[1]}。`;
  const buy = `按${f.unit}销售，企业采购可开具增值税专用发票。`;
  const rows: Record<MaterialTone, string[]> = {
    PRO: [
      `${intro}${detail}${use}${buy}`,
      `产品概述：${intro}\n技术参数：${detail || spec || '详见规格参数表'}\n应用场景：${use}`,
      `${f.name}\n${detail}${use}\n${buy}`,
    ],
    BRIEF: [
      `${intro}${use}`,
      `${f.brand} ${leafOf(f)}，${spec || `型号 ${f.model}`}。${v.strengths[2]}。`,
      `${intro}${detail}`,
    ],
    PROMO: [
      `${intro}现货供应，${price(f)}。${use}${buy}`,
      `企业采购好物：${f.name}。${detail}${v.strengths[2]}，${price(f)}。`,
      `${f.brand}正品${leafOf(f)}，${spec || `型号 ${f.model}`}。${use}现货供应，${buy}`,
    ],
  };
  return rows[tone];
}

/** The offline generator: three candidates per request, the same every time for the same goods and tone. */
export const offlineGenerator: MaterialGenerator = {
  name: '离线模板',
  generate({ facts, kind, tone }) {
    switch (kind) {
      case 'TITLE':
        return Promise.resolve(titles(facts, tone));
      case 'DESCRIPTION':
        return Promise.resolve(descriptions(facts, tone));
      case 'SELLING_POINTS':
      case 'POSTER':
        return Promise.resolve(
          points(facts, tone).map((lines) => (kind === 'POSTER' ? lines.slice(0, 3) : lines).join('\n')),
        );
    }
  },
};

/** Selling points of a text: one per line, bullets and numbering removed. */
export function pointsOf(content: string): string[] {
  return content
    .split('\n')
    .map((l) => l.replace(/^\s*(?:[-•·*]|\d+[.、)])\s*/, '').trim())
    .filter((l) => l !== '');
}
