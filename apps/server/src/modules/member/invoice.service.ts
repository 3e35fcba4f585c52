import type { InvoiceTitle, MemberRemoved } from '@pm/contract/member';
import { MAX_INVOICE_TITLES, MEMBER_MESSAGES as M } from '@pm/contract/member-rules';
import type { Page, PageQuery } from '@pm/contract/page';
import type { Db, Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuthContext } from '../auth/auth.service';
import { isBuyer, ownerOf } from './member-access';
import { invoiceWrite, type InvoiceValues } from './member-rows';
import type { MemberRepo } from './member.repo';

export interface InvoiceSave extends InvoiceValues {
  isDefault?: boolean | undefined;
}

export interface InvoiceChange extends InvoiceSave {
  id: string;
}

/**
 * 发票抬头: the caller's own rows only; exactly one default once there is a title. The rules of the
 * fields (纳税人识别号, 专票 fields, 个人 only for 普票) are checked by the contract's schema.
 */
export class InvoiceService {
  constructor(
    private readonly db: Db,
    private readonly repo: MemberRepo,
    private readonly clock: Clock,
  ) {}

  async page(auth: AuthContext, q: PageQuery): Promise<Page<InvoiceTitle>> {
    const empty = { records: [], total: 0, page: q.page, limit: q.limit };
    if (!isBuyer(auth)) return empty;
    const owner = ownerOf(auth);
    const total = await this.repo.count(this.db, 'invoice_titles', owner);
    if (total === 0) return empty;
    const records = await this.repo.invoices.list(this.db, owner, {
      limit: q.limit,
      offset: (q.page - 1) * q.limit,
    });
    return { records, total, page: q.page, limit: q.limit };
  }

  async defaultInvoice(auth: AuthContext): Promise<InvoiceTitle | null> {
    if (!isBuyer(auth)) return null;
    return this.repo.invoices.default(this.db, ownerOf(auth));
  }

  async save(auth: AuthContext, input: InvoiceSave): Promise<InvoiceTitle> {
    const owner = ownerOf(auth);
    const now = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      await this.repo.lockUser(trx, 'invoice_titles', owner.userId);
      if ((await this.repo.count(trx, 'invoice_titles', owner)) >= MAX_INVOICE_TITLES) {
        throw AppError.badRequest(M.invoiceFull);
      }
      const first = !(await this.repo.hasDefault(trx, 'invoice_titles', owner));
      const id = await this.repo.insert(trx, owner, invoiceWrite(input), first, now);
      if (input.isDefault && !first) await this.repo.makeDefault(trx, 'invoice_titles', owner, id, now);
      return this.mustFind(trx, auth, id);
    });
  }

  async update(auth: AuthContext, input: InvoiceChange): Promise<InvoiceTitle> {
    const owner = ownerOf(auth);
    const now = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      await this.repo.lockUser(trx, 'invoice_titles', owner.userId);
      const changed = await this.repo.update(trx, owner, input.id, invoiceWrite(input), now);
      if (changed === 0) throw AppError.notFound(M.invoiceNotFound);
      if (input.isDefault) await this.repo.makeDefault(trx, 'invoice_titles', owner, input.id, now);
      return this.mustFind(trx, auth, input.id);
    });
  }

  async remove(auth: AuthContext, id: string): Promise<MemberRemoved> {
    const owner = ownerOf(auth);
    const now = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      await this.repo.lockUser(trx, 'invoice_titles', owner.userId);
      const removed = await this.repo.remove(trx, 'invoice_titles', owner, id);
      if (!removed) throw AppError.notFound(M.invoiceNotFound);
      if (removed.wasDefault) {
        const heir = await this.repo.newestId(trx, 'invoice_titles', owner);
        if (heir) await this.repo.makeDefault(trx, 'invoice_titles', owner, heir, now);
        return { id, defaultId: heir ?? null };
      }
      const current = await this.repo.invoices.default(trx, owner);
      return { id, defaultId: current?.id ?? null };
    });
  }

  async setDefault(auth: AuthContext, id: string): Promise<InvoiceTitle> {
    const owner = ownerOf(auth);
    const now = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      await this.repo.lockUser(trx, 'invoice_titles', owner.userId);
      if (!(await this.repo.owns(trx, 'invoice_titles', owner, id)))
        throw AppError.notFound(M.invoiceNotFound);
      await this.repo.makeDefault(trx, 'invoice_titles', owner, id, now);
      return this.mustFind(trx, auth, id);
    });
  }

  private async mustFind(db: Executor, auth: AuthContext, id: string): Promise<InvoiceTitle> {
    const found = await this.repo.invoices.find(db, ownerOf(auth), id);
    if (!found) throw AppError.notFound(M.invoiceNotFound);
    return found;
  }
}
