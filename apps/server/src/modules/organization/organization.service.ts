import type { Organization } from '@pm/contract/user';
import type { Page } from '@pm/contract/page';
import type { AuthContext } from '../auth/auth.service';
import type { OrganizationRepo } from './organization.repo';

export class OrganizationService {
  constructor(private readonly repo: OrganizationRepo) {}

  async page(
    auth: AuthContext,
    query: { page: number; limit: number; nameLike?: string },
  ): Promise<Page<Organization>> {
    const kind = await this.repo.kindOf(auth.organizationId);
    const result = await this.repo.page({
      visibleTo: kind === 'platform' ? null : auth.organizationId,
      nameLike: query.nameLike || undefined,
      page: query.page,
      limit: query.limit,
    });
    return {
      ...result,
      records: result.records.map((r) => ({ id: r.id, name: r.name, isVendor: r.kind === 'vendor' })),
    };
  }
}
