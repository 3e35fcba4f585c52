import type { MaterialKind, MaterialStatus } from '@pm/contract/material';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Executor } from '../../db/database';

/** null: an operator (every organization); otherwise the supplier's organization. */
export type Scope = string | null;

export interface PageFilter {
  goodsId?: string | undefined;
  kind?: MaterialKind | undefined;
  status?: MaterialStatus | undefined;
  /** Goods search terms: each an alternative list of key sets (search-terms.ts). */
  terms?: string[][][];
  page: number;
  limit: number;
  pendingFirst?: boolean;
}

function termsWhere(terms: string[][][] | undefined): Expression<SqlBool> {
  if (!terms?.length) return sql<SqlBool>`true`;
  return sql<SqlBool>`(${sql.join(
    terms.map(
      (alts) =>
        sql`(${sql.join(
          alts.map((keys) => sql`g.search_terms @> ${sql.val(keys)}::text[]`),
          sql` OR `,
        )})`,
    ),
    sql` AND `,
  )})`;
}

/** SQL of AI素材: materials, versions, comments and the goods they are made from. */
export class MaterialRepo {
  goodsFacts(db: Executor, goodsId: string, scope: Scope) {
    return db
      .selectFrom('goods as g')
      .innerJoin('brands as b', 'b.id', 'g.brand_id')
      .innerJoin('catalogs as c3', 'c3.id', 'g.catalog_id')
      .innerJoin('catalogs as c2', 'c2.id', 'g.catalog2_id')
      .innerJoin('catalogs as c1', 'c1.id', 'g.catalog1_id')
      .innerJoin('organizations as o', 'o.id', 'g.supplier_id')
      .select([
        'g.id',
        'g.name',
        'g.model',
        'g.spec',
        'g.unit',
        'g.list_price',
        'g.images',
        'g.attrs',
        'g.supplier_id',
        'b.name_cn as brand',
        'c1.name as c1',
        'c2.name as c2',
        'c3.name as c3',
        'o.name as supplier_name',
      ])
      .where('g.id', '=', goodsId)
      .$if(scope !== null, (q) => q.where('g.supplier_id', '=', scope!))
      .executeTakeFirst();
  }

  async goodsPage(db: Executor, scope: Scope, terms: string[][][], page: number, limit: number) {
    const base = db
      .selectFrom('goods as g')
      .where(termsWhere(terms))
      .$if(scope !== null, (q) => q.where('g.supplier_id', '=', scope!));
    const [{ n }, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      base
        .innerJoin('brands as b', 'b.id', 'g.brand_id')
        .innerJoin('organizations as o', 'o.id', 'g.supplier_id')
        .select([
          'g.id',
          'g.name',
          'g.model',
          'g.spec',
          'g.list_price',
          'g.images',
          'b.name_cn as brand',
          'o.name as supplier_name',
        ])
        .orderBy('g.sales', 'desc')
        .orderBy('g.id')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute(),
    ]);
    return { total: Number(n), rows };
  }

  /** The material of a goods item and kind, locked (creating it when missing). */
  async lockOrCreate(
    trx: Executor,
    m: { organizationId: string; goodsId: string; kind: MaterialKind; userId: string; now: Date },
  ) {
    await trx
      .insertInto('materials')
      .values({
        organization_id: m.organizationId,
        goods_id: m.goodsId,
        kind: m.kind,
        created_by: m.userId,
        created_at: m.now,
        updated_at: m.now,
      })
      .onConflict((oc) => oc.columns(['goods_id', 'kind']).doNothing())
      .execute();
    return trx
      .selectFrom('materials')
      .selectAll()
      .where('goods_id', '=', m.goodsId)
      .where('kind', '=', m.kind)
      .forUpdate()
      .executeTakeFirstOrThrow();
  }

  private byId(db: Executor, id: string, scope: Scope) {
    return db
      .selectFrom('materials')
      .selectAll()
      .where('id', '=', id)
      .$if(scope !== null, (q) => q.where('organization_id', '=', scope!));
  }

  /** A material in the caller's scope, locked for a write. */
  lock(trx: Executor, id: string, scope: Scope) {
    return this.byId(trx, id, scope).forUpdate().executeTakeFirst();
  }

  material(db: Executor, id: string, scope: Scope) {
    return this.byId(db, id, scope).executeTakeFirst();
  }

  versions(db: Executor, materialId: string) {
    return db
      .selectFrom('material_versions as v')
      .innerJoin('users as u', 'u.id', 'v.created_by')
      .leftJoin('users as r', 'r.id', 'v.reviewed_by')
      .selectAll('v')
      .select(['u.username as created_by_name', 'r.username as reviewed_by_name'])
      .where('v.material_id', '=', materialId)
      .orderBy('v.no', 'desc')
      .execute();
  }

  version(db: Executor, materialId: string, no: number) {
    return db
      .selectFrom('material_versions')
      .selectAll()
      .where('material_id', '=', materialId)
      .where('no', '=', no)
      .executeTakeFirst();
  }

  comments(db: Executor, materialId: string) {
    return db
      .selectFrom('material_comments as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select(['c.version_no', 'c.action', 'c.content', 'c.created_at', 'u.username'])
      .where('c.material_id', '=', materialId)
      .orderBy('c.id')
      .execute();
  }

  insertVersion(
    trx: Executor,
    v: {
      materialId: string;
      organizationId: string;
      no: number;
      content: string;
      tone: '' | 'PRO' | 'BRIEF' | 'PROMO';
      template: string;
      posterFile: string | null;
      generator: string;
      revertedFrom: number | null;
      userId: string;
      now: Date;
    },
  ) {
    return trx
      .insertInto('material_versions')
      .values({
        material_id: v.materialId,
        organization_id: v.organizationId,
        no: v.no,
        status: 'DRAFT',
        content: v.content,
        tone: v.tone,
        template: v.template,
        poster_file: v.posterFile,
        generator: v.generator,
        reverted_from: v.revertedFrom,
        created_by: v.userId,
        created_at: v.now,
        updated_at: v.now,
      })
      .execute();
  }

  updateDraft(
    trx: Executor,
    materialId: string,
    no: number,
    v: {
      content: string;
      tone: '' | 'PRO' | 'BRIEF' | 'PROMO';
      template: string;
      posterFile: string | null;
      generator: string;
      now: Date;
    },
  ) {
    return trx
      .updateTable('material_versions')
      .set({
        content: v.content,
        tone: v.tone,
        template: v.template,
        poster_file: v.posterFile,
        generator: v.generator,
        updated_at: v.now,
      })
      .where('material_id', '=', materialId)
      .where('no', '=', no)
      .execute();
  }

  setVersionStatus(
    trx: Executor,
    materialId: string,
    no: number,
    status: MaterialStatus,
    at: { submitted?: Date; reviewedBy?: string; reviewed?: Date },
  ) {
    return trx
      .updateTable('material_versions')
      .set({
        status,
        ...(at.submitted ? { submitted_at: at.submitted } : {}),
        ...(at.reviewed ? { reviewed_at: at.reviewed, reviewed_by: at.reviewedBy ?? null } : {}),
      })
      .where('material_id', '=', materialId)
      .where('no', '=', no)
      .execute();
  }

  setMaterial(
    trx: Executor,
    id: string,
    m: { latestNo: number; status: MaterialStatus; publishedNo?: number; now: Date },
  ) {
    return trx
      .updateTable('materials')
      .set((eb) => ({
        latest_no: m.latestNo,
        status: m.status,
        ...(m.publishedNo !== undefined ? { published_no: m.publishedNo } : {}),
        version: eb('version', '+', 1),
        updated_at: m.now,
      }))
      .where('id', '=', id)
      .execute();
  }

  addComment(
    trx: Executor,
    c: {
      materialId: string;
      organizationId: string;
      versionNo: number;
      action: '' | 'APPROVE' | 'REJECT';
      content: string;
      userId: string;
      now: Date;
    },
  ) {
    return trx
      .insertInto('material_comments')
      .values({
        material_id: c.materialId,
        organization_id: c.organizationId,
        version_no: c.versionNo,
        action: c.action,
        content: c.content,
        user_id: c.userId,
        created_at: c.now,
      })
      .execute();
  }

  async page(db: Executor, scope: Scope, f: PageFilter) {
    const base = db
      .selectFrom('materials as m')
      .innerJoin('goods as g', 'g.id', 'm.goods_id')
      .where('m.latest_no', '>', 0)
      .$if(scope !== null, (q) => q.where('m.organization_id', '=', scope!))
      .$if(f.goodsId !== undefined, (q) => q.where('m.goods_id', '=', f.goodsId!))
      .$if(f.kind !== undefined, (q) => q.where('m.kind', '=', f.kind!))
      .$if(f.status !== undefined, (q) => q.where('m.status', '=', f.status!))
      .where(termsWhere(f.terms));
    const [{ n }, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      base
        .innerJoin('organizations as o', 'o.id', 'm.organization_id')
        .innerJoin('material_versions as v', (j) =>
          j.onRef('v.material_id', '=', 'm.id').onRef('v.no', '=', 'm.latest_no'),
        )
        .selectAll('m')
        .select([
          'g.name as goods_name',
          'g.images',
          'o.name as supplier_name',
          'v.content',
          'v.id as version_id',
          'v.poster_file',
        ])
        .$if(f.pendingFirst === true, (q) => q.orderBy('m.updated_at', 'asc'))
        .$if(f.pendingFirst !== true, (q) => q.orderBy('m.updated_at', 'desc'))
        .orderBy('m.id', 'desc')
        .limit(f.limit)
        .offset((f.page - 1) * f.limit)
        .execute(),
    ]);
    return { total: Number(n), rows };
  }

  async counts(db: Executor, scope: Scope): Promise<Record<MaterialStatus, number>> {
    const rows = await db
      .selectFrom('materials')
      .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
      .where('latest_no', '>', 0)
      .$if(scope !== null, (q) => q.where('organization_id', '=', scope!))
      .groupBy('status')
      .execute();
    const out: Record<MaterialStatus, number> = { DRAFT: 0, PENDING: 0, APPROVED: 0, REJECTED: 0 };
    for (const r of rows) out[r.status] = Number(r.n);
    return out;
  }

  /** The latest approved version of every kind of a goods item. */
  published(db: Executor, goodsId: string) {
    return db
      .selectFrom('materials as m')
      .innerJoin('material_versions as v', (j) =>
        j.onRef('v.material_id', '=', 'm.id').onRef('v.no', '=', 'm.published_no'),
      )
      .select(['m.kind', 'v.id', 'v.content', 'v.template', 'v.poster_file'])
      .where('m.goods_id', '=', goodsId)
      .where('m.published_no', '>', 0)
      .execute();
  }

  /** A poster version with what decides who may see it. */
  poster(db: Executor, versionId: string) {
    return db
      .selectFrom('material_versions')
      .select(['id', 'organization_id', 'status', 'poster_file'])
      .where('id', '=', versionId)
      .where('poster_file', 'is not', null)
      .executeTakeFirst();
  }

  versionIds(db: Executor, materialId: string) {
    return db
      .selectFrom('material_versions')
      .select(['no', 'id'])
      .where('material_id', '=', materialId)
      .execute();
  }
}
