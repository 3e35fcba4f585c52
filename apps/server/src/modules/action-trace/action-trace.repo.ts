import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database';
import type { ActionTracesTable } from '../../db/schema';

export type ActionTraceRow = Insertable<ActionTracesTable>;

/** SQL of the action-trace store (written by plugins/origin-action.ts): a multi-row insert. */
export class ActionTraceRepo {
  async insert(db: Executor, rows: ActionTraceRow[]): Promise<void> {
    await db.insertInto('action_traces').values(rows).execute();
  }
}
