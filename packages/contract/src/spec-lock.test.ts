/**
 * The spec lock: 50 seeded contradictions (the failures issue 32 names among them: copper made steel,
 * uncoated made powder coated, a 9/16 socket made 1-9/16) are all caught and block; texts that only repeat
 * the goods' data mark nothing; advertising-law words are flagged without blocking.
 */
import { describe, expect, it } from 'vitest';
import { checkSpecs, extractSpecs, type LockFacts } from './spec-lock';

const socket: LockFacts = {
  name: '世达 防爆套筒 9/16英寸',
  brand: '世达',
  model: 'SD-9916',
  spec: '9/16 六角',
  attrs: [
    { name: '材质', value: '铍铜' },
    { name: '表面处理', value: '不涂层' },
  ],
};
const bolt: LockFacts = {
  name: '东明 外六角螺栓 M6×20',
  brand: '东明',
  model: 'DM-HB620',
  spec: 'M6 20mm',
  attrs: [
    { name: '材质', value: '8.8级 碳钢 镀锌' },
    { name: '包装', value: '100只/盒' },
  ],
};
const stainless: LockFacts = {
  name: '东明 不锈钢螺母',
  brand: '东明',
  model: 'DM-N8',
  spec: 'M8',
  attrs: [
    { name: '材质', value: '304不锈钢' },
    { name: '性能等级', value: 'A2-70' },
  ],
};
const valve: LockFacts = {
  name: '埃美柯 铜球阀 DN25',
  brand: '埃美柯',
  model: 'Q11F-16T',
  spec: 'DN25 1.6MPa',
  attrs: [
    { name: '材质', value: '黄铜' },
    { name: '适用温度', value: '≤150℃' },
  ],
};
const lamp: LockFacts = {
  name: '欧普 LED 投光灯 100W',
  brand: '欧普',
  model: 'OP-FL100',
  spec: '100W 220V IP65',
  attrs: [
    { name: '外壳', value: '铝合金' },
    { name: '能效等级', value: '2级' },
  ],
};
const tape: LockFacts = {
  name: '得力 钢卷尺 5m',
  brand: '得力',
  model: 'DL-8205',
  spec: '5m×19mm',
  attrs: [{ name: '外壳材质', value: 'ABS' }],
};
const cable: LockFacts = {
  name: '正泰 电缆 BV 2.5mm²',
  brand: '正泰',
  model: 'BV-2.5',
  spec: '2.5mm² 100米',
  attrs: [
    { name: '导体', value: '紫铜' },
    { name: '额定电压', value: '450/750V' },
  ],
};
const gloves: LockFacts = {
  name: '霍尼韦尔 丁腈涂层手套',
  brand: '霍尼韦尔',
  model: 'HW-2094',
  spec: '9号',
  attrs: [{ name: '材质', value: 'HPPE+丁腈涂层' }],
};
const wrench: LockFacts = {
  name: '世达 扭力扳手 1/2英寸',
  brand: '世达',
  model: 'SD-96311',
  spec: '1/2 40-200N·m',
  attrs: [
    { name: '材质', value: '铬钒钢' },
    { name: '表面处理', value: '镀铬' },
    { name: '重量', value: '1.2kg' },
  ],
};
const welder: LockFacts = {
  name: '瑞凌 逆变焊机 ZX7-250',
  brand: '瑞凌',
  model: 'ZX7-250',
  spec: '250A 220V',
  attrs: [
    { name: '功率', value: '7.5kW' },
    { name: '防护等级', value: 'IP21S' },
  ],
};

/** [goods, text, the contradicting part]: each must be caught as a conflict covering that part. */
const CONTRADICTIONS: [LockFacts, string, string][] = [
  [socket, '世达防爆套筒，钢制，9/16英寸', '钢'],
  [socket, '选用优质碳钢锻造，9/16 六角', '碳钢'],
  [socket, '铍铜材质，1-9/16英寸大规格', '1-9/16'],
  [socket, '铍铜套筒，表面粉末涂层处理', '粉末涂层'],
  [socket, '铍铜套筒，表面喷涂防锈', '喷涂'],
  [socket, '铍铜套筒，镀铬外观', '镀铬'],
  [socket, '型号 SD-9917，9/16 六角', 'SD-9917'],
  [socket, '铍铜套筒 5/8英寸', '5/8'],
  [socket, '采用黄铜制造，9/16', '黄铜'],
  [socket, '不锈钢材质，防爆可靠', '不锈钢'],
  [bolt, '东明外六角螺栓 M8×20', 'M8'],
  [bolt, '8.8级碳钢，规格 M10', 'M10'],
  [bolt, '强度 10.9级，M6×20', '10.9级'],
  [bolt, '12.9级高强度螺栓', '12.9级'],
  [bolt, '304不锈钢螺栓 M6', '304不锈钢'],
  [bolt, '碳钢发黑处理', '发黑'],
  [bolt, '碳钢镀铬，M6', '镀铬'],
  [bolt, '长度 25mm，M6', '25mm'],
  [bolt, '长度 2cm，M6', ''], // 2cm = 20mm: no contradiction (see the clean list)
  [bolt, '铜螺栓 M6', '铜'],
  [stainless, '316不锈钢螺母 M8', '316不锈钢'],
  [stainless, '304不锈钢 A4-80 螺母', 'A4-80'],
  [stainless, '304不锈钢螺母 M10', 'M10'],
  [stainless, '碳钢螺母 M8', '碳钢'],
  [stainless, '不锈钢 A2-50', 'A2-50'],
  [valve, '黄铜球阀 DN32', 'DN32'],
  [valve, '黄铜球阀 DN25 2.5MPa', '2.5MPa'],
  [valve, '铸铁球阀 DN25', '铸铁'],
  [valve, '不锈钢球阀 DN25', '不锈钢'],
  [valve, '紫铜阀体 DN25', '紫铜'],
  [valve, '黄铜球阀 DN25 型号 Q11F-25T', 'Q11F-25T'],
  [lamp, '欧普投光灯 150W', '150W'],
  [lamp, '欧普投光灯 100W 110V', '110V'],
  [lamp, '投光灯 IP66 防水', 'IP66'],
  [lamp, '能效3级，100W', '3级'],
  [lamp, '塑料外壳投光灯', '塑料'],
  [lamp, '不锈钢外壳，IP65', '不锈钢'],
  [tape, '得力钢卷尺 3m', '3m'],
  [tape, '得力钢卷尺 5m×25mm', '25mm'],
  [tape, '得力钢卷尺 7.5米', '7.5米'],
  [tape, '铝合金外壳钢卷尺', '铝合金'],
  [cable, '正泰电缆 BV 4mm²', '4mm²'],
  [cable, '正泰电缆 2.5mm² 50米', '50米'],
  [cable, '铝芯电缆 2.5mm²', '铝'],
  [cable, '额定电压 300/500V', '300/500'],
  [gloves, 'HPPE 手套，PVC涂层', 'PVC'],
  [gloves, '丁腈涂层手套，无涂层掌背设计', '无涂层'],
  [wrench, '铬钒钢扭力扳手 3/8英寸', '3/8'],
  [wrench, '铬钒钢扭力扳手，最大 300N·m', '300N·m'],
  [wrench, '铬钒钢扳手，重 1.5kg', '1.5kg'],
  [welder, '瑞凌焊机 315A 220V', '315A'],
  [welder, '瑞凌焊机 250A 380V', '380V'],
];

const CLEAN: [LockFacts, string][] = [
  [socket, '世达防爆套筒，铍铜材质，9/16英寸六角，不涂层，适合易燃易爆场所作业'],
  [bolt, '东明外六角螺栓 M6×20，8.8级碳钢镀锌，20mm 长，100只/盒'],
  [bolt, '长度 2cm，M6'],
  [stainless, '304不锈钢螺母 M8，性能等级 A2-70，耐腐蚀'],
  [valve, '埃美柯黄铜球阀 DN25，1.6MPa，型号 Q11F-16T'],
  [lamp, '欧普 LED 投光灯 100W 220V，IP65 防护，铝合金外壳，能效2级'],
  [tape, '得力钢卷尺 5m×19mm，ABS 外壳，型号 DL-8205'],
  [cable, '正泰 BV 电缆 2.5mm²，紫铜导体，100米/卷，450/750V'],
  [gloves, '霍尼韦尔丁腈涂层手套，HPPE 材质，9号'],
  [wrench, '世达扭力扳手 1/2英寸，200N·m，铬钒钢镀铬，1.2kg'],
  [welder, '瑞凌逆变焊机 ZX7-250，250A 220V，7.5kW'],
];

describe('spec lock', () => {
  it('catches each of the 50 seeded contradictions, marks its span and blocks', () => {
    const seeded = CONTRADICTIONS.filter(([, , part]) => part !== '');
    expect(seeded.length).toBeGreaterThanOrEqual(50);
    const missed: string[] = [];
    for (const [facts, text, part] of seeded) {
      const result = checkSpecs(text, facts);
      const at = text.indexOf(part);
      const hit = result.marks.find(
        (m) => m.kind === 'conflict' && m.start <= at && m.end >= at + part.length,
      );
      if (!hit || !result.blocked) missed.push(`${text} (${part}): ${JSON.stringify(result.marks)}`);
      else expect(text.slice(hit.start, hit.end)).toBe(hit.text);
    }
    expect(missed).toEqual([]);
  });

  it('marks nothing in texts that repeat the goods data', () => {
    for (const [facts, text] of CLEAN) {
      expect(checkSpecs(text, facts).marks, text).toEqual([]);
    }
  });

  it('reads 9/16 and 1-9/16 as different sizes, and a fraction inside 1-9/16 not at all', () => {
    expect(extractSpecs('1-9/16英寸').map((t) => t.value)).toEqual(['1-9/16']);
    expect(extractSpecs('9/16″').map((t) => t.value)).toEqual(['9/16']);
  });

  it('flags words of the advertising law without blocking, and lets measured 最大 pass', () => {
    const r = checkSpecs('国家级品质，行业第一，100%纯铜，顶级工艺，极致体验，最佳选择', valve);
    expect(r.marks.filter((m) => m.kind === 'adLaw').map((m) => m.text)).toEqual([
      '国家级',
      '第一',
      '100%',
      '顶级',
      '极致',
      '最佳',
    ]);
    expect(checkSpecs('最大扭矩 200N·m', wrench).marks).toEqual([]);
  });

  it('marks a figure of a kind the goods do not state as unverified, without blocking', () => {
    const r = checkSpecs('铍铜套筒，重 0.3kg', socket);
    expect(r.marks.map((m) => [m.text, m.kind])).toEqual([['0.3kg', 'unverified']]);
    expect(r.blocked).toBe(false);
  });
});
