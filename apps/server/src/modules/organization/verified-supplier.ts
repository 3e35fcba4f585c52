/**
 * The one rule of a verified supplier (认证供应商): a vendor organization whose `verified_at` is set
 * (migration 0034; operators verify and withdraw it in the workbench). Bidding invitations and
 * announcements and inquiry invitations read it through these two helpers only.
 */
import { sql, type Expression, type SqlBool } from 'kysely';

export function isVerifiedSupplier(o: { kind: string; verified_at: Date | null }): boolean {
  return o.kind === 'vendor' && o.verified_at !== null;
}

/** The same rule in SQL, on the organizations row under `alias`. */
export function verifiedSupplierSql(alias: string): Expression<SqlBool> {
  return sql<SqlBool>`(${sql.ref(`${alias}.kind`)} = 'vendor' AND ${sql.ref(`${alias}.verified_at`)} IS NOT NULL)`;
}
