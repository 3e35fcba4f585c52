/**
 * The specification lock of AI素材 (issue 32): what a marketing text says about the goods (numbers with
 * units, materials, surface treatments, thread and pipe sizes, inch fractions, grades, models) is read
 * from the text and compared with the goods' own data (name, model, specification, attributes). A value of
 * a kind the goods state, but not among the values they state, is a contradiction (铜 vs 钢, M6 vs M8,
 * 3级 vs 5级, 9/16 vs 1-9/16, 不涂层 vs 喷涂): it is marked with its span and blocks submitting and
 * approval until fixed. A value of a kind the goods do not state is marked as unverified, and words the
 * advertising law forbids (最佳, 第一, 国家级, 100% …) are flagged; neither blocks, a reviewer decides.
 *
 * Pure and shared: the editor marks the text as it is typed, the server checks it again on submit and
 * approval. One home: nothing else reads specifications out of marketing text.
 */

export type LockMarkKind = 'conflict' | 'unverified' | 'adLaw';

export interface LockMark {
  /** UTF-16 offsets in the text: text.slice(start, end) is the marked part. */
  start: number;
  end: number;
  text: string;
  kind: LockMarkKind;
  /** What was read: thread, inch, dn, grade, steelGrade, ip, material, coating, model, a unit dimension … */
  category: string;
  /** Chinese explanation, e.g. 与商品规格不符：商品为 M8. */
  message: string;
}

export interface LockResult {
  marks: LockMark[];
  /** True when a contradiction is marked: the text may not be submitted or approved. */
  blocked: boolean;
}

/** The goods' own data the text is held to. */
export interface LockFacts {
  name: string;
  brand?: string;
  model?: string;
  spec?: string;
  attrs?: readonly { name: string; value: string }[];
}

interface Token {
  start: number;
  end: number;
  text: string;
  category: string;
  /** Compared value: a normalized text, or a path (materials, coatings: a generic word is a prefix). */
  value: string;
  path?: readonly string[];
}

const LATIN_OR_DIGIT = /[A-Za-z0-9]/;

function isBoundary(text: string, start: number, end: number): boolean {
  const before = start > 0 ? text[start - 1]! : '';
  const after = end < text.length ? text[end]! : '';
  return !LATIN_OR_DIGIT.test(before) && !/[A-Za-z]/.test(after);
}

// ---- units: dimension and factor to a base unit ----

const UNITS: [string, string, number][] = [
  ['N·m', 'torque', 1],
  ['N.m', 'torque', 1],
  ['Nm', 'torque', 1],
  ['MPa', 'pressure', 1],
  ['kPa', 'pressure', 0.001],
  ['bar', 'pressure', 0.1],
  ['mAh', 'charge', 1],
  ['Ah', 'charge', 1000],
  ['mm²', 'area', 1],
  ['mm2', 'area', 1],
  ['mm', 'length', 1],
  ['cm', 'length', 10],
  ['毫米', 'length', 1],
  ['厘米', 'length', 10],
  ['米', 'length', 1000],
  ['m', 'length', 1000],
  ['kg', 'mass', 1000],
  ['千克', 'mass', 1000],
  ['公斤', 'mass', 1000],
  ['g', 'mass', 1],
  ['克', 'mass', 1],
  ['kV', 'voltage', 1000],
  ['V', 'voltage', 1],
  ['伏', 'voltage', 1],
  ['kW', 'power', 1000],
  ['千瓦', 'power', 1000],
  ['W', 'power', 1],
  ['瓦', 'power', 1],
  ['mA', 'current', 0.001],
  ['A', 'current', 1],
  ['安', 'current', 1],
  ['mL', 'volume', 0.001],
  ['ml', 'volume', 0.001],
  ['毫升', 'volume', 0.001],
  ['L', 'volume', 1],
  ['升', 'volume', 1],
  ['件套', 'pieces', 1],
  ['件', 'pieces', 1],
];

const UNIT_LABELS: Record<string, string> = {
  torque: '扭矩',
  pressure: '压力',
  charge: '容量',
  area: '截面积',
  length: '尺寸',
  mass: '重量',
  voltage: '电压',
  power: '功率',
  current: '电流',
  volume: '容积',
  pieces: '件数',
};

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const UNIT_RE = new RegExp(
  `(\\d+(?:\\.\\d+)?)\\s?(${[...UNITS]
    .sort((a, b) => b[0].length - a[0].length)
    .map((u) => escapeRe(u[0]))
    .join('|')})`,
  'g',
);
const UNIT_OF = new Map(UNITS.map(([u, dim, f]) => [u, { dim, f }]));

// ---- words: materials and surface treatments, as paths (a generic word is a prefix of a specific one) ----

const MATERIALS: [string, string[]][] = [
  ['铝青铜', ['copper', 'bronze', 'al']],
  ['铍青铜', ['copper', 'bronze', 'be']],
  ['铍铜', ['copper', 'bronze', 'be']],
  ['青铜', ['copper', 'bronze']],
  ['黄铜', ['copper', 'brass']],
  ['紫铜', ['copper', 'red']],
  ['纯铜', ['copper', 'red']],
  ['铜', ['copper']],
  ['201不锈钢', ['steel', 'stainless', '201']],
  ['304不锈钢', ['steel', 'stainless', '304']],
  ['316不锈钢', ['steel', 'stainless', '316']],
  ['410不锈钢', ['steel', 'stainless', '410']],
  ['不锈钢', ['steel', 'stainless']],
  ['碳钢', ['steel', 'carbon']],
  ['合金钢', ['steel', 'alloy']],
  ['铬钒钢', ['steel', 'crv']],
  ['铬钼钢', ['steel', 'crmo']],
  ['轴承钢', ['steel', 'bearing']],
  ['弹簧钢', ['steel', 'spring']],
  ['高速钢', ['steel', 'hss']],
  ['工具钢', ['steel', 'tool']],
  ['锰钢', ['steel', 'mn']],
  ['钢', ['steel']],
  ['铸铁', ['iron', 'cast']],
  ['铝合金', ['aluminium', 'alloy']],
  ['铝', ['aluminium']],
  ['钛合金', ['titanium', 'alloy']],
  ['钛', ['titanium']],
  ['尼龙', ['plastic', 'pa']],
  ['ABS', ['plastic', 'abs']],
  ['PVC', ['plastic', 'pvc']],
  ['PP', ['plastic', 'pp']],
  ['PE', ['plastic', 'pe']],
  ['PC', ['plastic', 'pc']],
  ['塑料', ['plastic']],
  ['丁腈', ['rubber', 'nbr']],
  ['硅胶', ['rubber', 'silicone']],
  ['橡胶', ['rubber']],
  ['玻璃纤维', ['fiberglass']],
];

const COATINGS: [string, string[]][] = [
  ['不涂层', ['none']],
  ['无涂层', ['none']],
  ['未涂层', ['none']],
  ['无镀层', ['none']],
  ['粉末涂层', ['coat', 'powder']],
  ['粉末喷涂', ['coat', 'powder']],
  ['喷塑', ['coat', 'powder']],
  ['喷涂', ['coat', 'paint']],
  ['喷漆', ['coat', 'paint']],
  ['镀锌', ['coat', 'zinc']],
  ['镀铬', ['coat', 'chrome']],
  ['镀镍', ['coat', 'nickel']],
  ['发黑', ['coat', 'black']],
  ['涂层', ['coat']],
];

function wordRe(words: [string, string[]][]): RegExp {
  return new RegExp(
    [...words]
      .map((w) => w[0])
      .sort((a, b) => b.length - a.length)
      .map(escapeRe)
      .join('|'),
    'g',
  );
}
const MATERIAL_RE = wordRe(MATERIALS);
const COATING_RE = wordRe(COATINGS);
const MATERIAL_PATH = new Map(MATERIALS);
const COATING_PATH = new Map(COATINGS);

// ---- codes: read before numbers with units, their spans are taken ----

const CODES: { category: string; re: RegExp; norm: (m: RegExpExecArray) => string }[] = [
  {
    // 9/16, 1-9/16, 3/4″, 1/2英寸: a fraction is read whole (9/16 is not part of 1-9/16)
    category: 'inch',
    re: /(?<![\d/.-])((?:\d+-)?\d+\/\d+)(?![\d/])(?:\s?(?:″|"|英寸|寸|in\b))?/g,
    norm: (m) => m[1]!,
  },
  { category: 'steelGrade', re: /\b(A[1-5]-\d{2,3})\b/g, norm: (m) => m[1]! },
  { category: 'ip', re: /IP\s?(\d{2})(?!\d)/g, norm: (m) => m[1]! },
  { category: 'dn', re: /DN\s?(\d{1,4})(?!\d)/g, norm: (m) => m[1]! },
  {
    // M6, M10×1.25: not inside a latin word or a model (MPa, WB-M6 are read elsewhere)
    category: 'thread',
    re: /(?<![A-Za-z0-9-])M(\d{1,3}(?:\.\d+)?)(?![\d.]|[A-Za-z]{2})/g,
    norm: (m) => m[1]!,
  },
  { category: 'grade', re: /(\d{1,2}(?:\.\d)?)\s?级/g, norm: (m) => m[1]! },
];

const CATEGORY_LABELS: Record<string, string> = {
  inch: '英制尺寸',
  steelGrade: '不锈钢性能等级',
  ip: '防护等级',
  dn: '公称通径',
  thread: '螺纹规格',
  grade: '等级',
  material: '材质',
  coating: '表面处理',
  model: '型号',
  ...UNIT_LABELS,
};

function overlaps(taken: [number, number][], start: number, end: number): boolean {
  return taken.some(([s, e]) => start < e && end > s);
}

/** Specifications a text states, each with its span. */
export function extractSpecs(text: string): Token[] {
  const tokens: Token[] = [];
  const taken: [number, number][] = [];
  const push = (t: Token) => {
    tokens.push(t);
    taken.push([t.start, t.end]);
  };
  for (const code of CODES) {
    for (const m of text.matchAll(code.re)) {
      const start = m.index;
      const end = start + m[0].length;
      if (overlaps(taken, start, end)) continue;
      push({ start, end, text: m[0], category: code.category, value: code.norm(m as RegExpExecArray) });
    }
  }
  for (const m of text.matchAll(UNIT_RE)) {
    const start = m.index;
    const end = start + m[0].length;
    if (overlaps(taken, start, end)) continue;
    if (start > 0 && /[\d.A-Za-z/]/.test(text[start - 1]!)) continue;
    const unit = UNIT_OF.get(m[2]!)!;
    if (/[A-Za-z]$/.test(m[2]!) && end < text.length && /[A-Za-z]/.test(text[end]!)) continue;
    const base = Number(m[1]) * unit.f;
    push({ start, end, text: m[0], category: unit.dim, value: String(Math.round(base * 1e6) / 1e6) });
  }
  for (const [re, paths, category] of [
    [COATING_RE, COATING_PATH, 'coating'],
    [MATERIAL_RE, MATERIAL_PATH, 'material'],
  ] as const) {
    for (const m of text.matchAll(re)) {
      const start = m.index;
      const end = start + m[0].length;
      if (overlaps(taken, start, end)) continue;
      if (/^[A-Z]/.test(m[0]) && !isBoundary(text, start, end)) continue;
      const path = paths.get(m[0])!;
      push({ start, end, text: m[0], category, value: path.join('/'), path });
    }
  }
  return tokens.sort((a, b) => a.start - b.start);
}

function isPrefix(a: readonly string[], b: readonly string[]): boolean {
  return a.every((x, i) => b[i] === x);
}

function agrees(t: Token, f: Token): boolean {
  if (t.path && f.path) {
    if (t.category === 'material' && t.path[0] !== f.path[0]) return false;
    return isPrefix(t.path, f.path) || isPrefix(f.path, t.path);
  }
  return t.value === f.value;
}

// ---- models: latin-and-digit codes the goods do not have ----

const MODEL_RE = /(?<![A-Za-z0-9-])[A-Za-z]{1,6}[A-Za-z0-9]*-?[A-Za-z0-9-]*\d[A-Za-z0-9-]*(?![A-Za-z0-9])/g;
const compact = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

// ---- the advertising law ----

/** Words the advertising law (广告法第九条) forbids in product texts, longest first. */
export const AD_LAW_WORDS = [
  '国家级',
  '世界级',
  '全球首',
  '全网第一',
  '独一无二',
  '史无前例',
  '遥遥领先',
  '领导品牌',
  '百分百',
  '100%',
  '第一',
  '顶级',
  '顶尖',
  '极致',
  '绝对',
  '唯一',
  '独家',
  '首选',
  '万能',
  '全网',
  '史上',
  '王牌',
  '无敌',
  '零风险',
  '永不',
] as const;

const AD_RE = new RegExp(
  [...AD_LAW_WORDS]
    .sort((a, b) => b.length - a.length)
    .map(escapeRe)
    .join('|'),
  'g',
);
/** 最 + a word; 最大/最小/最高/最低/最多/最少 followed by a figure is a specification (最大扭矩 200N·m). */
const MOST_RE = /最[\p{Script=Han}A-Za-z]/gu;
const MEASURED_MOST = /^最[大小高低多少长短]/;

function adMarks(text: string): LockMark[] {
  const marks: LockMark[] = [];
  for (const m of text.matchAll(AD_RE)) {
    marks.push({
      start: m.index,
      end: m.index + m[0].length,
      text: m[0],
      kind: 'adLaw',
      category: 'adLaw',
      message: `广告法禁用词「${m[0]}」，请修改`,
    });
  }
  for (const m of text.matchAll(MOST_RE)) {
    if (MEASURED_MOST.test(m[0]) && /\d/.test(text.slice(m.index, m.index + 10))) continue;
    marks.push({
      start: m.index,
      end: m.index + m[0].length,
      text: m[0],
      kind: 'adLaw',
      category: 'adLaw',
      message: `广告法禁用的绝对化用语「${m[0]}」，请修改`,
    });
  }
  return marks;
}

function factsText(facts: LockFacts): string {
  return [
    facts.name,
    facts.brand ?? '',
    facts.model ?? '',
    facts.spec ?? '',
    ...(facts.attrs ?? []).map((a) => a.value),
  ].join('\n');
}

function describe(values: Token[]): string {
  return [...new Set(values.map((v) => v.text))].slice(0, 4).join('、');
}

/** Marks a text against the goods' data. */
export function checkSpecs(text: string, facts: LockFacts): LockResult {
  // The goods' most specific statements: 铜球阀 with 材质 黄铜 is brass, so 紫铜 contradicts it.
  const all = extractSpecs(factsText(facts));
  const known = all.filter(
    (f) => !f.path || !all.some((o) => o.path && o.path.length > f.path!.length && isPrefix(f.path!, o.path)),
  );
  const byCategory = new Map<string, Token[]>();
  for (const t of known) byCategory.set(t.category, [...(byCategory.get(t.category) ?? []), t]);
  const marks: LockMark[] = [];
  const tokens = extractSpecs(text);
  for (const t of tokens) {
    const label = CATEGORY_LABELS[t.category] ?? '规格';
    const stated = byCategory.get(t.category);
    if (!stated?.length) {
      marks.push({
        start: t.start,
        end: t.end,
        text: t.text,
        kind: 'unverified',
        category: t.category,
        message: `商品资料未注明${label}，请核实「${t.text}」`,
      });
      continue;
    }
    if (stated.some((f) => agrees(t, f))) continue;
    marks.push({
      start: t.start,
      end: t.end,
      text: t.text,
      kind: 'conflict',
      category: t.category,
      message: `与商品${label}不符：商品为 ${describe(stated)}`,
    });
  }
  // Model-like codes the goods do not carry (WB-TQ300 where the goods are WB-TQ200).
  const modelKeys = new Set(
    [...factsText(facts).matchAll(MODEL_RE)].map((m) => compact(m[0])).filter((k) => k.length > 0),
  );
  const factsCompact = compact(factsText(facts));
  if (facts.model?.trim()) {
    for (const m of text.matchAll(MODEL_RE)) {
      const start = m.index;
      const end = start + m[0].length;
      if (tokens.some((t) => start < t.end && end > t.start)) continue;
      const key = compact(m[0]);
      if (key.length < 4 || !/[a-z]/.test(key) || modelKeys.has(key) || factsCompact.includes(key)) continue;
      marks.push({
        start,
        end,
        text: m[0],
        kind: 'conflict',
        category: 'model',
        message: `与商品型号不符：商品为 ${facts.model.trim()}`,
      });
    }
  }
  marks.push(...adMarks(text));
  marks.sort((a, b) => a.start - b.start || a.end - b.end);
  return { marks, blocked: marks.some((m) => m.kind === 'conflict') };
}

/** The marks as one Chinese sentence (the server's refusal). */
export function lockMessage(result: LockResult): string {
  const conflicts = result.marks.filter((m) => m.kind === 'conflict');
  return `素材与商品规格不符，请修改后再提交：${conflicts
    .slice(0, 3)
    .map((m) => `「${m.text}」${m.message}`)
    .join('；')}`;
}
