import { sql } from 'kysely';
import type { Executor } from '../../db/database';

export class HealthRepo {
  /** Resolves when the database answers a trivial query. */
  async ping(db: Executor): Promise<void> {
    await sql`SELECT 1`.execute(db);
  }
}
