import type { FastifyPluginAsync } from 'fastify';
import { compareAppendRoute, inquirySaveRoute } from '@pm/contract/collect-schema';
import { requireAuth } from '../../plugins/auth';
import { route } from '../../lib/route';
import { CollectRepo } from './collect.repo';
import { CollectService } from './collect.service';

/** The comparison list (核价单) and the inquiry basket (询价篮): adding goods. */
export const collectModule: FastifyPluginAsync = async (app) => {
  const service = new CollectService(app.db, new CollectRepo(), app.clock);
  route(
    app,
    compareAppendRoute,
    (req) => service.appendCompare(requireAuth(req), req.body.id, req.body.num, req.body.ifOverrideNum),
    { message: '加入核价单成功' },
  );
  route(
    app,
    inquirySaveRoute,
    (req) => service.saveInquiry(requireAuth(req), req.body.itemId, req.body.num, req.body.ifOverrideNum),
    {
      message: '加入询价篮成功',
    },
  );
};
