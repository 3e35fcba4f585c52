import { BUYER_ROLES } from '@pm/contract/roles';
import type { AuthContext } from '../auth/auth.service';
import type { Owner } from './member.repo';

/** Addresses and invoice titles are a buyer's; other accounts read empty lists. */
export function isBuyer(auth: AuthContext): boolean {
  return auth.roleTypes.some((r) => BUYER_ROLES.includes(r));
}

export function ownerOf(auth: AuthContext): Owner {
  return { userId: auth.userId, organizationId: auth.organizationId };
}
