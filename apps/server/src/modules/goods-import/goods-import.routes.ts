import type { FastifyInstance } from 'fastify';
import { XLSX_MEDIA_TYPE } from '@pm/contract/compare';
import {
  wbGoodsExportRoute,
  wbImportApplyRoute,
  wbImportCheckRoute,
} from '@pm/contract/workbench-import-schema';
import { fileRoute, route } from '../../lib/route';
import { requireAuth } from '../../plugins/auth';
import type { GoodsImportService } from './goods-import.service';

export function goodsImportRoutes(app: FastifyInstance, service: GoodsImportService) {
  fileRoute(app, wbGoodsExportRoute, XLSX_MEDIA_TYPE, (req) => service.exportFile(requireAuth(req)));
  route(app, wbImportCheckRoute, (req) => service.check(requireAuth(req), req.body.file), {
    message: '文件已检查，尚未作任何修改',
  });
  route(app, wbImportApplyRoute, (req) => service.apply(requireAuth(req), req.params.id, req.body.onlyValid));
}
