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
} from '@pm/contract/member-schema';
import { route } from '../../lib/route';
import { requireAuth } from '../../plugins/auth';
import type { AddressService } from './address.service';
import type { InvoiceService } from './invoice.service';

export function memberRoutes(
  app: FastifyInstance,
  addresses: AddressService,
  invoices: InvoiceService,
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
}
