/**
 * The one way an operator's write is logged: `logAction(trx, entry)` inside the write's own transaction,
 * so a refused or rolled-back change logs nothing and a committed one is always logged.
 */
import type { Executor } from '../../db/database';
import { AuditRepo, type ActionEntry } from './audit.repo';

const repo = new AuditRepo();

export type { ActionEntry };

export function logAction(trx: Executor, entry: ActionEntry): Promise<string> {
  return repo.append(trx, entry);
}
