import type { Page } from '@pm/contract/page';
import type { Executor } from '../../db/database';

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** SQL of organizations. */
export class OrganizationRepo {
  kindOf(db: Executor, organizationId: string) {
    return db
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
  async page(
    db: Executor,
    opts: { visibleTo: string | null; nameLike?: string; page: number; limit: number },
  ): Promise<Page<{ id: string; name: string; kind: 'buyer' | 'vendor' | 'platform' }>> {
    // The own organization of an individual account (not yet in a buyer organization) is none to show.
    let q = db.selectFrom('organizations').where('kind', '<>', 'individual');
    if (opts.visibleTo !== null) {
      const own = opts.visibleTo;
      q = q.where((eb) => eb.or([eb('id', '=', own), eb('kind', '=', 'vendor')]));
    }
    if (opts.nameLike) q = q.where('name', 'ilike', `%${escapeLike(opts.nameLike)}%`);
    const [records, total] = await Promise.all([
      q
        .select(['id', 'name', 'kind'])
        .$narrowType<{ kind: 'buyer' | 'vendor' | 'platform' }>()
        .orderBy('id')
        .limit(opts.limit)
        .offset((opts.page - 1) * opts.limit)
        .execute(),
      q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { records, total: Number(total.n), page: opts.page, limit: opts.limit };
  }
}
