import { sql } from 'kysely';
import type { InviteState } from '@pm/contract/inquiry';
import type { Executor } from '../../db/database';
import { verifiedSupplierSql } from '../organization/verified-supplier';

/** SQL of the further suppliers a buyer invites to an inquiry (inquiry_invitations, migration 0019). */
export class InquiryInvitationRepo {
  /**
   * Verified suppliers of the platform (vendor organizations) but `buyerOrgId`, by a part of the name or
   * short name, with their state for the inquiry: invited already, supplier of its goods, or available.
   */
  async suppliersPage(
    db: Executor,
    opts: {
      inquiryId: string;
      buyerOrgId: string;
      keyword?: string | undefined;
      page: number;
      limit: number;
    },
  ) {
    let q = db
      .selectFrom('organizations as o')
      .where(verifiedSupplierSql('o'))
      .where('o.id', '<>', opts.buyerOrgId);
    if (opts.keyword) {
      const like = `%${opts.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where((eb) => eb.or([eb('o.name', 'ilike', like), eb('o.short_name', 'ilike', like)]));
    }
    const [rows, total] = await Promise.all([
      q
        .select([
          'o.id',
          'o.name',
          sql<string>`coalesce(o.short_name, '')`.as('short_name'),
          sql<number>`(SELECT count(*)::int FROM goods g WHERE g.supplier_id = o.id AND g.status = 'on')`.as(
            'goods_count',
          ),
          sql<InviteState>`CASE
            WHEN EXISTS (SELECT 1 FROM inquiry_invitations v
                          WHERE v.inquiry_id = ${opts.inquiryId} AND v.vendor_org_id = o.id) THEN 'invited'
            WHEN EXISTS (SELECT 1 FROM inquiry_lines l
                          WHERE l.inquiry_id = ${opts.inquiryId} AND l.supplier_id = o.id) THEN 'addressed'
            ELSE 'available' END`.as('state'),
        ])
        .orderBy('o.id')
        .limit(opts.limit)
        .offset((opts.page - 1) * opts.limit)
        .execute(),
      q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }

  /** Organizations among `ids` with their kind and name (to tell a supplier from anything else). */
  organizations(db: Executor, ids: readonly string[]) {
    return db
      .selectFrom('organizations')
      .select(['id', 'kind', 'verified_at', sql<string>`coalesce(short_name, name)`.as('name')])
      .where('id', 'in', ids)
      .execute();
  }

  /** Suppliers of the inquiry's goods among `ids`. */
  lineSuppliers(db: Executor, inquiryId: string, ids: readonly string[]) {
    return db
      .selectFrom('inquiry_lines')
      .select('supplier_id')
      .distinct()
      .where('inquiry_id', '=', inquiryId)
      .where('supplier_id', 'in', ids)
      .execute()
      .then((rows) => rows.map((r) => r.supplier_id));
  }

  /** The inquiry's invitations, first invited first, with how many lines each supplier has quoted. */
  invitations(db: Executor, inquiryId: string) {
    return db
      .selectFrom('inquiry_invitations as v')
      .innerJoin('organizations as o', 'o.id', 'v.vendor_org_id')
      .innerJoin('users as u', 'u.id', 'v.invited_by')
      .select([
        'v.vendor_org_id',
        sql<string>`coalesce(o.short_name, o.name)`.as('supplier_name'),
        'v.invited_at',
        'u.fullname as invited_by',
        sql<number>`(SELECT count(*)::int FROM inquiry_quotes q JOIN inquiry_lines l ON l.id = q.inquiry_line_id
                      WHERE l.inquiry_id = v.inquiry_id AND q.supplier_id = v.vendor_org_id)`.as(
          'quoted_count',
        ),
      ])
      .where('v.inquiry_id', '=', inquiryId)
      .orderBy('v.invited_at')
      .orderBy('v.vendor_org_id')
      .execute();
  }

  /** Writes invitations; one already there stays (its row is not among the answered supplier ids). */
  async insert(
    db: Executor,
    inquiryId: string,
    supplierIds: readonly string[],
    by: { userId: string; now: Date },
  ): Promise<string[]> {
    const rows = await db
      .insertInto('inquiry_invitations')
      .values(
        [...supplierIds]
          .sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1))
          .map((id) => ({
            inquiry_id: inquiryId,
            vendor_org_id: id,
            invited_at: by.now,
            invited_by: by.userId,
          })),
      )
      .onConflict((oc) => oc.columns(['inquiry_id', 'vendor_org_id']).doNothing())
      .returning('vendor_org_id')
      .execute();
    return rows.map((r) => r.vendor_org_id);
  }
}
