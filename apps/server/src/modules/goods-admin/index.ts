import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { acceptUploads, UploadStore } from '../../lib/upload';
import { StockRepo } from '../stock/stock.repo';
import { GoodsAdminRepo } from './goods-admin.repo';
import { GoodsListingRepo } from './goods-listing.repo';
import { GoodsPictureRepo } from './goods-picture.repo';
import { goodsAdminRoutes } from './goods-admin.routes';
import { GoodsAdminService } from './goods-admin.service';
import { GoodsPictureService, WB_PICTURE_UPLOADS } from './goods-picture.service';

export function createGoodsAdmin(db: Db, clock: Clock, dataDir: string) {
  const pictureRepo = new GoodsPictureRepo();
  return {
    service: new GoodsAdminService(
      db,
      new GoodsAdminRepo(),
      new GoodsListingRepo(),
      pictureRepo,
      new StockRepo(),
      clock,
    ),
    pictures: new GoodsPictureService(db, pictureRepo, new UploadStore(dataDir, 'workbench-pictures'), clock),
  };
}

/**
 * 运营工作台's goods (issue 29): suppliers' 商品管理 (drafts, changes waiting for review, price and stock at
 * once, pictures) and operators' 商品审核 (the queue, the comparison with the listed version, approve or
 * reject). Approval writes the goods row; the search follows through the goods' triggers.
 */
export const goodsAdminModule: FastifyPluginAsync = async (app) => {
  await acceptUploads(app, WB_PICTURE_UPLOADS);
  const { service, pictures } = createGoodsAdmin(app.db, app.clock, app.config.dataDir);
  goodsAdminRoutes(app, service, pictures);
};
