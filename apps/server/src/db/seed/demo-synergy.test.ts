import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { seedDemoSynergy } from './demo-synergy';

const ctx = useTestApp();

describe('demo collaborative purchase lists', () => {
  it("gives buyer01 lists with buyer02's lines: one open, one sent into the cart, one closed; once", async () => {
    const db = ctx.tdb.db;
    expect(await seedDemoSynergy(db, { now: ctx.clock.now() })).toBe(3);
    const lists = await db
      .selectFrom('purchasing_synergies as s')
      .innerJoin('users as u', 'u.id', 's.owner_id')
      .select(['s.id', 's.status', 's.sent_to'])
      .where('u.username', '=', 'buyer01')
      .orderBy('s.id')
      .execute();
    expect(lists.map((l) => l.status)).toEqual(['open', 'sent', 'closed']);
    expect(lists[1]!.sent_to).toBe('cart');
    for (const l of lists) {
      const members = await db
        .selectFrom('purchasing_synergy_lines as l')
        .innerJoin('users as u', 'u.id', 'l.member_id')
        .select('u.username')
        .distinct()
        .where('l.synergy_id', '=', l.id)
        .execute();
      expect(members.map((m) => m.username).sort()).toEqual(['buyer01', 'buyer02']);
    }
    const sent = await db
      .selectFrom('purchasing_synergy_lines')
      .select(['goods_id', 'sent_to'])
      .where('synergy_id', '=', lists[1]!.id)
      .execute();
    expect(sent.every((l) => l.sent_to === 'cart')).toBe(true);
    const cart = await db
      .selectFrom('cart_lines as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select('c.goods_id')
      .where('u.username', '=', 'buyer01')
      .execute();
    for (const l of sent) expect(cart.map((c) => c.goods_id)).toContain(l.goods_id);
    expect(await seedDemoSynergy(db, { now: ctx.clock.now() })).toBeNull();
  });
});
