import type { Address, InvoiceTitle, MemberRemoved } from '@pm/contract/member';
import { MAX_ADDRESSES, MAX_INVOICE_TITLES, MEMBER_MESSAGES as M } from '@pm/contract/member-rules';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuthContext } from '../auth/auth.service';
import { checkRegion } from './address.service';
import { isBuyer } from './member-access';
import { addressWrite, invoiceWrite, type AddressValues, type InvoiceValues } from './member-rows';
import { organizationRows, type MemberRepo } from './member.repo';

/**
 * The organization's addresses and invoice titles (企业): every buyer of the organization reads them (and
 * checkout takes them, member.repo's `addressForOrder` / `invoiceForOrder`); the purchasing managers keep
 * them (the routes' access: APPROVER; a 采购员 gets 40301). Another organization's id is "not found" and
 * changes nothing. They are never a default; the cap is that of a user's, per organization, kept under
 * the organization's lock.
 */
export class OrgMemberService {
  constructor(
    private readonly db: Db,
    /** The organization's rows are read and written as `organizationRows(organizationId)`. */
    private readonly repo: MemberRepo,
    private readonly clock: Clock,
  ) {}

  async addresses(auth: AuthContext): Promise<Address[]> {
    if (!isBuyer(auth)) return [];
    return this.repo.addresses.list(this.db, organizationRows(auth.organizationId));
  }

  async saveAddress(auth: AuthContext, input: AddressValues): Promise<Address> {
    const org = auth.organizationId;
    const rows = organizationRows(org);
    return this.db.transaction().execute(async (trx) => {
      await this.repo.lockOrganization(trx, 'addresses', org);
      await checkRegion(trx, this.repo, input);
      if ((await this.repo.count(trx, 'addresses', rows)) >= MAX_ADDRESSES) {
        throw AppError.badRequest(M.orgAddressFull);
      }
      const id = await this.repo.insert(trx, rows, addressWrite(input), false, this.clock.now());
      return (await this.repo.addresses.find(trx, rows, id))!;
    });
  }

  async updateAddress(auth: AuthContext, input: AddressValues & { id: string }): Promise<Address> {
    const org = auth.organizationId;
    const rows = organizationRows(org);
    return this.db.transaction().execute(async (trx) => {
      await this.repo.lockOrganization(trx, 'addresses', org);
      // the organization's row first: another one's id answers "not found" whatever the body says
      if (!(await this.repo.addresses.find(trx, rows, input.id))) throw AppError.notFound(M.addressNotFound);
      await checkRegion(trx, this.repo, input);
      await this.repo.update(trx, rows, input.id, addressWrite(input), this.clock.now());
      return (await this.repo.addresses.find(trx, rows, input.id))!;
    });
  }

  async removeAddress(auth: AuthContext, id: string): Promise<MemberRemoved> {
    return this.db.transaction().execute(async (trx) => {
      await this.repo.lockOrganization(trx, 'addresses', auth.organizationId);
      const rows = organizationRows(auth.organizationId);
      if (await this.repo.addressInBidding(trx, rows, id)) throw AppError.conflict(M.addressInBidding);
      if (!(await this.repo.remove(trx, 'addresses', rows, id))) {
        throw AppError.notFound(M.addressNotFound);
      }
      return { id, defaultId: null };
    });
  }

  async invoices(auth: AuthContext): Promise<InvoiceTitle[]> {
    if (!isBuyer(auth)) return [];
    return this.repo.invoices.list(this.db, organizationRows(auth.organizationId));
  }

  async saveInvoice(auth: AuthContext, input: InvoiceValues): Promise<InvoiceTitle> {
    const org = auth.organizationId;
    const rows = organizationRows(org);
    return this.db.transaction().execute(async (trx) => {
      await this.repo.lockOrganization(trx, 'invoice_titles', org);
      if ((await this.repo.count(trx, 'invoice_titles', rows)) >= MAX_INVOICE_TITLES) {
        throw AppError.badRequest(M.orgInvoiceFull);
      }
      const id = await this.repo.insert(trx, rows, invoiceWrite(input), false, this.clock.now());
      return (await this.repo.invoices.find(trx, rows, id))!;
    });
  }

  async updateInvoice(auth: AuthContext, input: InvoiceValues & { id: string }): Promise<InvoiceTitle> {
    const org = auth.organizationId;
    const rows = organizationRows(org);
    return this.db.transaction().execute(async (trx) => {
      await this.repo.lockOrganization(trx, 'invoice_titles', org);
      const changed = await this.repo.update(trx, rows, input.id, invoiceWrite(input), this.clock.now());
      if (changed === 0) throw AppError.notFound(M.invoiceNotFound);
      return (await this.repo.invoices.find(trx, rows, input.id))!;
    });
  }

  async removeInvoice(auth: AuthContext, id: string): Promise<MemberRemoved> {
    return this.db.transaction().execute(async (trx) => {
      await this.repo.lockOrganization(trx, 'invoice_titles', auth.organizationId);
      if (!(await this.repo.remove(trx, 'invoice_titles', organizationRows(auth.organizationId), id))) {
        throw AppError.notFound(M.invoiceNotFound);
      }
      return { id, defaultId: null };
    });
  }
}
