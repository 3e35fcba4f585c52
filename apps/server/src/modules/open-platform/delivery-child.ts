/**
 * A delivering process of its own, for the tests that kill one (webhook.test.ts): runs a webhook worker on
 * DATABASE_URL (loopback receivers allowed, lease LEASE_MS) until killed, and says `ready` once listening.
 */
import { createDb } from '../../db/database';
import { systemClock } from '../../lib/clock';
import { createOpenPlatform } from './index';

const { db } = createDb(process.env.DATABASE_URL!, 4);
const { worker } = createOpenPlatform(db, systemClock, {
  allowPrivate: true,
  leaseMs: Number(process.env.LEASE_MS ?? 60_000),
  intervalMs: 200,
});
worker.start();
void worker.ready.then(() => process.stdout.write('ready\n'));
