import { MAX_INVITED_SUPPLIERS, type InquiryInvited, type InquirySupplier } from '@pm/contract/inquiry';
import type { Page } from '@pm/contract/page';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuthContext } from '../auth/auth.service';
import { isVerifiedSupplier } from '../organization/verified-supplier';
import type { InquiryInvitationRepo } from './inquiry-invitation.repo';
import { INQUIRY_MESSAGES } from './inquiry-view';
import type { InquiryRepo } from './inquiry.repo';

const names = (list: readonly string[]) => list.map((n) => `「${n}」`).join('、');

/**
 * Further suppliers a buyer invites to an open inquiry of its own (询价邀请): verified suppliers of the
 * platform, not its own organization, not a supplier of the inquiry's goods, at most
 * MAX_INVITED_SUPPLIERS per inquiry. The inquiry is locked while invitations are written, so concurrent
 * invitations queue: the same supplier ends invited once, and the cap holds.
 */
export class InquiryInvitationService {
  constructor(
    private readonly db: Db,
    private readonly repo: InquiryInvitationRepo,
    private readonly inquiries: InquiryRepo,
    private readonly clock: Clock,
  ) {}

  async suppliers(
    auth: AuthContext,
    q: { inquiryId: string; keyword?: string | undefined; page: number; limit: number },
  ): Promise<Page<InquirySupplier>> {
    const now = this.clock.now();
    const head = await this.inquiries.buyerInquiry(
      this.db,
      q.inquiryId,
      auth.userId,
      auth.organizationId,
      now,
    );
    if (!head) throw AppError.notFound(INQUIRY_MESSAGES.notFound);
    const { rows, total } = await this.repo.suppliersPage(this.db, {
      inquiryId: q.inquiryId,
      buyerOrgId: auth.organizationId,
      keyword: q.keyword || undefined,
      page: q.page,
      limit: q.limit,
    });
    const records = rows.map((r) => ({
      id: r.id,
      name: r.name,
      shortName: r.short_name,
      goodsCount: r.goods_count,
      state: r.state,
    }));
    return { records, total, page: q.page, limit: q.limit };
  }

  invite(auth: AuthContext, input: { inquiryId: string; supplierIds: string[] }): Promise<InquiryInvited> {
    const ids = [...new Set(input.supplierIds)];
    return this.db.transaction().execute(async (trx) => {
      const now = this.clock.now();
      const head = await this.inquiries.lockBuyerInquiry(
        trx,
        input.inquiryId,
        auth.userId,
        auth.organizationId,
      );
      if (!head) throw AppError.notFound(INQUIRY_MESSAGES.notFound);
      if (head.cancelled_at !== null) throw AppError.badRequest(INQUIRY_MESSAGES.inviteCancelled);
      if (head.converted_at !== null) throw AppError.badRequest(INQUIRY_MESSAGES.inviteConverted);
      if (head.deadline <= now) throw AppError.badRequest(INQUIRY_MESSAGES.inviteClosed);
      if (ids.includes(auth.organizationId)) throw AppError.badRequest(INQUIRY_MESSAGES.inviteOwn);
      const orgs = new Map((await this.repo.organizations(trx, ids)).map((o) => [o.id, o]));
      if (
        ids.some((id) => {
          const o = orgs.get(id);
          return !o || !isVerifiedSupplier(o);
        })
      ) {
        throw AppError.badRequest(INQUIRY_MESSAGES.inviteNotSupplier);
      }
      const nameOf = (id: string) => orgs.get(id)!.name;
      const addressed = await this.repo.lineSuppliers(trx, input.inquiryId, ids);
      if (addressed.length > 0) {
        throw AppError.badRequest(`${names(addressed.map(nameOf))}供应本询价单的商品，已收到询价，无需邀请`);
      }
      const existing = await this.repo.invitations(trx, input.inquiryId);
      const again = ids.filter((id) => existing.some((v) => v.vendor_org_id === id));
      if (again.length > 0) {
        throw AppError.conflict(`${names(again.map(nameOf))}已受邀参与本次询价，请勿重复邀请`);
      }
      if (existing.length + ids.length > MAX_INVITED_SUPPLIERS) {
        throw AppError.badRequest(
          `${INQUIRY_MESSAGES.inviteMax}，本单已邀请 ${existing.length} 家，还可邀请 ${MAX_INVITED_SUPPLIERS - existing.length} 家`,
        );
      }
      const written = await this.repo.insert(trx, input.inquiryId, ids, { userId: auth.userId, now });
      return { invited: written.length, total: existing.length + written.length };
    });
  }
}
