import type { FastifyPluginAsync } from 'fastify';
import { AddressService } from './address.service';
import { InvoiceService } from './invoice.service';
import { MemberRepo } from './member.repo';
import { OrgMemberService } from './org-member.service';
import { memberRoutes } from './member.routes';

/**
 * A buyer's delivery addresses (收货地址) and invoice titles (发票抬头), and the organization's (企业,
 * kept by its purchasing managers). Orders read them with
 * `addressForOrder` / `invoiceForOrder` of member.repo.ts inside their own transaction.
 */
export const memberModule: FastifyPluginAsync = async (app) => {
  const repo = new MemberRepo();
  memberRoutes(
    app,
    new AddressService(app.db, repo, app.clock),
    new InvoiceService(app.db, repo, app.clock),
    new OrgMemberService(app.db, repo, app.clock),
  );
};
