import type { Organization } from '@pm/contract/organization';
import type { Page } from '@pm/contract/page';
import type { Db } from '../../db/database';
import type { AuthContext } from '../auth/auth.service';
import type { OrganizationRepo } from './organization.repo';

export class OrganizationService {
  constructor(
    private readonly db: Db,
    private readonly repo: OrganizationRepo,
  ) {}

  async page(
    auth: AuthContext,
    query: { page: number; limit: number; nameLike?: string },
  ): Promise<Page<Organization>> {
    const kind = await this.repo.kindOf(this.db, auth.organizationId);
    const result = await this.repo.page(this.db, {
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
