import type { FastifyPluginAsync } from 'fastify';
import { WB_IMPORT_MAX_BYTES, WB_IMPORT_MESSAGES } from '@pm/contract/workbench-import';
import { acceptUploads } from '../../lib/upload';
import { GoodsAdminRepo } from '../goods-admin/goods-admin.repo';
import { GoodsListingRepo } from '../goods-admin/goods-listing.repo';
import { StockRepo } from '../stock/stock.repo';
import { GoodsImportRepo } from './goods-import.repo';
import { goodsImportRoutes } from './goods-import.routes';
import { GoodsImportService } from './goods-import.service';

/**
 * 运营工作台's prices and stock by xlsx (issue 29): a supplier exports its listed goods, changes prices and
 * stock, and imports the file back: a dry run first (errors by row and column, what would change), then
 * the rows applied in batches through the single edit's rules. Its own plugin: its uploads are files of
 * up to WB_IMPORT_MAX_BYTES, not pictures.
 */
export const goodsImportModule: FastifyPluginAsync = async (app) => {
  await acceptUploads(app, { maxBytes: WB_IMPORT_MAX_BYTES, tooLarge: WB_IMPORT_MESSAGES.tooLarge });
  const service = new GoodsImportService(
    app.db,
    new GoodsImportRepo(),
    new GoodsAdminRepo(),
    new GoodsListingRepo(),
    new StockRepo(),
    app.clock,
  );
  goodsImportRoutes(app, service);
};
