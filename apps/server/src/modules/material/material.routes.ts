import type { FastifyInstance } from 'fastify';
import {
  materialApproveRoute,
  materialCommentRoute,
  materialDetailRoute,
  materialGenerateRoute,
  materialGoodsRoute,
  materialPageRoute,
  materialPosterRoute,
  materialPublishedRoute,
  materialRejectRoute,
  materialReviewPageRoute,
  materialRevertRoute,
  materialSaveRoute,
  materialSubmitRoute,
  materialSummaryRoute,
} from '@pm/contract/material-schema';
import type { PictureWidth } from '@pm/contract/picture';
import { fileRoute, route } from '../../lib/route';
import { requireAuth } from '../../plugins/auth';
import type { MaterialService } from './material.service';
import { posterAt } from './poster';

export function materialRoutes(app: FastifyInstance, service: MaterialService) {
  route(app, materialSummaryRoute, (req) => service.summary(requireAuth(req)));
  route(app, materialGoodsRoute, (req) => service.goods(requireAuth(req), req.query));
  route(app, materialGenerateRoute, (req) => service.generate(requireAuth(req), req.body));
  route(app, materialSaveRoute, (req) => service.save(requireAuth(req), req.body), {
    message: '已保存为草稿',
  });
  route(app, materialPageRoute, (req) => service.page(requireAuth(req), req.query));
  route(app, materialReviewPageRoute, (req) => service.reviewPage(requireAuth(req), req.query));
  route(app, materialDetailRoute, (req) => service.detail(requireAuth(req), req.params.id));
  route(
    app,
    materialSubmitRoute,
    (req) => service.submit(requireAuth(req), req.params.id, req.body.version),
    {
      message: '已提交审核',
    },
  );
  route(
    app,
    materialRevertRoute,
    (req) => service.revert(requireAuth(req), req.params.id, req.body.version, req.body.fromNo),
    { message: '已恢复为新的草稿版本' },
  );
  route(
    app,
    materialCommentRoute,
    (req) => service.comment(requireAuth(req), req.params.id, req.body.content),
    {
      message: '批注已添加',
    },
  );
  route(
    app,
    materialApproveRoute,
    (req) => service.review(requireAuth(req), req.params.id, req.body.version, 'APPROVE', req.body.comment),
    { message: '审核通过，素材已发布' },
  );
  route(
    app,
    materialRejectRoute,
    (req) => service.review(requireAuth(req), req.params.id, req.body.version, 'REJECT', req.body.comment),
    { message: '已驳回' },
  );
  route(app, materialPublishedRoute, (req) => service.published(req.params.goodsId));
  fileRoute(app, materialPosterRoute, 'image/webp', async (req) => {
    const p = await service.posterFile(req.auth ?? undefined, req.params.id);
    const width = req.query.w as PictureWidth | undefined;
    const name = `poster-${p.id}${width ? `-${width}` : ''}.webp`;
    return {
      buffer: await posterAt(p.buffer, width),
      fileName: `海报-${p.id}.webp`,
      asciiName: name,
      contentType: 'image/webp',
      inline: req.query.download !== '1',
      cacheControl: p.approved ? 'public, max-age=86400' : 'private, max-age=60',
    };
  });
}
