/**
 * Demo data of AI素材 (issue 32; `npm start` only): material for a dozen of vendor01's goods in every status,
 * made through the material service with the offline generator, so a first start shows the area alive:
 * approved selling points (which the goods detail shows), titles waiting for review, a description rejected
 * with the reviewer's comment, drafts, a material with two versions (approved, then a newer draft), and
 * posters. Atomic and once per database: one transaction under an advisory lock, the marker written last.
 */
import type { MaterialKind, MaterialTone, PosterTemplate } from '@pm/contract/material';
import { sql } from 'kysely';
import { ManualClock } from '../../lib/clock';
import { offlineGenerator } from '../../modules/material/generator';
import { createMaterial } from '../../modules/material';
import type { Db } from '../database';
import { authOf, markSeeded, seeded, within } from './demo-support';

export const DEMO_MATERIAL_MARKER = 'demo_material_v1';

interface Plan {
  kind: MaterialKind;
  tone: MaterialTone;
  /** What happens after the first draft. */
  steps: ('submit' | 'approve' | 'reject' | 'edit')[];
  template?: PosterTemplate;
}

const PLANS: Plan[] = [
  { kind: 'SELLING_POINTS', tone: 'PRO', steps: ['submit', 'approve'] },
  { kind: 'SELLING_POINTS', tone: 'BRIEF', steps: ['submit', 'approve'] },
  { kind: 'SELLING_POINTS', tone: 'PROMO', steps: ['submit', 'approve'] },
  { kind: 'SELLING_POINTS', tone: 'PRO', steps: ['submit', 'approve', 'edit'] },
  { kind: 'TITLE', tone: 'PRO', steps: ['submit'] },
  { kind: 'TITLE', tone: 'PROMO', steps: ['submit'] },
  { kind: 'DESCRIPTION', tone: 'PROMO', steps: ['submit', 'reject'] },
  { kind: 'TITLE', tone: 'BRIEF', steps: [] },
  { kind: 'DESCRIPTION', tone: 'PRO', steps: [] },
  { kind: 'POSTER', tone: 'PROMO', steps: ['submit', 'approve'], template: 'CLASSIC' },
  { kind: 'POSTER', tone: 'PRO', steps: ['submit'], template: 'SIDE' },
  { kind: 'DESCRIPTION', tone: 'PRO', steps: ['submit', 'approve', 'edit', 'submit'] },
];

export const DEMO_REJECT_COMMENT = '请补充适用场景，并删去无法保证的“现货”表述后重新提交';

/** Seeds the material demo once; null when it was there already or its people or goods are missing. */
export async function seedDemoMaterial(
  db: Db,
  opts: { dataDir: string; now?: Date; log?: (m: string) => void },
): Promise<{ materials: number } | null> {
  if (await seeded(db, DEMO_MATERIAL_MARKER)) return null;
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('pm-demo-material'))`.execute(trx);
    const tdb = within(trx);
    if (await seeded(tdb, DEMO_MATERIAL_MARKER)) return null;
    const vendor = await authOf(tdb, 'vendor01');
    const admin = await authOf(tdb, 'admin');
    if (!vendor || !admin) return null;
    const goods = await trx
      .selectFrom('goods')
      .select('id')
      .where('supplier_id', '=', vendor.organizationId)
      .where('status', '=', 'on')
      .orderBy('sales', 'desc')
      .orderBy('id')
      .limit(PLANS.length)
      .execute();
    if (goods.length < PLANS.length) return null;
    const clock = new ManualClock(new Date((opts.now ?? new Date()).getTime() - 3 * 24 * 3600_000));
    const service = createMaterial(tdb, clock, opts.dataDir, offlineGenerator);
    for (const [i, plan] of PLANS.entries()) {
      const goodsId = goods[i]!.id;
      const gen = await service.generate(vendor, { goodsId, kind: plan.kind, tone: plan.tone });
      let d = await service.save(vendor, {
        goodsId,
        kind: plan.kind,
        content: gen.candidates[i % gen.candidates.length]!.content,
        tone: plan.tone,
        ...(plan.template ? { template: plan.template } : {}),
        version: 0,
      });
      for (const step of plan.steps) {
        clock.advance(3 * 3600_000);
        if (step === 'submit') d = await service.submit(vendor, d.id, d.version);
        else if (step === 'approve')
          d = await service.review(admin, d.id, d.version, 'APPROVE', '内容与商品资料一致');
        else if (step === 'reject')
          d = await service.review(admin, d.id, d.version, 'REJECT', DEMO_REJECT_COMMENT);
        else
          d = await service.save(vendor, {
            goodsId,
            kind: plan.kind,
            content: `${gen.candidates[(i + 1) % gen.candidates.length]!.content}`,
            tone: plan.tone,
            version: d.version,
          });
      }
      clock.advance(1800_000);
    }
    await markSeeded(tdb, DEMO_MATERIAL_MARKER, clock.now());
    opts.log?.(`demo material added: ${PLANS.length} materials`);
    return { materials: PLANS.length };
  });
}
