import type { FastifyInstance } from 'fastify';
import { PORTAL_MESSAGES as M } from '@pm/contract/portal';
import {
  adminPortalStoryDetailRoute,
  adminPortalStoryPageRoute,
  deletePortalStoryRoute,
  portalStoryDetailRoute,
  portalStoryPageRoute,
  publishPortalStoryRoute,
  savePortalStoryRoute,
} from '@pm/contract/portal-schema';
import { requireAuth } from '../../plugins/auth';
import { pictureWidthOf, sendDrawnPicture } from '../../plugins/pictures';
import { route } from '../../lib/route';
import type { PortalService } from './portal.service';

/** Where a story's drawn pictures are served (under the API prefix; see portalStoryPicture). */
export const PORTAL_IMAGE_PATH = '/portal/image/:file';

export function portalRoutes(app: FastifyInstance, service: PortalService): void {
  route(app, portalStoryPageRoute, (req) => service.page(req.query));
  route(app, portalStoryDetailRoute, (req) => service.detail(req.params.id));

  route(app, adminPortalStoryPageRoute, (req) => service.adminPage(req.query));
  route(app, adminPortalStoryDetailRoute, (req) => service.adminDetail(req.params.id));
  route(app, savePortalStoryRoute, (req) => service.save(requireAuth(req), req.body), { message: M.saved });
  route(
    app,
    publishPortalStoryRoute,
    (req) => service.publish(requireAuth(req), req.body.id, req.body.published),
    { message: M.saved },
  );
  route(app, deletePortalStoryRoute, (req) => service.delete(requireAuth(req), req.params.id), {
    message: M.deleted,
  });

  // A picture, not an API answer: outside the contract and the OpenAPI document (as the mall's banners).
  // The SVG, or with `?w=<width>` a WebP at that width; another `w` answers 400.
  app.get<{ Params: { file: string } }>(
    PORTAL_IMAGE_PATH,
    { config: { access: 'public' }, schema: { hide: true } },
    async (req, reply) => {
      const width = pictureWidthOf(req.query);
      const svg = await service.picture(req.params.file);
      return sendDrawnPicture(
        reply,
        { path: req.url.split('?')[0]!, svg, width },
        { cache: 'public, max-age=3600' },
      );
    },
  );
}
