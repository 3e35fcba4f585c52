import type { Executor } from '../../db/database';

/**
 * True when the organization is the own organization of an individual account: self-registered and
 * not yet attached to a buyer organization by an operator. Such an account may browse and keep a cart,
 * 核价单, 询价篮 and addresses, but not order or send inquiries.
 */
export async function isIndividualOrganization(db: Executor, organizationId: string): Promise<boolean> {
  const row = await db
    .selectFrom('organizations')
    .select('kind')
    .where('id', '=', organizationId)
    .executeTakeFirst();
  return row?.kind === 'individual';
}
