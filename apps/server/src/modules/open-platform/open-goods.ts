/**
 * The goods side of the API for apps: price and stock by id (the viewer's price: its agreement price, else
 * the list price, as the mall's cards say), and suppliers' stock and price updates through the homes of
 * those writes (StockRepo; GoodsListingRepo with the price history and the workbench's copy, as the
 * single edit writes them), all items in one transaction.
 */
import { sql } from 'kysely';
import { OPEN_API_MESSAGES as A, type OpenGoods } from '@pm/contract/open-platform-api';
import type { Db, Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuthContext } from '../auth/auth.service';
import { GoodsAdminRepo } from '../goods-admin/goods-admin.repo';
import { GoodsListingRepo } from '../goods-admin/goods-listing.repo';
import { GoodsCardRepo } from '../goods/goods-card.repo';
import { StockRepo } from '../stock/stock.repo';

export class OpenGoodsService {
  private readonly cards = new GoodsCardRepo();
  private readonly stock = new StockRepo();
  private readonly listing = new GoodsListingRepo();
  private readonly work = new GoodsAdminRepo();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** The caller's unit price of each goods (fen), for the ones that exist. */
  async prices(auth: AuthContext, ids: readonly string[]): Promise<Map<string, number>> {
    const cards = await this.cards.cardsByIds(this.db, ids, { organizationId: auth.organizationId });
    return new Map(cards.map((c) => [c.id, c.price]));
  }

  async goods(auth: AuthContext, ids: readonly string[]): Promise<OpenGoods[]> {
    const [cards, states] = await Promise.all([
      this.cards.cardsByIds(this.db, ids, { organizationId: auth.organizationId }),
      this.db
        .selectFrom('goods')
        .select(['id', 'status'])
        .where('id', 'in', ids.length ? ids : ['0'])
        .execute(),
    ]);
    const onSale = new Map(states.map((s) => [s.id, s.status === 'on']));
    return cards.map((c) => ({
      goodsId: c.id,
      skuCode: c.skuCode,
      name: c.name,
      model: c.model,
      supplierId: c.supplierId,
      onSale: onSale.get(c.id) ?? false,
      price: c.price,
      listPrice: c.listPrice,
      stock: c.stock,
    }));
  }

  /** Locks the supplier's goods (id order); 404 when one is not its own. */
  private async ownGoods(trx: Executor, auth: AuthContext, ids: readonly string[]) {
    await this.stock.lockGoods(trx, ids);
    const rows = await trx
      .selectFrom('goods')
      .select(['id', 'market_price'])
      .where('id', 'in', [...ids])
      .where('supplier_id', '=', auth.organizationId)
      .execute();
    if (rows.length !== new Set(ids).size) throw AppError.notFound(A.goodsNotFound);
    return new Map(rows.map((r) => [r.id, Number(r.market_price)]));
  }

  async setStock(
    auth: AuthContext,
    items: readonly { goodsId: string; warehouseId: string; stock: number }[],
  ): Promise<{ updated: number }> {
    await this.db.transaction().execute(async (trx) => {
      await this.ownGoods(
        trx,
        auth,
        items.map((i) => i.goodsId),
      );
      const warehouses = [...new Set(items.map((i) => i.warehouseId))];
      const own = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM warehouses
         WHERE id = ANY(${warehouses}::bigint[]) AND supplier_id = ${auth.organizationId}`.execute(trx);
      if (own.rows[0]!.n !== warehouses.length) throw AppError.notFound(A.warehouseNotFound);
      for (const i of items) await this.stock.setStock(trx, i.goodsId, i.warehouseId, i.stock);
    });
    return { updated: items.length };
  }

  async setPrices(
    auth: AuthContext,
    items: readonly { goodsId: string; price: number }[],
  ): Promise<{ updated: number }> {
    const now = this.clock.now();
    await this.db.transaction().execute(async (trx) => {
      const ids = items.map((i) => i.goodsId);
      // Goods rows, then the workbench's copies (the order of the single edit and of the import).
      const market = await this.ownGoods(trx, auth, ids);
      await this.work.copyListed(trx, ids, now);
      await this.work.lockVersions(trx, ids, auth.organizationId);
      const prices = items.map((i) => ({
        id: i.goodsId,
        listPrice: i.price,
        // The market (reference) price never below the list price.
        marketPrice: Math.max(market.get(i.goodsId) ?? i.price, i.price),
      }));
      for (const p of prices) {
        await this.listing.setListedPrice(trx, {
          ...p,
          supplierId: auth.organizationId,
          by: auth.userId,
          now,
        });
      }
      // As the single edit: the workbench's copy gets the new prices and the next version, so a form
      // opened before saves against the new prices, never back over them.
      await this.work.updatePrices(trx, prices, now);
    });
    return { updated: items.length };
  }
}
