/**
 * Writes generated demo spend (demo-spend-history.ts: orders with their submissions, lines, logs, refunds,
 * refund lines and refund logs) in bulk. The rows of a batch are built once (`spendBatchRows`, ids taken
 * beforehand from the tables' identity sequences, order and refund numbers from their sequences), then
 * sent one of two ways: `insertSpendBatch` (one INSERT … SELECT json_populate_recordset per table, in the
 * caller's transaction: the demo seed, tests) and `copySpendBatch` (COPY FROM STDIN per table on one
 * connection, its own transaction: npm run seed:history and bench:dashboard, tens of thousands of lines a
 * second). Neither touches stock, credit nor the rollups (the callers write those).
 */
import { finished } from 'node:stream/promises';
import { sql } from 'kysely';
import type pg from 'pg';
import copyStreams from 'pg-copy-streams';
import type { Db, Executor } from '../database';
import type { GenOrder } from './demo-spend-history';

const CHINA = 8 * 3_600_000;

/** One table's rows of a batch, in its columns' order (null: SQL NULL; objects: json). */
export interface TableRows {
  table: string;
  columns: readonly string[];
  rows: unknown[][];
}

/** Ids and numbers a batch takes from the sequences, in order. */
interface Reserved {
  submissions: string[];
  orders: string[];
  orderNos: string[];
  lines: string[];
  refunds: string[];
  refundNos: string[];
}

/** The statement that takes `n` values of each sequence (one round trip for the batch). */
function reserveQuery(orders: number, lines: number, refunds: number) {
  const take = (seq: ReturnType<typeof sql>, n: number) =>
    sql`(SELECT coalesce(array_agg(v ORDER BY v), '{}')::text[] FROM
      (SELECT nextval(${seq}) AS v FROM generate_series(1, ${n}::int)) x)`;
  const identity = (table: string) => sql`pg_get_serial_sequence(${table}, 'id')::regclass`;
  return sql<Reserved>`SELECT ${take(identity('order_submissions'), orders)} AS submissions,
    ${take(identity('orders'), orders)} AS orders, ${take(sql`'order_no_seq'::regclass`, orders)} AS "orderNos",
    ${take(identity('order_lines'), lines)} AS lines, ${take(identity('refunds'), refunds)} AS refunds,
    ${take(sql`'refund_no_seq'::regclass`, refunds)} AS "refundNos"`;
}

const sizes = (batch: readonly GenOrder[]) => ({
  orders: batch.length,
  lines: batch.reduce((n, o) => n + o.lines.length, 0),
  refunds: batch.filter((o) => o.refund).length,
});

/** `PO20261126000123`: the checkout's number (China date + the sequence, six digits at least). */
const numberOf = (prefix: string, at: Date, n: string) =>
  `${prefix}${new Date(at.getTime() + CHINA).toISOString().slice(0, 10).replaceAll('-', '')}${n.padStart(6, '0')}`;

/** The rows of every table of a batch, with the ids reserved for it. */
export function spendBatchRows(batch: readonly GenOrder[], ids: Reserved): TableRows[] {
  const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
  const submissions: unknown[][] = [];
  const orders: unknown[][] = [];
  const lines: unknown[][] = [];
  const logs: unknown[][] = [];
  const refunds: unknown[][] = [];
  const refundLines: unknown[][] = [];
  const refundLogs: unknown[][] = [];
  let line = 0;
  let refund = 0;
  batch.forEach((o, i) => {
    const orderId = ids.orders[i]!;
    const orderNo = numberOf('PO', o.createdAt, ids.orderNos[i]!);
    submissions.push([
      ids.submissions[i]!,
      o.organizationId,
      o.userId,
      o.key,
      'demo-spend-history',
      iso(o.createdAt),
    ]);
    orders.push([
      orderId,
      orderNo,
      ids.submissions[i]!,
      o.organizationId,
      o.userId,
      o.supplierId,
      o.departmentId,
      o.status,
      o.goodsAmount,
      o.freight,
      o.goodsAmount + o.freight,
      o.lines.length,
      o.quantity,
      o.address,
      o.invoice,
      '',
      o.divisionCode,
      o.expectedDate,
      `${orderNo} ${o.names}`,
      o.carrier,
      o.waybillNo,
      iso(o.shippedAt),
      null,
      iso(o.finishedAt),
      iso(o.createdAt),
      iso(o.refund?.updatedAt ?? o.finishedAt),
    ]);
    const lineIds: string[] = [];
    for (const l of o.lines) {
      const id = ids.lines[line++]!;
      lineIds.push(id);
      const g = l.goods;
      lines.push([
        id,
        orderId,
        g.id,
        g.skuCode,
        g.name,
        g.brandName,
        g.model,
        g.spec,
        g.unit,
        g.image,
        l.num,
        l.price,
        l.price * l.num,
        null,
        l.refundNum,
        l.refundAmount,
        l.listPrice,
        g.categoryId,
      ]);
    }
    for (const g of o.logs)
      logs.push([orderId, g.status, g.action, g.actorId, g.actorName, g.note, iso(g.at)]);
    const r = o.refund;
    if (!r) return;
    const refundId = ids.refunds[refund]!;
    const refundNo = numberOf('RF', r.createdAt, ids.refundNos[refund++]!);
    refunds.push([
      refundId,
      refundNo,
      orderId,
      o.organizationId,
      o.userId,
      o.supplierId,
      r.type,
      r.status,
      r.reason,
      r.description,
      r.amount,
      1,
      r.num,
      r.returnAddress,
      r.vendorNote,
      r.returnCarrier,
      r.returnWaybillNo,
      iso(r.returnShippedAt),
      iso(r.receivedAt),
      iso(r.refundedAt),
      `${refundNo} ${orderNo} ${o.lines[r.line]!.goods.name}`,
      iso(r.createdAt),
      iso(r.updatedAt),
    ]);
    refundLines.push([refundId, lineIds[r.line]!, r.num, r.amount]);
    for (const g of r.logs) {
      refundLogs.push([refundId, g.status, g.action, g.actorId, g.actorName, g.note, iso(g.at)]);
    }
  });
  const logColumns = ['status', 'action', 'actor_id', 'actor_name', 'note', 'created_at'];
  return [
    {
      table: 'order_submissions',
      columns: ['id', 'organization_id', 'user_id', 'idempotency_key', 'request_hash', 'created_at'],
      rows: submissions,
    },
    {
      table: 'orders',
      columns: [
        'id',
        'order_no',
        'submission_id',
        'organization_id',
        'user_id',
        'supplier_id',
        'department_id',
        'status',
        'goods_amount',
        'freight',
        'amount',
        'line_count',
        'quantity',
        'address',
        'invoice',
        'remarks',
        'division_code',
        'expected_date',
        'search_text',
        'carrier',
        'waybill_no',
        'shipped_at',
        'auto_confirm_at',
        'finished_at',
        'created_at',
        'updated_at',
      ],
      rows: orders,
    },
    {
      table: 'order_lines',
      columns: [
        'id',
        'order_id',
        'goods_id',
        'sku_code',
        'name',
        'brand_name',
        'model',
        'spec',
        'unit',
        'image',
        'num',
        'price',
        'amount',
        'delivery_days',
        'refund_num',
        'refund_amount',
        'list_price',
        'category_id',
      ],
      rows: lines,
    },
    { table: 'order_logs', columns: ['order_id', ...logColumns], rows: logs },
    {
      table: 'refunds',
      columns: [
        'id',
        'refund_no',
        'order_id',
        'organization_id',
        'user_id',
        'supplier_id',
        'type',
        'status',
        'reason',
        'description',
        'amount',
        'line_count',
        'quantity',
        'return_address',
        'vendor_note',
        'return_carrier',
        'return_waybill_no',
        'return_shipped_at',
        'received_at',
        'refunded_at',
        'search_text',
        'created_at',
        'updated_at',
      ],
      rows: refunds,
    },
    { table: 'refund_lines', columns: ['refund_id', 'order_line_id', 'num', 'amount'], rows: refundLines },
    { table: 'refund_logs', columns: ['refund_id', ...logColumns], rows: refundLogs },
  ];
}

/**
 * Writes a batch of generated orders in the caller's transaction (one INSERT per table) and answers the new
 * orders' ids, in the batch's order. The rollups are the caller's.
 */
export async function insertSpendBatch(db: Executor, batch: readonly GenOrder[]): Promise<string[]> {
  if (batch.length === 0) return [];
  const s = sizes(batch);
  const ids = (await reserveQuery(s.orders, s.lines, s.refunds).execute(db)).rows[0]!;
  for (const t of spendBatchRows(batch, ids)) {
    if (t.rows.length === 0) continue;
    const cols = sql.raw(t.columns.join(', '));
    const records = t.rows.map((r) => Object.fromEntries(t.columns.map((c, i) => [c, r[i]])));
    await sql`INSERT INTO ${sql.raw(t.table)} (${cols})
      SELECT ${cols} FROM json_populate_recordset(NULL::${sql.raw(t.table)}, ${JSON.stringify(records)}::json)`.execute(
      db,
    );
  }
  return ids.orders;
}

/** Whether the pool's role may skip foreign-key checks (see copySpendBatch). */
export async function maySkipChecks(db: Executor): Promise<boolean> {
  const r = await sql<{
    ok: boolean;
  }>`SELECT rolsuper AS ok FROM pg_roles WHERE rolname = current_user`.execute(db);
  return r.rows[0]?.ok === true;
}

/** A value in COPY's text format (\N for NULL; backslash, tab and line breaks escaped). */
function copyText(v: unknown): string {
  if (v === null || v === undefined) return '\\N';
  const s = typeof v === 'object' ? JSON.stringify(v) : String(v);
  return /[\\\t\n\r]/.test(s)
    ? s.replaceAll('\\', '\\\\').replaceAll('\t', '\\t').replaceAll('\n', '\\n').replaceAll('\r', '\\r')
    : s;
}

async function copyRows(client: pg.PoolClient, t: TableRows): Promise<void> {
  if (t.rows.length === 0) return;
  const stream = client.query(copyStreams.from(`COPY ${t.table} (${t.columns.join(', ')}) FROM STDIN`));
  let buf = '';
  for (const r of t.rows) {
    buf += `${r.map(copyText).join('\t')}\n`;
    if (buf.length >= 256 * 1024) {
      if (!stream.write(buf)) await new Promise((ok) => stream.once('drain', ok));
      buf = '';
    }
  }
  stream.end(buf);
  await finished(stream);
}

/**
 * Writes a batch by COPY on a connection of `pool`, in a transaction of its own (committed without waiting
 * for the disk: a bench fill), and answers the new orders' ids. `db` compiles the sequences' statement.
 * `trusted`: the connection may skip the foreign keys' per-row checks (session_replication_role = replica,
 * a superuser's setting: the embedded database's); the generator only refers to rows it read, and half of
 * the server's time per line went to those checks.
 */
export async function copySpendBatch(
  pool: pg.Pool,
  db: Db,
  batch: readonly GenOrder[],
  trusted = false,
): Promise<string[]> {
  if (batch.length === 0) return [];
  const s = sizes(batch);
  const q = reserveQuery(s.orders, s.lines, s.refunds).compile(db);
  const client = await pool.connect();
  let broken = false;
  try {
    const ids = (await client.query<Reserved>(q.sql, q.parameters as unknown[])).rows[0]!;
    const tables = spendBatchRows(batch, ids);
    await client.query('BEGIN');
    await client.query('SET LOCAL synchronous_commit = off');
    if (trusted) await client.query('SET LOCAL session_replication_role = replica');
    for (const t of tables) await copyRows(client, t);
    await client.query('COMMIT');
    return ids.orders;
  } catch (err) {
    // A connection that failed in COPY is not given back to the pool.
    broken = true;
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release(broken);
  }
}
