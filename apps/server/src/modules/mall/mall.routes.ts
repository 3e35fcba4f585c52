import type { FastifyInstance } from 'fastify';
import {
  pageEventRoute,
  goodsEventRoute,
  floorListRoute,
  mallIndexRoute,
  noticeDetailRoute,
  organizationBannerRoute,
  organizationLogoRoute,
  productWorkOrderRoute,
  siteConfigListRoute,
  websiteSettingPageRoute,
} from '@pm/contract/mall-schema';
import { requireAuth } from '../../plugins/auth';
import { pictureWidthOf, sendDrawnPicture } from '../../plugins/pictures';
import { route } from '../../lib/route';
import type { MallService } from './mall.service';

/** Where the SVGs of banners and organization branding are served (under the API prefix). */
export const MALL_IMAGE_PATH = '/mall/image/:file';

export function mallRoutes(app: FastifyInstance, service: MallService): void {
  route(app, mallIndexRoute, () => service.index());
  route(app, noticeDetailRoute, (req) => service.notice(req.params.id));
  route(app, siteConfigListRoute, () => service.siteConfigs());
  route(app, floorListRoute, (req) => service.floors(req.auth, req.query.divisionCode));
  route(app, websiteSettingPageRoute, (req) => service.websiteSettings(req.query));
  route(app, organizationLogoRoute, (req) => service.branding(req.auth, 'logo'));
  route(app, organizationBannerRoute, (req) => service.branding(req.auth, 'banner'));
  route(app, goodsEventRoute, (req) => service.recordGoodsEvent(req.auth, req.body));
  route(app, pageEventRoute, (req) => service.recordPageEvent(req.auth, req.body));
  route(app, productWorkOrderRoute, (req) => service.workOrder(requireAuth(req), req.body));

  // An image, not an API answer: outside the contract and the OpenAPI document. The SVG, or with
  // `?w=<width>` a WebP at that width (@pm/contract/picture); another `w` answers 400.
  app.get<{ Params: { file: string } }>(
    MALL_IMAGE_PATH,
    { config: { access: 'public' }, schema: { hide: true } },
    async (req, reply) => {
      const width = pictureWidthOf(req.query);
      const svg = await service.image(req.params.file);
      return sendDrawnPicture(
        reply,
        { path: req.url.split('?')[0]!, svg, width },
        { cache: 'public, max-age=3600' },
      );
    },
  );
}
