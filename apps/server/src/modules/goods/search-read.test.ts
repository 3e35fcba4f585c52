import { beforeAll, describe, expect, it } from 'vitest';
import { goodsSearchEndpoint } from '@pm/contract/goods';
import { DEMO, login, useTestApp, VISITOR } from '../../test/app';
import { GoodsCardRepo } from './goods-card.repo';
import { insertFixtures, type Fixtures } from './test-fixtures';

const ctx = useTestApp();
let fx: Fixtures;
let buyer01: string;
let buyer01Org: string;

beforeAll(async () => {
  fx = await insertFixtures(ctx.tdb.db);
  buyer01 = await login(ctx.app, DEMO.buyer01);
  buyer01Org = (
    await ctx.tdb.db
      .selectFrom('users')
      .select('organization_id')
      .where('username', '=', 'buyer01')
      .executeTakeFirstOrThrow()
  ).organization_id;
});

describe('the cards of a small match set, read with its exact read', () => {
  it('are the cards GoodsCardRepo reads by id: prices of the caller, stock of the area, in the page order', async () => {
    const cards = new GoodsCardRepo();
    for (const [token, organizationId] of [
      [VISITOR, null],
      [buyer01, buyer01Org],
    ] as const)
      for (const divisionCode of [undefined, '310101']) {
        for (const [keyword, sort] of [
          ['螺丝刀', 'relevance'],
          ['栗枫', 'priceDesc'],
          ['订书机', 'relevance'],
        ] as const) {
          const body = { keyword, catalogId: fx.top, sort, divisionCode, page: 1, limit: 20 };
          const res = await ctx.call(goodsSearchEndpoint, body, token);
          expect(res.status, res.res.body).toBe(200);
          const { records, totalExact } = res.body.data;
          expect(totalExact).toBe(true);
          expect(records.length).toBeGreaterThan(0);
          const byId = await cards.cardsByIds(
            ctx.tdb.db,
            records.map((r) => r.id),
            { organizationId, divisionCode },
          );
          expect(records).toEqual(byId);
        }
      }
  });

  it('gives an empty page past the last match', async () => {
    const res = await ctx.call(
      goodsSearchEndpoint,
      { keyword: '螺丝刀', catalogId: fx.top, page: 5, limit: 20 },
      VISITOR,
    );
    expect(res.status, res.res.body).toBe(200);
    expect(res.body.data.records).toEqual([]);
    expect(res.body.data.total).toBe(3);
  });
});
