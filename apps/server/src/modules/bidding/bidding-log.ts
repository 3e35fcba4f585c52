/**
 * The bid log: every accepted bid, extension, close and award of an event, append-only (a trigger refuses
 * UPDATE and DELETE) and hash-chained: each entry's hash is sha256 over the previous entry's hash, its
 * position, kind and body, so an edited or removed entry breaks the chain. Written in the transaction that
 * holds the event's row lock, so positions follow the order of acceptance.
 */
import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';

export type LogKind = 'bid' | 'extend' | 'close' | 'award' | 'reopen';

export interface LogEntry {
  position: number;
  kind: LogKind;
  body: string;
  prevHash: string;
  hash: string;
}

export function entryHash(prevHash: string, position: number, kind: string, body: string): string {
  return crypto.hash('sha256', `${prevHash}\n${position}\n${kind}\n${body}`);
}

/** Appends entries after (position, head) of the locked event; answers the new position and head. */
export async function appendLog(
  db: Executor,
  eventId: string,
  at: { position: number; head: string },
  entries: readonly { kind: LogKind; body: unknown }[],
  now: Date,
): Promise<{ position: number; head: string }> {
  let { position, head } = at;
  const rows = entries.map((e) => {
    position++;
    const body = JSON.stringify(e.body);
    const hash = entryHash(head, position, e.kind, body);
    const row = {
      event_id: eventId,
      position,
      kind: e.kind,
      body,
      prev_hash: head,
      hash,
      created_at: now,
    };
    head = hash;
    return row;
  });
  if (rows.length === 0) return at;
  await db.insertInto('bid_log').values(rows).execute();
  // The new head and the notification (delivered at commit) in one statement.
  await sql`UPDATE bid_events SET log_position = ${position}, log_head = ${head}
    WHERE id = ${eventId} RETURNING pg_notify('pm_bidding', ${`${eventId}:${position}`})`.execute(db);
  return { position, head };
}

export async function readLog(db: Executor, eventId: string): Promise<LogEntry[]> {
  const rows = await db
    .selectFrom('bid_log')
    .select(['position', 'kind', 'body', 'prev_hash', 'hash'])
    .where('event_id', '=', eventId)
    .orderBy('position')
    .execute();
  return rows.map((r) => ({
    position: r.position,
    kind: r.kind as LogKind,
    body: r.body,
    prevHash: r.prev_hash,
    hash: r.hash,
  }));
}

/** True when every entry carries the hash of the one before and its own hash is right. */
export function chainIsIntact(entries: readonly LogEntry[]): boolean {
  let head = '';
  let position = 0;
  for (const e of entries) {
    position++;
    if (e.position !== position || e.prevHash !== head) return false;
    if (entryHash(head, e.position, e.kind, e.body) !== e.hash) return false;
    head = e.hash;
  }
  return true;
}
