/**
 * Items for a new event from the caller's own cart or inquiry basket, read through their modules' own
 * read paths (the cart's lines of the user, the basket's page of the user): catalog goods with name,
 * specification, unit and the quantity of the line. Nothing is written.
 */
import { BID_LIMITS, type BidImportedItems } from '@pm/contract/bidding';
import type { Db } from '../../db/database';
import type { AuthContext } from '../auth/auth.service';
import { CartRepo } from '../cart/cart.repo';
import { InquiryRepo } from '../inquiry/inquiry.repo';

export class BidItemImporter {
  private readonly cart = new CartRepo();
  private readonly inquiry = new InquiryRepo();

  constructor(private readonly db: Db) {}

  async items(auth: AuthContext, from: 'cart' | 'inquiry'): Promise<BidImportedItems> {
    const lines: { goodsId: string; num: number }[] =
      from === 'cart'
        ? (await this.cart.lines(this.db, auth.userId, { organizationId: auth.organizationId }, [])).map(
            (r) => ({ goodsId: r.id, num: r.num }),
          )
        : (await this.inquiry.basketPage(this.db, auth.userId, 1, BID_LIMITS.maxItems)).rows.map((r) => ({
            goodsId: r.goods_id,
            num: r.num,
          }));
    const seen = new Set<string>();
    const wanted = lines
      .filter((l) => !seen.has(l.goodsId) && seen.add(l.goodsId))
      .slice(0, BID_LIMITS.maxItems);
    if (wanted.length === 0) return { items: [] };
    const goods = await this.db
      .selectFrom('goods')
      .select(['id', 'name', 'spec', 'unit'])
      .where(
        'id',
        'in',
        wanted.map((l) => l.goodsId),
      )
      .execute();
    const byId = new Map(goods.map((g) => [g.id, g]));
    return {
      items: wanted.flatMap((l) => {
        const g = byId.get(l.goodsId);
        return g
          ? [
              {
                goodsId: g.id,
                name: g.name,
                spec: g.spec ?? '',
                unit: g.unit || '件',
                quantity: Math.max(1, l.num),
              },
            ]
          : [];
      }),
    };
  }
}
