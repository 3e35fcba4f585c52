import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';

const ctx = useTestApp();
const url = (type: number | string, id?: string) =>
  `/pm-api/goods/mall/jd-address-info?type=${type}${id === undefined ? '' : `&id=${id}`}`;

describe('GET /goods/mall/jd-address-info', () => {
  it('lists the 31 provinces of the mainland for type 1, id 0 (visitors too)', async () => {
    const res = await ctx.app.inject({ url: url(1, '0') });
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { id: string; name: string; level: number; parentId: null }[];
    expect(list).toHaveLength(31);
    expect(list[0]).toEqual({ id: '110000', name: '北京市', level: 1, parentId: null });
    expect(list.map((d) => d.name)).toEqual(
      expect.arrayContaining(['江苏省', '西藏自治区', '新疆维吾尔自治区']),
    );
    const noId = await ctx.app.inject({ url: url(1) });
    expect(noId.json().data).toHaveLength(31);
  });

  it('lists the cities of a province, with a city level for municipalities', async () => {
    const js = (await ctx.app.inject({ url: url(2, '320000') })).json().data as {
      id: string;
      name: string;
    }[];
    expect(js).toHaveLength(13);
    expect(js).toContainEqual({ id: '320500', name: '苏州市', level: 2, parentId: '320000' });
    const bj = (await ctx.app.inject({ url: url(2, '110000') })).json().data;
    expect(bj).toEqual([{ id: '110100', name: '北京市', level: 2, parentId: '110000' }]);
  });

  it('lists the counties of a city', async () => {
    const sz = (await ctx.app.inject({ url: url(3, '320500') })).json().data as {
      name: string;
      level: number;
    }[];
    expect(sz.map((d) => d.name)).toEqual(expect.arrayContaining(['姑苏区', '昆山市', '吴江区']));
    expect(sz.every((d) => d.level === 3)).toBe(true);
    const bj = (await ctx.app.inject({ url: url(3, '110100') })).json().data as { name: string }[];
    expect(bj.map((d) => d.name)).toContain('海淀区');
  });

  it('answers bad input with 400 and a Chinese message', async () => {
    const cases: [string, string][] = [
      [url(1, '320000'), '查询省份时上级地区编码应为 0'],
      [url(2, '0'), '查询城市或区县时请提供上级地区编码'],
      [url(2), '查询城市或区县时请提供上级地区编码'],
      [url(2, '990000'), '上级地区不存在'],
      [url(2, '320500'), '查询城市时上级地区应为省份'],
      [url(3, '320000'), '查询区县时上级地区应为城市'],
      [url(4, '0'), '层级应为 1（省）、2（市）或 3（区县）'],
      [url(2, '32'), '上级地区编码应为 0 或 6 位数字'],
    ];
    for (const [u, message] of cases) {
      const res = await ctx.app.inject({ url: u });
      expect(res.statusCode, u).toBe(400);
      expect(res.json().code, u).toBe(400);
      expect(res.json().message, u).toContain(message);
    }
    const noType = await ctx.app.inject({ url: '/pm-api/goods/mall/jd-address-info' });
    expect(noType.statusCode).toBe(400);
  });
});
