import type { FastifyPluginAsync } from 'fastify';
import { compareAppendRoute, inquirySaveRoute } from '@pm/contract/add-to-lists-schema';
import { requireAuth } from '../../plugins/auth';
import { route } from '../../lib/route';
import { AddToListsRepo } from './add-to-lists.repo';
import { AddToListsService } from './add-to-lists.service';

/** The comparison list (核价单) and the inquiry basket (询价篮): adding goods. */
export const addToListsModule: FastifyPluginAsync = async (app) => {
  const service = new AddToListsService(app.db, new AddToListsRepo(), app.clock);
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
