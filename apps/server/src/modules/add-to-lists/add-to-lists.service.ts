import type { ListLine } from '@pm/contract/add-to-lists';
import { MAX_LIST_NUM } from '@pm/contract/add-to-lists-schema';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuthContext } from '../auth/auth.service';
import type { AddToListsRepo, ListTable } from './add-to-lists.repo';

/** Adds to the comparison list and the inquiry basket of the caller. */
export class AddToListsService {
  constructor(
    private readonly db: Db,
    private readonly repo: AddToListsRepo,
    private readonly clock: Clock,
  ) {}

  appendCompare(auth: AuthContext, goodsId: string, num: number, override: boolean): Promise<ListLine> {
    return this.add('compare_price_lines', auth, goodsId, num, override);
  }

  /** Adds to the basket line, or with `override` sets its quantity (the basket's quantity field). */
  saveInquiry(auth: AuthContext, goodsId: string, num: number, override = false): Promise<ListLine> {
    return this.add('inquiry_basket_lines', auth, goodsId, num, override);
  }

  private async add(
    table: ListTable,
    auth: AuthContext,
    goodsId: string,
    num: number,
    override: boolean,
  ): Promise<ListLine> {
    if (!(await this.repo.goodsOnSale(this.db, goodsId))) throw AppError.notFound('商品不存在或已下架');
    const line = await this.repo.upsert(
      this.db,
      table,
      { organizationId: auth.organizationId, userId: auth.userId, goodsId },
      num,
      { override, max: MAX_LIST_NUM, now: this.clock.now() },
    );
    return { id: line.id, goodsId: line.goods_id, num: line.num };
  }
}
