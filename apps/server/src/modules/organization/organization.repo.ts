import type { Db } from '../../db/database';
import type { Page } from '@pm/contract/page';

export interface OrganizationRow {
  id: string;
  name: string;
  kind: 'buyer' | 'vendor' | 'platform';
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export class OrganizationRepo {
  constructor(private readonly db: Db) {}

  kindOf(organizationId: string): Promise<OrganizationRow['kind'] | undefined> {
    return this.db
      .selectFrom('organizations')
      .select('kind')
      .where('id', '=', organizationId)
      .executeTakeFirst()
      .then((r) => r?.kind);
  }

  /**
   * A page of organizations the caller may see: `visibleTo` null means all (platform operator);
   * otherwise the caller's own organization and the suppliers.
   */
  async page(opts: {
    visibleTo: string | null;
    nameLike?: string;
    page: number;
    limit: number;
  }): Promise<Page<OrganizationRow>> {
    let q = this.db.selectFrom('organizations');
    if (opts.visibleTo !== null) {
      const own = opts.visibleTo;
      q = q.where((eb) => eb.or([eb('id', '=', own), eb('kind', '=', 'vendor')]));
    }
    if (opts.nameLike) q = q.where('name', 'ilike', `%${escapeLike(opts.nameLike)}%`);
    const [records, total] = await Promise.all([
      q
        .select(['id', 'name', 'kind'])
        .orderBy('id')
        .limit(opts.limit)
        .offset((opts.page - 1) * opts.limit)
        .execute() as Promise<OrganizationRow[]>,
      q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { records, total: Number(total.n), page: opts.page, limit: opts.limit };
  }
}
