import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Clock } from '../lib/clock';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's configuration. */
    config: Config;
    /** The database; services open transactions on it. */
    db: Db;
    /** The one clock of the server: every "now" comes from here, so tests can move time. */
    clock: Clock;
  }
}

/** What every module reads from the app instead of taking it as an option. */
export function decorateAppContext(
  app: FastifyInstance,
  deps: { config: Config; db: Db; clock: Clock },
): void {
  app.decorate('config', deps.config);
  app.decorate('db', deps.db);
  app.decorate('clock', deps.clock);
}
