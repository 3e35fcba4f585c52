import type { Executor } from '../../db/database';

/** SQL of administrative divisions. */
export class DivisionRepo {
  find(db: Executor, code: string) {
    return db
      .selectFrom('divisions')
      .select(['code', 'parent_code', 'level', 'name'])
      .where('code', '=', code)
      .executeTakeFirst();
  }

  /** The provinces (parent null) or the children of `parentCode`, in code order. */
  children(db: Executor, parentCode: string | null) {
    let q = db.selectFrom('divisions').select(['code', 'parent_code', 'level', 'name']);
    q = parentCode === null ? q.where('parent_code', 'is', null) : q.where('parent_code', '=', parentCode);
    return q.orderBy('code').execute();
  }
}
