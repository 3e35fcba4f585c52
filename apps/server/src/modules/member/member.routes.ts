import type { FastifyInstance } from 'fastify';
import {
  addressDefaultRoute,
  addressListRoute,
  addressPageRoute,
  addressRemoveRoute,
  addressSaveRoute,
  addressSetDefaultRoute,
  addressUpdateRoute,
  invoiceDefaultRoute,
  invoicePageRoute,
  invoiceRemoveRoute,
  invoiceSaveRoute,
  invoiceSetDefaultRoute,
  invoiceUpdateRoute,
  orgAddressListRoute,
  orgAddressRemoveRoute,
  orgAddressSaveRoute,
  orgAddressUpdateRoute,
  orgInvoiceListRoute,
  orgInvoiceRemoveRoute,
  orgInvoiceSaveRoute,
  orgInvoiceUpdateRoute,
} from '@pm/contract/member-schema';
import { route } from '../../lib/route';
import { requireAuth } from '../../plugins/auth';
import type { AddressService } from './address.service';
import type { InvoiceService } from './invoice.service';
import type { OrgMemberService } from './org-member.service';

export function memberRoutes(
  app: FastifyInstance,
  addresses: AddressService,
  invoices: InvoiceService,
  org: OrgMemberService,
): void {
  route(app, addressListRoute, (req) => addresses.list(requireAuth(req)));
  route(app, addressPageRoute, (req) => addresses.page(requireAuth(req), req.query));
  route(app, addressDefaultRoute, (req) => addresses.defaultAddress(requireAuth(req)));
  route(app, addressSaveRoute, (req) => addresses.save(requireAuth(req), req.body), { message: '保存成功' });
  route(app, addressUpdateRoute, (req) => addresses.update(requireAuth(req), req.body), {
    message: '保存成功',
  });
  route(app, addressRemoveRoute, (req) => addresses.remove(requireAuth(req), req.query.id), {
    message: '删除成功',
  });
  route(app, addressSetDefaultRoute, (req) => addresses.setDefault(requireAuth(req), req.body.id), {
    message: '已设为默认地址',
  });

  route(app, invoicePageRoute, (req) => invoices.page(requireAuth(req), req.query));
  route(app, invoiceDefaultRoute, (req) => invoices.defaultInvoice(requireAuth(req)));
  route(app, invoiceSaveRoute, (req) => invoices.save(requireAuth(req), req.body), { message: '保存成功' });
  route(app, invoiceUpdateRoute, (req) => invoices.update(requireAuth(req), req.body), {
    message: '保存成功',
  });
  route(app, invoiceRemoveRoute, (req) => invoices.remove(requireAuth(req), req.query.id), {
    message: '删除成功',
  });
  route(app, invoiceSetDefaultRoute, (req) => invoices.setDefault(requireAuth(req), req.body.id), {
    message: '已设为默认抬头',
  });

  // the organization's (企业): read by its buyers, kept by its purchasing managers
  route(app, orgAddressListRoute, (req) => org.addresses(requireAuth(req)));
  route(app, orgAddressSaveRoute, (req) => org.saveAddress(requireAuth(req), req.body), {
    message: '保存成功',
  });
  route(app, orgAddressUpdateRoute, (req) => org.updateAddress(requireAuth(req), req.body), {
    message: '保存成功',
  });
  route(app, orgAddressRemoveRoute, (req) => org.removeAddress(requireAuth(req), req.query.id), {
    message: '删除成功',
  });
  route(app, orgInvoiceListRoute, (req) => org.invoices(requireAuth(req)));
  route(app, orgInvoiceSaveRoute, (req) => org.saveInvoice(requireAuth(req), req.body), {
    message: '保存成功',
  });
  route(app, orgInvoiceUpdateRoute, (req) => org.updateInvoice(requireAuth(req), req.body), {
    message: '保存成功',
  });
  route(app, orgInvoiceRemoveRoute, (req) => org.removeInvoice(requireAuth(req), req.query.id), {
    message: '删除成功',
  });
}
