import type { CollectedLine } from '@pm/contract/collect';
import { MAX_COLLECT_NUM } from '@pm/contract/collect-schema';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuthContext } from '../auth/auth.service';
import type { CollectRepo, CollectTable } from './collect.repo';

/** Adds to the comparison list and the inquiry basket of the caller. */
export class CollectService {
  constructor(
    private readonly db: Db,
    private readonly repo: CollectRepo,
    private readonly clock: Clock,
  ) {}

  appendCompare(auth: AuthContext, goodsId: string, num: number, override: boolean): Promise<CollectedLine> {
    return this.add('compare_price_lines', auth, goodsId, num, override);
  }

  /** Adds to the basket line, or with `override` sets its quantity (the basket's quantity field). */
  saveInquiry(auth: AuthContext, goodsId: string, num: number, override = false): Promise<CollectedLine> {
    return this.add('inquiry_basket_lines', auth, goodsId, num, override);
  }

  private async add(
    table: CollectTable,
    auth: AuthContext,
    goodsId: string,
    num: number,
    override: boolean,
  ): Promise<CollectedLine> {
    if (!(await this.repo.goodsOnSale(this.db, goodsId))) throw AppError.notFound('商品不存在或已下架');
    const line = await this.repo.upsert(
      this.db,
      table,
      { organizationId: auth.organizationId, userId: auth.userId, goodsId },
      num,
      { override, max: MAX_COLLECT_NUM, now: this.clock.now() },
    );
    return { id: line.id, goodsId: line.goods_id, num: line.num };
  }
}
