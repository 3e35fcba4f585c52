import type { FastifyInstance } from 'fastify';
import {
  wbGoodsCreateRoute,
  wbGoodsDelistRoute,
  wbGoodsDetailRoute,
  wbGoodsOptionsRoute,
  wbGoodsPageRoute,
  wbGoodsPriceRoute,
  wbGoodsSaveRoute,
  wbGoodsStockRoute,
  wbGoodsSubmitRoute,
  wbGoodsSummaryRoute,
  wbGoodsWithdrawRoute,
  wbPictureRoute,
  wbPictureUploadRoute,
  wbReviewApproveRoute,
  wbReviewDetailRoute,
  wbReviewPageRoute,
  wbReviewRejectRoute,
} from '@pm/contract/workbench-goods-schema';
import { fileRoute, route } from '../../lib/route';
import { requireAuth } from '../../plugins/auth';
import type { GoodsAdminService } from './goods-admin.service';
import type { GoodsPictureService } from './goods-picture.service';

const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

export function goodsAdminRoutes(
  app: FastifyInstance,
  service: GoodsAdminService,
  pictures: GoodsPictureService,
) {
  route(app, wbGoodsPageRoute, (req) => service.page(requireAuth(req), req.query));
  route(app, wbGoodsSummaryRoute, (req) => service.summary(requireAuth(req)));
  route(app, wbGoodsOptionsRoute, (req) => service.options(requireAuth(req)));
  route(app, wbGoodsDetailRoute, (req) => service.detail(requireAuth(req), req.params.id));
  route(app, wbGoodsCreateRoute, (req) => service.create(requireAuth(req), req.body), {
    message: '商品已保存为草稿',
  });
  route(
    app,
    wbGoodsSaveRoute,
    (req) => {
      const { version, ...fields } = req.body;
      return service.save(requireAuth(req), req.params.id, version, fields);
    },
    { message: '商品已保存' },
  );
  route(app, wbGoodsSubmitRoute, (req) => service.submit(requireAuth(req), req.params.id, req.body.version), {
    message: '已提交审核',
  });
  route(
    app,
    wbGoodsWithdrawRoute,
    (req) => service.withdraw(requireAuth(req), req.params.id, req.body.version),
    {
      message: '已撤回审核',
    },
  );
  route(app, wbGoodsDelistRoute, (req) => service.delist(requireAuth(req), req.params.id, req.body.version), {
    message: '商品已下架',
  });
  route(
    app,
    wbGoodsPriceRoute,
    (req) =>
      service.price(requireAuth(req), req.params.id, req.body.version, {
        listPrice: req.body.listPrice,
        marketPrice: req.body.marketPrice,
      }),
    { message: '价格已修改' },
  );
  route(
    app,
    wbGoodsStockRoute,
    (req) =>
      service.stockSet(requireAuth(req), req.params.id, req.body.version, {
        warehouseId: req.body.warehouseId,
        quantity: req.body.quantity,
      }),
    { message: '库存已修改' },
  );
  route(app, wbPictureUploadRoute, (req) => pictures.upload(requireAuth(req), req.body.file), {
    message: '上传成功',
  });
  // The picture itself: public once listed, otherwise only the uploader's organization and operators.
  fileRoute(app, wbPictureRoute, PICTURE_TYPES, async (req) => {
    const p = await pictures.picture(req.auth ?? undefined, req.params.id);
    const name = `goods-picture-${p.id}.${EXTENSIONS[p.contentType] ?? 'bin'}`;
    return {
      buffer: p.buffer,
      fileName: name,
      asciiName: name,
      contentType: p.contentType,
      inline: true,
      cacheControl: p.listed ? 'public, max-age=86400' : 'private, max-age=60',
    };
  });

  route(app, wbReviewPageRoute, (req) => service.reviewPage(req.query.page, req.query.limit));
  route(app, wbReviewDetailRoute, (req) => service.reviewDetail(req.params.id));
  route(
    app,
    wbReviewApproveRoute,
    (req) => service.approve(requireAuth(req), req.params.id, req.body.version),
    {
      message: '审核通过，商品已上架',
    },
  );
  route(
    app,
    wbReviewRejectRoute,
    (req) => service.reject(requireAuth(req), req.params.id, req.body.version, req.body.reason),
    { message: '已驳回' },
  );
}
