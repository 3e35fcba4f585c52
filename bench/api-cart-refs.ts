// The two reference servers of bench/api-cart.ts, in a process of their own (as the mall runs in its own):
//   GET|POST /bare        a bare Fastify route: no database, a fixed envelope;
//   GET /same-sql/list    the SQL statements GET /cart/shop/list ran (captured by api-cart.ts), replayed with
//   POST /same-sql/append plain pg on a pool as large as the mall's, in the same order, transactions and
//                         parallel groups; the append replays them for the goods of its form body. The list
//                         answers the bytes the mall answered (a kept list runs two small statements).
// Env: DATABASE_URL, PORT, PLAN (the JSON file api-cart.ts wrote). Prints "refs ready" when listening.
import fs from 'node:fs';
import Fastify from 'fastify';
import formbody from '@fastify/formbody';
import pg from 'pg';

interface Statement {
  text: string;
  values: unknown[];
}
/** One pool.query, or a transaction on one client. */
interface Unit {
  tx: boolean;
  statements: Statement[];
}
/** Units that ran at the same time. */
type Step = Unit[];
interface Plan {
  list: Step[];
  /** The mall's answer to the captured list request. */
  listBody: string;
  append: Step[];
  /** The goods of the captured append: its parameters equal to it take the requested goods. */
  appendGoodsId: string;
}

const plan = JSON.parse(fs.readFileSync(process.env.PLAN!, 'utf8')) as Plan;
// As the mall's database.ts: bigint stays text.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => v);
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DB_POOL_MAX || 10),
  idleTimeoutMillis: 30_000,
});
pool.on('error', () => undefined);

/** As the mall's database.ts: a statement marked /*prepared*\/ is prepared once per connection. */
const names = new Map<string, string>();
function config(s: Statement, swap: (v: unknown) => unknown): pg.QueryConfig {
  const values = s.values.map(swap);
  if (!s.text.includes('/*prepared*/')) return { text: s.text, values };
  let name = names.get(s.text);
  if (!name) names.set(s.text, (name = `ref_${names.size}`));
  return { name, text: s.text, values };
}

async function runUnit(unit: Unit, swap: (v: unknown) => unknown): Promise<unknown[]> {
  if (!unit.tx) {
    const s = unit.statements[0]!;
    return [(await pool.query(config(s, swap))).rows];
  }
  const client = await pool.connect();
  const out: unknown[] = [];
  try {
    for (const s of unit.statements) out.push((await client.query(config(s, swap))).rows);
    return out;
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

async function replay(steps: Step[], swap: (v: unknown) => unknown = (v) => v): Promise<unknown[]> {
  const rows: unknown[] = [];
  for (const step of steps) {
    const results = await Promise.all(step.map((u) => runUnit(u, swap)));
    for (const r of results) rows.push(...r);
  }
  return rows;
}

const app = Fastify({ logger: false });
await app.register(formbody);
const bare = async () => ({ code: 200, message: '操作成功', data: { ok: true } });
app.get('/bare', bare);
app.post('/bare', bare);
const listBody = Buffer.from(plan.listBody);
app.get('/same-sql/list', async (_req, reply) => {
  await replay(plan.list);
  return reply.type('application/json; charset=utf-8').send(listBody);
});
app.post('/same-sql/append', async (req) => {
  const goodsId = String((req.body as { id?: string } | undefined)?.id ?? plan.appendGoodsId);
  const swap = (v: unknown) => (v === plan.appendGoodsId ? goodsId : v);
  return { code: 200, message: '操作成功', data: await replay(plan.append, swap) };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('refs ready');
const stop = () => void app.close().then(() => pool.end().then(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
