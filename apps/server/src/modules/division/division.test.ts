import { describe, expect, it } from 'vitest';
import { divisionListEndpoint } from '@pm/contract/division';
import { dataOf, unchecked, useTestApp, VISITOR } from '../../test/app';

const ctx = useTestApp();
const divisions = (type: number, id?: string) =>
  dataOf(ctx.call(divisionListEndpoint, id === undefined ? { type } : { type, id }, VISITOR));

describe('GET /goods/mall/jd-address-info', () => {
  it('lists the 31 provinces of the mainland for type 1, id 0 (visitors too)', async () => {
    const list = await divisions(1, '0');
    expect(list).toHaveLength(31);
    expect(list[0]).toEqual({ id: '110000', name: '北京市', level: 1, parentId: null });
    expect(list.map((d) => d.name)).toEqual(
      expect.arrayContaining(['江苏省', '西藏自治区', '新疆维吾尔自治区']),
    );
    expect(await divisions(1)).toHaveLength(31);
  });

  it('lists the cities of a province, with a city level for municipalities', async () => {
    const js = await divisions(2, '320000');
    expect(js).toHaveLength(13);
    expect(js).toContainEqual({ id: '320500', name: '苏州市', level: 2, parentId: '320000' });
    expect(await divisions(2, '110000')).toEqual([
      { id: '110100', name: '北京市', level: 2, parentId: '110000' },
    ]);
  });

  it('lists the counties of a city', async () => {
    const sz = await divisions(3, '320500');
    expect(sz.map((d) => d.name)).toEqual(expect.arrayContaining(['姑苏区', '昆山市', '吴江区']));
    expect(sz.every((d) => d.level === 3)).toBe(true);
    expect((await divisions(3, '110100')).map((d) => d.name)).toContain('海淀区');
  });

  it('answers bad input with 400 and a Chinese message', async () => {
    const cases: [{ type: number; id?: string }, string][] = [
      [{ type: 1, id: '320000' }, '查询省份时上级地区编码应为 0'],
      [{ type: 2, id: '0' }, '查询城市或区县时请提供上级地区编码'],
      [{ type: 2 }, '查询城市或区县时请提供上级地区编码'],
      [{ type: 2, id: '990000' }, '上级地区不存在'],
      [{ type: 2, id: '320500' }, '查询城市时上级地区应为省份'],
      [{ type: 3, id: '320000' }, '查询区县时上级地区应为城市'],
      [{ type: 4, id: '0' }, '层级应为 1（省）、2（市）或 3（区县）'],
      [{ type: 2, id: '32' }, '上级地区编码应为 0 或 6 位数字'],
    ];
    for (const [input, message] of cases) {
      const { status, body } = await ctx.call(divisionListEndpoint, input, VISITOR);
      const label = JSON.stringify(input);
      expect(status, label).toBe(400);
      expect(body.code, label).toBe(400);
      expect(body.message, label).toContain(message);
    }
    const noType = await ctx.call(divisionListEndpoint, unchecked({}), VISITOR);
    expect(noType.status).toBe(400);
  });
});
