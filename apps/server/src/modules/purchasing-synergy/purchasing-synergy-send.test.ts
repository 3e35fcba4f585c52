/**
 * Sending a collaborative list into a plan is one transaction: the plan lines (through the plan's batch
 * save) and the list's lock (已发送, each line marked sent) commit together or not at all. A failing write
 * (made to fail here by a trigger of the test's own database) on either side leaves the list open and the
 * plan without the lines.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { planSaveEndpoint } from '@pm/contract/purchasing-plan';
import {
  synergyDetailEndpoint,
  synergySaveEndpoint,
  synergySendEndpoint,
  type SynergyDetail,
} from '@pm/contract/purchasing-synergy';
import { dataOf, DEMO, login, useTestApp } from '../../test/app';
import { orderFixtures } from '../order/test-fixtures';

const ctx = useTestApp();
const db = () => ctx.tdb.db;
const { orgOf, goodsOf } = orderFixtures(ctx);

let buyer01: string;
let goods: string[];

beforeAll(async () => {
  buyer01 = await login(ctx.app, DEMO.buyer01);
  goods = await goodsOf([await orgOf('vendor01')], 4);
}, 60_000);

async function listAndPlan(name: string): Promise<{ list: SynergyDetail; planId: string }> {
  const list = await dataOf(
    ctx.call(
      synergySaveEndpoint,
      {
        name,
        lines: [
          { goodsId: goods[0]!, quantity: 2 },
          { name: '定制工牌', unit: '个', quantity: 20, estimatedPrice: 300 },
        ],
      },
      buyer01,
    ),
  );
  const plan = await dataOf(
    ctx.call(
      planSaveEndpoint,
      { name: `${name}的计划`, periodType: 'month', period: '2026-12', budget: 10_000_000 },
      buyer01,
    ),
  );
  return { list, planId: plan.id };
}

/** Makes every write of `table` that `when` matches fail, for the duration of `run`. */
async function failing<T>(table: string, when: string, run: () => Promise<T>): Promise<T> {
  await sql
    .raw(
      `CREATE OR REPLACE FUNCTION pm_test_fail() RETURNS trigger AS $$
       BEGIN RAISE EXCEPTION 'test: write refused'; END $$ LANGUAGE plpgsql;
       CREATE TRIGGER pm_test_fail BEFORE INSERT OR UPDATE ON ${table}
       FOR EACH ROW WHEN (${when}) EXECUTE FUNCTION pm_test_fail();`,
    )
    .execute(db());
  try {
    return await run();
  } finally {
    await sql.raw(`DROP TRIGGER pm_test_fail ON ${table}`).execute(db());
  }
}

async function planLines(planId: string) {
  return db().selectFrom('purchasing_plan_lines').select('id').where('plan_id', '=', planId).execute();
}

async function unchanged(list: SynergyDetail, planId: string) {
  const now = await dataOf(ctx.call(synergyDetailEndpoint, { id: list.id }, buyer01));
  expect(now.status).toBe('open');
  expect(now.version).toBe(list.version);
  expect(now.sentTo).toBeNull();
  const sentLines = await db()
    .selectFrom('purchasing_synergy_lines')
    .select('id')
    .where('synergy_id', '=', list.id)
    .where('plan_line_id', 'is not', null)
    .execute();
  expect(sentLines).toHaveLength(0);
  expect(await planLines(planId)).toHaveLength(0);
  const log = await db()
    .selectFrom('purchasing_plan_logs')
    .select('action')
    .where('plan_id', '=', planId)
    .where('action', '=', '添加明细')
    .execute();
  expect(log).toHaveLength(0);
}

describe('sending a collaborative list into a plan', () => {
  it('a failing plan write leaves the list open (not locked) and writes nothing', async () => {
    const { list, planId } = await listAndPlan('计划写入失败');
    const res = await failing('purchasing_plan_lines', 'true', () =>
      ctx.call(synergySendEndpoint, { id: list.id, version: list.version, target: 'plan', planId }, buyer01),
    );
    expect(res.status).toBe(500);
    await unchanged(list, planId);
  });

  it('a failing lock of the list after the plan lines were written leaves no plan lines behind', async () => {
    const { list, planId } = await listAndPlan('锁定失败');
    const res = await failing('purchasing_synergies', "NEW.status = 'sent'", () =>
      ctx.call(synergySendEndpoint, { id: list.id, version: list.version, target: 'plan', planId }, buyer01),
    );
    expect(res.status).toBe(500);
    await unchanged(list, planId);

    // Then it sends: both sides at once.
    const sent = await dataOf(
      ctx.call(synergySendEndpoint, { id: list.id, version: list.version, target: 'plan', planId }, buyer01),
    );
    expect(sent).toMatchObject({ target: 'plan', sent: 2, planId });
    expect(sent.list.status).toBe('sent');
    expect(await planLines(planId)).toHaveLength(2);
  });
});
