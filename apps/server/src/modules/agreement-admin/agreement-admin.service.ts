import {
  aboveListMessage,
  discountText,
  WB_AGREEMENT_MESSAGES as M,
  type WbAgreementBuyerPage,
  type WbAgreementPage,
  type WbAgreementRecord,
  type WbAgreementRemoved,
  type WbAgreementSaved,
} from '@pm/contract/workbench-agreement';
import type { Db, Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuthContext } from '../auth/auth.service';
import type { AgreementAdminRepo, AgreementKey, AgreementRow } from './agreement-admin.repo';

function recordOf(r: AgreementRow): WbAgreementRecord {
  const listPrice = Number(r.list_price);
  const price = Number(r.price);
  return {
    goodsId: r.goods_id,
    skuCode: r.sku_code,
    name: r.name,
    model: r.model,
    unit: r.unit,
    listPrice,
    price,
    discount: listPrice > 0 ? Math.round((price * 1000) / listPrice) / 100 : 0,
    discountText: discountText(price, listPrice),
    organizationId: r.organization_id,
    organizationName: r.organization_name,
    updatedAt: new Date(r.updated_at).toISOString(),
    updatedBy: r.updated_by,
  };
}

/**
 * 协议价管理 of the workbench: a supplier sets, changes and removes the prices its goods have for buyer
 * organizations. Another supplier's goods and organizations that are not (verified) buyers answer 404, as
 * ids that do not exist; a batch changes all its rows or none. Buyers see a change at once: every write to
 * goods_agreement_prices moves the catalog change number (triggers of migrations 0016 and 0020), which
 * drops the search's and the cart's kept answers.
 */
export class AgreementAdminService {
  constructor(
    private readonly db: Db,
    private readonly repo: AgreementAdminRepo,
    private readonly clock: Clock,
  ) {}

  async page(
    auth: AuthContext,
    q: { organizationId?: string; keyword?: string; page: number; limit: number },
  ): Promise<WbAgreementPage> {
    if (q.organizationId) await this.requireBuyers(this.db, [q.organizationId]);
    const { total, rows } = await this.repo.page(this.db, auth.organizationId, q);
    return { total, page: q.page, limit: q.limit, records: rows.map(recordOf) };
  }

  async buyers(
    auth: AuthContext,
    q: { keyword?: string; page: number; limit: number },
  ): Promise<WbAgreementBuyerPage> {
    const { total, rows } = await this.repo.buyers(this.db, auth.organizationId, q);
    return {
      total,
      page: q.page,
      limit: q.limit,
      records: rows.map((r) => ({
        id: r.id,
        name: r.name,
        shortName: r.short_name,
        priceCount: r.price_count,
      })),
    };
  }

  async set(
    auth: AuthContext,
    items: readonly (AgreementKey & { price: number })[],
  ): Promise<WbAgreementSaved> {
    const rows = await this.db.transaction().execute(async (trx) => {
      const goods = await this.requireGoods(trx, auth, items);
      await this.requireBuyers(
        trx,
        items.map((i) => i.organizationId),
      );
      for (const item of items) {
        const g = goods.get(item.goodsId)!;
        if (item.price > g.listPrice) throw AppError.badRequest(aboveListMessage(g.name, g.listPrice));
      }
      await this.repo.upsert(trx, items, auth.userId, this.clock.now());
      return this.repo.rowsOf(trx, auth.organizationId, items);
    });
    return { records: rows.map(recordOf) };
  }

  async remove(auth: AuthContext, keys: readonly AgreementKey[]): Promise<WbAgreementRemoved> {
    const removed = await this.db.transaction().execute(async (trx) => {
      await this.requireGoods(trx, auth, keys);
      await this.requireBuyers(
        trx,
        keys.map((k) => k.organizationId),
      );
      const n = await this.repo.remove(trx, auth.organizationId, keys);
      // a row that is not there: nothing is removed (the transaction rolls back)
      if (n !== keys.length) throw AppError.notFound(M.priceNotFound);
      return n;
    });
    return { removed };
  }

  /** The supplier's goods of the rows, locked; another supplier's goods and unknown ids: 404 alike. */
  private async requireGoods(trx: Executor, auth: AuthContext, keys: readonly AgreementKey[]) {
    const goods = await this.repo.lockOwnGoods(
      trx,
      auth.organizationId,
      keys.map((k) => k.goodsId),
    );
    if (keys.some((k) => !goods.has(k.goodsId))) throw AppError.notFound(M.goodsNotFound);
    return goods;
  }

  private async requireBuyers(db: Executor, ids: readonly string[]): Promise<void> {
    const unique = [...new Set(ids)];
    const found = await this.repo.buyerIds(db, unique);
    if (unique.some((id) => !found.has(id))) throw AppError.notFound(M.buyerNotFound);
  }
}
