import type { FastifyInstance } from 'fastify';
import {
  approvalApproveRoute,
  approvalDetailRoute,
  approvalOfOrderRoute,
  approvalPageRoute,
  approvalRejectRoute,
  approvalRuleRoute,
  approvalRuleSaveRoute,
  approvalWithdrawRoute,
} from '@pm/contract/approval-schema';
import { route } from '../../lib/route';
import { requireAuth } from '../../plugins/auth';
import type { ApprovalService } from './approval.service';

export function approvalRoutes(app: FastifyInstance, service: ApprovalService): void {
  route(app, approvalRuleRoute, (req) => service.rule(requireAuth(req)));
  route(app, approvalRuleSaveRoute, (req) => service.saveRule(requireAuth(req), req.body));
  route(app, approvalPageRoute, (req) => service.page(requireAuth(req), req.query));
  route(app, approvalDetailRoute, (req) => service.detail(requireAuth(req), req.params.id));
  route(app, approvalApproveRoute, (req) =>
    service.approve(requireAuth(req), req.params.id, req.body?.reason ?? ''),
  );
  route(app, approvalRejectRoute, (req) => service.reject(requireAuth(req), req.params.id, req.body.reason));
  route(app, approvalOfOrderRoute, (req) => service.ofOrder(requireAuth(req), req.params.id));
  route(
    app,
    approvalWithdrawRoute,
    (req) => service.withdraw(requireAuth(req), req.params.id, req.body?.reason ?? ''),
    { message: '订单已撤回' },
  );
}
